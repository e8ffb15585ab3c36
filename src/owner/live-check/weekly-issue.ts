/**
 * The weekly check's one issue (.github/workflows/live-check.yml): opened when a check fails, its
 * checklist brought up to date while any still fails, closed with a comment once all pass again.
 * It is found by its title among the open issues the workflow's own token opened, so the owner's
 * and anyone else's issues are never touched.
 */
import type { GitHubRest } from "../github-rest"
import type { Issue } from "../github-shapes"

export const WEEKLY_ISSUE_TITLE = "The live site's weekly check fails"

/** Who a workflow's own token (GITHUB_TOKEN) acts as. */
export const WORKFLOW_BOT = "github-actions[bot]"

export interface WeeklyOutcome {
  readonly failed: boolean
  /** The checklist, in Markdown. */
  readonly report: string
  /** The run's page, for the issue to link to. */
  readonly runUrl: string
}

const FOOTER =
  "This issue is the weekly check's own (`.github/workflows/live-check.yml`, `npm run check:live`): it brings this list up to date each week while a check fails, and closes the issue when all pass again."

/** Opens, updates or closes the issue; says which. */
export async function reportOnIssue(github: GitHubRest, repository: string, outcome: WeeklyOutcome): Promise<string> {
  const open = (
    await github.getAll<Issue>(`/repos/${repository}/issues?state=open&creator=${encodeURIComponent(WORKFLOW_BOT)}`)
  ).find((issue) => issue.title === WEEKLY_ISSUE_TITLE && issue.pull_request === undefined)
  const body = `${outcome.report}\n[The check's run](${outcome.runUrl})\n\n${FOOTER}\n`
  if (outcome.failed) {
    if (open) {
      await github.send("PATCH", `/repos/${repository}/issues/${open.number}`, { body })
      return `Brought issue #${open.number} up to date.`
    }
    const opened = await github.send<Issue>("POST", `/repos/${repository}/issues`, { title: WEEKLY_ISSUE_TITLE, body })
    return `Opened issue #${opened.number}.`
  }
  if (!open) return "Every check passes; no issue was open."
  await github.send("POST", `/repos/${repository}/issues/${open.number}/comments`, {
    body: `Every check passes again ([the check's run](${outcome.runUrl})).`,
  })
  await github.send("PATCH", `/repos/${repository}/issues/${open.number}`, {
    state: "closed",
    state_reason: "completed",
  })
  return `Every check passes again: closed issue #${open.number}.`
}
