/** @jest-environment node */
/**
 * The events' calendar files, read back by a real iCalendar parser (ical.js, Mozilla's, which
 * Thunderbird's calendar uses): what a calendar app would add, and the file's form as RFC 5545
 * writes it (CRLF line ends, lines folded at 75 octets, text escaped, a VTIMEZONE for each TZID).
 */
import ICAL from "ical.js"
import { calendarFiles, type CalendarEvent, type CalendarSite } from "./calendar"

const site: CalendarSite = {
  siteUrl: "https://www.example.org",
  timeZone: "America/New_York",
  locale: "en_US",
  collegeName: "American College of Digital Medicine",
  labels: { online: "Online", register: "Register" },
}
const stamp = new Date("2027-05-10T12:00:00Z")

const summit: CalendarEvent = {
  title: "Annual Summit 2027 — keynotes, research; the fellows’ induction: “Médecine numérique” 🩺 for everyone",
  start: "2027-05-14",
  end: "2027-05-16",
  format: "In person",
  place: {
    name: "Convention Center",
    street: "1101 Arch Street",
    city: "Philadelphia",
    region: "PA",
    postalCode: "19107",
    country: "United States",
  },
  registration: "/contact",
  description: "Three days, with commas, semicolons; a back\\slash.",
  details: ["The program follows.", "Line one\nline two."],
}
/** An evening online that runs past 2:00 on the night the clocks go forward in New York. */
const nightSession: CalendarEvent = {
  title: "Night session",
  page: "night-session",
  start: "2027-03-13",
  end: "2027-03-14",
  startTime: "23:30",
  endTime: "3:30",
  format: "Online",
  online: "https://meet.example.org/night",
  description: "Across the change of the clocks.",
}
const london: CalendarEvent = {
  title: "London seminar",
  start: "2027-07-01",
  startTime: "10:00",
  endTime: "12:00",
  timeZone: "Europe/London",
  format: "In person and online",
  place: {
    name: "Hall",
    street: "1 Strand",
    city: "London",
    country: "United Kingdom",
    region: null,
    postalCode: null,
  },
  online: "https://meet.example.org/london",
  description: "A morning in London.",
}
const monthly: CalendarEvent = { title: "Networking hours", format: "Online", description: "Talks." }

/** A calendar file parsed, its zones registered so times convert, and its events. */
function parsed(text: string) {
  const calendar = ICAL.Component.fromString(text)
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone)
  return { calendar, events: calendar.getAllSubcomponents("vevent").map((event) => new ICAL.Event(event)) }
}

function fileAt(path: string, today = "2027-03-01") {
  const file = calendarFiles([summit, nightSession, london, monthly], site, today, stamp).find((f) => f.path === path)
  if (!file) throw new Error(`no calendar file ${path}`)
  return file.text
}

describe("the calendar files", () => {
  it("write one file per dated event and the feed, none for an event without a date", () => {
    const files = calendarFiles([summit, nightSession, london, monthly], site, "2027-03-01", stamp)
    expect(files.map((file) => file.path)).toEqual([
      "/calendar/events/annual-summit-2027-keynotes-research-the-fellows-induction-medecine-numerique-for-everyone.ics",
      "/calendar/events/night-session.ics",
      "/calendar/events/london-seminar.ics",
      "/calendar/events.ics",
    ])
  })

  it("give an all-day event its days as dates, the day after its last as DTEND, its place, page and text", () => {
    const text = fileAt(calendarFiles([summit], site, "2027-03-01", stamp)[0].path)
    const { calendar, events } = parsed(text)
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0")
    expect(calendar.getFirstPropertyValue("prodid")).toBe("-//www.example.org//College events//EN")
    const [event] = events
    expect(event.uid).toBe(
      "annual-summit-2027-keynotes-research-the-fellows-induction-medecine-numerique-for-everyone@www.example.org",
    )
    expect(event.startDate.isDate).toBe(true)
    expect([event.startDate.toString(), event.endDate.toString()]).toEqual(["2027-05-14", "2027-05-17"])
    expect(event.summary).toBe(summit.title)
    expect(event.location).toBe("Convention Center\n1101 Arch Street, Philadelphia, PA 19107, United States")
    expect(event.description).toBe(
      "Three days, with commas, semicolons; a back\\slash.\n\nThe program follows.\n\nLine one\nline two.\n\nRegister: https://www.example.org/contact/",
    )
    expect(event.component.getFirstPropertyValue("url")).toBe(
      "https://www.example.org/community/events/annual-summit-2027-keynotes-research-the-fellows-induction-medecine-numerique-for-everyone/",
    )
    // DTSTAMP is the build's instant, in UTC.
    expect(event.component.getFirstPropertyValue("dtstamp")?.toString()).toBe("2027-05-10T12:00:00Z")
    expect(event.component.getFirstPropertyValue("status")).toBe("CONFIRMED")
  })

  it("mark a cancelled event CANCELLED and a postponed one TENTATIVE, so calendars that hold it update it", () => {
    const statusOf = (status: string) => {
      const [file] = calendarFiles([{ ...summit, status }], site, "2027-03-01", stamp)
      return parsed(file.text).events[0].component.getFirstPropertyValue("status")
    }
    expect([statusOf("Cancelled"), statusOf("Postponed"), statusOf("Moved online")]).toEqual([
      "CANCELLED",
      "TENTATIVE",
      "CONFIRMED",
    ])
  })

  it("give a timed event its zone's clock with that zone's VTIMEZONE, right across a change of the clocks", () => {
    const { calendar, events } = parsed(fileAt("/calendar/events/night-session.ics"))
    const [event] = events
    expect(calendar.getAllSubcomponents("vtimezone").map((zone) => zone.getFirstPropertyValue("tzid"))).toEqual([
      "America/New_York",
    ])
    expect(event.component.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("America/New_York")
    // 23:30 EST and 3:30 EDT: three hours apart, as the clocks skip 2:00 to 3:00.
    expect([event.startDate.toJSDate().toISOString(), event.endDate.toJSDate().toISOString()]).toEqual([
      "2027-03-14T04:30:00.000Z",
      "2027-03-14T07:30:00.000Z",
    ])
    expect(event.location).toBe("https://meet.example.org/night")
    expect(event.description).toBe("Across the change of the clocks.\n\nOnline: https://meet.example.org/night")
    const other = parsed(fileAt("/calendar/events/london-seminar.ics")).events[0]
    expect(other.component.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("Europe/London")
    expect(other.startDate.toJSDate().toISOString()).toBe("2027-07-01T09:00:00.000Z")
  })

  it("say in the description when an event on another clock is on the board's too, its zones in words", () => {
    // Intl's thin and narrow no-break spaces, around the dash and before AM/PM, read as spaces.
    const spaced = (text: string) => text.replace(/[\u2009\u202f]/g, " ")
    const [event] = parsed(fileAt("/calendar/events/london-seminar.ics")).events
    expect(spaced(event.description)).toBe(
      "A morning in London.\n\nThursday, July 1, 2027, 10:00 AM – 12:00 PM British Summer Time (5:00 – 7:00 AM Eastern Time)\n\nOnline: https://meet.example.org/london",
    )
  })

  it("end every line with CRLF, fold each at 75 octets of UTF-8 without splitting a character, and escape text", () => {
    const text = fileAt(calendarFiles([summit], site, "2027-03-01", stamp)[0].path)
    expect(text.endsWith("\r\n")).toBe(true)
    const lines = text.slice(0, -2).split("\r\n")
    expect(lines.filter((line) => line.includes("\n") || line.includes("\r"))).toEqual([])
    expect(lines.filter((line) => Buffer.byteLength(line, "utf8") > 75)).toEqual([])
    // The title was long enough to fold, and unfolds to itself: no character was cut.
    expect(lines.some((line) => line.startsWith(" "))).toBe(true)
    expect(lines.join("\r\n")).not.toContain("\uFFFD")
    expect(text).toContain("SUMMARY:Annual Summit 2027 — keynotes\\, research\\; the")
  })

  it("keep an event's UID from build to build, so a calendar that has it updates it", () => {
    const later = calendarFiles([summit], site, "2027-05-01", new Date("2027-05-11T12:00:00Z"))
    const earlier = calendarFiles([summit], site, "2027-03-01", stamp)
    expect(parsed(later[0].text).events[0].uid).toBe(parsed(earlier[0].text).events[0].uid)
  })

  it("feed the events to come, soonest first, and, once none is to come, hold only the board's time zone", () => {
    const feed = parsed(fileAt("/calendar/events.ics", "2027-03-01"))
    expect(feed.calendar.getFirstPropertyValue("x-wr-calname")).toBe(site.collegeName)
    expect(feed.events.map((event) => event.summary)).toEqual([nightSession.title, summit.title, london.title])
    expect(parsed(fileAt("/calendar/events.ics", "2027-05-15")).events.map((event) => event.summary)).toEqual([
      summit.title,
      london.title,
    ])
    const empty = parsed(fileAt("/calendar/events.ics", "2027-08-01"))
    expect(empty.events).toEqual([])
    expect(empty.calendar.getAllSubcomponents("vtimezone").map((zone) => zone.getFirstPropertyValue("tzid"))).toEqual([
      site.timeZone,
    ])
  })
})
