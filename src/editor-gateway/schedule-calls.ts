/**
 * Scheduling a draft, below the gateway's own path (docs/editing/scheduled-publishing.md is the
 * interface the editor builds on):
 *
 * - GET    schedules           every open draft's schedule, for the workflow board (anyone signed in);
 * - GET    schedule/{number}   one draft's (anyone signed in), and whether the reader may change it;
 * - PUT    schedule/{number}   a publisher schedules the draft, or moves its time: { date, time,
 *   timeZone, commit? }, the day and time on the clock the zone names (the site's), and the head
 *   commit the publisher reviewed, which must still be the draft's;
 * - DELETE schedule/{number}   a publisher unschedules it.
 *
 * A draft is scheduled only as publishing it now would pass (publish-draft.ts's checks), for a time
 * still to come, and only by a publisher, whose name the schedule carries (schedule.ts). The
 * scheduled job (scripts/publish-scheduled.ts) publishes it at its time through the same code.
 */
import { boardTimeInWords, boardTimeOf, boardTimeProblem, instantOf, isTimeZoneName } from "./board-clock"
import type { CallContext } from "./call-context"
import { checkPublishable } from "./publish-draft"
import {
  BAD_REQUEST,
  DRAFT_CHANGED,
  DRAFT_NOT_OPEN,
  NO_DRAFTS_TO_SCHEDULE,
  NOT_SCHEDULED,
  notATimeZone,
  Refusal,
  SAVED_AFTER_SCHEDULING,
  SCHEDULING_FOR_PUBLISHERS,
  timeHasPassed,
} from "./refusal"
import { draftPullRequest, openDrafts, type DraftPullRequest } from "./drafts"
import { readSchedule, scheduleAsItStands, writeSchedule, type Schedule } from "./schedule"

/** A schedule as the editor shows it: the record, and its time on the clock it was set on. */
function view(schedule: Schedule | null) {
  if (schedule === null) return null
  const instant = new Date(schedule.publishAt)
  return {
    ...schedule,
    onClock: boardTimeOf(instant, schedule.timeZone),
    inWords: boardTimeInWords(instant, schedule.timeZone),
  }
}

const answer = (body: unknown) => Response.json(body, { headers: { "Cache-Control": "no-store" } })

/** The draft's schedule as it holds now (one saved since is not). */
async function currentSchedule(context: CallContext, draft: DraftPullRequest): Promise<Schedule | null> {
  return scheduleAsItStands(await readSchedule(context.github, draft.number), draft.head.sha)
}

function publisherOnly(context: CallContext): void {
  if (context.editor.role !== "publisher") throw new Refusal(403, SCHEDULING_FOR_PUBLISHERS)
}

interface ScheduleRequest {
  readonly date?: unknown
  readonly time?: unknown
  readonly timeZone?: unknown
  readonly commit?: unknown
}

async function schedule(context: CallContext, draft: DraftPullRequest, request: ScheduleRequest, now: Date) {
  const { date, time, timeZone, commit } = request
  if (typeof date !== "string" || typeof time !== "string" || typeof timeZone !== "string") {
    throw new Refusal(400, BAD_REQUEST)
  }
  if (draft.state !== "open") throw new Refusal(409, DRAFT_NOT_OPEN)
  if (commit !== undefined && commit !== draft.head.sha) throw new Refusal(409, DRAFT_CHANGED)
  if (!isTimeZoneName(timeZone)) throw new Refusal(400, notATimeZone(timeZone))
  const problem = boardTimeProblem({ date, time }, timeZone)
  if (problem) throw new Refusal(400, problem)
  const publishAt = instantOf({ date, time }, timeZone)
  if (publishAt.getTime() <= now.getTime()) throw new Refusal(400, timeHasPassed(boardTimeInWords(publishAt, timeZone)))
  const { compared, paths } = await checkPublishable(context, draft.head.sha)
  const scheduled: Schedule = {
    state: "scheduled",
    commit: draft.head.sha,
    publishAt: publishAt.toISOString(),
    timeZone,
    by: { name: context.editor.name, email: context.editor.email },
    liveCommit: compared.base_commit.sha,
  }
  await writeSchedule(context.github, draft.number, scheduled)
  context.log({
    who: context.editor.email,
    role: context.editor.role,
    what: `draft #${draft.number} scheduled for ${scheduled.publishAt}`,
    paths,
    commit: draft.head.sha,
  })
  return scheduled
}

async function unschedule(context: CallContext, draft: DraftPullRequest): Promise<Schedule> {
  const current = await currentSchedule(context, draft)
  if (current?.state !== "scheduled") throw new Refusal(409, NOT_SCHEDULED)
  const { name, email } = context.editor
  const unscheduled: Schedule = { ...current, state: "unscheduled", reason: `Unscheduled by ${name} (${email}).` }
  await writeSchedule(context.github, draft.number, unscheduled)
  context.log({ who: email, role: context.editor.role, what: `draft #${draft.number} unscheduled` })
  return unscheduled
}

/** A draft and its schedule: as last recorded, and as it holds now. */
export interface DraftSchedule {
  readonly draft: DraftPullRequest
  readonly recorded: Schedule
  readonly schedule: Schedule
}

/** Every open draft with a schedule, oldest draft first: those never scheduled left out. */
export async function draftSchedules(context: Pick<CallContext, "github" | "settings">): Promise<DraftSchedule[]> {
  const drafts = await openDrafts(context)
  const found = await Promise.all(
    drafts.map(async (draft) => {
      const recorded = await readSchedule(context.github, draft.number)
      const schedule = scheduleAsItStands(recorded, draft.head.sha)
      return recorded && schedule ? [{ draft, recorded, schedule }] : []
    }),
  )
  return found.flat()
}

/**
 * After a draft's branch moved to `commit` (a save): its schedule, made for another commit, is
 * recorded as no longer holding, so the pull request says so. Best effort: the save is done, and a
 * schedule for another commit never holds anyway (scheduleAsItStands).
 */
export async function unscheduleSaved(context: CallContext, branch: string, commit: string): Promise<void> {
  try {
    const owner = context.settings.repository.split("/")[0]
    const pulls = await context.github.read<{ number: number }[]>(
      `/pulls?state=open&head=${encodeURIComponent(`${owner}:${branch}`)}`,
    )
    for (const { number } of pulls) {
      const schedule = await readSchedule(context.github, number)
      if (schedule?.state === "scheduled" && schedule.commit !== commit) {
        await writeSchedule(context.github, number, {
          ...schedule,
          state: "unscheduled",
          reason: SAVED_AFTER_SCHEDULING,
        })
        context.log({
          who: context.editor.email,
          role: context.editor.role,
          what: `draft #${number} unscheduled by a save`,
        })
      }
    }
  } catch (error) {
    console.error("editor gateway: a saved draft's schedule could not be marked as no longer holding:", error)
  }
}

/** The route's answer, or null when the route is not scheduling's. */
export async function answerScheduleCall(
  method: string,
  route: string,
  body: () => Promise<unknown>,
  context: CallContext,
  now: Date = new Date(),
): Promise<Response | null> {
  if (route === "/schedules" || route.startsWith("/schedule/")) {
    if (!context.settings.reviewBeforePublishing) throw new Refusal(404, NO_DRAFTS_TO_SCHEDULE)
  } else return null
  if (method === "GET" && route === "/schedules") {
    const schedules = await draftSchedules(context)
    return answer({
      schedules: schedules.map(({ draft, schedule }) => ({
        pullRequest: draft.number,
        branch: draft.head.ref,
        ...view(schedule),
      })),
    })
  }
  const number = /^\/schedule\/(\d+)$/.exec(route)?.[1]
  if (number === undefined) return null
  if (method === "GET") {
    const draft = await draftPullRequest(context, number)
    // Whether the reader may change it, so the editor offers the control to publishers only.
    const canSchedule = context.editor.role === "publisher"
    return answer({ schedule: view(await currentSchedule(context, draft)), canSchedule })
  }
  if (method === "PUT") {
    publisherOnly(context)
    const request = (await body()) as ScheduleRequest
    const draft = await draftPullRequest(context, number)
    return answer({ schedule: view(await schedule(context, draft, request, now)) })
  }
  if (method === "DELETE") {
    publisherOnly(context)
    return answer({ schedule: view(await unschedule(context, await draftPullRequest(context, number))) })
  }
  return null
}
