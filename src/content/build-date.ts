/**
 * What day it is for the build, read in one place. A build is made as of an instant: the one
 * SOURCE_DATE_EPOCH names when it is set (whole seconds since 1970-01-01 UTC, the reproducible-builds
 * variable), else the clock. Its day is the day in the board's time zone (site.yaml's timeZone): the
 * day that decides which events are still to come, and the year {year} names. Tests build the site
 * as of any day by setting SOURCE_DATE_EPOCH; the content editor's preview, which has no build,
 * reads the clock.
 */
import { DateTime } from "luxon"
import { isTimeZone } from "./time-zone"

/** The build's day: what the pages that depend on the date are built as of. */
export interface BuildDate {
  /** The day in the board's time zone, year-month-day: 2027-05-14. */
  readonly today: string
  /** Its year, which {year} names in any sentence. */
  readonly year: number
}

/** The placeholder a sentence names the build's year by: "© {year} {boardName}". */
export const YEAR_PLACEHOLDER = "year"

/** SOURCE_DATE_EPOCH as this process has it; none in a browser (the editor's preview). */
function sourceDateEpoch(): string | undefined {
  return typeof process === "undefined" ? undefined : process.env.SOURCE_DATE_EPOCH
}

/**
 * The instant the build is made as of: SOURCE_DATE_EPOCH's when it is set (not empty), else the
 * clock's. A value that is not whole seconds stops the build, as the variable's specification asks,
 * rather than building as of some other day.
 */
export function buildInstant(
  epoch: string | undefined = sourceDateEpoch(),
  clock: () => Date = () => new Date(),
): Date {
  if (epoch === undefined || epoch === "") return clock()
  if (!/^\d+$/.test(epoch)) {
    throw new Error(
      `SOURCE_DATE_EPOCH is "${epoch}": it should be whole seconds since 1970-01-01 UTC, like 1778371200. Unset it to build as of the clock.`,
    )
  }
  return new Date(Number(epoch) * 1000)
}

/** The day an instant falls on in a time zone, and its year. */
export function buildDateOf(instant: Date, timeZone: string): BuildDate {
  const local = DateTime.fromJSDate(instant, { zone: timeZone })
  const today = local.toISODate()
  if (!local.isValid || today === null) throw new Error(`${timeZone} is not a time zone this build knows`)
  return { today, year: local.year }
}

/**
 * The build's day for site.yaml's data as read: in its timeZone, or in UTC while that is missing or
 * no zone's name (which the content check reports as a mistake of site.yaml).
 */
export function buildDateForSite(site: unknown, instant: Date = buildInstant()): BuildDate {
  const zone = typeof site === "object" && site !== null ? (site as { timeZone?: unknown }).timeZone : undefined
  return buildDateOf(instant, typeof zone === "string" && isTimeZone(zone) ? zone : "UTC")
}

/** The values a sentence can name that come from the build, not from a file: {year}. */
export function buildPlaceholderValues(date: BuildDate): ReadonlyMap<string, string> {
  return new Map([[YEAR_PLACEHOLDER, String(date.year)]])
}
