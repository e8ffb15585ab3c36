/**
 * The date kind: a calendar day (2027-05-14) or a time of day (18:30), as content holds it, each
 * written the way an editor types it and the content editor's date and time pickers save it.
 * What this layer knows of the kind is here, in one place: its zod schema with its label and hint,
 * its rule and messages, the words an editor reads for it, and the value GraphQL serves (a day as
 * text, whatever YAML parser read the file). What other layers know of it is beside their other
 * kinds, each naming this module: schema-shape.ts (the "date" shape), graphql-types.ts (a String
 * with the @contentDate extension, which gatsby-node.ts resolves with dateFromYaml),
 * messages.ts (what an editor is told to write) and src/cms/config/cms-config.ts (Decap's datetime
 * widget with a date or a time picker).
 */
import { DateTime } from "luxon"
import { z } from "zod"

/** Which part of a date a field holds: a day of the calendar, or a time on the 24-hour clock. */
export type DatePart = "day" | "time"

interface DateForm {
  /** The field's value as an editor writes it, for messages and hints. */
  readonly example: string
  /** What a value looks like, in an editor's words. */
  readonly words: string
  /** The one regular expression a value matches, for the content check and the editor's field. */
  readonly pattern: RegExp
  /** How the content editor's picker formats a value it saves (Day.js tokens), which `pattern` accepts. */
  readonly pickerFormat: string
}

/** Each part's form: a day is year-month-day, a time hours and minutes (one digit of hours is fine, 9:30). */
export const DATE_FORMS: Readonly<Record<DatePart, DateForm>> = {
  day: {
    example: "2027-05-14",
    words: "a date written year-month-day, like 2027-05-14",
    pattern: /^\d{4}-\d{2}-\d{2}$/,
    pickerFormat: "YYYY-MM-DD",
  },
  time: {
    example: "18:30",
    words: "a time on the 24-hour clock, like 09:30 or 18:30",
    pattern: /^(?:[01]?\d|2[0-3]):[0-5]\d$/,
    pickerFormat: "HH:mm",
  },
}

/** The part of each date schema, on the string schema inside its refinements (schema-shape.ts reads it). */
const parts = new WeakMap<z.ZodTypeAny, DatePart>()

/** Whether a schema (the string inside its wrappers) holds a date, and which part. */
export function datePartOf(schema: z.ZodTypeAny): DatePart | undefined {
  return parts.get(schema)
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const

/** Why year-month-day digits name no day of the calendar ("2027-02-30"), in a sentence; undefined when they name one. */
export function notACalendarDay(day: string): string | undefined {
  const [year, month, date] = day.split("-").map(Number)
  const monthName = MONTHS[month - 1]
  if (!monthName) return "The middle number is the month, 01 to 12."
  const days = DateTime.local(year, month).daysInMonth ?? 31
  if (date < 1 || date > days) return `${monthName} ${year} has ${days} days.`
  return undefined
}

/** The string schema of a part, registered as that part, with its message for anything else. */
function dateString(part: DatePart, hint: string) {
  const { words, pattern } = DATE_FORMS[part]
  const schema = z
    .string({ invalid_type_error: `should be ${words}` })
    .regex(pattern, `should be ${words}`)
    .describe(hint)
  parts.set(schema, part)
  return schema
}

/** Whether a value is a day of the calendar written year-month-day, or a time of day, as the part's schema takes it. */
export function isDateValue(part: DatePart, value: unknown): value is string {
  if (typeof value !== "string" || !DATE_FORMS[part].pattern.test(value)) return false
  return part === "time" || notACalendarDay(value) === undefined
}

/** A day of the calendar, year-month-day: a day that does not exist (2027-02-30) is refused, saying why. */
export function calendarDay(hint: string) {
  return dateString("day", hint).superRefine((day, context) => {
    // A value not written year-month-day has its message already (zod runs this refinement all the same).
    if (!DATE_FORMS.day.pattern.test(day)) return
    const why = notACalendarDay(day)
    if (why)
      context.addIssue({
        code: z.ZodIssueCode.custom,
        message: "should be a day of the calendar",
        params: { advice: why },
      })
  })
}

/** A time of day on the 24-hour clock, hours and minutes. */
export function timeOfDay(hint: string) {
  return dateString("time", hint)
}

/** "9:30" as "09:30": a time with two digits of hours, which compares and sorts as text. */
export function paddedTime(time: string): string {
  return time.padStart(5, "0")
}

/**
 * A date field's value as GraphQL serves it. The content check and the editor read YAML 1.2 (the
 * yaml package), where 2027-05-14 is text; the build's YAML reader (js-yaml, in
 * gatsby-transformer-yaml) reads an unquoted day as a Date at midnight UTC. Both give the same text
 * here, the day as written. A time is text to both.
 */
export function dateFromYaml(value: unknown): unknown {
  if (!(value instanceof Date)) return value
  const utc = DateTime.fromJSDate(value, { zone: "utc" })
  return utc.equals(utc.startOf("day")) ? utc.toISODate() : utc.toISO({ suppressMilliseconds: true })
}

/**
 * A text field's value as GraphQL reads it, before its {placeholders} are filled in: a day an
 * editor wrote unquoted in a sentence field (when: 2026-05-01) is that text again, not js-yaml's
 * Date written out in full ("Fri May 01 2026 00:00:00 GMT+0000 ...").
 */
export function textFromYaml(value: unknown): string {
  return String(dateFromYaml(value))
}
