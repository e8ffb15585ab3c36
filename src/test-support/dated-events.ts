/**
 * The tests' own events in time: content/events.yaml as shipped (whose events keep the
 * specification's words, none with a date), with its first event given days and a place, and a
 * timed online event on London's clock added (and cancelled), for the tests to build and check the
 * site as of any day (SOURCE_DATE_EPOCH). The shipped content is never pinned: what a test checks
 * of these events it reads from here, and the others' words from the file.
 */
import { isMap, isSeq, parseDocument, type Document } from "yaml"

/** The first event of the file, given days in May 2027 and a place: in person, all day. */
export const DATED_FIRST_EVENT = {
  start: "2027-05-14",
  end: "2027-05-16",
  format: "In person",
  place: {
    name: "Pennsylvania Convention Center",
    street: "1101 Arch Street",
    city: "Philadelphia",
    region: "PA",
    postalCode: "19107",
    country: "United States",
  },
  registration: "{joinCollegeUrl}",
  details: [
    "Two days of keynotes and research, and a third for the fellows' induction; the program is sent to those registered.",
  ],
} as const

/** An online evening two days before the first event, on London's clock, since cancelled. */
export const ONLINE_EVENT = {
  title: "Virtual Symposium: AI at the Bedside",
  start: "2027-05-12",
  startTime: "18:00",
  endTime: "19:30",
  timeZone: "Europe/London",
  format: "Online",
  status: "Cancelled",
  online: "https://meet.example.org/symposium-ai",
  description: "A live online session on clinical decision support, with questions from members.",
} as const

/** A day on which both dated events are still to come, and one after both have ended (noon UTC). */
export const BEFORE_THE_EVENTS = "2027-05-10T12:00:00Z"
export const AFTER_THE_EVENTS = "2027-05-17T12:00:00Z"

/** SOURCE_DATE_EPOCH for an instant: whole seconds since 1970. */
export function sourceDateEpochOf(instant: string): string {
  return String(Math.floor(Date.parse(instant) / 1000))
}

/**
 * events.yaml with the dated events: the first entry's "when" replaced by days and a place (its
 * comments and other fields kept), and the online event added after it.
 */
export function withDatedEvents(source: string): string {
  // Typed as a plain document: the edit puts new, unparsed nodes into it.
  const document: Document = parseDocument(source)
  const events = document.contents
  if (!isSeq(events) || !isMap(events.items[0])) throw new Error("test setup: events.yaml is not a list of events")
  const first = events.items[0]
  first.delete("when")
  for (const [field, value] of Object.entries(DATED_FIRST_EVENT)) first.set(field, document.createNode(value))
  events.items.splice(1, 0, document.createNode(ONLINE_EVENT))
  return document.toString({ lineWidth: 0 })
}
