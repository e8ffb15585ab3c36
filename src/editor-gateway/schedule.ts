/**
 * Where a draft's schedule lives: comments on the draft's pull request that the site's App wrote,
 * each a line in words for whoever reads the pull request and the record itself, as JSON in an HTML
 * comment GitHub does not show. The newest such comment is the draft's schedule; the ones before it
 * are its history (scheduled, rescheduled, unscheduled, published, failed).
 *
 * Only the App writes them, and only the gateway and the scheduled job hold the App: the gateway
 * writes one only for a publisher (who is named in it), and no editor's call can write a comment at
 * all (repository-calls.ts lets none through). Comments from anyone else, whatever they hold, are
 * not read. A schedule names the draft's head commit when it was scheduled: a later save makes
 * another head, and the schedule no longer holds (scheduleAsItStands), whether or not the gateway
 * managed to say so on the pull request.
 */
import { boardTimeInWords } from "./board-clock"
import type { GitHubAccess, GitPerson } from "./github"
import { SAVED_AFTER_SCHEDULING } from "./refusal"

export type ScheduleState = "scheduled" | "unscheduled" | "published" | "failed"

export interface Schedule {
  readonly state: ScheduleState
  /** The draft's head commit when it was scheduled: what is published, and nothing else. */
  readonly commit: string
  /** When, as an instant: ISO 8601 in UTC ("2027-03-28T08:00:00.000Z"). */
  readonly publishAt: string
  /** The clock it was set on, by name (the site's time zone then): "Europe/London". */
  readonly timeZone: string
  /** The publisher who scheduled it, who becomes the published commit's author. */
  readonly by: GitPerson
  /** The live branch's head when it was scheduled: a change to it since, to a file the draft changes, stops the publish. */
  readonly liveCommit: string
  /** Why it is no longer scheduled, or what became of it, in an editor's words. */
  readonly reason?: string
  /** The live branch's commit it was published as. */
  readonly publishedAs?: string
}

const MARK = "editor-schedule"
const RECORD = new RegExp(`<!-- ${MARK} (\\{.*?\\}) -->`, "s")
/** GitHub lists at most this many comments a page. */
const PAGE = 100

interface IssueComment {
  readonly body?: string
  readonly user: { readonly login: string } | null
}

/** The line a person reads on the pull request. */
function inWords(schedule: Schedule): string {
  const when = boardTimeInWords(new Date(schedule.publishAt), schedule.timeZone)
  const who = `${schedule.by.name} (${schedule.by.email})`
  const commit = schedule.commit.slice(0, 7)
  switch (schedule.state) {
    case "scheduled":
      return `**Scheduled** by ${who} to publish on ${when}: this draft as it is now (commit ${commit}). A save to the draft before then unschedules it.`
    case "unscheduled":
      return `**Unscheduled** (it was to publish on ${when}). ${schedule.reason ?? ""}`.trimEnd()
    case "published":
      return `**Published** as ${who} scheduled for ${when}: commit ${schedule.publishedAs?.slice(0, 7) ?? ""} of the live site.`
    case "failed":
      return `**Not published** on ${when}, as ${who} scheduled: ${schedule.reason ?? ""} The draft is kept; a publisher can schedule it again.`
  }
}

/** The comment's body: the words, then the record (no "-->" can end it early: JSON writes > as \u003e here). */
export function scheduleComment(schedule: Schedule): string {
  return `${inWords(schedule)}\n\n<!-- ${MARK} ${JSON.stringify(schedule).replace(/>/g, "\\u003e")} -->\n`
}

function recordIn(body: string | undefined): Schedule | null {
  const found = RECORD.exec(body ?? "")
  if (!found) return null
  try {
    return JSON.parse(found[1]) as Schedule
  } catch {
    return null
  }
}

/** The draft's schedule as last recorded by the App, or null when it never was scheduled. */
export async function readSchedule(github: GitHubAccess, pullRequest: number): Promise<Schedule | null> {
  const app = (await github.committer()).name
  let newest: Schedule | null = null
  for (let page = 1; ; page++) {
    const comments = await github.read<IssueComment[]>(`/issues/${pullRequest}/comments?per_page=${PAGE}&page=${page}`)
    for (const comment of comments) {
      if (comment.user?.login === app) newest = recordIn(comment.body) ?? newest
    }
    if (comments.length < PAGE) return newest
  }
}

/** Records the draft's schedule as it now is, on its pull request. */
export async function writeSchedule(github: GitHubAccess, pullRequest: number, schedule: Schedule): Promise<void> {
  await github.write("POST", `/issues/${pullRequest}/comments`, { body: scheduleComment(schedule) })
}

/** The schedule as it holds for a draft whose head is `head`: one saved since it was scheduled is not. */
export function scheduleAsItStands(schedule: Schedule | null, head: string): Schedule | null {
  if (schedule?.state !== "scheduled" || schedule.commit === head) return schedule
  return { ...schedule, state: "unscheduled", reason: SAVED_AFTER_SCHEDULING }
}
