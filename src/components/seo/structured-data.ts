/**
 * JSON-LD structured data (schema.org) for the page head: small pure functions from content
 * values to plain objects, so search engines read the board, its credential and the FAQ from the
 * same YAML the visitors read. Every page carries the board and the website; pages add their own.
 * Each node is typed by schema-dts (schema.org's vocabulary as TypeScript types, by its maintainers
 * at Google): a misspelt property or a value of the wrong kind is a type error, not a silent omission.
 */
import type {
  EducationalOccupationalCredential,
  Event,
  EventAttendanceModeEnumeration,
  EventStatusType,
  FAQPage,
  Graph,
  Organization,
  Place,
  QuantitativeValue,
  Thing,
  VirtualLocation,
  WebSite,
} from "schema-dts"
import { logoImage } from "../../brand/assets"
import { onBothClocksInWords } from "../events/event-when"
import {
  eventSpan,
  eventStatusOf,
  isInPerson,
  isOnline,
  type DatedEvent,
  type EventStatus,
  type EventTiming,
} from "../../content/events"
import { languageOf } from "../../content/locale"
import type { EventPlace } from "../../content/schemas"

/** A node of a page's structured data: any schema.org type. */
export type JsonLdNode = Thing

/** An address on this site as an absolute URL: "/" gives "https://host/", "/about/" gives "https://host/about/". */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl}/`).href
}

/** ISO 8601 duration for whole years, as schema.org's validFor expects: 5 gives "P5Y". */
export function yearsDuration(years: number): string {
  if (!Number.isInteger(years) || years < 1)
    throw new Error(`A validity of ${years} years is not a whole number of years`)
  return `P${years}Y`
}

export interface BoardFacts {
  readonly boardName: string
  readonly boardShortName: string
  readonly parentOrganizationName: string
  readonly siteUrl: string
  /** site.yaml's locale ("en_US"): the site is in its language, as every page's lang attribute says. */
  readonly locale: string
  readonly contact: { readonly phone: string; readonly email: string }
}

/** A length in pixels, as schema.org's width and height take it. */
function pixels(value: number): QuantitativeValue {
  return { "@type": "QuantitativeValue", value, unitCode: "E37" }
}

function boardId(siteUrl: string): string {
  return `${absoluteUrl(siteUrl, "/")}#organization`
}

/** The board as an Organization: name, address, logo, how to reach it, and the alliance it belongs to. */
export function boardOrganization(board: BoardFacts): Organization {
  return {
    "@type": "Organization",
    "@id": boardId(board.siteUrl),
    name: board.boardName,
    alternateName: board.boardShortName,
    url: absoluteUrl(board.siteUrl, "/"),
    logo: {
      "@type": "ImageObject",
      url: absoluteUrl(board.siteUrl, logoImage.path),
      // schema.org's width is a distance or a quantity: pixels are UN/CEFACT's unit E37.
      width: pixels(logoImage.size),
      height: pixels(logoImage.size),
    },
    email: board.contact.email,
    telephone: board.contact.phone,
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "customer support",
        telephone: board.contact.phone,
        email: board.contact.email,
      },
    ],
    parentOrganization: { "@type": "Organization", name: board.parentOrganizationName },
  }
}

/** The site itself, published by the board. */
export function website(board: BoardFacts): WebSite {
  return {
    "@type": "WebSite",
    "@id": `${absoluteUrl(board.siteUrl, "/")}#website`,
    url: absoluteUrl(board.siteUrl, "/"),
    name: board.boardName,
    inLanguage: languageOf(board.locale),
    publisher: { "@id": boardId(board.siteUrl) },
  }
}

export interface CredentialFacts {
  readonly board: BoardFacts
  readonly credentialName: string
  readonly credentialAbbreviation: string
  readonly description: string
  /** The page that describes the credential, such as "/certification". */
  readonly path: string
  readonly recertCycleYears: number
  /** The exam's content domains: what a holder has shown they know. */
  readonly domains: readonly { readonly title: string; readonly description?: string | null }[]
}

/** The CDM credential: who recognises it, how long it is valid, and the competencies it requires. */
export function credential(facts: CredentialFacts): EducationalOccupationalCredential {
  const { board } = facts
  return {
    "@type": "EducationalOccupationalCredential",
    "@id": `${absoluteUrl(board.siteUrl, facts.path)}#credential`,
    name: facts.credentialName,
    alternateName: facts.credentialAbbreviation,
    description: facts.description,
    url: absoluteUrl(board.siteUrl, facts.path),
    credentialCategory: "certification",
    recognizedBy: { "@type": "Organization", "@id": boardId(board.siteUrl), name: board.boardName },
    validFor: yearsDuration(facts.recertCycleYears),
    competencyRequired: facts.domains.map((domain) => ({
      "@type": "DefinedTerm",
      name: domain.title,
      ...(domain.description ? { description: domain.description } : {}),
    })),
  }
}

export interface FaqEntry {
  readonly question: string
  readonly answer: string
}

/** The questions and answers of a page, for search engines that show them. */
export function faqPage(siteUrl: string, path: string, faqs: readonly FaqEntry[]): FAQPage {
  return {
    "@type": "FAQPage",
    "@id": `${absoluteUrl(siteUrl, path)}#faq`,
    url: absoluteUrl(siteUrl, path),
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  }
}

/** What an event's structured data reads of it: when, how and where it takes place, and what it is. */
export interface EventFacts extends EventTiming {
  readonly format: string
  /** What has become of it since it was announced (events.ts's EVENT_STATUSES); none while as planned. */
  readonly status?: string | null
  readonly description: string
  readonly place?: EventPlace | null
  readonly online?: string | null
  /** Its photo's address on this site, if it has one. */
  readonly photo?: string
}

export interface EventContext {
  readonly siteUrl: string
  /** The board's time zone: an event's times are on its clock unless the event names another. */
  readonly boardZone: string
  /** The site's language and region (en_US), which the description's date and times are written in. */
  readonly locale: string
  /** Who runs the college's events: the college, at its page. */
  readonly organizer: { readonly name: string; readonly path: string }
}

/** schema.org's EventStatusType for each status an editor can give an event; as planned, scheduled. */
const EVENT_STATUS: Readonly<Record<EventStatus, EventStatusType>> = {
  "as planned": "https://schema.org/EventScheduled",
  Cancelled: "https://schema.org/EventCancelled",
  Postponed: "https://schema.org/EventPostponed",
  "Moved online": "https://schema.org/EventMovedOnline",
}

const ATTENDANCE: Readonly<Record<"offline" | "online" | "mixed", EventAttendanceModeEnumeration>> = {
  offline: "https://schema.org/OfflineEventAttendanceMode",
  online: "https://schema.org/OnlineEventAttendanceMode",
  mixed: "https://schema.org/MixedEventAttendanceMode",
}

/** A day or a start and end on the event's clock, as schema.org's startDate and endDate take them (ISO 8601). */
function eventDates(event: DatedEvent<EventTiming>, boardZone: string): { startDate: string; endDate?: string } {
  const span = eventSpan(event, boardZone)
  if (span.allDay) return { startDate: span.firstDay, endDate: span.lastDay }
  const iso = (instant: NonNullable<typeof span.end>) => instant.toISO({ suppressMilliseconds: true }) ?? ""
  return { startDate: iso(span.start), ...(span.end ? { endDate: iso(span.end) } : {}) }
}

/** Where an event takes place in person, with its postal address. */
function placeNode(place: EventPlace): Place {
  return {
    "@type": "Place",
    name: place.name,
    address: {
      "@type": "PostalAddress",
      streetAddress: place.street,
      addressLocality: place.city,
      ...(place.region ? { addressRegion: place.region } : {}),
      ...(place.postalCode ? { postalCode: place.postalCode } : {}),
      addressCountry: place.country,
    },
  }
}

/**
 * A dated event, for search engines' event results (schema.org Event, with what Google requires:
 * name, startDate and location): when it takes place on its own clock (and, in the description of
 * one on another clock than the board's, on both), whether in person, online or both, its place
 * with its postal address and its online address, who organizes it, its page, and whether it is
 * cancelled, postponed or moved online (else scheduled).
 */
export function eventNode(event: DatedEvent<EventFacts>, path: string, context: EventContext): Event {
  const url = absoluteUrl(context.siteUrl, path)
  const { place, online } = event
  const locations: (Place | VirtualLocation)[] = []
  if (isInPerson(event.format) && place) locations.push(placeNode(place))
  if (isOnline(event.format) && online) locations.push({ "@type": "VirtualLocation", url: online })
  const mode = isInPerson(event.format) ? (isOnline(event.format) ? "mixed" : "offline") : "online"
  return {
    "@type": "Event",
    "@id": `${url}#event`,
    name: event.title,
    description: [event.description, onBothClocksInWords(event, context.boardZone, context.locale)]
      .filter(Boolean)
      .join(" "),
    ...eventDates(event, context.boardZone),
    eventAttendanceMode: ATTENDANCE[mode],
    eventStatus: EVENT_STATUS[eventStatusOf(event)],
    ...(locations.length === 1 ? { location: locations[0] } : locations.length > 1 ? { location: locations } : {}),
    ...(event.photo ? { image: [absoluteUrl(context.siteUrl, event.photo)] } : {}),
    organizer: {
      "@type": "Organization",
      name: context.organizer.name,
      url: absoluteUrl(context.siteUrl, context.organizer.path),
    },
    url,
  }
}

/**
 * The nodes as one JSON-LD document, ready to sit inside <script type="application/ld+json">.
 * "<" is escaped so no text from content can close the script element.
 */
export function jsonLdDocument(nodes: readonly JsonLdNode[]): string {
  const graph: Graph = { "@context": "https://schema.org", "@graph": nodes }
  return JSON.stringify(graph).replace(/</g, "\\u003c")
}
