import { existsSync, readdirSync } from "node:fs"
import path from "node:path"
import { htmlFileOf, NOT_FOUND_FILE } from "../../src/build/built-pages"
import { pageHref, telHref, unbreakablePhone } from "../../src/content/links"
import { languageOf } from "../../src/content/locale"
import { builtInSitePages, PAGES_FOLDER, pageFileOf } from "../../src/content/page-registry"
import { MAIN_CONTENT_ID } from "../../src/content/page-ids"
import { searchTitle } from "../../src/content/search-title"
import { contentDir, loadContent } from "../support/fixtures/content-fixtures"
import { asText, builtPage, navigation, publicDir, routes, sampledRoutes, site, textOf } from "./built-site"

// Page by page on a sample (every built-in page, one general page per block type); every page's links: every-page.test.ts.
const pagesAndNotFound = [...sampledRoutes.map((route) => route.path), "404"]
/** The file of content/pages/ each page, and the not-found page, says its words in. */
const fileOf = (route: string) => routes.find((page) => page.path === route)?.file ?? pageFileOf("not-found")
/** What every page's file has: its search listing, and its heading (the home and not-found pages' own). */
const pageCopyOf = (route: string) =>
  loadContent<{ seo: { title: string; description: string }; hero?: { title: string }; heading?: string }>(
    fileOf(route),
  )

describe("every built page", () => {
  it("exists for every page of the registry, at its address ending in /, and as 404.html", () => {
    // The built-in pages, then one general page per other file of content/pages/.
    expect(routes.slice(0, 8).map((route) => route.path)).toEqual(
      builtInSitePages.filter((page) => page.listed).map((page) => page.path),
    )
    // The general pages: every other file of content/pages/, whatever editors have added or removed.
    const generalFiles = readdirSync(path.join(contentDir, PAGES_FOLDER))
      .filter((name) => /\.ya?ml$/.test(name))
      .map((name) => `${PAGES_FOLDER}/${name}`)
      .filter((file) => !builtInSitePages.some((page) => page.file === file))
    expect(
      routes
        .filter((route) => route.kind === "general")
        .map((route) => route.file)
        .sort(),
    ).toEqual(generalFiles.sort())
    for (const route of routes) expect(route.path).toMatch(/^\/([a-z0-9-]+\/)*$/)
    const missing = routes.filter((route) => !existsSync(path.join(publicDir, htmlFileOf(route.path))))
    expect(missing.map((route) => route.path)).toEqual([])
    expect(existsSync(path.join(publicDir, NOT_FOUND_FILE))).toBe(true)
  })

  it.each(pagesAndNotFound)("%s is in site.yaml's language, with its file's h1, title and description", (route) => {
    const document = builtPage(route)
    const copy = pageCopyOf(route)
    expect(document.documentElement.getAttribute("lang")).toBe(languageOf(site.locale))
    expect(document.querySelectorAll("h1")).toHaveLength(1)
    expect(textOf(document.querySelector("h1")!)).toBe(asText(copy.hero?.title ?? copy.heading ?? ""))
    expect(textOf(document.querySelector("h1")!)).not.toBe("")
    expect(document.title).toBe(searchTitle(copy.seo.title, site.boardName))
    expect(document.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(copy.seo.description)
  })

  it.each(
    sampledRoutes.map((route) => [route.path, navigation.find((item) => pageHref(item.path) === route.path)?.name]),
  )("%s has the shared header with its own link marked current, if the top bar has one", (route, name) => {
    const document = builtPage(route)
    const nav = [...document.querySelectorAll("header nav")].find(
      (element) => element.getAttribute("aria-label") === site.header.navLabel,
    )!
    const links = [...nav.querySelectorAll("a")]
    expect(links.map((link) => link.getAttribute("href"))).toEqual(navigation.map((item) => pageHref(item.path)))
    const current = links.filter((link) => link.getAttribute("aria-current") === "page")
    expect(current.map((link) => textOf(link))).toEqual(name ? [name] : [])
    const apply = [...document.querySelectorAll("header a")].find((link) =>
      textOf(link).startsWith(asText(site.header.applyLabel)),
    )
    expect(apply?.getAttribute("href")).toBe(site.header.applyHref)
    expect(apply?.getAttribute("target")).toBe("_blank")
  })

  it.each(pagesAndNotFound)("%s starts its headings at h1 and skips no heading level", (route) => {
    const document = builtPage(route)
    // Headings of the carousel's hidden slides are out of the accessibility tree, as they are in the HTML.
    const levels = [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")]
      .filter((heading) => heading.closest('[aria-hidden="true"]') === null)
      .map((heading) => Number(heading.tagName[1]))
    expect(levels[0]).toBe(1)
    const skips = levels.flatMap((level, index) =>
      index > 0 && level > levels[index - 1] + 1 ? [`heading ${index + 1}: h${levels[index - 1]} to h${level}`] : [],
    )
    expect(skips).toEqual([])
  })

  it.each(pagesAndNotFound)(
    "%s has one of each landmark, the skip link to its main, a first paint that waits for its main, and the shared footer",
    (route) => {
      const document = builtPage(route)
      // A header or footer inside a sectioning element is not the page's banner or content information.
      const pageLevel = (tag: string) =>
        [...document.querySelectorAll(tag)].filter(
          (element) => !element.parentElement?.closest("main, article, aside, nav, section"),
        )
      expect(pageLevel("header")).toHaveLength(1)
      expect(pageLevel("footer")).toHaveLength(1)
      expect(document.querySelectorAll(`nav[aria-label="${site.header.navLabel}"]`)).toHaveLength(1)
      const mains = document.querySelectorAll("main")
      expect(mains).toHaveLength(1)
      expect(mains[0].id).toBe(MAIN_CONTENT_ID)
      // Painted only once the header and main are read, nothing painted moves as the rest arrives (gatsby-ssr.tsx).
      const firstPaintAwaits = document.head.querySelector('link[rel="expect"][blocking="render"]')
      expect(firstPaintAwaits?.getAttribute("href")).toBe(`#${MAIN_CONTENT_ID}`)
      const skip = document.querySelector("body a")
      expect(skip?.getAttribute("href")).toBe(`#${MAIN_CONTENT_ID}`)
      expect(textOf(skip!)).toBe(asText(site.header.skipLinkLabel))
      const footer = document.querySelector("footer")!
      expect(textOf(footer)).toContain(asText(site.tagline))
      expect(textOf(footer)).toContain(asText(site.footer.copyright))
    },
  )

  it.each(pagesAndNotFound)("%s has no unresolved {placeholder} and no link that goes nowhere", (route) => {
    const document = builtPage(route)
    expect(textOf(document.body)).not.toMatch(/\{[A-Za-z][A-Za-z0-9]*\}/)
    for (const link of document.querySelectorAll("a")) {
      expect(link.getAttribute("href") ?? "").not.toMatch(/^#?$/)
      expect(link.getAttribute("href")).not.toMatch(/\{/)
    }
  })

  it.each(pagesAndNotFound)("%s opens every link to another site in a new tab, safely, and says so", (route) => {
    const document = builtPage(route)
    const external = [...document.querySelectorAll("a")].filter((link) =>
      /^https?:/.test(link.getAttribute("href") ?? ""),
    )
    for (const link of external) {
      expect(link.getAttribute("href")).toMatch(/^https:\/\//)
      expect(link.getAttribute("target")).toBe("_blank")
      expect(link.getAttribute("rel")).toBe("noopener noreferrer")
      expect(textOf(link)).toContain(asText(site.header.newTabHint))
    }
  })

  it("offers help (phone, email, the Contact page) in the same place on every page: one footer, links in one order (WCAG 3.2.6)", () => {
    const footerHrefs = (route: string) =>
      [...builtPage(route).querySelectorAll("footer a")].map((link) => link.getAttribute("href") ?? "")
    const first = footerHrefs(pagesAndNotFound[0])
    for (const route of pagesAndNotFound) expect(footerHrefs(route)).toEqual(first)
    // The footer's phone and email, and every link site.yaml gives it (among them the Contact page's).
    const { footer, contact } = site
    const footerLinks = [...footer.quickLinks, ...footer.communityLinks, ...footer.resourceLinks, ...footer.legalLinks]
    expect(first).toEqual(
      expect.arrayContaining([
        telHref(contact.phone),
        `mailto:${contact.email}`,
        ...footerLinks.map((link) => pageHref(link.href)),
      ]),
    )
  })

  it("shows the contact details in the footer from site.yaml", () => {
    const { contact } = site
    for (const route of pagesAndNotFound) {
      const footer = textOf(builtPage(route).querySelector("footer")!)
      // The phone number as written, never wrapping: no-break spaces and a non-breaking hyphen.
      expect(builtPage(route).querySelector("footer")?.textContent).toContain(unbreakablePhone(contact.phone))
      expect(footer).toContain(contact.email)
    }
  })

  it.each(pagesAndNotFound)("%s has a menu button that opens the navigation without JavaScript", (route) => {
    const document = builtPage(route)
    const button = document.querySelector("header button[popovertarget]")!
    const list = document.getElementById(button.getAttribute("popovertarget") ?? "")
    expect(button.getAttribute("type")).toBe("button")
    expect(list?.getAttribute("popover")).toBe("auto")
    expect(list?.closest("nav")?.getAttribute("aria-label")).toBe(site.header.navLabel)
    expect(textOf(button)).toContain(asText(site.header.menuButtonLabel))
    // Browsers without popover support get the links listed in full instead.
    expect(document.querySelector("head style")?.textContent).toContain("@supports selector(:popover-open)")
  })

  it("ships a favicon", () => {
    expect(existsSync(path.join(publicDir, "favicon.svg"))).toBe(true)
  })
})

describe("the not-found page", () => {
  it("says what its file says and links home", () => {
    const document = builtPage("404")
    const notFound = loadContent<{ heading: string; body: string; homeLinkLabel: string }>(fileOf("404"))
    expect(textOf(document.querySelector("h1")!)).toBe(asText(notFound.heading))
    expect(textOf(document.querySelector("main")!)).toContain(asText(notFound.body))
    const home = [...document.querySelectorAll("main a")].find((link) => link.getAttribute("href") === "/")
    expect(home && textOf(home)).toBe(asText(notFound.homeLinkLabel))
    expect(document.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex")
  })
})
