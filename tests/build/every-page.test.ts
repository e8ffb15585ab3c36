/**
 * What every built page must pass, however many pages editors add: its own policy under the
 * headers each host sends it, and links and fragments that resolve. Each page is parsed once, and
 * each check is one test over all of them that names every page that fails, so the cost per page
 * is the parse and the check, not a test's. (The Nu HTML Checker reads every page in one run:
 * nu-html-checker.test.ts; the sitemap lists every page: seo.test.ts.) What depends on a page's
 * kind or blocks is checked on a sample in the other files.
 */
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { headersFor, parseHeadersFile } from "../../src/cdn/host-headers"
import { SITE_HOSTS } from "../../src/hosts"
import { ADMIN_FOLDER } from "../../src/content/routes"
import { UNKNOWN_ADDRESS } from "../../src/publish/checked-pages"
import { BuiltSiteReader, linkProblems } from "../../src/publish/page-links"
import { policyProblems } from "../../src/publish/page-policy"
import { publicDir, servedFiles } from "./built-site"

const rules = parseHeadersFile(readFileSync(path.join(publicDir, "_headers"), "utf8"))
const site = new BuiltSiteReader(publicDir)
/** Where a built file is met: a page at its address, 404.html at any address the site does not have. */
const addressOf = (name: string) => (name === "404" ? UNKNOWN_ADDRESS : name)

/** Every file of public/, as a path from its top with forward slashes. */
function filesIn(dir: string, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesIn(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  )
}

/** The site's own files a page names: links, sources, picture sets, the share picture. */
function namedBy(document: Document): string[] {
  const urls = [
    ...[...document.querySelectorAll("[href]")].map((element) => element.getAttribute("href") ?? ""),
    ...[...document.querySelectorAll("[src]")].map((element) => element.getAttribute("src") ?? ""),
    ...[...document.querySelectorAll("[srcset]")].flatMap((element) =>
      (element.getAttribute("srcset") ?? "").split(",").map((candidate) => candidate.trim().split(/\s+/)[0]),
    ),
    ...[...document.querySelectorAll('meta[property="og:image"], meta[name="twitter:image"]')].map(
      (element) => element.getAttribute("content") ?? "",
    ),
  ]
  return urls.flatMap((url) => {
    const { pathname, origin } = new URL(url, "https://site.invalid/")
    return origin === "https://site.invalid" || pathname.startsWith("/") ? [decodeURIComponent(pathname)] : []
  })
}

function problemsOfEveryPage(check: (document: Document, name: string) => readonly string[]): string[] {
  return servedFiles.flatMap(({ name, file }) => {
    const document = site.documentOf(file)
    if (!document) return [`${name}: ${path.relative(publicDir, file)} is not a page`]
    return check(document, name).map((problem) => `${name}: ${problem}`)
  })
}

describe(`every page (${servedFiles.length})`, () => {
  it.each(SITE_HOSTS)(
    "is served by %s under its own policy, allowing exactly its inline scripts and styles, nothing unsafe, with every security header",
    (host) => {
      expect(
        problemsOfEveryPage((document, name) => policyProblems(document, headersFor(rules, addressOf(name), host))),
      ).toEqual([])
    },
  )

  it("links only to pages and fragments that exist, at their own addresses, over https, mailto: or tel:", () => {
    expect(problemsOfEveryPage((document, name) => (name === "404" ? [] : linkProblems(document, name, site)))).toEqual(
      [],
    )
  })

  it("are, with what they name, what hosts and crawlers read and the editor, all that public/ holds: nothing unserved is deployed", () => {
    const files = filesIn(publicDir)
    const pages = files.filter((file) => file.endsWith(".html") && !file.startsWith(`${ADMIN_FOLDER}/`))
    const manifest = JSON.parse(readFileSync(path.join(publicDir, "manifest.webmanifest"), "utf8")) as {
      icons: { src: string }[]
    }
    const named = new Set([
      ...pages.flatMap((page) => {
        const document = site.documentOf(path.join(publicDir, page))
        return document ? namedBy(document) : []
      }),
      ...manifest.icons.map((icon) => icon.src),
    ])
    // Read by hosts (_headers), crawlers (robots.txt, the sitemaps) and browsers by convention (favicon.ico).
    const wellKnown = new Set(["_headers", "robots.txt", "sitemap-index.xml", "favicon.ico"])
    const unexplained = files.filter(
      (file) =>
        !pages.includes(file) &&
        !file.startsWith(`${ADMIN_FOLDER}/`) &&
        !wellKnown.has(file) &&
        !/^sitemap-\d+\.xml$/.test(file) &&
        !named.has(`/${file}`),
    )
    expect(unexplained).toEqual([])
  })
})
