/**
 * The college's events in time (content/events.yaml). An event has a first day (start), or none yet
 * while its date is to be announced or when it repeats (when says what to show instead); a dated
 * event may have a last day (end), start and end times on its time zone's clock (the board's,
 * site.yaml's timeZone, unless it names another), and has its own page. Here: the rules that tie an
 * event's fields together (checked with its schema, in schemas.ts), its page's name, its days and
 * instants, and which events are still to come on a given day (build-date.ts's today) and in what
 * order. Components, the calendar files and the structured data all read events through these.
 */
import { DateTime } from "luxon"
import { z } from "zod"
import { isDateValue, paddedTime } from "./fields/date"
import { CHECK_ONLY_PARAMS, sentence, type JsonSchema } from "./fields/json-schema"
import { pageNameFrom } from "./page-name-form"
import { CALENDAR_FOLDER } from "./routes"
import { isTimeZone } from "./time-zone"

/** How an event takes place: each needs what its words say (an event online, its address). */
export const EVENT_FORMATS = ["In person", "Online", "In person and online"] as const

/**
 * What has become of an event since it was announced, said on its page, in the list, in calendars
 * and to search engines; none while it takes place as planned. A postponed event keeps its first
 * day until the new one is known; one moved online takes place online (its format says so).
 */
export const EVENT_STATUSES = ["Cancelled", "Postponed", "Moved online"] as const

/** An event's status, or "as planned" when it has none. */
export type EventStatus = (typeof EVENT_STATUSES)[number] | "as planned"

export function eventStatusOf(event: { readonly status?: string | null }): EventStatus {
  return EVENT_STATUSES.find((status) => status === event.status) ?? "as planned"
}

/** Whether people attend in a place (a Place in structured data, LOCATION in a calendar). */
export function isInPerson(format: string): boolean {
  return format === "In person" || format === "In person and online"
}

/** Whether people attend online (a VirtualLocation, the meeting's address). */
export function isOnline(format: string): boolean {
  return format === "Online" || format === "In person and online"
}

/** What the rules, the ordering and the page names read of an event: its schema's fields or a page query's. */
export interface EventTiming {
  readonly title: string
  readonly page?: string | null
  readonly start?: string | null
  readonly startTime?: string | null
  readonly end?: string | null
  readonly endTime?: string | null
  readonly timeZone?: string | null
}

/** An event that has its first day: it has a page, a calendar file, and is to come or past. */
export type DatedEvent<Event extends EventTiming> = Event & { readonly start: string }

export function isDated<Event extends EventTiming>(event: Event): event is DatedEvent<Event> {
  return typeof event.start === "string" && event.start !== ""
}

/** The folder a dated event's page is in: /community/events/<its page name>/. */
export const EVENT_PAGES_PATH = "/community/events/"

/**
 * A dated event's page name, the last part of its address: its page field, or one made from its
 * title ("Annual Summit 2027" gives "annual-summit-2027"), so an event needs no name to be given one.
 */
export function eventPageName(event: Pick<EventTiming, "title" | "page">): string {
  return event.page ?? pageNameFrom(event.title)
}

/** A dated event's page address: /community/events/annual-summit-2027/. */
export function eventPagePath(event: Pick<EventTiming, "title" | "page">): string {
  return `${EVENT_PAGES_PATH}${eventPageName(event)}/`
}

/** The calendar feed of every event to come, which a calendar app can subscribe to. */
export const EVENTS_FEED_PATH = `/${CALENDAR_FOLDER}/events.ics`

/** A dated event's own calendar file: /calendar/events/annual-summit-2027.ics. */
export function eventCalendarPath(event: Pick<EventTiming, "title" | "page">): string {
  return `/${CALENDAR_FOLDER}/events/${eventPageName(event)}.ics`
}

/** The last day an event takes place on: its end, or the day it starts. */
export function lastDayOf(event: DatedEvent<EventTiming>): string {
  return event.end ?? event.start
}

/** Whether a dated event is over on a day: its last day is before it (an event is to come on its last day). */
export function hasEnded(event: DatedEvent<EventTiming>, today: string): boolean {
  return lastDayOf(event) < today
}

/** When a dated event starts, as text that sorts in time: its day, then its start time ("" for all day, first). */
function startKey(event: DatedEvent<EventTiming>): string {
  return `${event.start} ${event.startTime ? paddedTime(event.startTime) : ""}`
}

/**
 * The events as a page lists them on a day: upcoming, dated events whose last day is today or later,
 * by first day and start time (all-day first), then file order; undated, those without a date (to be
 * announced, or repeating), in the file's order; past, dated events that have ended, the latest first.
 */
export function eventsInTime<Event extends EventTiming>(events: readonly Event[], today: string) {
  const dated = events.filter((event) => isDated(event))
  // Array.prototype.sort is stable: events that start together keep the file's order.
  const upcoming = dated
    .filter((event) => !hasEnded(event, today))
    .sort((a, b) => startKey(a).localeCompare(startKey(b)))
  const past = dated
    .filter((event) => hasEnded(event, today))
    .sort((a, b) => lastDayOf(b).localeCompare(lastDayOf(a)) || startKey(b).localeCompare(startKey(a)))
  return { upcoming, undated: events.filter((event) => !isDated(event)), past }
}

/** A dated event in time: on whole days, or from an instant to an instant on its zone's clock. */
export type EventSpan =
  | {
      readonly allDay: true
      /** The first and last days, both included. */
      readonly firstDay: string
      readonly lastDay: string
    }
  | {
      readonly allDay: false
      /** The zone its times are on. */
      readonly zone: string
      readonly start: DateTime
      /** When it ends; none when only its start time is known. */
      readonly end?: DateTime
    }

/** A day and a time on a zone's clock, as an instant in that zone. */
function onClock(day: string, time: string, zone: string): DateTime {
  return DateTime.fromISO(`${day}T${paddedTime(time)}`, { zone })
}

/** A dated event's span: its zone is its own timeZone, else the board's. */
export function eventSpan(event: DatedEvent<EventTiming>, boardZone: string): EventSpan {
  if (!event.startTime) return { allDay: true, firstDay: event.start, lastDay: lastDayOf(event) }
  const zone = event.timeZone ?? boardZone
  const start = onClock(event.start, event.startTime, zone)
  const end = event.endTime ? onClock(lastDayOf(event), event.endTime, zone) : undefined
  return { allDay: false, zone, start, ...(end ? { end } : {}) }
}

/**
 * The times of dated events that do not exist on their zone's clock: on the day the clocks go
 * forward, the hour skipped (02:30 in New York on 2027-03-14) has no instant, and the page, the
 * calendar file and search engines would each move it an hour on. The board's zone is site.yaml's,
 * so the content check asks this once it has both files. Days and times that are not ones have
 * their own messages and are passed over here.
 */
export function skippedTimes(events: unknown, boardZone: string) {
  if (!Array.isArray(events)) return []
  return events.flatMap((entry: unknown, index) => {
    // The file as written, which its schema may have refused: an entry may be anything.
    if (entry === null || typeof entry !== "object") return []
    const event = entry as Partial<Record<keyof EventFields, unknown>>
    if (!isDateValue("day", event.start)) return []
    const zone = typeof event.timeZone === "string" && isTimeZone(event.timeZone) ? event.timeZone : boardZone
    const times = [
      ["startTime", event.start],
      ["endTime", isDateValue("day", event.end) ? event.end : event.start],
    ] as const
    return times.flatMap(([field, day]) => {
      const time = event[field]
      if (!isDateValue("time", time)) return []
      const instant = onClock(day, time, zone)
      if (!instant.isValid || instant.toFormat("HH:mm") === paddedTime(time)) return []
      return [
        {
          at: [index, field] as const,
          message: `is ${time}, which the clocks of ${zone} skip on ${day}: they go forward an hour. Write the time it will be on the clock, like ${instant.toFormat("HH:mm")}.`,
        },
      ]
    })
  })
}

/** A rule's words: what the field should be (", but is <value>." follows when it has a value), and what to do. */
interface RuleWords {
  readonly message: string
  readonly advice: string
}

/**
 * A problem the rules find, at a field of the event, in the words messages.ts puts after "field: ";
 * `checkOnly` for a rule JSON Schema cannot say (eventRulesInJsonSchema has the others).
 */
interface RuleProblem extends RuleWords {
  readonly field: keyof EventFields
  readonly checkOnly?: boolean
}

/** The fields of an event the rules read, as the schema gives them. */
interface EventFields extends EventTiming {
  readonly when?: string
  readonly format: string
  readonly status?: string
  readonly place?: unknown
  readonly online?: string
}

/** The fields that say when a dated event is, which an event without a first day has no use for. */
const DATED_ONLY = ["startTime", "end", "endTime", "timeZone"] as const

/** The formats of an event people join online. */
const ONLINE_FORMATS = EVENT_FORMATS.filter(isOnline)

/** The status of an event that takes place online instead. */
const MOVED_ONLINE = "Moved online" satisfies EventStatus

/** What an event's online address starts with: a secure address, or a link's name from Site settings. */
const ONLINE_ADDRESS = /^(?:https:\/\/|\{)/

/** How each format is attended, and the field that says where: what an event of another format leaves out. */
const WAYS = [
  ["online", isOnline, "join online"],
  ["place", isInPerson, "come in person"],
] as const

/** The rules' words that JSON Schema says too, where the check and the language server both say them. */
const WORDS = {
  datedOnly: {
    message: "should be left out while the event has no first day (start)",
    advice: "Add start, the day it begins, or remove this line.",
  },
  whenOnceDated: {
    message: "should be left out once the event has a first day (start): the page shows its dates",
    advice: "Remove this line; to add a few words about when, use note.",
  },
  endTimeAlone: {
    message: "needs a start time (startTime) too",
    advice: "Add startTime, or remove endTime for an event that lasts all day.",
  },
  timeZoneWithoutTimes: {
    message: "should be left out for an event without times: its days are the same on any clock",
    advice: "Remove this line, or add startTime.",
  },
  movedOnline: {
    message: `should be ${ONLINE_FORMATS.map((format) => `"${format}"`).join(" or ")} once the event has moved online (status)`,
    advice: 'Set format to "Online" and add its online address, or remove status.',
  },
  onlineAddress: {
    message: "should be an address on another site, where people join or register",
    advice: "Write the whole secure address, like https://meet.example.org/symposium.",
  },
} as const satisfies Record<string, RuleWords>

/** The words for a dated event online without the address to join it at. */
function onlineMissing(format: string): RuleWords {
  return {
    message: `is missing: a dated event ${format.toLowerCase()} needs the address people join it at, or where they register to get it`,
    advice: "Add online: https://... with the meeting's or the registration page's address.",
  }
}

/** The words for where an event of this format does not take place (online for one in person, a place for one online). */
function leftOutFor(format: string, how: string): RuleWords {
  return {
    message: `should be left out for an event ${format.toLowerCase()} only`,
    advice: `If people can also ${how}, set format to "In person and online".`,
  }
}

/** A day or time the rules may compare: one written as its part's schema takes it, else none. */
function validOrNone(part: "day" | "time", value: string | null | undefined): string | undefined {
  return isDateValue(part, value) ? value : undefined
}

/**
 * What ties an event's fields together, each problem at the field to change. Whether a field is
 * there is read as written; a day or time that is not one has its own message (fields/date.ts) and
 * is compared with nothing here.
 */
function ruleProblems(event: EventFields): RuleProblem[] {
  const problems: RuleProblem[] = []
  const start = validOrNone("day", event.start)
  const end = validOrNone("day", event.end)
  const startTime = validOrNone("time", event.startTime)
  const endTime = validOrNone("time", event.endTime)
  if (event.start === undefined || event.start === null) {
    for (const field of DATED_ONLY) {
      if (event[field] !== undefined) problems.push({ field, ...WORDS.datedOnly })
    }
  } else {
    if (event.when !== undefined) problems.push({ field: "when", ...WORDS.whenOnceDated })
    if (start && end && end < start) {
      problems.push({
        field: "end",
        message: `should be on or after the first day (start: ${start})`,
        advice: "An event cannot end before it starts: check both dates.",
        checkOnly: true,
      })
    }
    const endsAnotherDay = event.end !== undefined && event.end !== null && event.end !== event.start
    if (event.endTime && !event.startTime) {
      problems.push({ field: "endTime", ...WORDS.endTimeAlone })
    } else if (startTime && endTime && !endsAnotherDay && paddedTime(endTime) <= paddedTime(startTime)) {
      problems.push({
        field: "endTime",
        message: `should be after the start time (startTime: ${startTime})`,
        advice: "For an event that ends after midnight, set end to the next day.",
        checkOnly: true,
      })
    } else if (event.startTime && endsAnotherDay && !event.endTime) {
      problems.push({
        field: "endTime",
        message: "is missing: an event over several days that starts at a time needs the time it ends",
        advice: "Add endTime, on the 24-hour clock, like 17:00.",
        checkOnly: true,
      })
    }
    if (event.timeZone !== undefined && !event.startTime)
      problems.push({ field: "timeZone", ...WORDS.timeZoneWithoutTimes })
  }
  if (event.status === MOVED_ONLINE && !isOnline(event.format)) problems.push({ field: "format", ...WORDS.movedOnline })
  // A repeating event or one still to be announced may say where to join later; a dated one cannot.
  if (event.start !== undefined && isOnline(event.format) && event.online === undefined) {
    problems.push({ field: "online", ...onlineMissing(event.format) })
  }
  for (const [field, takesPlaceSo, how] of WAYS) {
    if (takesPlaceSo(event.format) || event[field] === undefined) continue
    problems.push({ field, ...leftOutFor(event.format, how) })
  }
  return problems
}

/** The event rules as a zod refinement of one event, for its schema (schemas.ts). */
export function eventRules(event: EventFields, context: z.RefinementCtx): void {
  for (const { field, message, advice, checkOnly } of ruleProblems(event)) {
    context.addIssue({
      code: z.ZodIssueCode.custom,
      path: [field],
      message,
      params: { advice, ...(checkOnly ? CHECK_ONLY_PARAMS : {}) },
    })
  }
}

/** A rule's words as the language server shows them, where it underlines: the field's, or the event's (naming the field). */
function inWords({ message, advice }: RuleWords, field?: string): string {
  return `${sentence(field ? `${field} ${message}` : message)} ${advice}`
}

/** The event has a value for each of these fields. */
const has = (...fields: string[]): JsonSchema => ({ required: fields })

/** The event's format is this one. */
const formatIs = (format: string): JsonSchema => ({ ...has("format"), properties: { format: { const: format } } })

/** A field that must be left out, with the words for it where it is. */
const leftOut = (field: string, words: RuleWords): JsonSchema => ({
  properties: { [field]: false },
  errorMessage: inWords(words),
})

/**
 * The event rules JSON Schema can say, in the check's words (each an "if ... then ..."). The others
 * compare two of its values (an end before its start, an end time before its start time on one day)
 * or need the end to differ from the start (a timed event over several days needs its end time), which
 * JSON Schema cannot; their problems are checkOnly above.
 */
export const eventRulesInJsonSchema: JsonSchema = {
  allOf: [
    {
      if: has("start"),
      then: leftOut("when", WORDS.whenOnceDated),
      else: {
        properties: Object.fromEntries(DATED_ONLY.map((field) => [field, false])),
        errorMessage: inWords(WORDS.datedOnly),
      },
    },
    { if: { ...has("start"), not: has("startTime") }, then: leftOut("endTime", WORDS.endTimeAlone) },
    { if: { ...has("start"), not: has("startTime") }, then: leftOut("timeZone", WORDS.timeZoneWithoutTimes) },
    {
      if: { ...has("status"), properties: { status: { const: MOVED_ONLINE } } },
      then: { properties: { format: { enum: ONLINE_FORMATS, errorMessage: inWords(WORDS.movedOnline) } } },
    },
    ...ONLINE_FORMATS.map((format) => ({
      if: { ...formatIs(format), ...has("start", "format") },
      then: { ...has("online"), errorMessage: inWords(onlineMissing(format), "online") },
    })),
    ...WAYS.flatMap(([field, takesPlaceSo, how]) =>
      EVENT_FORMATS.filter((format) => !takesPlaceSo(format)).map((format) => ({
        if: formatIs(format),
        then: leftOut(field, leftOutFor(format, how)),
      })),
    ),
  ],
}

/**
 * An event's online address is on another site (where people join or register): a link's other
 * forms (a page of this site, mailto:, tel:) are no place to meet. A rule of its field (schemas.ts).
 */
export function onlineAddress(online: string, context: z.RefinementCtx): void {
  if (ONLINE_ADDRESS.test(online)) return
  const { message, advice } = WORDS.onlineAddress
  context.addIssue({ code: z.ZodIssueCode.custom, message, params: { advice } })
}

/** The online address's rule in JSON Schema, in the check's words. */
export const onlineAddressInJsonSchema: JsonSchema = {
  pattern: ONLINE_ADDRESS.source,
  patternErrorMessage: inWords(WORDS.onlineAddress),
}

/** Two dated events cannot have one page: the later one is told which event has its name. */
export function uniqueEventPages(
  events: readonly (EventTiming & { readonly page?: string })[],
  context: z.RefinementCtx,
) {
  const seen = new Map<string, number>()
  events.forEach((event, index) => {
    if (!isDated(event)) return
    const name = eventPageName(event)
    const field = event.page === undefined ? "title" : "page"
    if (name === "") {
      context.addIssue({
        code: z.ZodIssueCode.custom,
        path: [index, "page"],
        message: "is missing: the title has no letters or digits to make the event page's address from",
        params: { advice: "Add page, like annual-summit-2027.", ...CHECK_ONLY_PARAMS },
      })
      return
    }
    const first = seen.get(name)
    if (first === undefined) {
      seen.set(name, index)
      return
    }
    context.addIssue({
      code: z.ZodIssueCode.custom,
      path: [index, field],
      message: `should give this event a page address of its own: event ${first + 1} has ${eventPagePath(event)}`,
      params: {
        advice: "Each dated event has its own page: set page to another name, like " + `${name}-2.`,
        ...CHECK_ONLY_PARAMS,
      },
    })
  })
}
