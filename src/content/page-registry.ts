/**
 * The site's pages, each said once: its kind, its content file, the other files its body draws
 * from, its schema, its address and its title in the content editor. Routes (gatsby-node.ts's
 * createPages, one template per kind in src/templates/), the editor's previews and forms, the
 * content check, the sitemap, the policies and every test that visits "every page" derive from
 * here.
 *
 * Three sorts of page:
 * - built-in pages, each a kind of its own (home, about, ...), with a fixed set of sections and
 *   a body component that draws them (src/components/page-bodies);
 * - general pages: any other file content/pages/<name>.yaml is the page /<name>/, built from the
 *   blocks the built-in pages use (schemas.ts, generalPageSchema). Adding one is a YAML file,
 *   in a text editor or with the content editor's "New page"; no code changes;
 * - event pages: each event of content/events.yaml that has a date is the page
 *   /community/events/<its page name>/ (events.ts), past ones included, so links to them last.
 *
 * No file system here: the content editor's bundle reads this module too. The pages of a content
 * folder, built-in and general, are listed by site-pages.ts.
 */
import type { Field } from "./fields"
import type { BuildDate } from "./build-date"
import { eventPageName, eventPagePath, isDated, type EventTiming } from "./events"
import { CONTACT_SENT_PATH, NOT_FOUND_PATH } from "./routes"
import {
  aboutPageSchema,
  certificationPageSchema,
  communityPageSchema,
  contactPageSchema,
  contactSentPageSchema,
  directoryPageSchema,
  fellowshipPageSchema,
  generalPageSchema,
  homePageSchema,
  notFoundPageSchema,
  recertificationPageSchema,
} from "./schemas"

/** The folder below content/ that holds one file per page. */
export const PAGES_FOLDER = "pages"

/** A file a page's query reads besides its own, under the name the query gives it. */
export interface DataSource {
  readonly file: string
  /** A file whose top level is a list: the query reads its entries as { nodes }. */
  readonly list: boolean
}

const file = (name: string): DataSource => ({ file: name, list: false })
const entriesOf = (name: string): DataSource => ({ file: name, list: true })

interface BuiltInPage {
  /** What editors call it, in the content editor's list of files. */
  readonly title: string
  readonly schema: Field
  /** Where it is served, when not at /<kind>/. */
  readonly path?: string
  /** The other content files its query reads, by the name the query gives each (site, exam, slides). */
  readonly draws?: Readonly<Record<string, DataSource>>
  /**
   * False for a page only reached another way (the not-found page, the page the contact form ends
   * on): built, kept from search engines (noindex), but no link, sitemap or crawl leads to it.
   */
  readonly listed?: false
  /** Its body changes with the build's day (build-date.ts): its query reads buildDate { today }. */
  readonly dated?: true
}

/**
 * The built-in pages, in the order of the site's top bar. The key is the kind: the page's file is
 * content/pages/<kind>.yaml, its template src/templates/<kind>.tsx and its body
 * src/components/page-bodies (pageBodies[kind]).
 */
export const builtInPages = {
  home: {
    title: "Home page",
    schema: homePageSchema,
    path: "/",
    draws: {
      slides: entriesOf("slides.yaml"),
      domains: entriesOf("domains.yaml"),
      exam: file("exam.yaml"),
      constants: file("constants.yaml"),
      site: file("site.yaml"),
    },
  },
  about: { title: "About page", schema: aboutPageSchema },
  certification: {
    title: "Certification page",
    schema: certificationPageSchema,
    draws: { exam: file("exam.yaml"), domains: entriesOf("domains.yaml"), constants: file("constants.yaml") },
  },
  fellowship: { title: "Fellowship page", schema: fellowshipPageSchema },
  recertification: { title: "Recertification page", schema: recertificationPageSchema },
  directory: { title: "Directory page", schema: directoryPageSchema, draws: { site: file("site.yaml") } },
  community: {
    title: "Community page",
    schema: communityPageSchema,
    draws: { events: entriesOf("events.yaml"), faqs: entriesOf("faq.yaml"), site: file("site.yaml") },
    dated: true,
  },
  contact: {
    title: "Contact page",
    schema: contactPageSchema,
    draws: { site: file("site.yaml"), sent: file("pages/contact-sent.yaml") },
  },
  "contact-sent": {
    title: "Message sent (after the contact form)",
    schema: contactSentPageSchema,
    path: CONTACT_SENT_PATH,
    draws: { contact: file("pages/contact.yaml") },
    listed: false,
  },
  "not-found": { title: "Page not found (404)", schema: notFoundPageSchema, path: NOT_FOUND_PATH, listed: false },
} as const satisfies Record<string, BuiltInPage>

export type BuiltInKind = keyof typeof builtInPages
export type PageKind = BuiltInKind | "general" | "event"

/** The general kind: every file of content/pages/ that is not a built-in page's. */
export const generalPages = {
  /** What editors call the collection of them in the content editor. */
  title: "Pages",
  schema: generalPageSchema,
} as const

/**
 * The event kind: one page per dated event of events.yaml (events.ts), with the words of the
 * Community page's events (its eventLabels) and the build's day, which says whether it is over.
 */
export const eventPages = {
  /** What editors call them in the content editor's preview. */
  title: "Event pages",
  file: "events.yaml",
  draws: { community: file("pages/community.yaml"), site: file("site.yaml") },
  dated: true,
} as const

export interface SitePage {
  readonly kind: PageKind
  /** Its content file, below content/: "pages/about.yaml"; an event page's is events.yaml, the file of its event. */
  readonly file: string
  /** Where it is served, ending in "/": "/", "/about/", "/404/". */
  readonly path: string
  /** In the sitemap, the crawl and every test that visits every page; false for the not-found page. */
  readonly listed: boolean
}

export const builtInKinds = Object.keys(builtInPages) as BuiltInKind[]

function isBuiltInKind(name: string): name is BuiltInKind {
  return Object.hasOwn(builtInPages, name)
}

/** The file of a page of content/pages/: "exam-policies" gives "pages/exam-policies.yaml". */
export function pageFileOf(name: string): string {
  return `${PAGES_FOLDER}/${name}.yaml`
}

/** The name of a file of content/pages/ ("pages/exam-policies.yaml" gives "exam-policies"), or undefined for any other file. */
export function pageNameOf(contentFile: string): string | undefined {
  const match = new RegExp(`^${PAGES_FOLDER}/([^/]+)\\.ya?ml$`).exec(contentFile)
  return match?.[1]
}

/** The address of a page named so in content/pages/: "exam-policies" gives "/exam-policies/". */
export function pagePathOf(name: string): string {
  return isBuiltInKind(name) ? builtInPagePath(name) : `/${name}/`
}

function builtInPagePath(kind: BuiltInKind): string {
  const page: BuiltInPage = builtInPages[kind]
  return page.path ?? `/${kind}/`
}

/** The built-in pages, in the registry's order. */
export const builtInSitePages: readonly SitePage[] = builtInKinds.map((kind) => {
  const page: BuiltInPage = builtInPages[kind]
  return { kind, file: pageFileOf(kind), path: builtInPagePath(kind), listed: page.listed ?? true }
})

/** The page of a file of content/pages/: its built-in page, or a general page at /<name>/. */
export function sitePageOf(contentFile: string): SitePage | undefined {
  const name = pageNameOf(contentFile)
  if (name === undefined) return undefined
  const builtIn = builtInSitePages.find((page) => page.file === contentFile)
  return builtIn ?? { kind: "general", file: contentFile, path: pagePathOf(name), listed: true }
}

/** The other files a page's query reads, by the name the query gives each. */
export function drawsOf(kind: PageKind): Readonly<Record<string, DataSource>> {
  if (kind === "general") return {}
  if (kind === "event") return eventPages.draws
  const page: BuiltInPage = builtInPages[kind]
  return page.draws ?? {}
}

/** Whether a kind's body changes with the build's day: its query reads buildDate. */
export function isDatedKind(kind: PageKind): boolean {
  if (kind === "general") return false
  if (kind === "event") return true
  const page: BuiltInPage = builtInPages[kind]
  return page.dated === true
}

/** The pages of events.yaml's dated events, in the file's order: each at /community/events/<name>/. */
export function eventSitePages(events: readonly EventTiming[]): SitePage[] {
  return events
    .filter((event) => isDated(event))
    .map((event) => ({ kind: "event", file: eventPages.file, path: eventPagePath(event), listed: true }))
}

/** The event of events.yaml whose page this is. */
export function eventOfPage<Event extends EventTiming>(events: readonly Event[], page: SitePage): Event | undefined {
  return events.find((event) => isDated(event) && eventPagePath(event) === page.path)
}

/** The page name of an event page, the last part of its address. */
export function eventPageNameOf(page: SitePage): string | undefined {
  return page.kind === "event" ? page.path.split("/").at(-2) : undefined
}

export { eventPageName }

/**
 * A page's data in the shape its query returns: its own file as "page" (an event page's event), each
 * file it draws under the query's name for it (a list file's entries as { nodes }), and for a page
 * that changes with the date, the build's day as buildDate. The editor's preview and the page tests
 * build it from files; Gatsby's query returns the same shape.
 */
export function pageData(
  page: SitePage,
  read: (file: string) => unknown,
  buildDate: BuildDate,
): Record<string, unknown> {
  const drawn = Object.entries(drawsOf(page.kind)).map(([name, source]) => {
    const content = read(source.file)
    return [name, source.list ? { nodes: content } : content] as const
  })
  const own = read(page.file)
  const event = page.kind === "event" && Array.isArray(own) ? eventOfPage(own as EventTiming[], page) : undefined
  return {
    page: page.kind === "event" ? event : own,
    ...Object.fromEntries(drawn),
    ...(isDatedKind(page.kind) ? { buildDate } : {}),
  }
}

/** Every file a page reads: its own, then the ones it draws. */
export function filesOf(page: SitePage): string[] {
  return [page.file, ...Object.values(drawsOf(page.kind)).map((source) => source.file)]
}
