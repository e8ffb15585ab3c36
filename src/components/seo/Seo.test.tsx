/**
 * @jest-environment node
 */
// Rendered on the server, as Gatsby writes the head (React's browser build wants a TextEncoder jsdom lacks).
import { JSDOM } from "jsdom"
import type { ReactElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { loadContent, ownerSettings } from "../../../tests/support/fixtures/content-fixtures"
import { speculationRules } from "./speculation-rules"
import { languageOf } from "../../content/locale"
import { Seo } from "./Seo"

const site = loadContent<{ boardName: string; locale: string; sharing: { imageAlt: string } }>("site.yaml")
/** The live site's address, the owner's setting in publishing.yaml. */
const { siteUrl } = ownerSettings

/** The head Gatsby would write for these props, parsed. */
function headOf(element: ReactElement): Document {
  return new JSDOM(`<!doctype html><head>${renderToStaticMarkup(element)}</head>`).window.document
}

const content = (document: Document, selector: string) => document.querySelector(selector)?.getAttribute("content")

describe("Seo", () => {
  // Rendered in each test, once jest.setup.ts has given useStaticQuery the real site.yaml.
  let head: Document
  beforeEach(() => {
    head = headOf(<Seo seo={{ title: "About the Board", description: "Who we are." }} pathname="/about/" />)
  })

  it("titles the page 'Page | Site' and links the canonical address from the owner's siteUrl", () => {
    expect(head.title).toBe(`About the Board | ${site.boardName}`)
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${siteUrl}/about/`)
    expect(content(head, 'meta[property="og:url"]')).toBe(`${siteUrl}/about/`)
  })

  it("names the page's language and region from site.yaml for browsers and link previews", () => {
    expect(site.locale).toBe("en_US")
    expect(content(head, 'meta[property="og:locale"]')).toBe("en_US")
    expect(languageOf(site.locale)).toBe("en")
  })

  it("gives the share cards the title, the description and the share image with its size and alt text", () => {
    expect(content(head, 'meta[property="og:title"]')).toBe(`About the Board | ${site.boardName}`)
    expect(content(head, 'meta[property="og:description"]')).toBe("Who we are.")
    expect(content(head, 'meta[property="og:image"]')).toBe(`${siteUrl}/share-image.png`)
    expect(content(head, 'meta[property="og:image:width"]')).toBe("1200")
    expect(content(head, 'meta[property="og:image:height"]')).toBe("630")
    expect(content(head, 'meta[property="og:image:alt"]')).toBe(site.sharing.imageAlt)
    expect(content(head, 'meta[name="twitter:card"]')).toBe("summary_large_image")
    expect(content(head, 'meta[name="twitter:image:alt"]')).toBe(site.sharing.imageAlt)
  })

  it("links the icons", () => {
    const icons = [...head.querySelectorAll('link[rel="icon"], link[rel="apple-touch-icon"]')]
    expect(icons.map((link) => link.getAttribute("href"))).toEqual([
      "/favicon.ico",
      "/favicon.svg",
      "/apple-touch-icon.png",
    ])
  })

  it("describes the board and the website in JSON-LD, then the page's own nodes", () => {
    const withFaq = headOf(
      <Seo
        seo={{ title: "T", description: "D" }}
        pathname="/x"
        structuredData={[{ "@type": "FAQPage", mainEntity: [] }]}
      />,
    )
    const scripts = withFaq.querySelectorAll('script[type="application/ld+json"]')
    expect(scripts).toHaveLength(1)
    const { "@graph": graph } = JSON.parse(scripts[0].textContent ?? "") as { "@graph": { "@type": string }[] }
    expect(graph.map((node) => node["@type"])).toEqual(["Organization", "WebSite", "FAQPage"])
  })

  it("leaves the canonical link out and asks not to be indexed for the not-found page", () => {
    const notFound = headOf(<Seo seo={{ title: "Not found", description: "Nothing here." }} noIndex />)
    expect(notFound.querySelector('link[rel="canonical"]')).toBeNull()
    expect(notFound.querySelector('meta[property="og:url"]')).toBeNull()
    expect(content(notFound, 'meta[name="robots"]')).toBe("noindex")
  })

  it("carries the speculation rules (what they prerender: src/components/seo/speculation-rules.test.ts)", () => {
    const rules = head.querySelectorAll('script[type="speculationrules"]')
    expect(rules).toHaveLength(1)
    expect(rules[0].textContent).toBe(speculationRules)
  })

  it("puts the page's own scripts after the shared ones", () => {
    const page = headOf(
      <Seo seo={{ title: "Home", description: "Welcome." }} pathname="/">
        <script type="module" src="/widgets/carousel-0123456789abcdef0123.js" />
      </Seo>,
    )
    expect([...page.querySelectorAll("script")].at(-1)?.outerHTML).toBe(
      '<script type="module" src="/widgets/carousel-0123456789abcdef0123.js"></script>',
    )
  })
})
