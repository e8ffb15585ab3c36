/**
 * The editor's calls to the gateway's scheduling endpoints (docs/editing/scheduled-publishing.md),
 * made as Decap makes its own: to the site's own origin, with the signed-in editor's token, which
 * Decap keeps with the user. A refusal is the gateway's own words, as an Error's message.
 */
import type { BoardTime } from "../../editor-gateway/board-clock"
import type { Schedule } from "../../editor-gateway/schedule"
import { USER_KEY } from "../signed-in"

/** A schedule as the gateway answers it: the record, and its time on the clock it was set on. */
export type ScheduleView = Schedule & { readonly onClock: BoardTime; readonly inWords: string }

/** An open draft's schedule, as the workflow board lists it. */
export type BoardSchedule = ScheduleView & { readonly pullRequest: number; readonly branch: string }

/** A draft: its pull request, and its head commit as the editor read it (what a schedule publishes). */
export interface Draft {
  readonly pullRequest: number
  readonly head: string
}

export interface ScheduleCalls {
  /** The open draft on Decap's branch for an entry, or null when the entry has none. */
  draftOn(branch: string): Promise<Draft | null>
  /** The draft's schedule, and whether the signed-in editor may change it (a publisher). */
  read(pullRequest: number): Promise<{ schedule: ScheduleView | null; canSchedule: boolean }>
  /** Schedules the draft as read, at a time on the board's clock (or moves its time). */
  schedule(draft: Draft, at: BoardTime): Promise<ScheduleView>
  unschedule(pullRequest: number): Promise<ScheduleView>
  /** Every open draft with a schedule. */
  list(): Promise<BoardSchedule[]>
}

export const GATEWAY_UNREACHABLE =
  "The editor could not reach the site to schedule this draft. Check your connection, then try again."

/** Decap's branch for an entry's draft (decap-cms-lib-util's branchFromContentKey). */
export function draftBranch(collection: string, slug: string): string {
  return `cms/${collection}/${slug}`
}

/**
 * The calls, to the gateway at `gateway` (its address, without a / at the end) for `repository`'s
 * drafts, on the clock named `timeZone` (the site's).
 */
export function scheduleCalls(
  { gateway, repository, timeZone }: { gateway: string; repository: string; timeZone: string },
  storage: Storage,
  fetcher: typeof fetch = (...args) => fetch(...args),
): ScheduleCalls {
  async function call<T>(path: string, method = "GET", body?: unknown): Promise<T> {
    const user = JSON.parse(storage.getItem(USER_KEY) ?? "null") as { token?: string } | null
    const headers: Record<string, string> = { Authorization: `Bearer ${user?.token ?? ""}` }
    if (body !== undefined) headers["Content-Type"] = "application/json"
    const response = await fetcher(`${gateway}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }).catch(() => {
      throw new Error(GATEWAY_UNREACHABLE)
    })
    const answer = (await response.json().catch(() => ({}))) as { message?: unknown }
    if (!response.ok) throw new Error(typeof answer.message === "string" ? answer.message : GATEWAY_UNREACHABLE)
    return answer as T
  }

  const owner = repository.split("/")[0]
  return {
    async draftOn(branch) {
      const head = encodeURIComponent(`${owner}:${branch}`)
      const pulls = await call<{ number: number; head: { ref: string; sha: string } }[]>(
        `/github/pulls?state=open&head=${head}`,
      )
      const pull = pulls.find((listed) => listed.head.ref === branch)
      return pull ? { pullRequest: pull.number, head: pull.head.sha } : null
    },
    read: (pullRequest) => call(`/schedule/${pullRequest}`),
    schedule: async ({ pullRequest, head }, { date, time }) =>
      (
        await call<{ schedule: ScheduleView }>(`/schedule/${pullRequest}`, "PUT", {
          date,
          time,
          timeZone,
          commit: head,
        })
      ).schedule,
    unschedule: async (pullRequest) =>
      (await call<{ schedule: ScheduleView }>(`/schedule/${pullRequest}`, "DELETE")).schedule,
    list: async () => (await call<{ schedules: BoardSchedule[] }>("/schedules")).schedules,
  }
}
