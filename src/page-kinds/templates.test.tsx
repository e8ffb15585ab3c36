/**
 * Every page of the site, rendered by its kind's template (src/page-kinds/<kind>/template.tsx) with the data
 * its query reads, built from the content files as the page registry says (pageData). A page an
 * editor adds under content/pages/ is rendered here with no change to this file.
 */
import type { ComponentType } from "react"
import { render } from "@testing-library/react"
import { pageHref } from "../content/links"
import { buildDateForSite } from "../content/build-date"
import { pageData, type PageKind } from "../content/page-registry"
import { loadContent, ownerSettings, sampledPages, sitePages } from "../../tests/support/fixtures/content-fixtures"
import { pageReads } from "../../tests/support/fixtures/page-reads"

type Yaml = Record<string, unknown>
type Template = ComponentType<{ data: Yaml; location: { pathname: string } }>

/** A kind's template, as gatsby-node.ts's createPages finds it: src/page-kinds/<kind>/template.tsx. */
async function templateOf(kind: PageKind): Promise<Template> {
  const module: unknown = await import(`./${kind}/template`)
  const component = (module as { default?: unknown }).default
  if (typeof component !== "function") throw new Error(`src/page-kinds/${kind}/template.tsx has no default export`)
  return component as Template
}

/** Every text value in a YAML file with its path, like "mission.paragraphs.0". */
function textsOf(value: unknown, at = ""): [string, string][] {
  if (typeof value === "string") return [[at, value]]
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, `${at}.${index}`))
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => textsOf(item, at ? `${at}.${key}` : key))
  }
  return []
}

/**
 * Text of a kind's file that is not shown as words on its page: the carousel's label, and the play
 * label that only shows once the slide show is paused; the directory's practice types, offered
 * as suggestions of a search field.
 */
const attributeOnly: Partial<Record<PageKind, readonly RegExp[]>> = {
  home: [/^carousel\.(label|positionWord|playLabel)$/],
  directory: [/^searchForm\.practiceTypes\./],
  // The support panel's name for screen readers (SupportPanel.test.tsx).
  contact: [/^supportPanelLabel$/],
  // The words of events with days and of their pages, of an event with neither days nor a "when",
  // and of an event's status, which the shipped events (none dated yet, each with its "when", none
  // cancelled) do not show:
  // tests/build/events-in-time.test.ts builds the site with dated events and reads them.
  community: [
    /^eventLabels\.(status|where|online|joinOnline|toBeAnnounced|register|addToCalendar|pastHeading|eventEyebrow|detailsHeading|aboutHeading|ended|allEvents)$/,
  ],
}

/**
 * Text that is not meant to appear as words on any page: search metadata, ids, link targets, a
 * block's kind, the GraphQL type the query adds to a block, and a picture's file and alt text
 * (its attribute, checked on its own).
 */
function isShownAsText(path: string, kind: PageKind): boolean {
  return (
    !/^seo\./.test(path) &&
    !/(^|\.)(id|href|type|__typename|alt|previewUrl)$/.test(path) &&
    !(attributeOnly[kind] ?? []).some((pattern) => pattern.test(path))
  )
}

it("renders every kind of page, and a general page for each block type any general page uses", () => {
  expect(new Set(sampledPages.map((page) => page.kind))).toEqual(new Set(sitePages.map((page) => page.kind)))
  expect(sampledPages.filter((page) => page.kind === "general").length).toBeGreaterThan(0)
})

// A sample: the general pages share one template, and one page per block type draws every block.
describe.each(sampledPages.map((page) => ({ ...page, route: page.path })))("the $route page", (page) => {
  async function renderPage() {
    const Template = await templateOf(page.kind)
    const beyond = { buildDate: buildDateForSite(loadContent("site.yaml")), ownerSettings }
    render(<Template data={pageData(page, loadContent, beyond, pageReads)} location={{ pathname: page.path }} />)
    return (document.body.textContent ?? "").replace(/\s+/g, " ")
  }

  it(`shows every sentence of ${page.file}`, async () => {
    const text = await renderPage()
    const missing = textsOf(loadContent(page.file))
      .filter(([path]) => isShownAsText(path, page.kind))
      .filter(([, value]) => !text.includes(value.replace(/\s+/g, " ")))
    expect(missing).toEqual([])
  })

  it(`links everywhere ${page.file} says`, async () => {
    await renderPage()
    const hrefs = [...document.querySelectorAll("a")].map((link) => link.getAttribute("href"))
    const expected = textsOf(loadContent(page.file)).filter(([path]) => /(^|\.)href$/.test(path))
    // Pages of this site are linked at the address they are served at (pageHref: /about/).
    for (const [, href] of expected) expect(hrefs).toContain(pageHref(href))
  })

  it(`gives every picture of ${page.file} its alt text`, async () => {
    await renderPage()
    const alts = [...document.querySelectorAll("img")].map((image) => image.getAttribute("alt"))
    const expected = textsOf(loadContent(page.file)).filter(([path]) => /(^|\.)alt$/.test(path))
    for (const [, alt] of expected) expect(alts).toContain(alt)
  })

  it("has one h1, from its hero or heading", async () => {
    await renderPage()
    expect(document.querySelectorAll("h1")).toHaveLength(1)
  })
})
