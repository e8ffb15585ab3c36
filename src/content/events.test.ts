/**
 * Events in time (events.ts): the rules that tie an event's fields together, in the content check's
 * words; which events are still to come on a given day and in what order; their page names and
 * their spans on their zones' clocks.
 */
import { ownerSettings, withContent } from "../../tests/support/fixtures/content-fixtures"
import { checkContent, formatProblem } from "./check"
import { eventPageName, eventPagePath, eventSpan, eventsInTime, type EventTiming } from "./events"

/** The tests' own events, written as an editor would. */
const EVENTS = `# The tests' own events.
- title: Annual Summit 2027
  start: 2027-05-14
  end: 2027-05-16
  format: In person
  place:
    name: Convention Center
    street: 1101 Arch Street
    city: Philadelphia
    country: United States
  description: Three days of keynotes.
- title: Virtual Symposium
  start: 2027-05-12
  startTime: "18:00"
  endTime: "19:30"
  format: Online
  online: https://meet.example.org/symposium
  description: An evening online.
- title: Peer Networking Hours
  when: Monthly
  format: Online
  description: Conversations with members.
`

function problemsWith(edit: (events: string) => string): string[] {
  return withContent({ "events.yaml": () => edit(EVENTS) }, (dir) =>
    checkContent(dir, { owner: ownerSettings }).problems.map(formatProblem),
  )
}

const replaced =
  (...pairs: readonly (readonly [string, string])[]) =>
  (events: string) =>
    pairs.reduce((text, [search, replacement]) => {
      if (!text.includes(search)) throw new Error(`test setup: "${search}" not found`)
      return text.replace(search, replacement)
    }, events)

describe("the event rules", () => {
  it("take the tests' events as written: days, times, a place, an online address, an event that repeats", () => {
    expect(problemsWith((events) => events)).toEqual([])
  })

  it("refuse an end before the start", () => {
    expect(problemsWith(replaced(["end: 2027-05-16", "end: 2027-05-13"]))).toMatchInlineSnapshot(`
     [
       "content/events.yaml, line 4, event 1, end: should be on or after the first day (start: 2027-05-14), but is "2027-05-13". An event cannot end before it starts: check both dates.",
     ]
    `)
  })

  it("refuse an end time before the start time on one day, and a start time without its end over several days", () => {
    expect(problemsWith(replaced(['endTime: "19:30"', 'endTime: "17:00"']))).toMatchInlineSnapshot(`
     [
       "content/events.yaml, line 15, event 2, endTime: should be after the start time (startTime: 18:00), but is "17:00". For an event that ends after midnight, set end to the next day.",
     ]
    `)
    expect(problemsWith(replaced(['endTime: "19:30"', "end: 2027-05-13"]))).toMatchInlineSnapshot(`
     [
       "content/events.yaml, line 12, event 2, endTime: is missing: an event over several days that starts at a time needs the time it ends. Add endTime, on the 24-hour clock, like 17:00.",
     ]
    `)
    expect(problemsWith(replaced(['  startTime: "18:00"\n', ""]))).toMatchInlineSnapshot(`
     [
       "content/events.yaml, line 14, event 2, endTime: needs a start time (startTime) too, but is "19:30". Add startTime, or remove endTime for an event that lasts all day.",
     ]
    `)
  })

  it("refuse a dated event online without the address people join it at, and an address that is no other site's", () => {
    expect(problemsWith(replaced(["  online: https://meet.example.org/symposium\n", ""]))).toMatchInlineSnapshot(`
     [
       "content/events.yaml, line 12, event 2, online: is missing: a dated event online needs the address people join it at, or where they register to get it. Add online: https://... with the meeting's or the registration page's address.",
     ]
    `)
    expect(problemsWith(replaced(["online: https://meet.example.org/symposium", "online: /contact"])))
      .toMatchInlineSnapshot(`
     [
       "content/events.yaml, line 17, event 2, online: should be an address on another site, where people join or register, but is "/contact". Write the whole secure address, like https://meet.example.org/symposium.",
     ]
    `)
  })

  it("refuse what an event's format has no use for: an online address in person only, a place online only", () => {
    expect(
      problemsWith(replaced(["format: In person", "format: In person\n  online: https://meet.example.org/summit"])),
    ).toMatchInlineSnapshot(`
     [
       "content/events.yaml, line 6, event 1, online: should be left out for an event in person only, but is "https://meet.example.org/summit". If people can also join online, set format to "In person and online".",
     ]
    `)
    expect(problemsWith(replaced(["format: In person", "format: Online"]))).toMatchInlineSnapshot(`
     [
       "content/events.yaml, line 2, event 1, online: is missing: a dated event online needs the address people join it at, or where they register to get it. Add online: https://... with the meeting's or the registration page's address.",
       "content/events.yaml, line 7, event 1, place: should be left out for an event online only. If people can also come in person, set format to "In person and online".",
     ]
    `)
  })

  it("refuse an event moved online whose format is still in person, and a status that is none of the words", () => {
    expect(problemsWith(replaced(["format: In person", "format: In person\n  status: Moved online"])))
      .toMatchInlineSnapshot(`
     [
       "content/events.yaml, line 5, event 1, format: should be "Online" or "In person and online" once the event has moved online (status), but is "In person". Set format to "Online" and add its online address, or remove status.",
     ]
    `)
    expect(problemsWith(replaced(["format: In person", "format: In person\n  status: Canceled"])))
      .toMatchInlineSnapshot(`
     [
       "content/events.yaml, line 6, event 1, status: should be one of: Cancelled, Postponed, Moved online, but is "Canceled". Use one of those words exactly.",
     ]
    `)
  })

  it("refuse a date's fields on an event without a first day, and a when on one with it", () => {
    expect(problemsWith(replaced(["when: Monthly", "when: Monthly\n  startTime: 19:00"]))).toMatchInlineSnapshot(`
     [
       "content/events.yaml, line 21, event 3, startTime: should be left out while the event has no first day (start), but is "19:00". Add start, the day it begins, or remove this line.",
     ]
    `)
    expect(problemsWith(replaced(["start: 2027-05-14", "start: 2027-05-14\n  when: Spring"]))).toMatchInlineSnapshot(`
     [
       "content/events.yaml, line 4, event 1, when: should be left out once the event has a first day (start): the page shows its dates, but is "Spring". Remove this line; to add a few words about when, use note.",
     ]
    `)
  })

  it("refuse a time zone that is none, suggesting the one meant, and one on an event without times", () => {
    expect(problemsWith(replaced(['startTime: "18:00"', 'startTime: "18:00"\n  timeZone: Europe/Londn'])))
      .toMatchInlineSnapshot(`
     [
       "content/events.yaml, line 15, event 2, timeZone: should be a time zone's name, Area/City as the time zone database writes it, like America/New_York, but is "Europe/Londn". Did you mean Europe/London?",
     ]
    `)
    expect(problemsWith(replaced(["end: 2027-05-16", "end: 2027-05-16\n  timeZone: America/Chicago"])))
      .toMatchInlineSnapshot(`
     [
       "content/events.yaml, line 5, event 1, timeZone: should be left out for an event without times: its days are the same on any clock, but is "America/Chicago". Remove this line, or add startTime.",
     ]
    `)
  })

  it("refuse a time the clocks skip when they go forward, saying the time it will be", () => {
    const springForward = replaced([
      'start: 2027-05-12\n  startTime: "18:00"\n  endTime: "19:30"',
      'start: 2027-03-14\n  startTime: "02:30"\n  endTime: "04:00"\n  timeZone: America/New_York',
    ])
    expect(problemsWith(springForward)).toMatchInlineSnapshot(`
     [
       "content/events.yaml, line 14, event 2, startTime: is 02:30, which the clocks of America/New_York skip on 2027-03-14: they go forward an hour. Write the time it will be on the clock, like 03:30.",
     ]
    `)
    // The times are read from the file as written, which an empty entry does not stop.
    expect(problemsWith((events) => `${springForward(events)}-\n`)).toHaveLength(2)
  })

  it("refuse two dated events whose pages would have one address, naming the other", () => {
    expect(problemsWith(replaced(["title: Virtual Symposium", "title: Annual Summit 2027"]))).toMatchInlineSnapshot(`
     [
       "content/events.yaml, line 12, event 2, title: should give this event a page address of its own: event 1 has /community/events/annual-summit-2027/, but is "Annual Summit 2027". Each dated event has its own page: set page to another name, like annual-summit-2027-2.",
     ]
    `)
    expect(
      problemsWith(replaced(["title: Virtual Symposium", "title: Annual Summit 2027\n  page: summit-online"])),
    ).toEqual([])
  })
})

describe("events in time", () => {
  const dated = (title: string, start: string, more: Partial<EventTiming> = {}): EventTiming => ({
    title,
    start,
    ...more,
  })
  const events: EventTiming[] = [
    dated("Summit", "2027-05-14", { end: "2027-05-16" }),
    { title: "Networking hours" },
    dated("Evening session", "2027-05-12", { startTime: "18:00" }),
    dated("Morning session", "2027-05-12", { startTime: "9:30" }),
    dated("Workshop day", "2027-05-12"),
    dated("Last year's summit", "2026-05-14", { end: "2026-05-16" }),
    { title: "Chapter meetings" },
  ]
  const titles = (list: readonly EventTiming[]) => list.map((event) => event.title)

  it("lists those to come soonest first, all-day before timed on one day, then those without a date in the file's order, then the past latest first", () => {
    const { upcoming, undated, past } = eventsInTime(events, "2027-05-01")
    expect(titles(upcoming)).toEqual(["Workshop day", "Morning session", "Evening session", "Summit"])
    expect(titles(undated)).toEqual(["Networking hours", "Chapter meetings"])
    expect(titles(past)).toEqual(["Last year's summit"])
  })

  it("keeps an event to come through its last day, and makes it past the day after", () => {
    expect(titles(eventsInTime(events, "2027-05-16").upcoming)).toEqual(["Summit"])
    expect(titles(eventsInTime(events, "2027-05-17").upcoming)).toEqual([])
    expect(titles(eventsInTime(events, "2027-05-17").past)).toEqual([
      "Summit",
      "Evening session",
      "Morning session",
      "Workshop day",
      "Last year's summit",
    ])
  })

  it("names each dated event's page after its page field, or its title", () => {
    expect(eventPageName({ title: "Annual Summit 2027: Boston!" })).toBe("annual-summit-2027-boston")
    expect(eventPagePath({ title: "Annual Summit 2027", page: "summit" })).toBe("/community/events/summit/")
  })

  it("puts a timed event on its own zone's clock, or the board's, across a change of the clocks", () => {
    const span = eventSpan(
      { title: "Night session", start: "2027-03-13", end: "2027-03-14", startTime: "23:30", endTime: "3:30" },
      "America/New_York",
    )
    if (span.allDay || !span.end) throw new Error("a timed span with an end")
    // 23:30 EST is 04:30 UTC; at 2:00 the clocks go forward, so 3:30 EDT is 07:30 UTC: three hours later, not four.
    expect([span.start.toUTC().toISO(), span.end.toUTC().toISO()]).toEqual([
      "2027-03-14T04:30:00.000Z",
      "2027-03-14T07:30:00.000Z",
    ])
    const london = eventSpan(
      { title: "Seminar", start: "2027-07-01", startTime: "10:00", timeZone: "Europe/London" },
      "America/New_York",
    )
    expect(london.allDay === false && london.start.toISO()).toBe("2027-07-01T10:00:00.000+01:00")
    expect(eventSpan({ title: "Summit", start: "2027-05-14", end: "2027-05-16" }, "America/New_York")).toEqual({
      allDay: true,
      firstDay: "2027-05-14",
      lastDay: "2027-05-16",
    })
  })
})
