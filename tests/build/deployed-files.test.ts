/**
 * public/ is what gets deployed, so it holds exactly what is served: the pages, what they load,
 * the files hosts and crawlers read, and the content editor. Gatsby's runtime (its bundles, page
 * data, chunk map) is kept aside for the next build instead (src/build/unserved-files.ts).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { JSDOM } from "jsdom"
import { setAsideDirOf, unservedNamesIn } from "../../src/build/unserved-files"
import { ADMIN_FOLDER } from "../../src/content/routes"
import { publicDir } from "./built-site"

const root = path.join(publicDir, "..")

/** Every file of public/, as a path from its top with forward slashes. */
function filesIn(dir: string, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesIn(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  )
}

const files = filesIn(publicDir)
const pages = files.filter((file) => file.endsWith(".html") && !file.startsWith(`${ADMIN_FOLDER}/`))

/** The site's own files a page names: links, sources, picture sets, the share picture, the manifest. */
function namedBy(html: string): string[] {
  const document = new JSDOM(html).window.document
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

describe("what the build deploys (public/)", () => {
  it("holds nothing of Gatsby's runtime: no bundles, page data, chunk map or fragments", () => {
    expect(unservedNamesIn(publicDir)).toEqual([])
    expect(files.filter((file) => !file.includes("/") && file.endsWith(".js"))).toEqual([])
  })

  it("keeps Gatsby's page data and fragments aside, where the next incremental build takes them back", () => {
    const setAside = setAsideDirOf(root)
    expect(existsSync(path.join(setAside, "page-data", "index", "page-data.json"))).toBe(true)
    expect(existsSync(path.join(setAside, "page-data", "app-data.json"))).toBe(true)
  })

  it("holds only files that are served: pages, what they name, what hosts and crawlers read, and the editor", () => {
    const manifest = JSON.parse(readFileSync(path.join(publicDir, "manifest.webmanifest"), "utf8")) as {
      icons: { src: string }[]
    }
    const named = new Set([
      ...pages.flatMap((page) => namedBy(readFileSync(path.join(publicDir, page), "utf8"))),
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
