/**
 * The built site as Cloudflare Pages serves it (`wrangler pages dev`, the CDN's own runtime and
 * rules for clean URLs, trailing slashes, `_headers` and the not-found page), crawled as a search
 * engine would: every address the sitemap lists, and every internal link, canonical address and
 * og:url of every page reached, must answer 200 itself. A redirect there costs each visitor a
 * round trip and makes crawlers doubt which address is the page's.
 * The site's Pages Functions (functions/, the editor's login) run too, as they do once deployed:
 * the pages and their headers must be the same with them.
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import { JSDOM } from "jsdom"
import { CALENDAR_CONTENT_TYPE, editorContentSecurityPolicy, openerPolicy } from "../../src/cdn/headers"
import { headersFor, parseHeadersFile } from "../../src/cdn/host-headers"
import { EVENTS_FEED_PATH } from "../../src/content/events"
import { policyProblems } from "../../src/publish/page-policy"
import { publishing } from "../support/fixtures/content-fixtures"
import { publicDir } from "./built-site"
import { functionsDir, startPagesDev, type PagesDev } from "./pages-dev"
import { BUILD_TEST_MS } from "../support/time-limits"

const siteOrigin = new URL(publishing.siteUrl).origin
const rules = parseHeadersFile(readFileSync(path.join(publicDir, "_headers"), "utf8"))
const notFoundHtml = readFileSync(path.join(publicDir, "404.html"), "utf8")
const unknownAddress = "/no-such-page/"
/** Beside the editor's login (/api/auth, /api/auth/callback) but not it: static files answer. */
const besideTheFunctions = ["/api/other", "/api/auth/other"]

/** Every `<loc>` of an XML file of public/ (a sitemap index or a sitemap). */
function locsOf(file: string): string[] {
  const xml = new JSDOM(readFileSync(path.join(publicDir, file), "utf8"), { contentType: "text/xml" })
  return [...xml.window.document.getElementsByTagName("loc")].map((loc) => (loc.textContent ?? "").trim())
}

/** A URL of the site as an address on it (path and query); null when it is not on siteUrl's origin. */
function addressOf(url: string, base = siteOrigin): string | null {
  const parsed = new URL(url, base)
  return parsed.origin === siteOrigin ? parsed.pathname + parsed.search : null
}

/** The sitemap files, then the addresses they list, from public/ as the build wrote them. */
const sitemapFiles = locsOf("sitemap-index.xml")
const sitemapUrls = sitemapFiles.flatMap((url) => locsOf(new URL(url).pathname))

/** A crawl of the site's own addresses stays within a few per page the sitemap lists, however many pages there are. */
const crawlLimit = 3 * sitemapUrls.length + 100
// The build tests' limit, which covers wrangler's start, and the crawl's: a few milliseconds an address.
jest.setTimeout(BUILD_TEST_MS + 50 * crawlLimit)

/** One response as a crawler that follows no redirect sees it. */
interface Answer {
  readonly status: number
  readonly location: string | null
  readonly headers: Headers
  /** The parsed page, for a 200 HTML response. */
  readonly page: Document | null
  readonly body: string
}

let server: PagesDev | undefined
/** Every address fetched, by address. */
const answers = new Map<string, Answer>()
/** Each address that must answer 200 itself, with where the crawl found it ("link on /about/"). */
const mustAnswer = new Map<string, Set<string>>()
/** URLs that should be the site's but name another origin. */
const offSite: string[] = []

async function fetchAnswer(address: string): Promise<Answer> {
  if (!server) throw new Error("wrangler pages dev is not running")
  const response = await fetch(server.origin + address, { redirect: "manual" })
  const body = await response.text()
  const isPage = response.status === 200 && (response.headers.get("content-type") ?? "").startsWith("text/html")
  return {
    status: response.status,
    location: response.headers.get("location"),
    headers: response.headers,
    page: isPage ? new JSDOM(body).window.document : null,
    body,
  }
}

/** Notes that `url` must answer 200, found at `source`; returns its address, or null when off the site. */
function expectAnswer(url: string, base: string, source: string): string | null {
  const address = addressOf(url, siteOrigin + base)
  if (address === null) {
    offSite.push(`${source}: ${url}`)
    return null
  }
  mustAnswer.set(address, (mustAnswer.get(address) ?? new Set()).add(source))
  return address
}

/** What a page points a crawler to on the site: its links (fragments dropped), canonical address and og:url. */
function addressesOn(page: Document, address: string, name = address): string[] {
  const found: string[] = []
  const note = (url: string | null | undefined, source: string) => {
    if (!url) return
    // Links to other sites are not ours to check; canonical and og:url must be ours.
    if (source.startsWith("link") && addressOf(url, siteOrigin + address) === null) return
    const target = expectAnswer(url, address, source)
    if (target !== null) found.push(target)
  }
  for (const link of page.querySelectorAll("a[href]")) {
    const href = link.getAttribute("href")
    // "#main-content" is a place in this document, not another address (on the not-found page it
    // would name the unknown address itself).
    if (!href?.startsWith("#")) note(href, `link on ${name}`)
  }
  note(page.querySelector('link[rel="canonical"]')?.getAttribute("href"), `canonical of ${name}`)
  note(page.querySelector('meta[property="og:url"]')?.getAttribute("content"), `og:url of ${name}`)
  return found
}

/**
 * Fetches every address reachable from `start`. A redirect is followed, as crawlers do, so the
 * pages behind it are still crawled; it stays in `answers` for the tests to report.
 */
async function crawl(start: readonly string[]): Promise<void> {
  const queue = [...start]
  while (queue.length > 0) {
    const address = queue.shift()!
    if (answers.has(address)) continue
    // A runaway crawl (an ever-growing query string, say) stops here instead of at jest's timeout.
    if (answers.size >= crawlLimit) throw new Error(`more than ${crawlLimit} addresses; last: ${address}`)
    const answer = await fetchAnswer(address)
    answers.set(address, answer)
    if (answer.location !== null && server) {
      const target = new URL(answer.location, server.origin + address)
      if (target.origin === server.origin || target.origin === siteOrigin) queue.push(target.pathname + target.search)
    }
    if (answer.page) queue.push(...addressesOn(answer.page, address))
  }
}

/** "/about: 308 → /about/ (link on /, canonical of /about/, +6 more)" for each address that does not answer 200. */
function notAnswering(addresses: Iterable<string>): string[] {
  return [...addresses].flatMap((address) => {
    const answer = answers.get(address)
    if (answer?.status === 200) return []
    const sources = [...(mustAnswer.get(address) ?? [])]
    const where = sources.slice(0, 3).join(", ") + (sources.length > 3 ? `, +${sources.length - 3} more` : "")
    const what = answer ? `${answer.status}${answer.location ? ` → ${answer.location}` : ""}` : "not fetched"
    return [`${address}: ${what} (${where})`]
  })
}

beforeAll(async () => {
  server = await startPagesDev(publicDir, { functionsDir })
  const sitemap = [`${siteOrigin}/sitemap-index.xml`, ...sitemapFiles, ...sitemapUrls].flatMap(
    (url) => expectAnswer(url, "/", "sitemap") ?? [],
  )
  // The not-found page's links count too: a crawler that lands on a dead address follows them.
  const notFound = await fetchAnswer(unknownAddress)
  answers.set(unknownAddress, notFound)
  const fromNotFound = addressesOn(new JSDOM(notFound.body).window.document, unknownAddress, "the not-found page")
  await crawl([...sitemap, ...fromNotFound])
  const pages = [...answers.values()].filter((answer) => answer.page).length
  const redirects = [...answers.values()].filter((answer) => answer.location !== null).length
  console.log(
    `wrangler pages dev: ${answers.size} addresses fetched, ${mustAnswer.size} to check, ${pages} pages, ${redirects} redirects`,
  )
})

afterAll(async () => {
  await server?.stop()
})

describe("the built site on Cloudflare Pages' runtime (wrangler pages dev)", () => {
  it(`answers the sitemap's ${sitemapUrls.length} addresses and its ${sitemapFiles.length + 1} files with 200, not a redirect`, () => {
    expect(sitemapUrls.length).toBeGreaterThan(0)
    const listed = [...mustAnswer].filter(([, sources]) => sources.has("sitemap")).map(([address]) => address)
    expect(offSite.filter((entry) => entry.startsWith("sitemap"))).toEqual([])
    expect(notAnswering(listed)).toEqual([])
  })

  it("answers every internal link, canonical address and og:url of every page with 200, not a redirect", () => {
    const found = [...mustAnswer].filter(([, sources]) => [...sources].some((source) => source !== "sitemap"))
    expect(found.length).toBeGreaterThanOrEqual(sitemapUrls.length)
    expect(offSite).toEqual([])
    expect(notAnswering(found.map(([address]) => address))).toEqual([])
  })

  it("sends every page the headers _headers gives its address, and each page holds its own policy under them", () => {
    const pages = [...answers].filter(([, answer]) => answer.page)
    expect(pages.length).toBeGreaterThanOrEqual(sitemapUrls.length)
    const wrong = pages.flatMap(([address, { headers, page }]) => {
      const expected = headersFor(rules, address, "cloudflare-pages")
      const served = new Map([...headers].map(([name, value]) => [name.toLowerCase(), value] as const))
      return [
        ...[...expected]
          .filter(([name, value]) => served.get(name) !== value)
          .map(([name]) => `${address}: ${name} is ${JSON.stringify(served.get(name))}, not what _headers says`),
        // Its meta policy allows exactly its inline code, and the real response carries every header it needs.
        ...(page ? policyProblems(page, served).map((problem) => `${address}: ${problem}`) : []),
      ]
    })
    expect(wrong).toEqual([])
  })

  it("serves the events' calendar feed, linked from the Community page, as text/calendar under the site-wide headers", () => {
    // Reached by the crawl: the Community page links it, whatever events there are.
    const answer = answers.get(EVENTS_FEED_PATH)
    expect(answer?.status).toBe(200)
    expect(answer?.body.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true)
    const expected = headersFor(rules, EVENTS_FEED_PATH, "cloudflare-pages")
    expect(expected.get("content-type")).toBe(CALENDAR_CONTENT_TYPE)
    expect([...expected].filter(([name, value]) => answer?.headers.get(name) !== value)).toEqual([])
  })

  it("gives the content editor exactly its own policy and opener policy: its rule detaches the site-wide ones", async () => {
    const answer = await fetchAnswer("/admin/")
    expect(answer.status).toBe(200)
    expect(answer.headers.get("content-security-policy")).toBe(editorContentSecurityPolicy(publishing))
    expect(answer.headers.get("cross-origin-opener-policy")).toBe(openerPolicy("/admin/", publishing))
  })

  it(`answers an unknown address (${unknownAddress}) with the not-found page and status 404, under the site-wide headers`, () => {
    const answer = answers.get(unknownAddress)
    expect(answer?.status).toBe(404)
    expect(answer?.body).toContain(notFoundHtml.trim())
    expect(answer?.headers.get("x-content-type-options")).toBe("nosniff")
    // 404.html carries its own policy in a <meta> element; the header is the site-wide one.
    expect(answer?.headers.get("content-security-policy")).toBe(
      headersFor(rules, unknownAddress, "cloudflare-pages").get("content-security-policy"),
    )
  })

  it("runs the site's Functions in this crawl: /api/auth is the editor's login, not a static file", async () => {
    // Without bindings the login says it is not set up: the Function answered, not the not-found page.
    const answer = await fetchAnswer("/api/auth?provider=github")
    expect(answer.status).toBe(503)
    expect(answer.body).toContain("The editor's GitHub login is not set up yet")
  })

  it.each(besideTheFunctions)(
    "answers %s, beside the editor's login, from the static files: the not-found page under _headers",
    async (address) => {
      const answer = await fetchAnswer(address)
      expect(answer.status).toBe(404)
      expect(answer.body).toContain(notFoundHtml.trim())
      // Only static answers get _headers (a Function's never do): every header it gives this address is there.
      // Cloudflare answers a not-found with Cache-Control: no-store whatever _headers says; the rest is _headers'.
      const expected = [...headersFor(rules, address, "cloudflare-pages")].filter(([name]) => name !== "cache-control")
      expect(expected.length).toBeGreaterThan(0)
      expect(answer.headers.get("cache-control")).toBe("no-store")
      expect(expected.filter(([name, value]) => answer.headers.get(name) !== value)).toEqual([])
    },
  )
})
