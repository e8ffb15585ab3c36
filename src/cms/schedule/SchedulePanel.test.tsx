import { render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { SAVED_AFTER_SCHEDULING, SCHEDULING_FOR_PUBLISHERS } from "../../editor-gateway/refusal"
import type { BoardTime } from "../../editor-gateway/board-clock"
import type { Draft, ScheduleCalls, ScheduleView } from "./schedule-calls"
import { zoneNameInWords } from "../../content/zone-name"
import { SchedulePanel } from "./SchedulePanel"

const timeZone = "America/New_York"
const publisher = { name: "Wendy Publisher", email: "web@board.example" }

/** The gateway's answer for a draft scheduled at a time on the board's clock. */
function scheduledAt({ date, time }: BoardTime, commit: string): ScheduleView {
  return {
    state: "scheduled",
    commit,
    publishAt: `${date}T${time}:00.000Z`,
    timeZone,
    onClock: { date, time },
    inWords: `${date} at ${time} (${timeZone})`,
    by: publisher,
    liveCommit: "live",
  }
}

/** The gateway's scheduling, for one draft, as a publisher or an editor calls it. */
function gatewayFor(canSchedule: boolean) {
  let recorded: ScheduleView | null = null
  const schedule = jest.fn(({ head }: Draft, at: BoardTime) => {
    if (at.date < "2026-01-01") return Promise.reject(new Error("That time has already passed."))
    return Promise.resolve((recorded = scheduledAt(at, head)))
  })
  const calls: ScheduleCalls = {
    draftOn: () => Promise.resolve(null),
    list: () => Promise.resolve([]),
    read: () => Promise.resolve({ schedule: recorded, canSchedule }),
    schedule,
    unschedule: () => {
      if (!recorded) return Promise.reject(new Error("Not scheduled"))
      return Promise.resolve((recorded = { ...recorded, state: "unscheduled", reason: "Unscheduled by Wendy." }))
    },
  }
  return {
    calls,
    schedule,
    set: (schedule: ScheduleView) => (recorded = schedule),
  }
}

const draft: Draft = { pullRequest: 7, head: "first" }

/** Waits for the panel's status (its live region) to say `text`. */
const statusSays = (text: string) => waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(text))

async function setTime(date: string, time: string) {
  const user = userEvent.setup()
  await user.clear(screen.getByLabelText("Day"))
  await user.type(screen.getByLabelText("Day"), date)
  await user.clear(screen.getByLabelText("Time"))
  await user.type(screen.getByLabelText("Time"), time)
  return user
}

describe("a draft's schedule in the editor", () => {
  it("lets a publisher schedule the draft as saved on the board's clock, named, then change the time and unschedule it", async () => {
    const { calls, schedule } = gatewayFor(true)
    render(<SchedulePanel calls={calls} draft={draft} timeZone={timeZone} />)
    await statusSays("Not scheduled.")
    expect(
      screen.getByRole("group", { name: `Publish on a day and time (${zoneNameInWords(timeZone)})` }),
    ).toBeVisible()

    const user = await setTime("2027-03-01", "09:00")
    await user.click(screen.getByRole("button", { name: "Schedule" }))
    expect(schedule).toHaveBeenLastCalledWith(draft, { date: "2027-03-01", time: "09:00" })
    await statusSays(
      `Scheduled by ${publisher.name} to publish on 2027-03-01 at 09:00 (${timeZone}). A save to this draft unschedules it.`,
    )

    await setTime("2027-03-02", "10:30")
    await user.click(screen.getByRole("button", { name: "Change the time" }))
    await statusSays("2027-03-02 at 10:30")

    await user.click(screen.getByRole("button", { name: "Unschedule" }))
    await statusSays("Unscheduled by Wendy.")
    expect(screen.queryByRole("button", { name: "Unschedule" })).toBeNull()
    expect(screen.getByRole("button", { name: "Schedule" })).toHaveFocus()
  })

  it("shows a refusal in the gateway's own words, and keeps the draft as it was", async () => {
    const { calls } = gatewayFor(true)
    render(<SchedulePanel calls={calls} draft={draft} timeZone={timeZone} />)
    await statusSays("Not scheduled.")
    const user = await setTime("2025-03-01", "09:00")
    await user.click(screen.getByRole("button", { name: "Schedule" }))
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("That time has already passed."))
    expect(screen.getByRole("status")).toHaveTextContent("Not scheduled.")
  })

  it("shows an editor who is not a publisher the time, and no way to set it", async () => {
    const { calls, set } = gatewayFor(false)
    set(scheduledAt({ date: "2027-03-01", time: "09:00" }, draft.head))
    render(<SchedulePanel calls={calls} draft={draft} timeZone={timeZone} />)
    expect(await screen.findByText(SCHEDULING_FOR_PUBLISHERS)).toBeVisible()
    expect(screen.getByRole("status")).toHaveTextContent("to publish on 2027-03-01 at 09:00")
    expect(screen.queryByRole("textbox")).toBeNull()
    expect(screen.queryByRole("button")).toBeNull()
  })

  it("says so when a save has unscheduled the draft", async () => {
    const { calls, set } = gatewayFor(true)
    set(scheduledAt({ date: "2027-03-01", time: "09:00" }, draft.head))
    const { rerender } = render(<SchedulePanel calls={calls} draft={draft} timeZone={timeZone} />)
    await statusSays("to publish on 2027-03-01")
    set({
      ...scheduledAt({ date: "2027-03-01", time: "09:00" }, draft.head),
      state: "unscheduled",
      reason: SAVED_AFTER_SCHEDULING,
    })
    rerender(<SchedulePanel calls={calls} draft={{ ...draft, head: "saved" }} timeZone={timeZone} />)
    expect(await screen.findByText(SAVED_AFTER_SCHEDULING)).toHaveAttribute("role", "status")
  })
})
