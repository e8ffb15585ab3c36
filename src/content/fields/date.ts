/**
 * A date: a calendar day (2027-05-14) or a time of day (18:30), written the way an editor types it
 * and the content editor's date and time pickers save it, and served as written whichever YAML
 * reader read the file (@contentDate at build time: yaml-value.ts). A day that does not exist
 * (2027-02-30) is refused, saying why.
 */
import { DateTime, Info } from "luxon"
import { z } from "zod"
import { capitalized, withCommon, type CmsField } from "./decap"
import { Field, type ContentRoad } from "./field"
import type { GraphqlValueType } from "./graphql"
import { matching, sentence, type JsonSchema } from "./json-schema"
import { asWritten } from "./yaml-value"

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

/** What the check says of year-month-day digits that name no day (2027-02-30). */
const NOT_A_DAY = "should be a day of the calendar"

/**
 * The days of the Gregorian calendar, written year-month-day, as one pattern, for JSON Schema (which
 * cannot ask the calendar, as notACalendarDay does): any day up to the 28th; the 29th and 30th of
 * every month but February; the 31st of the seven long months; and February 29th in a leap year
 * (divisible by 4, and not by 100 unless by 400). Text not written year-month-day matches too: it has
 * its own message (DATE_FORMS' pattern), as the check gives it.
 */
export const CALENDAR_DAY =
  /^(?:(?!\d{4}-\d{2}-\d{2}$)[\s\S]*|\d{4}-(?:(?:0[1-9]|1[0-2])-(?:0[1-9]|1\d|2[0-8])|(?:0[13-9]|1[0-2])-(?:29|30)|(?:0[13578]|1[02])-31)|(?:\d{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)-02-29)$/

/** A date field's value as GraphQL serves it (src/build/field-extensions.ts's @contentDate): as the editor wrote it. */
export const DATE_EXTENSION = "contentDate"

/** Why year-month-day digits name no day of the calendar ("2027-02-30"), in a sentence; undefined when they name one. */
export function notACalendarDay(day: string): string | undefined {
  const [year, month, date] = day.split("-").map(Number)
  const monthName = Info.months("long", { locale: "en" })[month - 1]
  if (!monthName) return "The middle number is the month, 01 to 12."
  const days = DateTime.local(year, month).daysInMonth ?? 31
  if (date < 1 || date > days) return `${monthName} ${year} has ${days} days.`
  return undefined
}

/** Whether a value is a day of the calendar written year-month-day, or a time of day, as the part's field takes it. */
export function isDateValue(part: DatePart, value: unknown): value is string {
  if (typeof value !== "string" || !DATE_FORMS[part].pattern.test(value)) return false
  return part === "time" || notACalendarDay(value) === undefined
}

/** "9:30" as "09:30": a time with two digits of hours, which compares and sorts as text. */
export function paddedTime(time: string): string {
  return time.padStart(5, "0")
}

/** A date field's value as served: as written (asWritten), absent as null. */
export function serveDate(value: unknown): unknown {
  return asWritten(value) ?? null
}

export class DateField<S extends z.ZodTypeAny = z.ZodTypeAny> extends Field<S> {
  constructor(
    schema: S,
    hint: string,
    readonly part: DatePart,
  ) {
    super(schema, { hint })
  }

  graphqlType(): GraphqlValueType {
    return { type: "String", extension: `@${DATE_EXTENSION}` }
  }

  /** Decap's datetime widget as a date picker or a time picker, saving the value in the form the check reads. */
  decapField(name: string): CmsField {
    const { pickerFormat, pattern, words } = DATE_FORMS[this.part]
    return withCommon(name, this, {
      widget: "datetime",
      format: pickerFormat,
      date_format: this.part === "day" ? pickerFormat : false,
      time_format: this.part === "time" ? pickerFormat : false,
      picker_utc: false,
      pattern: [pattern.source, capitalized(`should be ${words}`)],
    })
  }

  protected valueJsonSchema(): JsonSchema {
    const { pattern, words, example } = DATE_FORMS[this.part]
    return {
      type: "string",
      ...matching(pattern, `should be ${words}`),
      examples: [example],
      errorMessage: this.jsonErrorMessage(),
      ...(this.part === "day" ? { allOf: [matching(CALENDAR_DAY, NOT_A_DAY)] } : {}),
    }
  }

  /** What it should be says how to write it. */
  protected jsonErrorMessage(): string {
    return sentence(`should be ${this.expectation()}`)
  }

  expectation(): string {
    return DATE_FORMS[this.part].words
  }

  advice(): string {
    return `Write it like ${DATE_FORMS[this.part].example}.`
  }

  serve(value: unknown, _road: ContentRoad): unknown {
    return serveDate(value)
  }
}

function dateString(part: DatePart) {
  const { words, pattern } = DATE_FORMS[part]
  return z.string({ invalid_type_error: `should be ${words}` }).regex(pattern, `should be ${words}`)
}

/** A day of the calendar, year-month-day: a day that does not exist (2027-02-30) is refused, saying why. */
export function calendarDay(hint: string) {
  const schema = dateString("day").superRefine((day, context) => {
    // A value not written year-month-day has its message already (zod runs this refinement all the same).
    if (!DATE_FORMS.day.pattern.test(day)) return
    const why = notACalendarDay(day)
    if (why)
      context.addIssue({
        code: z.ZodIssueCode.custom,
        message: NOT_A_DAY,
        params: { advice: why },
      })
  })
  return new DateField(schema, hint, "day")
}

/** A time of day on the 24-hour clock, hours and minutes. */
export function timeOfDay(hint: string) {
  return new DateField(dateString("time"), hint, "time")
}
