/**
 * The ids a page has besides the ones content gives its sections: the page frame's, those a section
 * writes from its own id (its heading's), and those a kind of page writes for its own parts (the
 * contact form's fields). Facts of the site, at the bottom of the code like routes.ts: the components
 * write these ids from here, and the content check refuses a section id that would take one of them
 * (two elements with one id: a link, a label or the skip link would land on the wrong one).
 * tests/build/page-ids.test.ts holds every id of every built page against this module.
 */
import { valueAt, type Path } from "./fields"
import { forEachText } from "./loaded-file"
import type { PageKind } from "./page-registry"

/** The main content, which the skip link jumps to. */
export const MAIN_CONTENT_ID = "main-content"

/** The header's list of links, which the menu button opens on narrow screens. */
export const NAV_LIST_ID = "site-nav-list"

/** Each frame id of every page, with what it is, in an editor's words. */
export const FRAME_IDS: ReadonlyMap<string, string> = new Map([
  ["___gatsby", "the page's outermost element"],
  ["gatsby-focus-wrapper", "the page's outermost element"],
  [MAIN_CONTENT_ID, "the main content, where the skip link jumps to"],
  [NAV_LIST_ID, "the menu's list of links"],
])

/** A section's heading: what the section is labelled by. */
export const headingIdOf = (sectionId: string): string => `${sectionId}-heading`

/** Home's audience band: the heading of its "who should apply" or "why" card. */
export const audienceCardIdOf = (sectionId: string, card: "who" | "why"): string => `${sectionId}-${card}`

/** A form field's hint and its error message, which the field points to (aria-describedby). */
export const hintIdOf = (fieldId: string): string => `${fieldId}-hint`
export const errorIdOf = (fieldId: string): string => `${fieldId}-error`

/** The contact form's own elements (src/widgets/contact-form/ContactForm.tsx). */
export const CONTACT_FORM_IDS = {
  title: "contact-title",
  firstName: "contact-first-name",
  lastName: "contact-last-name",
  phone: "contact-phone",
  email: "contact-email",
  subject: "contact-subject",
  methodEmail: "contact-method-email",
  methodPhone: "contact-method-phone",
  message: "contact-message",
  errorsHeading: "contact-errors-heading",
  failedHeading: "contact-failed-heading",
  failedDescription: "contact-failed-description",
  sentHeading: "contact-sent-heading",
} as const

/** The directory search's own elements (src/page-kinds/directory/DirectorySearch.tsx). */
export const DIRECTORY_SEARCH_IDS = {
  name: "directory-name",
  location: "directory-location",
  specialty: "directory-specialty",
  practiceTypes: "directory-practice-types",
} as const

/** The sections of a dated event's own page (src/page-kinds/event/EventBody.tsx). */
export const EVENT_PAGE_IDS = { details: "event-details", about: "event-about" } as const

/** An element's ids with the hint and error message ids a form field may write beside it. */
function withFieldParts(ids: Readonly<Record<string, string>>, what: string): [string, string][] {
  return Object.values(ids).flatMap((id): [string, string][] => [
    [id, what],
    [hintIdOf(id), what],
    [errorIdOf(id), what],
  ])
}

const KIND_IDS: Partial<Record<PageKind, ReadonlyMap<string, string>>> = {
  contact: new Map(withFieldParts(CONTACT_FORM_IDS, "part of the contact form")),
  directory: new Map(withFieldParts(DIRECTORY_SEARCH_IDS, "part of the directory search")),
  event: new Map(
    Object.values(EVENT_PAGE_IDS).flatMap((id): [string, string][] => [
      [id, "a section of the event's page"],
      [headingIdOf(id), "a section's heading on the event's page"],
    ]),
  ),
}

/** The ids a kind of page writes for its own parts, with what each is. */
export function kindIdsOf(kind: PageKind): ReadonlyMap<string, string> {
  return KIND_IDS[kind] ?? new Map()
}

/**
 * Every section id of a page's data, in the file's order: where it is, and the ids the section
 * writes for its parts, from the fields the section has: its heading's (every section with a
 * heading), or its two cards' (Home's audience band).
 */
export function sectionIdsIn(data: unknown) {
  const ids: { id: string; at: Path; parts: { id: string; what: string }[] }[] = []
  forEachText(data, (id, at) => {
    if (at[at.length - 1] !== "id") return
    const section = valueAt(data, at.slice(0, -1)) as Readonly<Record<string, unknown>>
    const parts = [
      { field: "heading", id: headingIdOf(id), what: "heading" },
      { field: "whoHeading", id: audienceCardIdOf(id, "who"), what: "first card" },
      { field: "whyHeading", id: audienceCardIdOf(id, "why"), what: "second card" },
    ]
    ids.push({ id, at, parts: parts.filter((part) => part.field in section) })
  })
  return ids
}
