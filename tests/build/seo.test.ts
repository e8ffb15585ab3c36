/** What search engines, social networks and browsers read from the build: head metadata, JSON-LD, sitemap, robots, icons. */
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { JSDOM } from "jsdom"
import type { SiteYaml } from "../../src/content/site-yaml"
import { loadContent, ownerSettings } from "../support/fixtures/content-fixtures"
import { builtPage, publicDir, routes, sampledRoutes } from "./built-site"

// Both as the pages show them: {placeholders} resolved.
const site = loadContent<SiteYaml>("site.yaml")
/** The live site's address, the owner's setting in publishing.yaml. */
const { siteUrl } = ownerSettings
const constants = loadContent<{ recertCycleYears: number }>("constants.yaml")
// Page by page on a sample (every built-in page, one general page per block type); the sitemap lists every page.
const paths = sampledRoutes.map((route) => route.path)
/** The pages search engines are to list: all but the contact form's thank-you page, which asks them not to. */
const listedPaths = routes.filter((route) => route.listed).map((route) => route.path)
const urlOf = (route: string) => (route === "/" ? `${siteUrl}/` : `${siteUrl}${route}`)

const meta = (document: Document, attribute: "name" | "property", key: string) =>
  document.querySelector(`meta[${attribute}="${key}"]`)?.getAttribute("content") ?? undefined

type Node = Record<string, unknown> & { "@type": string }

/** The page's JSON-LD graph; fails the test when a block is not valid JSON. */
function structuredData(route: string): Node[] {
  const blocks = [...builtPage(route).querySelectorAll('script[type="application/ld+json"]')]
  return blocks.flatMap((block) => {
    const document = JSON.parse(block.textContent ?? "") as { "@context": string; "@graph": Node[] }
    expect(document["@context"]).toBe("https://schema.org")
    return document["@graph"]
  })
}

function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(path.join(publicDir, file))
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG")
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

describe("the head of every page", () => {
  it.each(paths)("%s has its canonical address, share cards and icons", (route) => {
    const document = builtPage(route)
    const title = document.title
    const description = meta(document, "name", "description")
    expect(title).toMatch(new RegExp(`^.+ \\| ${site.boardName}$`))
    expect(description).toBeTruthy()
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(urlOf(route))
    expect(meta(document, "property", "og:url")).toBe(urlOf(route))
    expect(meta(document, "property", "og:type")).toBe("website")
    expect(meta(document, "property", "og:site_name")).toBe(site.boardName)
    expect(meta(document, "property", "og:locale")).toBe(site.locale)
    expect(meta(document, "property", "og:title")).toBe(title)
    expect(meta(document, "property", "og:description")).toBe(description)
    expect(meta(document, "property", "og:image")).toBe(`${siteUrl}/share-image.png`)
    expect(meta(document, "property", "og:image:type")).toBe("image/png")
    expect(meta(document, "property", "og:image:width")).toBe("1200")
    expect(meta(document, "property", "og:image:height")).toBe("630")
    expect(meta(document, "property", "og:image:alt")).toBe(site.sharing.imageAlt)
    expect(meta(document, "name", "twitter:card")).toBe("summary_large_image")
    expect(meta(document, "name", "twitter:title")).toBe(title)
    expect(meta(document, "name", "twitter:description")).toBe(description)
    expect(meta(document, "name", "twitter:image")).toBe(`${siteUrl}/share-image.png`)
    expect(meta(document, "name", "twitter:image:alt")).toBe(site.sharing.imageAlt)
    expect(meta(document, "name", "theme-color")).toBe("#0b2a4a")
    expect(meta(document, "name", "robots")).toBe(listedPaths.includes(route) ? undefined : "noindex")
    const links = (rel: string) =>
      [...document.querySelectorAll(`link[rel="${rel}"]`)].map((link) => link.getAttribute("href"))
    expect(links("icon")).toEqual(["/favicon.ico", "/favicon.svg"])
    expect(links("apple-touch-icon")).toEqual(["/apple-touch-icon.png"])
    expect(links("manifest")).toEqual(["/manifest.webmanifest"])
  })

  it("differs from page to page in title, description, address and share text", () => {
    for (const read of [
      (document: Document) => document.title,
      (document: Document) => meta(document, "name", "description"),
      (document: Document) => document.querySelector('link[rel="canonical"]')?.getAttribute("href"),
      (document: Document) => meta(document, "property", "og:title"),
      (document: Document) => meta(document, "property", "og:description"),
      (document: Document) => meta(document, "name", "twitter:title"),
    ]) {
      const values = paths.map((route) => read(builtPage(route)))
      expect(new Set(values).size).toBe(paths.length)
    }
  })

  it("keeps the not-found page out of search results, with no canonical address", () => {
    const document = builtPage("404")
    expect(meta(document, "name", "robots")).toBe("noindex")
    expect(document.querySelector('link[rel="canonical"]')).toBeNull()
  })

  it("adds nothing else from the manifest plugin: no legacy icon links, no second theme colour", () => {
    const document = builtPage("/")
    expect(document.querySelectorAll('meta[name="theme-color"]')).toHaveLength(1)
    expect(document.querySelectorAll('link[rel="apple-touch-icon"]')).toHaveLength(1)
    expect(document.querySelectorAll('link[rel="sitemap"]')).toHaveLength(0)
  })
})

describe("structured data", () => {
  it.each([...paths, "404"])("%s describes the board and the website in valid JSON-LD", (route) => {
    const graph = structuredData(route)
    const board = graph.find((node) => node["@type"] === "Organization")
    expect(board).toMatchObject({
      name: site.boardName,
      alternateName: site.boardShortName,
      url: `${siteUrl}/`,
      logo: { "@type": "ImageObject", url: `${siteUrl}/icons/icon-512.png` },
      contactPoint: [{ "@type": "ContactPoint", telephone: site.contact.phone, email: site.contact.email }],
      parentOrganization: { "@type": "Organization", name: site.parentOrganizationName },
    })
    expect(graph.find((node) => node["@type"] === "WebSite")).toMatchObject({ url: `${siteUrl}/` })
  })

  it("describes the credential on /certification: recognised by the board, valid for the recertification cycle, with every exam domain", () => {
    const credential = structuredData("/certification").find(
      (node) => node["@type"] === "EducationalOccupationalCredential",
    )
    const domains = loadContent<{ title: string }[]>("domains.yaml").map((domain) => domain.title)
    expect(domains.length).toBeGreaterThan(0)
    expect(credential).toMatchObject({
      name: site.credentialName,
      credentialCategory: "certification",
      url: `${siteUrl}/certification/`,
      recognizedBy: { "@type": "Organization", name: site.boardName },
      validFor: `P${constants.recertCycleYears}Y`,
    })
    // An ISO 8601 duration in whole years.
    expect(credential?.validFor).toMatch(/^P[1-9]\d*Y$/)
    expect((credential?.competencyRequired as { name: string }[]).map((term) => term.name)).toEqual(domains)
  })

  it("puts the FAQ of faq.yaml on /community as an FAQPage", () => {
    const faq = structuredData("/community").find((node) => node["@type"] === "FAQPage")
    const entries = loadContent<{ question: string; answer: string }[]>("faq.yaml")
    expect(faq?.mainEntity).toEqual(
      entries.map((entry) => ({
        "@type": "Question",
        name: entry.question,
        acceptedAnswer: { "@type": "Answer", text: entry.answer },
      })),
    )
  })

  it("puts each page-specific node only where it belongs", () => {
    for (const route of paths) {
      const types = structuredData(route).map((node) => node["@type"])
      expect(types.includes("FAQPage")).toBe(route === "/community/")
      expect(types.includes("EducationalOccupationalCredential")).toBe(route === "/certification/")
    }
  })
})

describe("the sitemap", () => {
  const read = (file: string) =>
    new JSDOM(readFileSync(path.join(publicDir, file), "utf8"), { contentType: "text/xml" })

  it("lists exactly the site's pages, at the addresses they are served at", () => {
    const index = read("sitemap-index.xml").window.document
    const sitemaps = [...index.querySelectorAll("sitemap > loc")].map((loc) => loc.textContent)
    expect(sitemaps).toEqual([`${siteUrl}/sitemap-0.xml`])
    const urls = [...read("sitemap-0.xml").window.document.querySelectorAll("url > loc")].map((loc) => loc.textContent)
    expect([...urls].sort()).toEqual(listedPaths.map(urlOf).sort())
  })
})

describe("robots.txt", () => {
  it("points to the sitemap and keeps crawlers out of the admin app", () => {
    expect(readFileSync(path.join(publicDir, "robots.txt"), "utf8")).toBe(
      `User-agent: *\nDisallow: /admin\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`,
    )
  })
})

describe("icons, manifest and share image", () => {
  it("has the web manifest, named and coloured like the site, with icons that exist at their sizes", () => {
    const manifest = JSON.parse(readFileSync(path.join(publicDir, "manifest.webmanifest"), "utf8")) as {
      icons: { src: string; sizes: string; purpose?: string }[]
    }
    expect(manifest).toMatchObject({
      name: site.boardName,
      short_name: site.boardShortName,
      start_url: "/",
      theme_color: "#0b2a4a",
    })
    for (const icon of manifest.icons) {
      const { width, height } = pngSize(icon.src)
      expect(`${width}x${height}`).toBe(icon.sizes)
    }
    expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true)
  })

  it("ships the share image at 1200 x 630, the Apple touch icon at 180 and the favicons", () => {
    expect(pngSize("share-image.png")).toEqual({ width: 1200, height: 630 })
    expect(pngSize("apple-touch-icon.png")).toEqual({ width: 180, height: 180 })
    const ico = readFileSync(path.join(publicDir, "favicon.ico"))
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3])
    expect(existsSync(path.join(publicDir, "favicon.svg"))).toBe(true)
  })
})
