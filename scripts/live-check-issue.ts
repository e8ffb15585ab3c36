/**
 * The weekly check's issue (src/owner/live-check/weekly-issue.ts), from the step after
 * `npm run check:live -- --report <file>` in .github/workflows/live-check.yml: opened or brought up
 * to date when the check failed, closed when it passed.
 *
 * Usage: tsx scripts/live-check-issue.ts <report file>
 * Reads OUTCOME (the check step's outcome: success, failure…), RUN_URL, and what GitHub Actions sets:
 * GITHUB_TOKEN (the job's own, allowed to write issues), GITHUB_REPOSITORY, GITHUB_API_URL.
 */
import { existsSync, readFileSync } from "node:fs"
import { GITHUB_API } from "../src/editor-gateway/settings"
import { githubRest } from "../src/owner/github-rest"
import { reportOnIssue } from "../src/owner/live-check/weekly-issue"
import { readOptions, stopWithUsage } from "./options.mjs"

const usage = "tsx scripts/live-check-issue.ts <report file>"
const { positionals } = readOptions(usage, { allowPositionals: true })
const [reportFile] = positionals
if (reportFile === undefined) stopWithUsage(usage, "Which report?")

const required = (name: string): string => {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set`)
  return value
}

const runUrl = required("RUN_URL")
const report = existsSync(reportFile)
  ? readFileSync(reportFile, "utf8")
  : "## The check could not run\n\nIts step ended before it wrote its checklist: the run's log says why.\n"

reportOnIssue(
  githubRest((process.env.GITHUB_API_URL || GITHUB_API).replace(/\/+$/, ""), required("GITHUB_TOKEN")),
  required("GITHUB_REPOSITORY"),
  { failed: process.env.OUTCOME !== "success", report, runUrl },
).then(
  (said) => console.log(said),
  (error: unknown) => {
    console.error(`The issue could not be written: ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 1
  },
)
