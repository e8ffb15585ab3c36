/** A draft's schedule in an editor's words: on its own page, and on its card of the workflow board. */
import type { ScheduleView } from "./schedule-calls"

/** The sentence the draft's page says of its schedule. */
export function scheduleInWords(schedule: ScheduleView | null): string {
  switch (schedule?.state) {
    case undefined:
      return "Not scheduled."
    case "scheduled":
      return `Scheduled by ${schedule.by.name} to publish on ${schedule.inWords}. A save to this draft unschedules it.`
    case "unscheduled":
      return schedule.reason ?? "Not scheduled."
    case "failed":
      return `Not published on ${schedule.inWords}: ${schedule.reason ?? ""} A publisher can schedule it again.`
    case "published":
      return `Published on ${schedule.inWords}.`
  }
}

/** The line the draft's card on the workflow board shows, or null when its schedule is nothing to see there. */
export function scheduleOnTheBoard(schedule: ScheduleView): string | null {
  if (schedule.state === "scheduled") return `Publishes on ${schedule.inWords}`
  if (schedule.state === "failed") return `Not published on ${schedule.inWords}: open the draft to see why`
  return null
}
