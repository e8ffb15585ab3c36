/** Reads the production build in public/ for the build-output tests. */
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { JSDOM } from "jsdom"
import { htmlFileOf, NOT_FOUND_FILE } from "../../src/build/built-pages"
import { eventWhen, onBothClocksInWords } from "../../src/components/events/event-when"
import type { DatedEvent, EventTiming } from "../../src/content/events"
import type { ServedValue } from "../../src/content/fields"
import { linkKind, pageHref } from "../../src/content/links"
import type { SitePage } from "../../src/content/page-registry"
import type { contentSection } from "../../src/content/common-fields"
import type { SiteYaml } from "../../src/content/site-yaml"
import { loadContent, sampledPages, sitePages as registeredPages } from "../support/fixtures/content-fixtures"

export const publicDir = path.join(__dirname, "..", "..", "public")

/** content/site.yaml as the pages show it, {placeholders} resolved. */
export const site = loadContent<SiteYaml>("site.yaml")

/** The top bar's links, from content/navigation.yaml, as editors write them (/about). */
export const navigation: readonly { name: string; path: string }[] = loadContent("navigation.yaml")

/** Every page of the site, at the address it is served at (/about/): src/content/site-pages.ts. */
export const routes: readonly SitePage[] = registeredPages

/**
 * The pages a test that checks pages one by one takes: every built-in page and one general page
 * per block type (tests/support/fixtures/content-fixtures.ts), the same number at 10 pages or 1,000.
 * What every page must pass is in every-page.test.ts, which reads them all once.
 */
export const sampledRoutes: readonly SitePage[] = sampledPages

const cache = new Map<string, Document>()

/** The built page for a route, parsed (scripts are not run: this is what a visitor without JavaScript gets). */
export function builtPage(route: string): Document {
  // Tests name a page as editors write it (/about) or as it is served (/about/).
  const file = path.join(publicDir, route === "404" ? NOT_FOUND_FILE : htmlFileOf(pageHref(route)))
  let document = cache.get(file)
  if (!document) {
    if (!existsSync(file)) throw new Error(`${file} was not built; run npm run build first`)
    document = new JSDOM(readFileSync(file, "utf8")).window.document
    cache.set(file, document)
  }
  return document
}

/** An element's text without what matches a selector, its white space as single spaces. */
function textWithout(element: Element, selector: string): string {
  const clone = element.cloneNode(true) as Element
  clone.querySelectorAll(selector).forEach((node) => node.remove())
  return (clone.textContent ?? "").replace(/\s+/g, " ").trim()
}

/** Visible text, without the styles and scripts Gatsby inlines. */
export function textOf(element: Element): string {
  return textWithout(element, "style, script, noscript")
}

/** The text a screen reader reads: textOf without what is hidden from it (aria-hidden), with what is hidden from sight. */
export function heardTextOf(element: Element): string {
  return textWithout(element, "style, script, noscript, [aria-hidden='true']")
}

/**
 * A sentence of content as textOf reads it off a page: its white space, the phone number's no-break
 * spaces among it, as single spaces.
 */
export function asText(sentence: string): string {
  return sentence.replace(/\s+/g, " ").trim()
}

/**
 * When a dated event is, as a screen reader reads it off a page (heardTextOf): on its own clock,
 * and in brackets on the board's (site.yaml's timeZone) where that reads otherwise.
 */
export function heardWhen(event: DatedEvent<EventTiming>): string {
  const words =
    onBothClocksInWords(event, site.timeZone, site.locale) ?? eventWhen(event, site.timeZone, site.locale).words
  return asText(words)
}

/** A button or link as content gives it: its words and where it goes. */
export interface ContentLink {
  readonly label: string
  readonly href: string
}

/**
 * A content link's text as textOf reads it: its label, and for one to another site the new-tab
 * hint screen readers hear after it (src/components/ui/SmartLink.tsx).
 */
export function linkTextOf(link: ContentLink): string {
  return asText(linkKind(link.href) === "external" ? `${link.label} ${site.header.newTabHint}` : link.label)
}

/** The link of `container` that content's `link` is drawn as, failing when there is none. */
export function linkOf(container: ParentNode, link: ContentLink): HTMLAnchorElement {
  const found = [...container.querySelectorAll<HTMLAnchorElement>("a")].find(
    (anchor) => textOf(anchor) === linkTextOf(link),
  )
  if (!found) throw new Error(`no link "${linkTextOf(link)}"`)
  return found
}

/** Where the page sends a content link: a page of this site at its served address (/about/), anything else as written. */
export const hrefOf = (link: ContentLink): string => pageHref(link.href)

/** The element a page gives the id content names a section by, failing when there is none. */
export function sectionOf(document: Document, id: string): Element {
  const section = document.getElementById(id)
  if (!section) throw new Error(`no section #${id}`)
  return section
}

export type ContentSectionCopy = ServedValue<typeof contentSection>

/**
 * Every sentence a built-in page's general-purpose section says, as its YAML gives it: its heading
 * block, paragraphs, list, cards, steps, note and button labels (src/components/ui/ContentSection.tsx).
 */
export function sentencesOf(section: ContentSectionCopy): string[] {
  return [
    section.eyebrow,
    section.heading,
    section.lead,
    ...(section.paragraphs ?? []),
    section.itemsHeading,
    ...(section.items ?? []),
    ...(section.cards ?? []).flatMap((card) => [card.title, card.body, ...(card.items ?? []), card.link?.label]),
    ...(section.steps ?? []).flatMap((step) => [step.title, step.description]),
    section.note,
    ...(section.actions ?? []).map((action) => action.label),
  ].flatMap((sentence) => (sentence === null || sentence === undefined ? [] : [asText(sentence)]))
}

/**
 * Every file a visitor can be served, by the name tests give it: each page at its address (the
 * file src/build/built-pages.ts says the build writes it as), and 404.html ("404") for any
 * unknown address.
 */
export const servedFiles: readonly { name: string; file: string }[] = [
  ...routes.map((route) => ({ name: route.path, file: path.join(publicDir, htmlFileOf(route.path)) })),
  { name: "404", file: path.join(publicDir, NOT_FOUND_FILE) },
]

/** servedFiles, of the sampled pages only (sampledRoutes). */
export const sampledServedFiles: readonly { name: string; file: string }[] = servedFiles.filter(
  ({ name }) => name === "404" || sampledRoutes.some((route) => route.path === name),
)
