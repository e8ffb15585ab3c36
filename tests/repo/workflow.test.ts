/** The CI workflow (.github/workflows/site.yml): valid for GitHub Actions, and doing what the README says. */
import { readFileSync } from "node:fs"
import path from "node:path"
import { validateWorkflow } from "@action-validator/core"
import { parse } from "yaml"

interface Step {
  readonly uses?: string
  readonly if?: string
  readonly run?: string
  readonly with?: Record<string, string | number | boolean>
  readonly env?: Record<string, string>
}
interface Job {
  readonly if?: string
  readonly needs?: string | string[]
  readonly container?: string
  readonly "runs-on"?: string
  readonly environment?: string
  readonly permissions?: Record<string, string>
  readonly env?: Record<string, string>
  readonly steps: Step[]
}
interface Workflow {
  readonly on: { push?: { branches?: string[] }; pull_request?: unknown }
  readonly permissions?: Record<string, string>
  readonly jobs: Record<string, Job>
}

const root = path.join(__dirname, "..", "..")
const source = readFileSync(path.join(root, ".github", "workflows", "site.yml"), "utf8")
const workflow = parse(source) as Workflow
const packageJson = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  scripts: Record<string, string>
}
const job = (name: string): Job => {
  const found = workflow.jobs[name]
  if (!found) throw new Error(`the workflow has no job "${name}"`)
  return found
}
const runs = (name: string) => job(name).steps.flatMap((step) => (step.run ? [step.run.trim()] : []))
const action = (name: string, uses: string) => job(name).steps.find((step) => step.uses?.startsWith(`${uses}@`))

it("is a valid GitHub Actions workflow (checked against the workflow schema by action-validator)", () => {
  expect(validateWorkflow(source).errors).toEqual([])
})

it("runs on every push to main and on every pull request", () => {
  expect(workflow.on.push?.branches).toEqual(["main"])
  expect(workflow.on).toHaveProperty("pull_request")
})

it("builds and tests with CI's own entry point, in Debian, which brings the Node the site supports whatever the image has", () => {
  expect(runs("build-and-test")).toContain("bash .ci/run")
  expect(readFileSync(path.join(root, ".ci", "run"), "utf8")).toMatch(/^npm test$/m)
  // The image's own Node only installs .ci/node (tests/repo/node-version.test.ts); a tag, or a tag pinned by digest.
  const [, debian] = /^node:\d+-(\w+)(@sha256:[0-9a-f]{64})?$/.exec(job("build-and-test").container ?? "") ?? []
  expect(debian).toBe("bookworm")
})

it("restores Gatsby's .cache and public folders before building, so a content commit rebuilds incrementally", () => {
  const caches = job("build-and-test").steps.filter((step) => step.uses?.startsWith("actions/cache@"))
  const gatsbyCache = caches.find((step) => String(step.with?.path).includes(".cache"))
  expect(String(gatsbyCache?.with?.path).split("\n").filter(Boolean)).toEqual([
    ".cache",
    "public",
    ".unserved-public-files",
  ])
  // A commit's key never matches an older one exactly; the prefix restores the newest earlier build.
  expect(gatsbyCache?.with?.key).toContain("github.sha")
  expect(gatsbyCache?.with?.["restore-keys"]).toBeTruthy()
  const steps = job("build-and-test").steps
  expect(steps.indexOf(gatsbyCache!)).toBeLessThan(steps.findIndex((step) => step.run?.includes(".ci/run")))
})

it("publishes public/ as the deploy artifact", () => {
  expect(action("build-and-test", "actions/upload-artifact")?.with).toMatchObject({ name: "public", path: "public" })
})

it("sends a change to content/ alone down the publish path, and any other change through the full suite first", () => {
  expect(runs("changes")).toContain('bash .ci/content-only "$BASE" >> "$GITHUB_OUTPUT"')
  expect(job("publish").if).toBe("needs.changes.outputs.content_only == 'true'")
  // The full suite holds every code change, and runs after a content push without holding its publish.
  expect(job("build-and-test").if).toBe("needs.changes.outputs.content_only != 'true' || github.event_name == 'push'")
  expect([job("publish").needs].flat()).not.toContain("build-and-test")
  expect([job("deploy").needs].flat()).toEqual(["changes", "build-and-test"])
  expect(job("deploy").if).toContain("needs.changes.outputs.content_only != 'true'")
  expect(job("deploy").if).toContain("github.event_name == 'push' && github.ref == 'refs/heads/main'")
})

it("publishes a content change from node_modules and Gatsby's cache restored, with npm ci only on a new lock file", () => {
  const steps = job("publish").steps
  const modules = steps.find((step) => step.with?.path === "node_modules")
  expect(modules?.with?.key).toContain("hashFiles('package-lock.json')")
  const install = steps.find((step) => step.run?.startsWith("npm ci"))
  expect(install?.if).toBe("steps.modules.outputs.cache-hit != 'true'")
  const gatsbyCache = steps.find((step) => String(step.with?.path).includes(".cache"))
  expect(String(gatsbyCache?.with?.path).split("\n").filter(Boolean)).toEqual([
    ".cache",
    "public",
    ".unserved-public-files",
    ".publish-check",
  ])
  const order = [
    modules,
    gatsbyCache,
    ...["npm run check:publish", "scripts/publish.ts deploy"].map((command) =>
      steps.find((step) => step.run?.includes(command)),
    ),
  ].map((step) => steps.indexOf(step!))
  expect(order.every((index) => index >= 0)).toBe(true)
  expect([...order].sort((a, b) => a - b)).toEqual(order)
  // On GitHub's Ubuntu runner, whose Google Chrome and Java the page checks use.
  expect(job("publish")["runs-on"]).toBe("ubuntu-latest")
  expect(job("publish").env?.CHROME_PATH).toBe("/usr/bin/google-chrome")
})

it("deploys main to the live site and a pull request to its preview, with the host's token only in the deploy step", () => {
  expect(job("publish").env?.TARGET).toBe(
    "${{ github.event_name == 'push' && '--live' || format('--preview {0}', github.event.pull_request.number) }}",
  )
  expect(job("publish").environment).toBe("${{ github.event_name == 'push' && 'production' || 'preview' }}")
  for (const name of ["publish", "deploy"]) {
    const deploy = job(name).steps.find((step) => step.run?.includes("scripts/publish.ts deploy"))
    expect(deploy?.env).toEqual({ DEPLOY_TOKEN: "${{ secrets.DEPLOY_TOKEN }}" })
    const withToken = job(name).steps.filter((step) => JSON.stringify(step).includes("secrets."))
    expect(withToken).toEqual([deploy])
  }
  // Cloudflare Pages deploys the repository's functions/ (the editor's login) from the working folder.
  const steps = job("deploy").steps.map((step) => step.uses?.split("@")[0])
  expect(steps.indexOf("actions/checkout")).toBeGreaterThan(-1)
  expect(steps.indexOf("actions/checkout")).toBeLessThan(steps.indexOf("actions/download-artifact"))
  expect(action("deploy", "actions/download-artifact")?.with).toMatchObject({ name: "public", path: "public" })
})

it("posts a commit status with deploy in its context before and after, whatever happened", () => {
  for (const name of ["publish", "deploy"]) {
    const last = job(name).steps.at(-1)
    expect(last?.if).toBe("always()")
    expect(last?.run).toMatch(/scripts\/publish\.ts status success/)
    expect(last?.run).toMatch(/scripts\/publish\.ts status failure .*--url "\$RUN_URL"/)
  }
  // Pending as soon as the tools are there, before the check.
  const publishRuns = runs("publish")
  const pending = publishRuns.indexOf("npx --no-install tsx scripts/publish.ts status pending $TARGET")
  expect(pending).toBeGreaterThan(-1)
  expect(pending).toBeLessThan(publishRuns.findIndex((run) => run.includes("npm run check:publish")))
  // Decap reads the statuses of a pull request's head commit, not of the merge commit Actions checks out.
  expect(job("publish").env?.STATUS_SHA).toBe("${{ github.event.pull_request.head.sha || github.sha }}")
})

it("pins every action to a full commit SHA, with its version in a comment, so a moved tag cannot change what runs", () => {
  const uses = Object.values(workflow.jobs).flatMap((job) =>
    job.steps.flatMap((step) => (step.uses ? [step.uses] : [])),
  )
  expect(uses.length).toBeGreaterThan(0)
  for (const reference of uses) expect(reference).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/)
  for (const line of source.split("\n").filter((text) => /^\s*(- )?uses:/.test(text))) {
    expect(line).toMatch(/@[0-9a-f]{40} # v\d+\.\d+\.\d+$/)
  }
})

it("gives each job only the permissions it needs: reading the repository, and statuses only where it posts them", () => {
  expect(workflow.permissions).toEqual({ contents: "read" })
  for (const [name, { permissions }] of Object.entries(workflow.jobs)) {
    const posts = ["publish", "deploy"].includes(name)
    expect([name, permissions]).toEqual([name, posts ? { contents: "read", statuses: "write" } : { contents: "read" }])
  }
  // No checkout leaves the job's token in .git, where a later step or an uploaded folder could read it.
  const checkouts = Object.values(workflow.jobs).flatMap((job) =>
    job.steps.filter((step) => step.uses?.startsWith("actions/checkout@")),
  )
  for (const checkout of checkouts) expect(checkout.with?.["persist-credentials"]).toBe(false)
})

it("runs only npm scripts that package.json defines", () => {
  const named = Object.keys(workflow.jobs)
    .flatMap(runs)
    .flatMap((command) => [...command.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1]))
  expect(named.length).toBeGreaterThan(0)
  for (const script of named) expect(Object.keys(packageJson.scripts)).toContain(script)
})
