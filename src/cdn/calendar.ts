/**
 * The college's events as calendar files (iCalendar, RFC 5545), which a calendar app opens to add
 * an event or subscribes to: one file per dated event (/calendar/events/<page name>.ics, linked
 * from its card and its page) and a feed of every event still to come (/calendar/events.ics, linked
 * from the Community page). ical-generator writes them (CRLF line ends, lines folded at 75 octets,
 * text escaped); each zone an event's times are on gets its VTIMEZONE from timezones-ical-library's
 * IANA data. An event's UID is its page's name at the site's host, so a calendar that has it
 * recognises the event again when the file changes; DTSTAMP is the build's instant
 * (SOURCE_DATE_EPOCH's, or the clock's). _headers sends the folder as text/calendar (headers.ts).
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"
import ical, { ICalEventStatus, type ICalCalendar } from "ical-generator"
import { DateTime } from "luxon"
import { tzlib_get_ical_block } from "timezones-ical-library"
import { onBothClocksInWords } from "../components/events/event-when"
import {
  EVENTS_FEED_PATH,
  eventCalendarPath,
  eventPageName,
  eventPagePath,
  eventSpan,
  eventsInTime,
  eventStatusOf,
  isDated,
  isInPerson,
  isOnline,
  type DatedEvent,
  type EventStatus,
  type EventTiming,
} from "../content/events"
import { pageHref } from "../content/links"
import { CALENDAR_FOLDER } from "../content/routes"
import type { EventPlace } from "../content/schemas"

/** What a calendar file says of an event, as the pages' GraphQL layer gives it ({placeholders} resolved). */
export interface CalendarEvent extends EventTiming {
  readonly format: string
  readonly status?: string | null
  readonly place?: EventPlace | null
  readonly online?: string | null
  readonly registration?: string | null
  readonly description: string
  readonly details?: readonly string[] | null
}

/** The site as its query gives it (site.yaml, and the owner's settings' address), with the Community page's words for events. */
export interface CalendarSite {
  /** The live site's address (publishing.yaml): events' links, and the host their UIDs are at. */
  readonly siteUrl: string
  /** The board's time zone: an event's times are on its clock unless the event names another. */
  readonly timeZone: string
  /** The site's language and region (en_US), which the description's date and times are written in. */
  readonly locale: string
  /** The calendar's name in a calendar app: the college's. */
  readonly collegeName: string
  /** The words before an event's online address and its registration link in its description. */
  readonly labels: { readonly online: string; readonly register: string }
}

/** A calendar file of the built site: its address and its text. */
export interface CalendarFile {
  readonly path: string
  readonly text: string
}

/** A zone's VTIMEZONE component, which RFC 5545 wants beside every TZID a file uses. */
function vtimezone(zone: string): string {
  const block = tzlib_get_ical_block(zone)
  if (!Array.isArray(block) || typeof block[0] !== "string") {
    throw new Error(`The calendar files cannot say the time zone ${zone}: timezones-ical-library does not know it`)
  }
  return block[0]
}

/** An empty calendar of the site, its product named after the site's host. */
function calendarOf(site: CalendarSite, name: string): ICalCalendar {
  const host = new URL(site.siteUrl).host
  return ical({
    prodId: { company: host, product: "College events", language: "EN" },
    name,
    // Only the zones events name: a calendar-wide zone would write DTSTAMP and all-day dates on its clock.
    timezone: { name: null, generator: vtimezone },
  })
}

/** A day as a date with no zone, as an all-day event's DTSTART and DTEND are written. */
function dateOnly(day: string): DateTime {
  return DateTime.fromISO(day, { zone: "utc" })
}

/** Where it takes place in one line: the venue and its address, or the online address for an event only online. */
function locationOf(event: CalendarEvent): string | { title: string; address: string } | undefined {
  const { place } = event
  if (isInPerson(event.format) && place) {
    const city = [place.city, [place.region, place.postalCode].filter(Boolean).join(" ")].filter(Boolean).join(", ")
    return { title: place.name, address: [place.street, city, place.country].join(", ") }
  }
  return isOnline(event.format) && event.online ? event.online : undefined
}

/** An address of the site as an absolute URL; another site's as it is. */
function absolute(href: string, siteUrl: string): string {
  return href.startsWith("/") ? new URL(pageHref(href), `${siteUrl}/`).href : href
}

/**
 * The event's description; for an event on another clock than the board's, when it is on both (a
 * calendar shows DTSTART on its reader's clock, and the board's visitors want the board's too); its
 * longer paragraphs, its online address and its registration link.
 */
function descriptionOf(event: DatedEvent<CalendarEvent>, site: CalendarSite): string {
  const onBothClocks = onBothClocksInWords(event, site.timeZone, site.locale)
  return [
    event.description,
    ...(onBothClocks ? [onBothClocks] : []),
    ...(event.details ?? []),
    ...(isOnline(event.format) && event.online ? [`${site.labels.online}: ${event.online}`] : []),
    ...(event.registration ? [`${site.labels.register}: ${absolute(event.registration, site.siteUrl)}`] : []),
  ].join("\n\n")
}

/** RFC 5545's STATUS for each: a calendar app marks a cancelled event so, and a postponed one as not yet certain. */
const CALENDAR_STATUS: Readonly<Record<EventStatus, ICalEventStatus>> = {
  "as planned": ICalEventStatus.CONFIRMED,
  Cancelled: ICalEventStatus.CANCELLED,
  Postponed: ICalEventStatus.TENTATIVE,
  "Moved online": ICalEventStatus.CONFIRMED,
}

function addEvent(calendar: ICalCalendar, event: DatedEvent<CalendarEvent>, site: CalendarSite, stamp: Date): void {
  const span = eventSpan(event, site.timeZone)
  const location = locationOf(event)
  const timing = span.allDay
    ? // An all-day event's DTEND is the day after its last (RFC 5545, 3.6.1).
      { allDay: true, start: dateOnly(span.firstDay), end: dateOnly(span.lastDay).plus({ days: 1 }) }
    : { timezone: span.zone, start: span.start, ...(span.end ? { end: span.end } : {}) }
  calendar.createEvent({
    id: `${eventPageName(event)}@${new URL(site.siteUrl).host}`,
    stamp,
    ...timing,
    summary: event.title,
    description: descriptionOf(event, site),
    ...(location ? { location } : {}),
    url: new URL(eventPagePath(event), `${site.siteUrl}/`).href,
    status: CALENDAR_STATUS[eventStatusOf(event)],
  })
}

/** A calendar's text, every line ended with CRLF as RFC 5545 has it, the last one too (ical-generator leaves it off). */
function fileText(calendar: ICalCalendar): string {
  const text = calendar.toString()
  return text.endsWith("\r\n") ? text : `${text}\r\n`
}

/**
 * The calendar files of the events as of a day: one per dated event, past ones included (their
 * pages link them), and the feed of those to come. RFC 5545 wants a calendar to hold at least one
 * component: a feed with no event to come holds the board's time zone.
 */
export function calendarFiles(
  events: readonly CalendarEvent[],
  site: CalendarSite,
  today: string,
  stamp: Date,
): CalendarFile[] {
  const perEvent = events
    .filter((event) => isDated(event))
    .map((event) => {
      const calendar = calendarOf(site, event.title)
      addEvent(calendar, event, site, stamp)
      return { path: eventCalendarPath(event), text: fileText(calendar) }
    })
  const feed = calendarOf(site, site.collegeName)
  const { upcoming } = eventsInTime(events, today)
  for (const event of upcoming) addEvent(feed, event, site, stamp)
  const feedText = fileText(feed)
  return [
    ...perEvent,
    {
      path: EVENTS_FEED_PATH,
      text:
        upcoming.length > 0
          ? feedText
          : feedText.replace(/END:VCALENDAR\r\n$/, `${vtimezone(site.timeZone)}\r\nEND:VCALENDAR\r\n`),
    },
  ]
}

/** Writes the calendar files into the built site, in place of the last build's (an event may have gone or moved). */
export function writeCalendarFiles(publicDir: string, files: readonly CalendarFile[]): void {
  rmSync(path.join(publicDir, CALENDAR_FOLDER), { recursive: true, force: true })
  for (const file of files) {
    const target = path.join(publicDir, ...file.path.split("/"))
    mkdirSync(path.dirname(target), { recursive: true })
    writeFileSync(target, file.text)
  }
}
