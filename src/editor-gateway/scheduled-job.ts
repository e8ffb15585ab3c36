/**
 * The scheduled job's work (scripts/publish-scheduled.ts, run by .github/workflows/scheduled.yml):
 * each open draft whose scheduled time has come, as of `now`, is published exactly as a publisher's
 * "Publish now" publishes it (publish-draft.ts: content only, the live branch moved forward only,
 * to a commit the App commits), authored by the publisher who scheduled it, who must still be one.
 * A change the live branch made since the schedule to a file the draft changes stops it too. Then,
 * as Decap does after publishing, the draft's branch is deleted.
 *
 * Whatever stops a publish is recorded on the draft (schedule.ts: "failed", with the reason in an
 * editor's words), and the live branch is left as it was: the branch moves last, or not at all. A
 * draft saved since it was scheduled is recorded as unscheduled, if the gateway had not already.
 * When GitHub cannot be reached at all, nothing is recorded and the job fails: the schedules stay,
 * and the next run tries again.
 */
import type { WriteRecord } from "./call-context"
import { boardTimeInWords } from "./board-clock"
import { roleOf } from "./editors"
import type { GitHubAccess } from "./github"
import { publishDraft, type Published } from "./publish-draft"
import { noLongerAPublisher, Refusal } from "./refusal"
import { writeSchedule } from "./schedule"
import { draftSchedules } from "./schedule-calls"
import type { GatewaySettings } from "./settings"

/** What became of one scheduled draft in this run. */
export interface ScheduledOutcome {
  readonly pullRequest: number
  readonly title: string
  readonly outcome: "published" | "failed" | "unscheduled" | "waiting"
  /** The live branch's new commit, when published. */
  readonly commit?: string
  /** Why not, in an editor's words. */
  readonly reason?: string
}

export async function publishDueDrafts(
  settings: GatewaySettings,
  github: GitHubAccess,
  now: Date,
  log: (record: WriteRecord) => void,
): Promise<ScheduledOutcome[]> {
  const outcomes: ScheduledOutcome[] = []
  for (const { draft, recorded, schedule } of await draftSchedules({ github, settings })) {
    const about = { pullRequest: draft.number, title: draft.title }
    if (schedule.state === "unscheduled" && recorded.state === "scheduled") {
      await writeSchedule(github, draft.number, schedule)
      outcomes.push({ ...about, outcome: "unscheduled", ...(schedule.reason ? { reason: schedule.reason } : {}) })
      continue
    }
    if (schedule.state !== "scheduled") continue
    if (Date.parse(schedule.publishAt) > now.getTime()) {
      outcomes.push({ ...about, outcome: "waiting" })
      continue
    }
    const editor = { email: schedule.by.email.toLowerCase(), name: schedule.by.name, role: "publisher" as const }
    let published: Published
    try {
      if (roleOf(editor.email, settings.signIn.editors) !== "publisher") {
        throw new Refusal(403, noLongerAPublisher(schedule.by.email))
      }
      const when = boardTimeInWords(new Date(schedule.publishAt), schedule.timeZone)
      published = await publishDraft(
        { editor, github, settings, log },
        draft,
        {
          sha: schedule.commit,
          merge_method: "merge",
          commit_message: `${draft.title} (published as scheduled for ${when})`,
        },
        schedule.liveCommit,
      )
    } catch (error) {
      if (!(error instanceof Refusal)) throw error
      await writeSchedule(github, draft.number, { ...schedule, state: "failed", reason: error.message })
      outcomes.push({ ...about, outcome: "failed", reason: error.message })
      continue
    }
    // Published: what follows is bookkeeping, and a failure of it is the run's, never the draft's.
    log({
      who: editor.email,
      role: editor.role,
      what: `draft #${draft.number} published as scheduled`,
      paths: published.paths,
      commit: published.sha,
    })
    await writeSchedule(github, draft.number, { ...schedule, state: "published", publishedAs: published.sha })
    await github.call("DELETE", `/git/refs/heads/${encodeURIComponent(draft.head.ref)}`)
    outcomes.push({ ...about, outcome: "published", commit: published.sha })
  }
  return outcomes
}
