import { screen, waitFor } from "@testing-library/react"
import type { BoardSchedule, ScheduleCalls } from "./schedule-calls"
import { showSchedules } from "./scheduling"

const timeZone = "America/New_York"
const scheduled: BoardSchedule = {
  pullRequest: 7,
  branch: "cms/lists/events",
  state: "scheduled",
  commit: "head",
  publishAt: "2027-03-01T14:00:00.000Z",
  timeZone,
  onClock: { date: "2027-03-01", time: "09:00" },
  inWords: `Monday 1 March 2027 at 09:00 (${timeZone})`,
  by: { name: "Wendy Publisher", email: "web@board.example" },
  liveCommit: "live",
}

/** The gateway, with one open draft (the events list's), scheduled. */
const calls: ScheduleCalls = {
  draftOn: (branch) => Promise.resolve(branch === scheduled.branch ? { pullRequest: 7, head: "head" } : null),
  read: () => Promise.resolve({ schedule: scheduled, canSchedule: true }),
  list: () => Promise.resolve([scheduled]),
  schedule: () => Promise.resolve(scheduled),
  unschedule: () => Promise.resolve({ ...scheduled, state: "unscheduled" }),
}

/** Decap's page, as it draws an entry's form and the workflow board's cards (the parts read here). */
function decapDraws(hash: string, body: string) {
  document.body.innerHTML = body
  window.location.hash = hash
}

describe("schedules in Decap's editor", () => {
  // One for the page, as the editor has: each test moves it to another of Decap's screens.
  let shown: ReturnType<typeof showSchedules>
  beforeAll(() => {
    shown = showSchedules(window, calls, timeZone)
  })

  it("puts an entry's draft schedule first in its form, and nothing on an entry without a draft", async () => {
    decapDraws(
      "#/collections/lists/entries/events",
      '<div class="css-1-ControlPaneContainer"><label>Title</label></div>',
    )
    const panel = await screen.findByRole("region", { name: "Scheduled publishing" })
    expect(document.querySelector('[class*="ControlPaneContainer"]')?.firstElementChild).toContainElement(panel)
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(scheduled.inWords))

    window.location.hash = "#/collections/lists/entries/faq"
    await shown.readAgain()
    expect(screen.queryByRole("region", { name: "Scheduled publishing" })).toBeNull()
  })

  it("writes each scheduled draft's time on its card of the workflow board, in the card's link", async () => {
    decapDraws(
      "#/workflow",
      ["events", "faq"]
        .map((slug) => `<div><a href="#/collections/lists/entries/${slug}?ref=workflow"><h2>${slug}</h2></a></div>`)
        .join(""),
    )
    expect(await screen.findByRole("link", { name: `events Publishes on ${scheduled.inWords}` })).toBeVisible()
    expect(screen.getByRole("link", { name: "faq" })).toBeVisible()
  })
})
