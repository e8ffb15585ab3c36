/** The CI workflow (.github/workflows/site.yml): valid for GitHub Actions, and doing what the README says. */
import { readFileSync } from "node:fs"
import path from "node:path"
import { validateWorkflow } from "@action-validator/core"
import { parse } from "yaml"

interface Step {
  readonly uses?: string
  readonly run?: string
  readonly with?: Record<string, string | number>
  readonly env?: Record<string, string>
}
interface Job {
  readonly if?: string
  readonly needs?: string | string[]
  readonly container?: string
  readonly steps: Step[]
}
interface Workflow {
  readonly on: { push?: { branches?: string[] }; pull_request?: unknown }
  readonly jobs: Record<string, Job>
}

const root = path.join(__dirname, "..", "..")
const source = readFileSync(path.join(root, ".github", "workflows", "site.yml"), "utf8")
const workflow = parse(source) as Workflow
const packageJson = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  scripts: Record<string, string>
  engines: { node: string }
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

it("builds and tests with CI's own entry point, in Debian with a Node version the site supports", () => {
  expect(runs("build-and-test")).toContain("bash .ci/run")
  expect(readFileSync(path.join(root, ".ci", "run"), "utf8")).toMatch(/^npm test$/m)
  const [, nodeMajor, debian] = /^node:(\d+)-(\w+)$/.exec(job("build-and-test").container ?? "") ?? []
  expect(debian).toBe("bookworm")
  expect(Number(nodeMajor)).toBeGreaterThanOrEqual(Number(/>=\s*(\d+)/.exec(packageJson.engines.node)?.[1]))
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

it("answers a pull request with the fast content check", () => {
  expect(job("content-check").if).toContain("pull_request")
  expect(runs("content-check")).toContain("npm run check:content")
})

it("deploys only pushes to main that passed the tests, with the host's command from DEPLOY_COMMAND", () => {
  const deploy = job("deploy")
  expect([deploy.needs].flat()).toContain("build-and-test")
  expect(deploy.if).toContain("github.event_name == 'push'")
  expect(deploy.if).toContain("refs/heads/main")
  expect(action("deploy", "actions/download-artifact")?.with).toMatchObject({ name: "public", path: "public" })
  // Cloudflare Pages deploys the repository's functions/ (the editor's login) from the working folder.
  const steps = job("deploy").steps.map((step) => step.uses?.split("@")[0])
  expect(steps.indexOf("actions/checkout")).toBeGreaterThan(-1)
  expect(steps.indexOf("actions/checkout")).toBeLessThan(steps.indexOf("actions/download-artifact"))
  const publish = job("deploy").steps.find((step) => step.run?.includes("vars.DEPLOY_COMMAND"))
  expect(publish?.run?.trim()).toBe("${{ vars.DEPLOY_COMMAND }}")
  // The command reads the host's token from the environment, never from its own text.
  expect(publish?.env).toEqual({
    DEPLOY_TOKEN: "${{ secrets.DEPLOY_TOKEN }}",
  })
})

it("runs only npm scripts that package.json defines", () => {
  const named = Object.keys(workflow.jobs)
    .flatMap(runs)
    .flatMap((command) => [...command.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1]))
  expect(named.length).toBeGreaterThan(0)
  for (const script of named) expect(Object.keys(packageJson.scripts)).toContain(script)
})
