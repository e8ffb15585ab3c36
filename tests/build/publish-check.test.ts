/**
 * The publish check's page checks on the built site (a scratch copy of public/), with the record of a
 * checked build in which two pages have changed since: one as built, one with a mistake each check
 * should catch. Only those two are checked; the first passes, the second fails each check; the record
 * keeps the first and leaves out the second, so the next publish checks it again.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import type { Server } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import path from "node:path"
import { startServer } from "../../scripts/serve"
import { parseHeadersFile } from "../../src/cdn/host-headers"
import { sitePagesIn } from "../../src/content/site-pages"
import { checkChangedPages } from "../../src/publish/check-pages"
import { fingerprintsOf, readRecord, servedPagesOf, writeRecord } from "../../src/publish/checked-pages"
import { PAGE_CHECKS, type PublishResult } from "../../src/publish/report"
import { contentDir, publishing } from "../support/fixtures/content-fixtures"
import { publicDir } from "./built-site"

const scratch = mkdtempSync(path.join(tmpdir(), "publish-check-"))
const site = path.join(scratch, "public")
const recordFile = path.join(scratch, "checked-pages.json")
const pages = servedPagesOf(sitePagesIn(contentDir))
const [clean, broken] = pages.filter((page) => page.address !== "/" && !page.address.startsWith("/404"))

let server: Server
let result: PublishResult

beforeAll(async () => {
  // The content editor's folder is most of public/, and no page links into it.
  cpSync(publicDir, site, { recursive: true, filter: (source) => path.basename(source) !== "admin" })
  const rules = parseHeadersFile(readFileSync(path.join(site, "_headers"), "utf8"))
  writeRecord(recordFile, {
    ...fingerprintsOf(site, pages, rules, publishing.host),
    [clean.address]: "an older build",
  })

  const file = path.join(site, broken.file)
  const html = readFileSync(file, "utf8")
  const mistakes = [
    // Nu: two elements with one id.
    '<p id="main-content">Again</p>',
    // axe: a picture with no text alternative.
    '<img src="/favicon.svg" width="24" height="24">',
    // links: a section the page does not have.
    `<a href="${broken.address}#no-such-section">Nowhere</a>`,
  ].join("")
  writeFileSync(
    file,
    html
      .replace("</main>", `${mistakes}</main>`)
      // policy: a style the page's policy does not allow (its hash was taken before).
      .replace("</style>", "main{outline:0}</style>"),
  )

  server = await startServer(0, "127.0.0.1", site)
  result = await checkChangedPages({
    publicDir: site,
    contentDir,
    recordFile,
    host: publishing.host,
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
  })
})

afterAll(() => {
  server?.closeAllConnections()
  server?.close()
  rmSync(scratch, { recursive: true, force: true })
})

describe("the publish check's page checks", () => {
  it("check only the pages that changed since the last checked build", () => {
    expect(result.firstRun).toBe(false)
    expect(result.checked.map((page) => page.address).sort()).toEqual([broken.address, clean.address].sort())
  })

  it("find nothing on a page as built", () => {
    expect(result.findings.filter((finding) => finding.address === clean.address)).toEqual([])
  })

  it.each(PAGE_CHECKS)("find the mistake %s can see on the changed page", (check) => {
    const found = result.findings.filter((finding) => finding.address === broken.address && finding.check === check)
    expect(found.map((finding) => finding.message)).toEqual(expect.arrayContaining([expect.any(String)]))
  })

  it("name what each found in words: the duplicate id, the picture, the missing section, the style", () => {
    const messages = result.findings.map((finding) => `${finding.check}: ${finding.message}`).join("\n")
    expect(messages).toMatch(
      /Nu HTML Checker: Duplicate ID “main-content”\. Near: .*<p id="main-content">Again.* \(line \d+ of the page's HTML\)/,
    )
    expect(messages).toMatch(/axe at phone width: Images must have alternative text \(axe rule image-alt/)
    expect(messages).toContain(`has no element with the id "no-such-section"`)
    expect(messages).toMatch(/policy and headers: its meta policy allows styles '[^']+', but the page has '[^']+'/)
    expect(messages).toMatch(/policy and headers: at desktop width, its policy blocked inline code \(style-src/)
  })

  it("keep the page that passed in the record and leave out the one that failed", () => {
    const record = readRecord(recordFile) ?? {}
    expect(record[clean.address]).toBeDefined()
    expect(record[clean.address]).not.toBe("an older build")
    expect(record[broken.address]).toBeUndefined()
  })
})
