/**
 * `npm run check:live`: whether the live site keeps its promise that editors sign in with the
 * organisation's account and can change content only (src/owner/live-check/). Read-only. Prints a
 * checklist, each line pass or fail with the step that fixes it; exits 1 when any line fails.
 *
 * Usage: npm run check:live [-- --report <file>]
 *   --report   also writes the checklist in Markdown to <file> (the weekly workflow's issue)
 *
 * It reads LIVE_CHECK_TOKEN, a GitHub token of one of the repository's admins (asked for, not shown,
 * on a terminal); DEPLOY_PROJECT and CLOUDFLARE_ACCOUNT_ID as the pipeline names them (else what
 * `npm run setup:sign-in` noted); DEPLOY_TOKEN for the host's tool (else the tool's own login); and
 * GITHUB_API_URL (https://api.github.com by default).
 */
import { writeFileSync } from "node:fs"
import path from "node:path"
import { GITHUB_API, gatewaySettingsOf } from "../src/editor-gateway/settings"
import { hostOf } from "../src/hosts"
import { checklistMarkdown, checklistText } from "../src/owner/live-check/checklist"
import { runLiveCheck } from "../src/owner/live-check/live-check"
import { fullSuiteCheck } from "../src/owner/required-check"
import { terminalPrompts } from "../src/owner/setup/prompts"
import { readSetupState } from "../src/owner/setup-state"
import { readPublishingSettings } from "../src/settings/read-publishing"
import { readOptions } from "./options.mjs"

const root = path.join(__dirname, "..")
const { values: options } = readOptions("npm run check:live [-- --report <file>]", {
  options: { report: { type: "string" } },
})

/** The admin's token: LIVE_CHECK_TOKEN, or asked for on a terminal. */
async function githubToken(): Promise<string | undefined> {
  if (process.env.LIVE_CHECK_TOKEN) return process.env.LIVE_CHECK_TOKEN
  if (!process.stdin.isTTY) return undefined
  const prompts = terminalPrompts()
  try {
    return await prompts.secret("A GitHub token of one of the repository's admins (LIVE_CHECK_TOKEN)")
  } finally {
    prompts.close()
  }
}

async function main(): Promise<void> {
  const publishing = readPublishingSettings(root)
  const settings = gatewaySettingsOf(publishing)
  if (settings === null) {
    console.log("publishing.yaml has no signIn: editors sign in with GitHub, and the gateway is off. Nothing to check.")
    return
  }
  const noted = readSetupState(root).host
  const project = process.env.DEPLOY_PROJECT || noted?.project
  const lines = await runLiveCheck({
    settings,
    host: hostOf(publishing.host),
    project:
      project === undefined
        ? undefined
        : {
            project,
            token: process.env.DEPLOY_TOKEN || undefined,
            environment: { ...noted?.variables, ...process.env },
          },
    issuer: settings.signIn.issuer,
    githubApi: (process.env.GITHUB_API_URL || GITHUB_API).replace(/\/+$/, ""),
    githubToken: await githubToken(),
    requiredCheck: fullSuiteCheck(root),
    fetch,
    runner: { projectDir: root },
  })
  console.log(checklistText(lines))
  if (options.report) writeFileSync(options.report, checklistMarkdown(lines, `The live site, ${settings.siteAddress}`))
  if (lines.some((line) => !line.passed)) process.exitCode = 1
}

main().catch((error: unknown) => {
  console.error(`The check could not run: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 2
})
