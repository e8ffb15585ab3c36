/**
 * Publishes the drafts whose scheduled time has come (src/editor-gateway/scheduled-job.ts), from
 * .github/workflows/scheduled.yml; docs/editing/scheduled-publishing.md says how.
 *
 * Usage: tsx scripts/publish-scheduled.ts
 * "Now" is the build's (SOURCE_DATE_EPOCH when set, else the clock: src/content/build-date.ts), so a
 * test runs it as of any minute. GitHub is reached as the site's App, as the gateway reaches it:
 * GITHUB_APP_ID and GITHUB_APP_PRIVATE_KEY (the production environment's EDITOR_APP_ID and
 * EDITOR_APP_PRIVATE_KEY), GITHUB_API_URL (GitHub Actions sets it). Each draft's outcome is a line
 * of the output and of the run's summary; the step fails only when the job could not do its work
 * (GitHub unreachable, the App's secrets missing), never for a draft it refused: that one is told on
 * its pull request.
 */
import { appendFileSync } from "node:fs"
import path from "node:path"
import { buildInstant } from "../src/content/build-date"
import { githubAccess } from "../src/editor-gateway/github"
import { publishDueDrafts, type ScheduledOutcome } from "../src/editor-gateway/scheduled-job"
import { gatewayConfigOf, gatewaySettingsOf } from "../src/editor-gateway/settings"
import { PRODUCTION_ENVIRONMENT, SCHEDULED_JOB_SECRET_NAMES } from "../src/owner/scheduled-job-secrets"
import { setupFix } from "../src/owner/setup-steps"
import { readPublishingSettings } from "../src/settings/read-publishing"

const root = path.join(__dirname, "..")

function line({ pullRequest, title, outcome, commit, reason }: ScheduledOutcome): string {
  const draft = `Draft #${pullRequest} (${title})`
  if (outcome === "published") return `${draft}: published as scheduled, commit ${commit ?? ""}.`
  if (outcome === "waiting") return `${draft}: scheduled for later.`
  return `${draft}: ${outcome === "failed" ? "not published" : "unscheduled"}. ${reason ?? ""}`
}

async function main(): Promise<string[]> {
  const settings = gatewaySettingsOf(readPublishingSettings(root))
  if (settings === null)
    return [
      "Editors sign in with GitHub (publishing.yaml has no signIn): there is no gateway, and nothing is scheduled.",
    ]
  const configured = gatewayConfigOf(settings, process.env)
  if ("missing" in configured) {
    const names = SCHEDULED_JOB_SECRET_NAMES.join(" and ")
    throw new Error(
      `${configured.missing.join(" and ")} missing: drafts are on, and GitHub's ${PRODUCTION_ENVIRONMENT} environment must hold the App's id and key as ${names}. Fix: ${setupFix("scheduling")}.`,
    )
  }
  const now = buildInstant()
  const outcomes = await publishDueDrafts(settings, githubAccess(configured.config, fetch), now, (record) =>
    console.log(JSON.stringify({ scheduled: "write", ...record })),
  )
  return outcomes.length === 0 ? [`No draft is scheduled (as of ${now.toISOString()}).`] : outcomes.map(line)
}

main().then(
  (lines) => {
    console.log(lines.join("\n"))
    if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, `${lines.join("\n\n")}\n`)
  },
  (error: unknown) => {
    console.error(`Nothing was published: ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 1
  },
)
