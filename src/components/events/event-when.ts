/**
 * When a dated event is, as a visitor reads it, in the site's language (site.yaml's locale):
 * "Friday, May 14, 2027", "May 14 – 16, 2027", or with its times on its zone's clock,
 * "Wednesday, March 10, 2027, 12:00 – 1:30 PM EST". An event whose clock reads otherwise than the
 * board's (site.yaml's timeZone) has its times on the board's clock beside them, as the board's
 * visitors name it: "1:00 – 2:30 PM ET", with the day when the board's clock is on another
 * ("Thu, Jul 1, 9:00 – 10:30 PM ET"). Each zone's name is shown short and has its words
 * ("Eastern Time") for screen readers and for text without markup. The browser's and Node's own
 * date formats (Intl) write it all, and the machine-readable form beside each reading, for a <time>
 * element, is the first day or the start with its clock's offset. The events' rules and spans are
 * src/content/events.ts's.
 */
import { DateTime } from "luxon"
import { eventSpan, type DatedEvent, type EventTiming } from "../../content/events"
import { formatLocaleOf } from "../../content/locale"
import { zoneNameInWords } from "../../content/zone-name"

/** A time zone's name as a reading shows it ("GMT+1", "ET") and in words ("British Summer Time", "Eastern Time"). */
export interface ZoneName {
  readonly shown: string
  readonly words: string
}

/** A piece of a reading: its words as they are, or a zone's name. */
export type WhenPart = string | ZoneName

/** When an event is on one clock. */
export interface ClockReading {
  /** As a visitor sees it: "Thursday, July 1, 2027, 6:00 – 7:30 PM GMT+1". */
  readonly text: string
  /** With its zones' names in words, as a screen reader says it and text without markup writes it. */
  readonly words: string
  /** Its pieces, for a page to show each zone's name with its words. */
  readonly parts: readonly WhenPart[]
  /** For a <time> element's datetime: the first day, or the start with the clock's offset. */
  readonly dateTime: string
}

/** When a dated event is: on its own clock, and on the board's where that reads otherwise. */
export interface EventWhen extends ClockReading {
  readonly boardClock?: ClockReading
}

/** A day at noon UTC, which falls on that day in every zone the format is asked about. */
function dayInstant(day: string): Date {
  return DateTime.fromISO(`${day}T12:00`, { zone: "utc" }).toJSDate()
}

const dayRange: Intl.DateTimeFormatOptions = { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }

const dayWithWeekday: Intl.DateTimeFormatOptions = { ...dayRange, weekday: "long" }

const timeOfDay: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit" }

/** The board's day beside its time, short, where the event's own reading names another day. */
const boardDay: Intl.DateTimeFormatOptions = { weekday: "short", month: "short", day: "numeric" }

/**
 * How a reading names its zone, shown and in words: the event's own clock exactly, its offset's
 * name at that instant ("GMT+1", "British Summer Time"); the board's as its visitors name their
 * clock all year ("ET", "Eastern Time"), the instant being known.
 */
const EXACT = { shown: "short", words: "long" } as const
const GENERIC = { shown: "shortGeneric", words: "longGeneric" } as const
type ZoneStyle = typeof EXACT | typeof GENERIC

/** A time on a clock, or from a time to a time, as Intl writes it with the options given, its zones' names apart. */
function readingOf(
  language: string,
  options: Intl.DateTimeFormatOptions,
  clock: { readonly zone: string; readonly style: ZoneStyle },
  start: DateTime,
  end: DateTime | undefined,
): ClockReading {
  const format = new Intl.DateTimeFormat(language, {
    ...options,
    timeZone: clock.zone,
    timeZoneName: clock.style.shown,
  })
  const formatted: readonly (Intl.DateTimeFormatPart & { source?: string })[] = end
    ? format.formatRangeToParts(start.toJSDate(), end.toJSDate())
    : format.formatToParts(start.toJSDate())
  const parts: WhenPart[] = []
  for (const part of formatted) {
    const last = parts.length - 1
    if (part.type === "timeZoneName") {
      // A range across a change of the clocks names the zone at each end ("11:30 PM EST – 3:30 AM EDT").
      const instant = part.source === "endRange" && end ? end : start
      parts.push({
        shown: part.value,
        words: zoneNameInWords(clock.zone, { language, style: clock.style.words, instant: instant.toJSDate() }),
      })
    } else if (typeof parts[last] === "string") {
      parts[last] += part.value
    } else {
      parts.push(part.value)
    }
  }
  const join = (name: keyof ZoneName) => parts.map((part) => (typeof part === "string" ? part : part[name])).join("")
  const dateTime = start.setZone(clock.zone).toISO({ suppressMilliseconds: true }) ?? start.toISODate() ?? ""
  return { text: join("shown"), words: join("words"), parts, dateTime }
}

/** A reading that is words alone, with no zone: a day, or days. */
function plainReading(text: string, dateTime: string): ClockReading {
  return { text, words: text, parts: [text], dateTime }
}

/**
 * The same span on the board's clock, where it reads otherwise than the event's own (an offset
 * differs at its start or end): its times, and its day too where the board's clock is on another day
 * at the start or is on two days, with the year where the board's is another.
 */
function boardReading(
  language: string,
  boardZone: string,
  start: DateTime,
  end: DateTime | undefined,
): ClockReading | undefined {
  const boardStart = start.setZone(boardZone)
  const boardEnd = end?.setZone(boardZone)
  const sameClock = boardStart.offset === start.offset && (!end || boardEnd?.offset === end.offset)
  if (sameClock) return undefined
  const otherDay = boardStart.toISODate() !== start.toISODate() || (boardEnd && !boardEnd.hasSame(boardStart, "day"))
  const otherYear = boardStart.year !== start.year || (end && boardEnd?.year !== end.year)
  const options = {
    ...(otherDay ? boardDay : {}),
    ...(otherYear ? { year: "numeric" } : {}),
    ...timeOfDay,
  } satisfies Intl.DateTimeFormatOptions
  return readingOf(language, options, { zone: boardZone, style: GENERIC }, boardStart, boardEnd)
}

/** When a dated event is, in words and in the form a <time> element carries, on its clock and the board's. */
export function eventWhen(event: DatedEvent<EventTiming>, boardZone: string, locale: string): EventWhen {
  const language = formatLocaleOf(locale)
  const span = eventSpan(event, boardZone)
  if (span.allDay) {
    const text =
      span.firstDay === span.lastDay
        ? new Intl.DateTimeFormat(language, dayWithWeekday).format(dayInstant(span.firstDay))
        : new Intl.DateTimeFormat(language, dayRange).formatRange(dayInstant(span.firstDay), dayInstant(span.lastDay))
    return plainReading(text, span.firstDay)
  }
  const own = readingOf(
    language,
    { ...dayWithWeekday, ...timeOfDay },
    { zone: span.zone, style: EXACT },
    span.start,
    span.end,
  )
  const boardClock = boardReading(language, boardZone, span.start, span.end)
  return { ...own, ...(boardClock ? { boardClock } : {}) }
}

/**
 * When an event on another clock than the board's is, on both, in words, for text without markup (a
 * calendar file's description, search engines' event data): "Thursday, July 1, 2027, 6:00 – 7:30 PM
 * British Summer Time (1:00 – 2:30 PM Eastern Time)". None for an event on the board's clock, whose
 * times need no other.
 */
export function onBothClocksInWords(
  event: DatedEvent<EventTiming>,
  boardZone: string,
  locale: string,
): string | undefined {
  const when = eventWhen(event, boardZone, locale)
  return when.boardClock && `${when.words} (${when.boardClock.words})`
}

/** The day of a dated event's start, short, for a list of past events: "May 14, 2027". */
export function eventDay(event: DatedEvent<EventTiming>, locale: string): Pick<ClockReading, "text" | "dateTime"> {
  const text = new Intl.DateTimeFormat(formatLocaleOf(locale), dayRange).format(dayInstant(event.start))
  return { text, dateTime: event.start }
}
