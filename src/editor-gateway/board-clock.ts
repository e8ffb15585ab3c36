/**
 * A time on the board's clock (the site's time zone, by name) as one instant, and back in words. A
 * publisher schedules "28 March 2027 at 09:00" and means London's 09:00 whatever the clocks did
 * that night: the instant is found from the zone's own rules (luxon over the platform's time zone
 * database), never from an offset the browser guessed. A time the clocks skip (01:30 on the night
 * they go forward) does not exist and is refused; a time they pass twice (01:30 on the night they go
 * back) is the first of the two, as the zone's rules read it first.
 */
import { DateTime, IANAZone } from "luxon"
import { zoneNameInWords } from "../content/zone-name"

/** The board's clock at an instant: the day and time as a publisher reads them there. */
export interface BoardTime {
  /** Year-month-day: 2027-03-28. */
  readonly date: string
  /** Hours and minutes, 24-hour: 09:00. */
  readonly time: string
}

/** Whether a name is a zone's in the time zone database (Europe/London), as luxon and the platform know it. */
export function isTimeZoneName(name: string): boolean {
  return name.includes("/") && IANAZone.isValidZone(name)
}

const WALL_CLOCK = "yyyy-MM-dd'T'HH:mm"

/** Why a day and time cannot be an instant on the zone's clock, in a publisher's words; null when they can. */
export function boardTimeProblem({ date, time }: BoardTime, zone: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) {
    return `"${date} ${time}" is not a day and a time: write the day as 2027-03-01 and the time as 09:00.`
  }
  const local = DateTime.fromISO(`${date}T${time}`, { zone })
  if (!local.isValid) return `${date} at ${time} is not a day and time on the calendar.`
  // luxon moves a time the clocks skip forward by the gap: the same wall clock back means it exists.
  if (local.toFormat(WALL_CLOCK) !== `${date}T${time}`) {
    return `${time} does not happen on ${inWords(local)} (${zoneNameInWords(zone)}): the clocks go forward that night. Choose another time.`
  }
  return null
}

/** The instant a day and time on the zone's clock name (check them with boardTimeProblem first). */
export function instantOf({ date, time }: BoardTime, zone: string): Date {
  const local = DateTime.fromISO(`${date}T${time}`, { zone })
  // luxon reads a time the clocks pass twice on the later offset: the same wall clock on the offset
  // of a few hours before, if it shows the same time, is the first of the two.
  const before = local.minus({ hours: 3 }).offset
  const first = DateTime.fromMillis(local.toMillis() - (before - local.offset) * 60_000, { zone })
  return (first.toFormat(WALL_CLOCK) === local.toFormat(WALL_CLOCK) ? first : local).toJSDate()
}

/** The board's clock at an instant. */
export function boardTimeOf(instant: Date, zone: string): BoardTime {
  const local = DateTime.fromJSDate(instant, { zone })
  return { date: local.toFormat("yyyy-MM-dd"), time: local.toFormat("HH:mm") }
}

function inWords(local: DateTime): string {
  return local.setLocale("en-GB").toFormat("cccc d LLLL yyyy")
}

/** "Sunday 28 March 2027 at 09:00 (United Kingdom Time)": an instant as the board's clock shows it, the clock named. */
export function boardTimeInWords(instant: Date, zone: string): string {
  const local = DateTime.fromJSDate(instant, { zone })
  return `${inWords(local)} at ${local.toFormat("HH:mm")} (${zoneNameInWords(zone)})`
}
