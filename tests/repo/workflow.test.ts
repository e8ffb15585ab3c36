/**
 * The pipeline (.github/workflows/site.yml and preview.yml) and the weekly check of the live site
 * (live-check.yml): valid for GitHub Actions, doing what docs/deploying/README.md says, and keeping
 * its promise that only what passed goes live: no job a pull request can run holds a secret or a
 * write permission, the live site's environment only for main, every action at a Node 24 major
 * pinned by SHA, every image by digest. Which path a commit takes is pipeline-path.test.ts's.
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import { validateWorkflow } from "@action-validator/core"
import { parse } from "yaml"
import { gatewaySettingsOf } from "../../src/editor-gateway/settings"
import { SCHEDULED_JOB_SECRETS } from "../../src/owner/scheduled-job-secrets"
import { publishing } from "../support/fixtures/content-fixtures"
import { runWorkflowStep, workflowStep } from "../support/workflow-steps"

interface Step {
  readonly id?: string
  readonly name?: string
  readonly uses?: string
  readonly if?: string
  readonly run?: string
  readonly shell?: string
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
  readonly on: Record<string, unknown>
  readonly permissions?: Record<string, string>
  readonly env?: Record<string, string>
  readonly jobs: Record<string, Job>
}

const root = path.join(__dirname, "..", "..")
const sources = Object.fromEntries(
  ["site", "preview", "live-check", "scheduled"].map((name) => [
    name,
    readFileSync(path.join(root, ".github", "workflows", `${name}.yml`), "utf8"),
  ]),
)
const site = parse(sources.site) as Workflow
const preview = parse(sources.preview) as Workflow
const liveCheck = parse(sources["live-check"]) as Workflow
const scheduled = parse(sources.scheduled) as Workflow
const workflows = { site, preview, "live-check": liveCheck, scheduled }
const allJobs = Object.entries(workflows).flatMap(([file, workflow]) =>
  Object.entries(workflow.jobs).map(([name, job]) => ({ file, name, job })),
)
const packageJson = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  scripts: Record<string, string>
  engines: { node: string }
}
const job = (name: string, workflow: Workflow = site): Job => {
  const found = workflow.jobs[name]
  if (!found) throw new Error(`the workflow has no job "${name}"`)
  return found
}
const stepRunning = (name: string, command: string, workflow: Workflow = site) =>
  job(name, workflow).steps.find((step) => step.run?.includes(command))
const action = (name: string, uses: string, workflow: Workflow = site) =>
  job(name, workflow).steps.find((step) => step.uses?.startsWith(`${uses}@`))
const indexOf = (name: string, step: Step | undefined) => (step ? job(name).steps.indexOf(step) : -1)

/**
 * Whether a site.yml job can run for a pull request: only an `if` that rules pull requests out in all
 * its cases (one of the conditions every case must meet, with no "or") says not.
 */
const runsForPullRequests = (candidate: Job) =>
  candidate.if === undefined ||
  candidate.if.includes("||") ||
  !candidate.if.split(" && ").includes("github.event_name != 'pull_request'")

it("is valid for GitHub Actions (each file checked against the workflow schema by action-validator)", () => {
  for (const source of Object.values(sources)) expect(validateWorkflow(source).errors).toEqual([])
})

it("runs on every push to the live branch, every pull request, every morning and by hand, and previews as a pull request's run starts and once it is complete", () => {
  expect(site.on).toEqual({
    push: { branches: [publishing.branch] },
    pull_request: null,
    schedule: [{ cron: expect.stringMatching(/^\d+ [\d,]+ \* \* \*$/) }],
    workflow_dispatch: null,
  })
  expect(site.env?.LIVE_BRANCH).toBe(publishing.branch)
  expect(preview.on).toEqual({ workflow_run: { workflows: ["site"], types: ["requested", "completed"] } })
})

describe("no pull request's code runs beside a secret", () => {
  it("gives no job a pull request can run a secret, an environment or any write permission", () => {
    const forPullRequests = Object.entries(site.jobs).filter(([, candidate]) => runsForPullRequests(candidate))
    expect(forPullRequests.map(([name]) => name).sort()).toEqual(["build-and-test", "check-draft", "path"])
    for (const [name, candidate] of forPullRequests) {
      expect([name, JSON.stringify(candidate)]).not.toEqual([name, expect.stringContaining("secrets.")])
      expect([name, candidate.environment]).toEqual([name, undefined])
      expect([name, Object.values(candidate.permissions ?? {})]).toEqual([name, expect.not.arrayContaining(["write"])])
    }
  })

  it("deploys a draft's preview from preview.yml, the default branch's code, with the artifact's files only", () => {
    for (const name of ["pending", "preview"]) {
      const candidate = job(name, preview)
      expect(candidate.if).toContain("github.event.workflow_run.head_repository.full_name == github.repository")
      expect(candidate.if).toContain("github.event.workflow_run.event == 'pull_request'")
      const checkouts = candidate.steps.filter((step) => step.uses?.startsWith("actions/checkout@"))
      // The checkout is the default branch's: no ref, no repository, never the pull request's head.
      expect(checkouts.map((step) => Object.keys(step.with ?? {}))).toEqual([["persist-credentials"]])
    }
    expect(job("pending", preview).environment).toBeUndefined()
    const deploy = job("preview", preview)
    expect(deploy.environment).toBe("preview")
    expect(action("preview", "actions/download-artifact", preview)?.with).toEqual({
      name: "preview",
      path: "public",
      "run-id": "${{ github.event.workflow_run.id }}",
      "github-token": "${{ github.token }}",
    })
    // What a pull request's run built and the status on its head commit, which Decap reads.
    expect(deploy.env?.STATUS_SHA).toBe("${{ github.event.workflow_run.head_sha }}")
    expect(stepRunning("preview", 'scripts/publish.ts deploy --preview "$PULL_REQUEST"', preview)?.env).toEqual({
      DEPLOY_TOKEN: "${{ secrets.DEPLOY_TOKEN }}",
    })
  })

  it("hands a pull request's build to preview.yml as the preview artifact, from either path", () => {
    expect(action("check-draft", "actions/upload-artifact")?.with).toMatchObject({ name: "preview", path: "public" })
    expect(action("build-and-test", "actions/upload-artifact")?.with).toMatchObject({
      name: "${{ github.event_name == 'pull_request' && 'preview' || 'public' }}",
      path: "public",
    })
  })

  it("writes no expression into a script: what a run step needs arrives in its environment", () => {
    for (const { file, name, job: candidate } of allJobs) {
      for (const step of candidate.steps) {
        expect([file, name, step.name ?? step.uses, step.run?.includes("${{")]).toEqual([
          file,
          name,
          step.name ?? step.uses,
          step.run === undefined ? undefined : false,
        ])
      }
    }
  })
})

describe("what goes live is what passed", () => {
  it("decides the path in the workflow itself, which an editor's token cannot change, and sends only a content change down the fast path", () => {
    const decide = job("path").steps.find((step) => step.id === "path")
    expect(decide?.shell).toBe("node {0}")
    expect(job("path").permissions).toEqual({ contents: "read", statuses: "read" })
    expect(job("publish-live").if).toBe(
      "github.event_name != 'pull_request' && github.ref == 'refs/heads/main' && needs.path.outputs.fast == 'true'",
    )
    expect(job("check-draft").if).toBe("github.event_name == 'pull_request' && needs.path.outputs.fast == 'true'")
    // The full suite holds every other change, and runs after a content publish on main without holding it.
    expect(job("build-and-test").if).toBe("needs.path.outputs.fast != 'true' || github.event_name != 'pull_request'")
    expect([job("deploy-live").needs].flat()).toEqual(["path", "build-and-test"])
    expect(job("deploy-live").if).toContain("needs.path.outputs.fast != 'true'")
    expect([job("publish-live").needs].flat()).toEqual(["path"])
  })

  it("uses the live site's environment on main only", () => {
    const live = allJobs.filter(({ job: candidate }) => candidate.environment === "production")
    expect(live.map(({ file, name }) => `${file}/${name}`).sort()).toEqual([
      "live-check/check",
      "scheduled/publish-due",
      "site/deploy-live",
      "site/publish-live",
    ])
    for (const { file, job: candidate } of live) {
      // The weekly check and the scheduled job never run for a pull request: their workflows have no such trigger.
      const onMain =
        file === "site"
          ? "github.event_name != 'pull_request' && github.ref == 'refs/heads/main'"
          : "github.ref == 'refs/heads/main'"
      expect(candidate.if).toContain(onMain)
    }
  })

  it("looks up the live commit again right before each deploy, and refuses one that would take the site back", () => {
    const decide = job("path").steps.find((step) => step.id === "path")
    for (const name of ["publish-live", "deploy-live"]) {
      const steps = job(name).steps
      const again = steps.findIndex((step) => step.id === "path")
      const refuse = steps.findIndex((step) => step.if === "steps.path.outputs.forward != 'true'")
      const deploy = indexOf(name, stepRunning(name, "scripts/publish.ts deploy --live"))
      expect([name, steps[again]?.run]).toEqual([name, decide?.run])
      expect([name, again < refuse && refuse < deploy]).toEqual([name, true])
      expect(steps[refuse]?.run).toContain("exit 1")
      // Its history reaches back to the live commit.
      expect(action(name, "actions/checkout")?.with?.["fetch-depth"]).toBe(0)
    }
    expect(action("path", "actions/checkout")?.with?.["fetch-depth"]).toBe(0)
  })

  it("deploys with the host's token only in the deploy step, checks the live site with it only in the check's, and holds the App's key only where scheduled drafts are published", () => {
    for (const { file, name, job: candidate } of allJobs) {
      const withToken = candidate.steps.filter((step) => JSON.stringify(step).includes("secrets."))
      const deploys = candidate.steps.filter((step) => step.run?.includes("scripts/publish.ts deploy"))
      const checks = candidate.steps.filter((step) => step.run?.includes("npm run check:live"))
      const publishes = candidate.steps.filter((step) => step.run?.includes("scripts/publish-scheduled.ts"))
      expect([file, name, withToken]).toEqual([file, name, [...deploys, ...checks, ...publishes]])
      for (const step of publishes) {
        expect(step.env).toEqual({
          GITHUB_APP_ID: `\${{ secrets.${SCHEDULED_JOB_SECRETS.appId} }}`,
          GITHUB_APP_PRIVATE_KEY: `\${{ secrets.${SCHEDULED_JOB_SECRETS.appPrivateKey} }}`,
        })
      }
      for (const step of deploys) expect(step.env).toEqual({ DEPLOY_TOKEN: "${{ secrets.DEPLOY_TOKEN }}" })
      for (const step of checks) {
        expect(step.env).toEqual({
          LIVE_CHECK_TOKEN: "${{ secrets.LIVE_CHECK_TOKEN }}",
          DEPLOY_TOKEN: "${{ secrets.DEPLOY_TOKEN }}",
        })
      }
    }
  })

  it("posts a commit status with deploy in its context before and after, whatever happened", () => {
    for (const [name, workflow] of [
      ["publish-live", site],
      ["deploy-live", site],
      ["preview", preview],
    ] as const) {
      const last = job(name, workflow).steps.at(-1)
      expect(last?.if).toBe("always()")
      expect(last?.run).toMatch(/scripts\/publish\.ts status success/)
      expect(last?.run).toMatch(/scripts\/publish\.ts status failure/)
    }
    expect(
      indexOf("publish-live", stepRunning("publish-live", "scripts/publish.ts status pending --live")),
    ).toBeLessThan(indexOf("publish-live", stepRunning("publish-live", "npm run check:publish")))
  })

  it("says in an editor's words why nothing was published when the full suite fails on main", () => {
    const explain = job("explain-wait")
    expect(explain.if).toContain("needs.build-and-test.result == 'failure'")
    expect(explain.steps[0].run).toMatch(/nothing is lost/)
    expect(explain.permissions).toEqual({})
  })
})

describe("the full suite and the fast path", () => {
  it("builds and tests with CI's own entry point, in Debian with a Node version the site supports, pinned by digest", () => {
    expect(stepRunning("build-and-test", "bash .ci/run")).toBeDefined()
    expect(readFileSync(path.join(root, ".ci", "run"), "utf8")).toMatch(/^npm test$/m)
    const [, nodeMajor, debian] =
      /^node:(\d+)-(\w+)@sha256:[0-9a-f]{64}$/.exec(job("build-and-test").container ?? "") ?? []
    expect(debian).toBe("bookworm")
    expect(Number(nodeMajor)).toBeGreaterThanOrEqual(Number(/>=\s*(\d+)/.exec(packageJson.engines.node)?.[1]))
  })

  it("fails the full path on a known high advisory in what runs for visitors, editors or the deploy", () => {
    const audit = stepRunning("build-and-test", "npm audit")
    expect(audit?.run).toContain("npm audit --omit=dev --audit-level=high")
    expect(audit?.run).toContain("npm audit --prefix deploy-tools --omit=dev --audit-level=high")
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
    expect(indexOf("build-and-test", gatsbyCache)).toBeLessThan(
      indexOf("build-and-test", stepRunning("build-and-test", ".ci/run")),
    )
  })

  it("publishes a content change from node_modules and Gatsby's cache restored, with npm ci only on a new lock file", () => {
    for (const name of ["publish-live", "check-draft"]) {
      const steps = job(name).steps
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
      const order = [modules, gatsbyCache, stepRunning(name, "npm run check:publish")].map((step) =>
        indexOf(name, step),
      )
      expect(order.every((index) => index >= 0)).toBe(true)
      expect([...order].sort((a, b) => a - b)).toEqual(order)
      // On GitHub's Ubuntu runner, whose Google Chrome and Java the page checks use.
      expect(job(name)["runs-on"]).toBe("ubuntu-latest")
      expect(job(name).env?.CHROME_PATH).toBe("/usr/bin/google-chrome")
    }
    expect(indexOf("publish-live", stepRunning("publish-live", "npm run check:publish"))).toBeLessThan(
      indexOf("publish-live", stepRunning("publish-live", "scripts/publish.ts deploy --live")),
    )
  })

  it("deploys the full suite's own public/ on main, beside the checkout's functions/", () => {
    const steps = job("deploy-live").steps.map((step) => step.uses?.split("@")[0])
    expect(steps.indexOf("actions/checkout")).toBeGreaterThan(-1)
    expect(steps.indexOf("actions/checkout")).toBeLessThan(steps.indexOf("actions/download-artifact"))
    expect(action("deploy-live", "actions/download-artifact")?.with).toEqual({ name: "public", path: "public" })
  })
})

describe("the weekly check of the live site", () => {
  it("runs every week and by hand, on main's code, and writes its issue with the job's own token in a step of its own", () => {
    expect(liveCheck.on).toEqual({
      schedule: [{ cron: expect.stringMatching(/^\d+ \d+ \* \* \d$/) }],
      workflow_dispatch: null,
    })
    const steps = job("check", liveCheck).steps
    const check = steps.find((step) => step.run?.includes("npm run check:live"))
    const issue = steps.find((step) => step.run?.includes("scripts/live-check-issue.ts"))
    expect(check?.run).toBe('npm run check:live -- --report "$RUNNER_TEMP/live-check.md"')
    expect(issue?.if).toBe("always()")
    expect(issue?.env).toEqual({
      GITHUB_TOKEN: "${{ github.token }}",
      OUTCOME: `\${{ steps.${check?.id}.outcome }}`,
      RUN_URL: "${{ github.server_url }}/${{ github.repository }}/actions/runs/${{ github.run_id }}",
    })
    expect(steps.indexOf(check as Step)).toBeLessThan(steps.indexOf(issue as Step))
  })
})

describe("scheduled publishing", () => {
  it("runs every five minutes and by hand, on main's code, one run at a time, and never checks a draft out", () => {
    expect(scheduled.on).toEqual({ schedule: [{ cron: "2-59/5 * * * *" }], workflow_dispatch: null })
    const publishDue = job("publish-due", scheduled)
    expect(publishDue.if).toBe("github.ref == 'refs/heads/main'")
    const checkouts = publishDue.steps.filter((step) => step.uses?.startsWith("actions/checkout@"))
    expect(checkouts.map((step) => step.with)).toEqual([{ "persist-credentials": false }])
    expect(stepRunning("publish-due", "scripts/publish-scheduled.ts", scheduled)?.run).toBe(
      "npx --no-install tsx scripts/publish-scheduled.ts",
    )
    expect(sources.scheduled).toMatch(/^ {2}cancel-in-progress: false$/m)
  })

  it("publishes, with the App's key, only on a site where drafts can be scheduled: asked first, with no secret", async () => {
    const run = await runWorkflowStep(workflowStep("scheduled", "publish-due", "scheduling"), {})
    expect({ status: run.status, stderr: run.stderr }).toMatchObject({ status: 0 })
    const settings = gatewaySettingsOf(publishing)
    expect(run.outputs).toEqual({ on: String(settings !== null && settings.reviewBeforePublishing) })
    const publishes = job("publish-due", scheduled).steps.find((step) => step.id === "publish")
    expect(publishes?.if).toBe("steps.scheduling.outputs.on == 'true'")
  })
})

describe("step outputs", () => {
  it("gives a draft's preview address as one output, which a line break in the project's name cannot add to", async () => {
    const step = workflowStep("site", "check-draft", "address")
    const run = await runWorkflowStep(step, { DEPLOY_PROJECT: "cdm\nfast=true", PULL_REQUEST: "7" })
    expect({ status: run.status, stderr: run.stderr }).toMatchObject({ status: 0 })
    expect(Object.keys(run.outputs)).toEqual(["address"])
  })
})

describe("only pinned code runs", () => {
  /** The first major of each action that runs on Node 24: GitHub removed Node 20 from its runners. */
  const NODE24_MAJORS: Record<string, number> = {
    "actions/checkout": 5,
    "actions/setup-node": 5,
    "actions/cache": 5,
    "actions/upload-artifact": 6,
    "actions/download-artifact": 7,
  }

  it("pins every action to a full commit SHA with its version beside it, at a major that runs on Node 24", () => {
    for (const source of Object.values(sources)) {
      const lines = source.split("\n").filter((text) => /^\s*(- )?uses:/.test(text))
      expect(lines.length).toBeGreaterThan(0)
      for (const line of lines) {
        const [, name, version] = /uses: ([\w.-]+\/[\w.-]+)@[0-9a-f]{40} # v(\d+)\.\d+\.\d+$/.exec(line) ?? []
        expect([line, name in NODE24_MAJORS, Number(version) >= NODE24_MAJORS[name]]).toEqual([line, true, true])
      }
    }
  })

  it("uses Node 24 wherever it sets Node up, without setup-node's own caching in jobs that hold a token", () => {
    const setups = allJobs.flatMap(({ job: candidate }) =>
      candidate.steps.filter((step) => step.uses?.startsWith("actions/setup-node@")),
    )
    expect(setups.length).toBeGreaterThan(0)
    for (const setup of setups) expect(setup.with).toEqual({ "node-version": 24, "package-manager-cache": false })
  })

  it("gives each job only the permissions it needs, and no checkout keeps the job's token in .git", () => {
    for (const workflow of Object.values(workflows)) expect(workflow.permissions).toEqual({})
    const granted = Object.fromEntries(
      allJobs.map(({ file, name, job: candidate }) => [`${file}/${name}`, candidate.permissions]),
    )
    expect(granted).toEqual({
      "site/path": { contents: "read", statuses: "read" },
      "site/publish-live": { contents: "read", statuses: "write" },
      "site/check-draft": { contents: "read" },
      "site/build-and-test": { contents: "read" },
      "site/deploy-live": { contents: "read", statuses: "write" },
      "site/explain-wait": {},
      "preview/pending": { contents: "read", statuses: "write" },
      "preview/preview": { contents: "read", actions: "read", statuses: "write" },
      "live-check/check": { contents: "read", issues: "write" },
      "scheduled/publish-due": { contents: "read" },
    })
    const checkouts = allJobs.flatMap(({ job: candidate }) =>
      candidate.steps.filter((step) => step.uses?.startsWith("actions/checkout@")),
    )
    for (const checkout of checkouts) expect(checkout.with?.["persist-credentials"]).toBe(false)
  })

  it("runs only npm scripts that package.json defines", () => {
    const named = allJobs
      .flatMap(({ job: candidate }) => candidate.steps.flatMap((step) => (step.run ? [step.run] : [])))
      .flatMap((command) => [...command.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1]))
    expect(named.length).toBeGreaterThan(0)
    for (const script of named) expect(Object.keys(packageJson.scripts)).toContain(script)
  })
})
