/** @jest-environment node */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { parseHeadersFile } from "../cdn/host-headers"
import { sitePagesIn } from "../content/site-pages"
import { contentDir } from "../../tests/support/fixtures/content-fixtures"
import {
  fingerprintsOf,
  pagesToCheck,
  readRecord,
  recordAfterCheck,
  servedPagesOf,
  writeRecord,
  type ServedPage,
} from "./checked-pages"

const pages: ServedPage[] = [
  { address: "/", file: "index.html", contentFile: "pages/home.yaml" },
  { address: "/about/", file: "about/index.html", contentFile: "pages/about.yaml" },
  { address: "/404.html", file: "404.html", contentFile: "pages/not-found.yaml" },
]

describe("which pages a publish checks", () => {
  let publicDir: string
  beforeEach(() => {
    publicDir = mkdtempSync(path.join(tmpdir(), "checked-pages-"))
    mkdirSync(path.join(publicDir, "about"))
    writeFileSync(path.join(publicDir, "index.html"), "<p>home</p>")
    writeFileSync(path.join(publicDir, "about", "index.html"), "<p>about</p>")
    writeFileSync(path.join(publicDir, "404.html"), "<p>not found</p>")
  })
  afterEach(() => rmSync(publicDir, { recursive: true, force: true }))

  const rules = (aboutPolicy: string) =>
    parseHeadersFile(`/*\n  X-Frame-Options: DENY\n/about/\n  Content-Security-Policy: ${aboutPolicy}\n`)

  it("serves every page of the registry, and 404.html for unknown addresses, made from the not-found page's file", () => {
    const served = servedPagesOf(sitePagesIn(contentDir))
    expect(served.find((page) => page.address === "/404.html")).toEqual({
      address: "/404.html",
      file: "404.html",
      contentFile: "pages/not-found.yaml",
    })
    expect(served.find((page) => page.address === "/about/")?.file).toBe("about/index.html")
  })

  it("checks every page when there is no record of a checked build", () => {
    const current = fingerprintsOf(publicDir, pages, rules("default-src 'self'"), "cloudflare-pages")
    expect(pagesToCheck(pages, current, undefined)).toEqual({ pages, firstRun: true })
  })

  it("checks only the pages whose HTML changed", () => {
    const before = fingerprintsOf(publicDir, pages, rules("default-src 'self'"), "cloudflare-pages")
    writeFileSync(path.join(publicDir, "about", "index.html"), "<p>about us</p>")
    const after = fingerprintsOf(publicDir, pages, rules("default-src 'self'"), "cloudflare-pages")
    expect(pagesToCheck(pages, after, before).pages.map((page) => page.address)).toEqual(["/about/"])
  })

  it("checks a page whose headers changed, and every page when a header of all of them did", () => {
    const before = fingerprintsOf(publicDir, pages, rules("default-src 'self'"), "cloudflare-pages")
    const policyChanged = fingerprintsOf(publicDir, pages, rules("default-src 'none'"), "cloudflare-pages")
    expect(pagesToCheck(pages, policyChanged, before).pages.map((page) => page.address)).toEqual(["/about/"])
    const everywhere = fingerprintsOf(
      publicDir,
      pages,
      parseHeadersFile("/*\n  X-Frame-Options: SAMEORIGIN\n/about/\n  Content-Security-Policy: default-src 'self'\n"),
      "cloudflare-pages",
    )
    expect(pagesToCheck(pages, everywhere, before).pages).toEqual(pages)
  })

  it("keeps the record of a passing check, and leaves out failed pages so the next publish checks them again", () => {
    const current = fingerprintsOf(publicDir, pages, rules("default-src 'self'"), "cloudflare-pages")
    const record = recordAfterCheck(current, new Set(["/about/"]))
    const file = path.join(publicDir, "record", "checked-pages.json")
    writeRecord(file, record)
    expect(readRecord(file)).toEqual(record)
    expect(pagesToCheck(pages, current, readRecord(file)).pages.map((page) => page.address)).toEqual(["/about/"])
  })

  it("treats an unreadable record as none", () => {
    const file = path.join(publicDir, "broken.json")
    writeFileSync(file, "{ not json")
    expect(readRecord(file)).toBeUndefined()
    expect(readRecord(path.join(publicDir, "absent.json"))).toBeUndefined()
  })
})
