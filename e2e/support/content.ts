/** The site's real content, as the pages show it, for the browser tests' expectations. */
import type { ServedValue } from "../../src/content/fields"
import { pageHref } from "../../src/content/links"
import type { communityPageSchema } from "../../src/page-kinds/community/fields"
import type { contactPageSchema } from "../../src/page-kinds/contact/fields"
import type { directoryPageSchema } from "../../src/page-kinds/directory/fields"
import type { homePageSchema } from "../../src/page-kinds/home/fields"
import type { notFoundPageSchema } from "../../src/page-kinds/not-found/fields"
import type { SiteYaml } from "../../src/content/site-yaml"
import type { SitePage } from "../../src/content/site-pages"
import { loadContent, sampledPages, sitePages } from "../../tests/support/fixtures/content-fixtures"
import { picturesOf } from "../../tests/support/fixtures/page-reads"

export { ownerSettings, publishing } from "../../tests/support/fixtures/content-fixtures"
export { pageReads } from "../../tests/support/fixtures/page-reads"

export interface NavigationItem {
  readonly name: string
  readonly path: string
}

export const site = loadContent<SiteYaml>("site.yaml")
/** The top bar's links, at the addresses the site links them at (/about/). */
export const navigation: readonly NavigationItem[] = loadContent<NavigationItem[]>("navigation.yaml").map((item) => ({
  ...item,
  path: pageHref(item.path),
}))
/**
 * The pages the browser suite visits: every built-in page, and a bounded sample of general pages,
 * one for each block type any general page uses (tests/support/fixtures/browser-pages.ts), at most the
 * built-in pages and the schema's block types however many pages editors add. The checks of the
 * build's output in tests/build/ (the Nu HTML Checker, the policies, links, sitemap) still read
 * every page, cheap per page; a browser costs seconds a page and width, so it visits this sample;
 * the publish check (src/publish/) visits, in a browser, every page whose HTML or headers a change altered.
 */
export const browserPages: readonly SitePage[] = sampledPages
/** A top-bar link to a page other than the home page, the one a test follows or looks for. */
export const otherNavigationItem: NavigationItem = navigation.find((item) => item.path !== "/") ?? navigation[0]
export const slides = loadContent<{ title: string; bullets?: string[] }[]>("slides.yaml")
export const slideIntervalMs = loadContent<{ slideIntervalMs: number }>("constants.yaml").slideIntervalMs

export const home = loadContent<ServedValue<typeof homePageSchema>>("pages/home.yaml")
export const communityPage = loadContent<ServedValue<typeof communityPageSchema>>("pages/community.yaml")
export const contactPage = loadContent<ServedValue<typeof contactPageSchema>>("pages/contact.yaml")
export const directoryPage = loadContent<ServedValue<typeof directoryPageSchema>>("pages/directory.yaml")
export const notFoundPage = loadContent<ServedValue<typeof notFoundPageSchema>>("pages/not-found.yaml")

/** A slide's place as the carousel announces it, "2 of 4" (src/widgets/carousel/HeroCarousel.tsx); `index` counts from 0. */
export const slidePosition = (index: number) => `${index + 1} ${home.carousel.positionWord} ${slides.length}`
/** The name of the carousel's button that shows a slide: "Go to slide 2 of 4". */
export const slideDotName = (index: number) => `${home.carousel.dotLabel} ${slidePosition(index)}`

/** A pattern matching text that starts with `text`, for an accessible name that goes on (Playwright matches a string anywhere in one). */
export const startingWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`)

/** A contact form field's label as the form writes it, with the required marker after a required field's. */
export const requiredFieldLabel = (label: string) => `${label} ${contactPage.form.requiredMarker}`

/** What the page at `path` says in its h1: its heading's title, or the home page's own heading. */
export function headingOf(path: string): string {
  const page = sitePages.find((candidate) => candidate.path === path)
  if (!page) throw new Error(`no page at ${path}`)
  const copy = loadContent<{ hero?: { title: string }; heading?: string }>(page.file)
  const heading = copy.hero?.title ?? copy.heading
  if (heading === undefined) throw new Error(`${page.file} has no heading`)
  return heading
}

/**
 * The pages the browser visits whose content names a picture, which they draw
 * (tests/support/fixtures/content-fixtures.ts): of browserPages, not every page, so they stay bounded too.
 * The built-in pages with pictures are all there, and a general page with a picture block is, as
 * the sample covers every block type; a general page's heading picture is drawn by the heading the
 * built-in pages share.
 */
export const pagesWithPictures: readonly string[] = browserPages
  .filter((page) => picturesOf(page).length > 0)
  .map((page) => page.path)
