/**
 * The site's pages, each said once: its kind, its content file and fields, its address and its
 * title in the content editor. Each kind of page is a folder, src/page-kinds/<kind>/: its fields
 * (fields.ts), its template (template.tsx: its query, its Head) and its body; what a kind reads
 * besides its own file is its query's to say (src/build/page-reads.ts reads it from there, as
 * ReadsOfKinds). Routes (gatsby-node.ts's createPages), the editor's previews and forms, the
 * content check, the sitemap, the policies and every test that visits "every page" derive from
 * here.
 *
 * Three sorts of page:
 * - built-in pages, each a kind of its own (home, about, ...), with a fixed set of sections;
 * - general pages: any other file content/pages/<name>.yaml is the page /<name>/, built from the
 *   blocks the built-in pages use (src/page-kinds/general/fields.ts). Adding one is a YAML file,
 *   in a text editor or with the content editor's "New page"; no code changes;
 * - event pages: each event of content/events.yaml that has a date is the page
 *   /community/events/<its page name>/ (events.ts), past ones included, so links to them last.
 *
 * No file system here: the content editor's bundle reads this module too. The pages of a content
 * folder, built-in and general, are listed by site-pages.ts.
 */
import type { Field } from "./fields"
import type { BuildDate } from "./build-date"
import type { OwnerSettings } from "./owner-settings"
import { eventPagePath, isDated, type EventTiming } from "./events"
import { CONTACT_SENT_PATH, NOT_FOUND_PATH } from "./routes"
import { aboutPageSchema } from "../page-kinds/about/fields"
import { certificationPageSchema } from "../page-kinds/certification/fields"
import { communityPageSchema } from "../page-kinds/community/fields"
import { contactSentPageSchema } from "../page-kinds/contact-sent/fields"
import { contactPageSchema } from "../page-kinds/contact/fields"
import { directoryPageSchema } from "../page-kinds/directory/fields"
import { fellowshipPageSchema } from "../page-kinds/fellowship/fields"
import { generalPageSchema } from "../page-kinds/general/fields"
import { homePageSchema } from "../page-kinds/home/fields"
import { notFoundPageSchema } from "../page-kinds/not-found/fields"
import { recertificationPageSchema } from "../page-kinds/recertification/fields"

/** The folder below content/ that holds one file per page. */
export const PAGES_FOLDER = "pages"

interface BuiltInPage {
  /** What editors call it, in the content editor's list of files. */
  readonly title: string
  /** Its file's fields: src/page-kinds/<kind>/fields.ts. */
  readonly fields: Field
  /** Where it is served, when not at /<kind>/. */
  readonly path?: string
  /**
   * False for a page only reached another way (the not-found page, the page the contact form ends
   * on): built, kept from search engines (noindex), but no link, sitemap or crawl leads to it.
   */
  readonly listed?: false
}

/**
 * The built-in pages, in the order of the site's top bar. The key is the kind: the page's file is
 * content/pages/<kind>.yaml, and the kind's folder src/page-kinds/<kind>/.
 */
export const builtInPages = {
  home: { title: "Home page", fields: homePageSchema, path: "/" },
  about: { title: "About page", fields: aboutPageSchema },
  certification: { title: "Certification page", fields: certificationPageSchema },
  fellowship: { title: "Fellowship page", fields: fellowshipPageSchema },
  recertification: { title: "Recertification page", fields: recertificationPageSchema },
  directory: { title: "Directory page", fields: directoryPageSchema },
  community: { title: "Community page", fields: communityPageSchema },
  contact: { title: "Contact page", fields: contactPageSchema },
  "contact-sent": {
    title: "Message sent (after the contact form)",
    fields: contactSentPageSchema,
    path: CONTACT_SENT_PATH,
    listed: false,
  },
  "not-found": { title: "Page not found (404)", fields: notFoundPageSchema, path: NOT_FOUND_PATH, listed: false },
} as const satisfies Record<string, BuiltInPage>

export type BuiltInKind = keyof typeof builtInPages
export type PageKind = BuiltInKind | "general" | "event"

/** The general kind: every file of content/pages/ that is not a built-in page's. */
export const generalPages = {
  /** What editors call the collection of them in the content editor. */
  title: "Pages",
  fields: generalPageSchema,
} as const

/**
 * The event kind: one page per dated event of events.yaml (events.ts), with the words of the
 * Community page's events (its eventLabels) and the build's day, which says whether it is over.
 */
export const eventPages = {
  /** What editors call them in the content editor's preview. */
  title: "Event pages",
  file: "events.yaml",
} as const

/** A file a page's query reads besides its own, under the name the query gives it. */
export interface DataSource {
  readonly file: string
  /** A file whose top level is a list: the query reads its entries as { nodes }. */
  readonly list: boolean
}

/** What a kind of page's query reads besides its own file (src/build/page-reads.ts reads it there). */
export interface PageReads {
  /** Each other content file, by the name the query gives it (site, exam, slides), in the query's order. */
  readonly draws: Readonly<Record<string, DataSource>>
  /** Its body changes with the build's day (build-date.ts): its query reads buildDate. */
  readonly dated: boolean
  /** Its body reads the owner's settings (owner-settings.ts): its query reads ownerSettings. */
  readonly ownerSettings: boolean
}

export type ReadsOfKinds = Readonly<Record<PageKind, PageReads>>

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

/** Every kind of page, each a folder of src/page-kinds/. */
export const pageKinds: readonly PageKind[] = [...builtInKinds, "general", "event"]

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
  return builtInSitePages.find((page) => page.kind === name)?.path ?? `/${name}/`
}

/** The built-in pages, in the registry's order. */
export const builtInSitePages: readonly SitePage[] = builtInKinds.map((kind) => {
  const page: BuiltInPage = builtInPages[kind]
  return { kind, file: pageFileOf(kind), path: page.path ?? `/${kind}/`, listed: page.listed ?? true }
})

/** The page of a file of content/pages/: its built-in page, or a general page at /<name>/. */
export function sitePageOf(contentFile: string): SitePage | undefined {
  const name = pageNameOf(contentFile)
  if (name === undefined) return undefined
  const builtIn = builtInSitePages.find((page) => page.file === contentFile)
  return builtIn ?? { kind: "general", file: contentFile, path: pagePathOf(name), listed: true }
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

/** What a page's query may read that is no content file: the build's day and the owner's settings. */
export interface BeyondContent {
  readonly buildDate: BuildDate
  readonly ownerSettings: OwnerSettings
}

/**
 * A page's data in the shape its query returns: its own file as "page" (an event page's event), each
 * file it draws under the query's name for it (a list file's entries as { nodes }), for a page that
 * changes with the date the build's day as buildDate, and for one that reads them the owner's
 * settings as ownerSettings. The editor's preview and the page tests build it from files; Gatsby's
 * query returns the same shape.
 */
export function pageData(
  page: SitePage,
  read: (file: string) => unknown,
  { buildDate, ownerSettings }: BeyondContent,
  reads: ReadsOfKinds,
): Record<string, unknown> {
  const { draws, dated, ownerSettings: readsOwnerSettings } = reads[page.kind]
  const drawn = Object.entries(draws).map(([name, source]) => {
    const content = read(source.file)
    return [name, source.list ? { nodes: content } : content] as const
  })
  const own = read(page.file)
  const event = page.kind === "event" && Array.isArray(own) ? eventOfPage(own as EventTiming[], page) : undefined
  return {
    page: page.kind === "event" ? event : own,
    ...Object.fromEntries(drawn),
    ...(dated ? { buildDate } : {}),
    ...(readsOwnerSettings ? { ownerSettings } : {}),
  }
}

/** Every file a page reads: its own, then the ones its query draws. */
export function filesOf(page: SitePage, reads: ReadsOfKinds): string[] {
  return [page.file, ...Object.values(reads[page.kind].draws).map((source) => source.file)]
}

/** The built-in pages whose query reads a data file, in the registry's order: where a visitor meets it. */
export function pagesReading(file: string, reads: ReadsOfKinds): SitePage[] {
  return builtInSitePages.filter((page) => Object.values(reads[page.kind].draws).some((source) => source.file === file))
}
