/**
 * The pages the content editor's preview can draw, each from the page registry
 * (src/content/page-registry.ts): the body component its template renders, with the data its
 * query reads (ReadsOfKinds, read from the templates' queries), built from the files the preview
 * holds. Which pages each content file appears on comes from there too: a page's own file on its
 * page, a data file on the pages whose query reads it (or, for placeholder values, names them).
 */
import type { ComponentType, ReactElement } from "react"
import { HeroCarousel } from "../../widgets/carousel/HeroCarousel"
import { pageBodies } from "../../page-kinds"
import { buildDateForSite, type BuildDate } from "../../content/build-date"
import { dataFiles } from "../../content/content-files"
import { EVENT_PAGES_PATH, type EventTiming } from "../../content/events"
import {
  builtInPages,
  builtInSitePages,
  eventPages,
  eventSitePages,
  filesOf,
  pageData,
  pagesReading,
  sitePageOf,
  type BuiltInKind,
  type ReadsOfKinds,
  type SitePage,
} from "../../content/page-registry"
import { forEachText } from "../../content/loaded-file"
import type { OwnerSettings } from "../../content/owner-settings"
import { PLACEHOLDER_FILES, placeholderNamesOf, placeholdersIn } from "../../content/placeholders"
import { present } from "../../content/required"
import type { Site } from "../../hooks/use-site"
import type { ContentByFile } from "./preview-content"

/**
 * A file's content as its page's query serves it: the preview holds every file served on its own
 * road (preview-content.ts), the shape GraphQL gives, from the same kinds of field.
 */
function contentAs<T>(content: ContentByFile, file: string): T {
  return content.get(file) as T
}

/** site.yaml with navigation.yaml's links and the site's address: what the page frame (header and footer) draws. */
export function siteOf(content: ContentByFile, owner: OwnerSettings): Site {
  return {
    ...contentAs<Omit<Site, "navigation" | "siteUrl">>(content, "site.yaml"),
    navigation: contentAs<Site["navigation"]>(content, "navigation.yaml"),
    siteUrl: owner.siteUrl,
  }
}

export interface PagePreview {
  /** How an editor names the page: a built-in page's title in the editor, a general page's heading. */
  readonly name: (content: ContentByFile) => string
  /** Its address, which marks the current link in the top bar. */
  readonly path: string
  /** Its own content file, whose search listing the preview shows. */
  readonly file: string
  /** Every content file the page draws from, besides the frame's site.yaml and navigation.yaml. */
  readonly files: readonly string[]
  /**
   * The page drawn from the content, served on the preview's road (its pictures at the editor's own
   * addresses), with the owner's settings the build read.
   */
  readonly render: (content: ContentByFile, owner: OwnerSettings) => ReactElement
  /** Drawn without the header and footer: a view of part of a page rather than the page. */
  readonly unframed?: boolean
}

/** What an editor calls a page: a built-in page's title in the editor, or a general page's heading. */
function nameOf(page: SitePage, content: ContentByFile): string {
  if (page.kind === "event") return eventPages.title
  if (page.kind !== "general") return builtInPages[page.kind].title
  const title = (content.get(page.file) as { hero?: { title?: unknown } } | undefined)?.hero?.title
  return typeof title === "string" ? `page "${title}"` : "new page"
}

/** The preview's day: today on the board's clock, as a build today would be (the preview has no build). */
function previewDate(content: ContentByFile): BuildDate {
  return buildDateForSite(content.get("site.yaml"))
}

/** A page's body with its query's data, built from the files the preview holds and the owner's settings. */
function drawnBody(page: SitePage, content: ContentByFile, owner: OwnerSettings, reads: ReadsOfKinds): ReactElement {
  // Each body takes its own query's data, which pageData builds from the files in that shape.
  const Body = pageBodies[page.kind] as ComponentType<{ readonly data: unknown }>
  const read = (file: string) => contentAs(content, file)
  const beyond = { buildDate: previewDate(content), ownerSettings: owner }
  return <Body data={present(pageData(page, read, beyond, reads), page.kind)} />
}

/** A page as its template draws it: its kind's body, with the data its query reads. */
function previewOf(page: SitePage, reads: ReadsOfKinds): PagePreview {
  return {
    name: (content) => nameOf(page, content),
    path: page.path,
    file: page.file,
    files: filesOf(page, reads),
    render: (content, owner) => drawnBody(page, content, owner, reads),
  }
}

/**
 * Each dated event's own page, one after the other, as they will be at their addresses: the event
 * being given a date shows its page as soon as its first day is set.
 */
function eventByEvent(reads: ReadsOfKinds): PagePreview {
  return {
    name: () => eventPages.title,
    path: EVENT_PAGES_PATH,
    file: eventPages.file,
    files: [eventPages.file, ...Object.values(reads.event.draws).map((source) => source.file)],
    unframed: true,
    render: (content, owner) => {
      const events = contentAs<readonly EventTiming[]>(content, eventPages.file)
      return (
        <>
          {eventSitePages(events).map((page) => (
            <div key={page.path}>{drawnBody(page, content, owner, reads)}</div>
          ))}
        </>
      )
    },
  }
}

function builtInPreview(kind: BuiltInKind, reads: ReadsOfKinds): PagePreview {
  const page = builtInSitePages.find((candidate) => candidate.kind === kind)
  if (!page) throw new Error(`No page of kind ${kind}`)
  return previewOf(page, reads)
}

type HomeData = Queries.HomePageQuery

/**
 * The carousel shows one slide at a time, and the preview cannot wait for the others: each slide
 * is drawn on its own, by the carousel itself, so the one being edited is in view.
 */
function slideBySlide(reads: ReadsOfKinds): PagePreview {
  const home = builtInPreview("home", reads)
  return {
    name: () => "Home page's carousel, one slide at a time",
    path: home.path,
    file: "slides.yaml",
    files: home.files,
    unframed: true,
    render: (content) => {
      const page = contentAs<NonNullable<HomeData["page"]>>(content, "pages/home.yaml")
      const slides = contentAs<HomeData["slides"]["nodes"]>(content, "slides.yaml")
      const site = contentAs<NonNullable<HomeData["site"]>>(content, "site.yaml")
      const constants = contentAs<NonNullable<HomeData["constants"]>>(content, "constants.yaml")
      return (
        <>
          {slides.map((slide, index) => (
            <HeroCarousel
              key={index}
              heading={`Slide ${index + 1}`}
              slides={[slide]}
              copy={page.carousel}
              intervalMs={constants.slideIntervalMs}
              credential={site.credentialAbbreviation}
            />
          ))}
        </>
      )
    },
  }
}

/** The other files in hand with a sentence that names one of this file's values as a {placeholder}. */
function filesNaming(file: string, content: ContentByFile | undefined): Set<string> {
  const names = placeholderNamesOf(file, content?.get(file))
  const naming = new Set<string>()
  // Most files hold no values to name: then no sentence is read (this runs on every change the preview draws).
  if (names.size === 0) return naming
  for (const [other, data] of content ?? []) {
    if (other === file) continue
    forEachText(data, (text) => {
      if (placeholdersIn(text).some((name) => names.has(name))) naming.add(other)
    })
  }
  return naming
}

/**
 * The previews drawn beside a file's form: where a visitor meets its content. A page's file is
 * drawn on its page. A data file is drawn on every page whose query reads it, and a file of
 * placeholder values (site.yaml, constants.yaml) also on every page with a sentence that names one
 * of its values, in the content in hand; one no page shows by either road (navigation.yaml: the
 * frame of every page) on the home page. Without content, every page it may be drawn on: the files
 * those need are what the preview loads.
 */
export function pagesShowing(file: string, reads: ReadsOfKinds, content?: ContentByFile): readonly PagePreview[] {
  const page = sitePageOf(file)
  if (page) return [previewOf(page, reads)]
  if (!dataFiles.some((spec) => spec.file === file))
    throw new Error(`The preview does not know where content/${file} appears`)
  const reading = pagesReading(file, reads)
  const naming = filesNaming(file, content)
  const mayShow = (page: SitePage) =>
    reading.includes(page) ||
    (content === undefined ? PLACEHOLDER_FILES.includes(file) : filesOf(page, reads).some((other) => naming.has(other)))
  const pages = builtInSitePages.filter(mayShow)
  const shown = pages.length > 0 ? pages.map((page) => previewOf(page, reads)) : [builtInPreview("home", reads)]
  if (file === "slides.yaml") return [slideBySlide(reads), ...shown]
  return file === eventPages.file ? [...shown, eventByEvent(reads)] : shown
}

/** The files a preview of these pages needs: the frame's, placeholders' and each page's. */
export function filesFor(previews: readonly PagePreview[]): string[] {
  const files = new Set([...PLACEHOLDER_FILES, "navigation.yaml"])
  for (const preview of previews) for (const file of preview.files) files.add(file)
  return [...files]
}

/** What a file holds that a visitor does not see on a page, said once above its preview. */
const unseenParts: Readonly<Record<string, string>> = {
  "site.yaml":
    "Not drawn on a page: the share image's description. The menu, skip-link and new-tab words are read out by screen readers.",
  "pages/home.yaml":
    "The carousel's button words (previous, next, pause, play, and the slide position) are read out by screen readers; on screen the buttons show as icons.",
}

export function unseenPartsOf(file: string): string | undefined {
  return unseenParts[file]
}
