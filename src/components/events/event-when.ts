/**
 * When a dated event is, as a visitor reads it, in the site's language (site.yaml's locale):
 * "Friday, May 14, 2027", "May 14 – 16, 2027", or with its times on its zone's clock,
 * "Wednesday, March 10, 2027, 12:00 – 1:30 PM EST". The browser's and Node's own date formats
 * (Intl) write it, and the machine-readable form beside it, for a <time> element, is the first day
 * or the start with its offset. The events' rules and spans are src/content/events.ts's.
 */
import { DateTime } from "luxon"
import { eventSpan, type DatedEvent, type EventTiming } from "../../content/events"
import { formatLocaleOf } from "../../content/locale"

export interface EventWhen {
  /** For a visitor. */
  readonly text: string
  /** For a <time> element's datetime: the first day, or the start with its offset. */
  readonly dateTime: string
}

/** A day at noon UTC, which falls on that day in every zone the format is asked about. */
function dayInstant(day: string): Date {
  return DateTime.fromISO(`${day}T12:00`, { zone: "utc" }).toJSDate()
}

const dayRange: Intl.DateTimeFormatOptions = { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }

const dayWithWeekday: Intl.DateTimeFormatOptions = { ...dayRange, weekday: "long" }

/** When a dated event is, in words and in the form a <time> element carries. */
export function eventWhen(event: DatedEvent<EventTiming>, boardZone: string, locale: string): EventWhen {
  const language = formatLocaleOf(locale)
  const span = eventSpan(event, boardZone)
  if (span.allDay) {
    const text =
      span.firstDay === span.lastDay
        ? new Intl.DateTimeFormat(language, dayWithWeekday).format(dayInstant(span.firstDay))
        : new Intl.DateTimeFormat(language, dayRange).formatRange(dayInstant(span.firstDay), dayInstant(span.lastDay))
    return { text, dateTime: span.firstDay }
  }
  const format = new Intl.DateTimeFormat(language, {
    ...dayWithWeekday,
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
    timeZone: span.zone,
  })
  const start = span.start.toJSDate()
  const text = span.end ? format.formatRange(start, span.end.toJSDate()) : format.format(start)
  return { text, dateTime: span.start.toISO({ suppressMilliseconds: true }) ?? event.start }
}

/** The day of a dated event's start, short, for a list of past events: "May 14, 2027". */
export function eventDay(event: DatedEvent<EventTiming>, locale: string): EventWhen {
  const text = new Intl.DateTimeFormat(formatLocaleOf(locale), dayRange).format(dayInstant(event.start))
  return { text, dateTime: event.start }
}
