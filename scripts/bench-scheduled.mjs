#!/usr/bin/env node
/**
 * Scheduled publishing's benchmark (npm run bench:scheduled; not part of npm test, and never timed in
 * tests): from the minute a draft was scheduled for to its page deployed, in the stand-in run. RUNS
 * times (default 3), a draft changing one page's lead sentence is opened on the GitHub stand-in and
 * scheduled by a publisher through the gateway's own code for the coming minute; then, as GitHub
 * would at that minute, in turn:
 * 1. scheduled.yml's publishing step, as of that minute (SOURCE_DATE_EPOCH), moves main;
 * 2. site.yml's publish-live steps on main's new files (the changed file written where the checkout
 *    puts it, Gatsby's cache warm as CI restores it): the check (content, build, each changed page)
 *    and the deploy, with the real wrangler against the Cloudflare Pages stand-in;
 * and the deployed page must hold the new sentence. What GitHub adds and no stand-in can show (the
 * schedule's delay, a runner's start, the checkout and cache restore) is stated beside the figures
 * (docs/editing/scheduled-publishing.md). Every edit is undone afterwards.
 */
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { tsImport } from "tsx/esm/api"
import { parse } from "yaml"
import { median, reportBudgets, root } from "./measuring.mjs"

const load = (file) => tsImport(file, import.meta.url)
const { startGitHubStandIn } = await load("../tests/support/stand-ins/github-stand-in.ts")
const { startCloudflarePagesStandIn } = await load("../tests/support/stand-ins/cloudflare-pages-stand-in.ts")
const { runWorkflowStep, workflowStep } = await load("../tests/support/workflow-steps.ts")
const { answerScheduleCall } = await load("../src/editor-gateway/schedule-calls.ts")
const { boardTimeOf } = await load("../src/editor-gateway/board-clock.ts")
const { githubAccess } = await load("../src/editor-gateway/github.ts")
const { gatewayConfigOf, gatewaySettingsOf } = await load("../src/editor-gateway/settings.ts")
const { readPublishingSettings } = await load("../src/settings/read-publishing.ts")

const runs = Number(process.env.RUNS ?? 3)
/** The promise: live within 20 minutes of its time. GitHub's part: the schedule's period (5 min) and its delay (allowed 10). */
const PROMISED_MINUTES = 20
const GITHUBS_MINUTES = 15
const PAGE_FILE = "content/pages/about.yaml"
const PAGE_ADDRESS = "/about/index.html"
const pageFile = path.join(root, PAGE_FILE)
const original = readFileSync(pageFile, "utf8")
const zone = parse(readFileSync(path.join(root, "content", "site.yaml"), "utf8")).timeZone

const owners = gatewaySettingsOf(readPublishingSettings(root))
if (owners === null) throw new Error("publishing.yaml has no signIn: nothing can be scheduled")
const settings = { ...owners, reviewBeforePublishing: true }
const listed = settings.signIn.editors.find((entry) => entry.role === "publisher" && entry.address)
if (!listed) throw new Error("publishing.yaml names no publisher by address")
const publisher = { email: listed.address.toLowerCase(), name: "Pat Publisher", role: "publisher" }

const deploy = { accountId: "0123456789abcdef", project: "cdm-site", apiToken: "cloudflare-api-token" }
const github = await startGitHubStandIn({
  repository: settings.repository,
  branch: settings.branch,
  files: new Map([
    ["package.json", "{}\n"],
    [PAGE_FILE, original],
  ]),
})
const cloudflare = await startCloudflarePagesStandIn({ ...deploy, productionBranch: settings.branch })
const appEnv = {
  GITHUB_APP_ID: String(github.app.id),
  GITHUB_APP_PRIVATE_KEY: github.app.privateKey,
  GITHUB_API_URL: github.origin,
}
const configured = gatewayConfigOf(settings, appEnv)
if ("missing" in configured) throw new Error(`missing ${configured.missing.join(", ")}`)
const context = { editor: publisher, settings, github: githubAccess(configured.config, fetch), log: () => undefined }
const siteEnv = { GATSBY_TELEMETRY_DISABLED: "1", CI: "true" }
const deployEnv = {
  ...siteEnv,
  DEPLOY_PROJECT: deploy.project,
  DEPLOY_TOKEN: deploy.apiToken,
  CLOUDFLARE_ACCOUNT_ID: deploy.accountId,
  CLOUDFLARE_API_BASE_URL: cloudflare.apiBaseUrl,
  WRANGLER_SEND_METRICS: "false",
}
const steps = {
  publish: workflowStep("scheduled", "publish-due", "publish"),
  check: workflowStep("site", "publish-live", "Check the change (content, build, each changed page)"),
  deploy: workflowStep("site", "publish-live", "deploy"),
}

/** Runs a workflow's step and its time in seconds; a failed step ends the benchmark. */
async function timed(name, env) {
  const started = process.hrtime.bigint()
  const run = await runWorkflowStep(steps[name], env)
  const seconds = Number(process.hrtime.bigint() - started) / 1e9
  if (run.status !== 0) throw new Error(`${name} failed:\n${run.stdout.slice(-2000)}\n${run.stderr.slice(-2000)}`)
  return seconds
}

/** A draft whose page's lead ends in `words`, scheduled by the publisher for `minute`, as the editor schedules one. */
async function scheduledDraft(words, minute, number) {
  const branch = `cms/pages/about-scheduled-${number}`
  const changed = original.replace(/^(  lead: .*?)\.?$/m, `$1 (${words}).`)
  if (changed === original) throw new Error(`${PAGE_FILE} has no hero lead to change`)
  const sha = await github.push({
    branch,
    files: new Map([[PAGE_FILE, changed]]),
    parent: await github.branchHead(settings.branch),
  })
  const pull = await context.github.write("POST", "/pulls", { title: words, head: branch, base: settings.branch })
  const answer = await answerScheduleCall(
    "PUT",
    `/schedule/${pull.number}`,
    () => Promise.resolve({ ...boardTimeOf(minute, zone), timeZone: zone, commit: sha }),
    context,
  )
  if (answer?.status !== 200) throw new Error(`the gateway refused to schedule: ${await answer?.text()}`)
}

const figures = { publish: [], check: [], deploy: [], total: [] }
try {
  // Warm: Gatsby's cache and the record of checked pages, as CI restores them.
  await timed("check", siteEnv)
  for (let run = 1; run <= runs; run += 1) {
    const minute = new Date(Math.ceil((Date.now() + 1_000) / 60_000) * 60_000)
    const words = `scheduled run ${run}, ${minute.toISOString()}`
    await scheduledDraft(words, minute, run)
    const before = await github.branchHead(settings.branch)
    // The scheduled minute has come: from here, the page's way to the live site.
    const publish = await timed("publish", { ...appEnv, SOURCE_DATE_EPOCH: String(minute.getTime() / 1000) })
    const after = await github.branchHead(settings.branch)
    if (after === before) throw new Error("the scheduled job did not move main")
    writeFileSync(pageFile, await github.git.readFile(after, PAGE_FILE))
    const check = await timed("check", siteEnv)
    const deployed = await timed("deploy", { ...deployEnv, GITHUB_SHA: after })
    const page = cloudflare.deployments.at(-1)?.files.get(PAGE_ADDRESS)?.toString() ?? ""
    if (!page.includes(words)) throw new Error(`the deployed ${PAGE_ADDRESS} does not say "${words}"`)
    figures.publish.push(publish)
    figures.check.push(check)
    figures.deploy.push(deployed)
    figures.total.push(publish + check + deployed)
    console.log(
      `run ${run}: published in ${publish.toFixed(1)} s, checked and built in ${check.toFixed(1)} s, deployed in ${deployed.toFixed(1)} s: the page is live ${(publish + check + deployed).toFixed(1)} s after its minute`,
    )
  }
} finally {
  writeFileSync(pageFile, original)
  await Promise.all([github.stop(), cloudflare.stop()])
}

const total = median(figures.total)
console.log(
  `\nMedians of ${runs}: publish ${median(figures.publish).toFixed(1)} s, check and build ${median(figures.check).toFixed(1)} s, deploy ${median(figures.deploy).toFixed(1)} s; scheduled minute to deployed page ${total.toFixed(1)} s.`,
)
const file = reportBudgets(
  [
    [
      `the stand-in run's ${total.toFixed(0)} s leave room in the ${PROMISED_MINUTES} minutes promised beside GitHub's ${GITHUBS_MINUTES} (its schedule's five-minute period and delay)`,
      total <= (PROMISED_MINUTES - GITHUBS_MINUTES) * 60,
    ],
  ],
  "bench-scheduled.json",
  figures,
)
console.log(`Results: ${file}`)
