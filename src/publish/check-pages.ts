/**
 * The publish check's last step: on every page whose HTML or headers changed since the last checked
 * build, every check a content change can break. The W3C Nu HTML Checker (in Java) runs beside the
 * browser (axe at both widths, and the page's policy as Chromium enforces it); the links and the
 * policy against the headers are read from the files meanwhile. The record of checked pages is
 * updated for the next publish, without the pages that failed, so they are checked again.
 */
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { parseHeadersFile, type HostRule } from "../cdn/host-headers"
import type { SiteHost } from "../hosts"
import { sitePagesIn } from "../content/site-pages"
import { checkInBrowser, type BrowserFinding } from "./browser-checks"
import {
  fingerprintsOf,
  hostHeadersOf,
  pagesToCheck,
  readRecord,
  recordAfterCheck,
  servedPagesOf,
  UNKNOWN_ADDRESS,
  writeRecord,
  type ServedPage,
} from "./checked-pages"
import { nuCheck } from "./nu-checker"
import { linkProblems, BuiltSiteReader } from "./page-links"
import { policyProblems } from "./page-policy"
import { PAGE_CHECKS, type PageCheck, type PageFinding, type PublishResult } from "./report"
import { NOT_FOUND_FILE } from "../build/built-pages"

export interface PageCheckInputs {
  readonly publicDir: string
  readonly contentDir: string
  /** The record of the pages the last publish checked: read, then written. */
  readonly recordFile: string
  /** Where public/ is being served, as a host serves it (scripts/serve.ts), for the browser. */
  readonly baseUrl: string
  /** Check every page, whatever the record says. */
  readonly all?: boolean
  /** The host the site is published to (publishing.yaml), whose reading of _headers the checks follow. */
  readonly host: SiteHost
}

function browserFindingOf(finding: BrowserFinding): PageFinding {
  return {
    address: finding.address,
    check: finding.kind === "axe" ? `axe at ${finding.width} width` : "policy and headers",
    message: finding.kind === "axe" ? finding.message : `at ${finding.width} width, ${finding.message}`,
  }
}

/** The checks read from the files: links and fragments, and the policy against the headers the host sends. */
function fileFindings(
  publicDir: string,
  pages: readonly ServedPage[],
  rules: readonly HostRule[],
  host: SiteHost,
): PageFinding[] {
  const site = new BuiltSiteReader(publicDir)
  return pages.flatMap((page) => {
    const found = (check: PageCheck) => (message: string) => ({ address: page.address, check, message })
    const document = site.documentOf(path.join(publicDir, page.file))
    if (!document) return [found("links and fragments")("it is not a page")]
    return [
      ...linkProblems(document, page.address, site).map(found("links and fragments")),
      ...policyProblems(document, hostHeadersOf(rules, page, host)).map(found("policy and headers")),
    ]
  })
}

async function nuFindings(publicDir: string, pages: readonly ServedPage[]): Promise<PageFinding[]> {
  if (pages.length === 0) return []
  const byFile = new Map(pages.map((page) => [path.resolve(publicDir, page.file), page.address]))
  const messages = await nuCheck([...byFile.keys()])
  return messages.map((message) => {
    const file = new URL(message.url).pathname
    return {
      address: byFile.get(file) ?? file,
      check: "Nu HTML Checker" as const,
      message: `${message.message}${message.extract ? ` Near: ${message.extract.replace(/\s+/g, " ").trim()}` : ""} (line ${message.lastLine ?? "?"} of the page's HTML)`,
    }
  })
}

export async function checkChangedPages(inputs: PageCheckInputs): Promise<PublishResult> {
  const started = performance.now()
  const { publicDir, host } = inputs
  const pages = servedPagesOf(sitePagesIn(inputs.contentDir))
  const headersFile = path.join(publicDir, "_headers")
  const rules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, "utf8")) : []
  const current = fingerprintsOf(publicDir, pages, rules, host)
  const { pages: checked, firstRun } = inputs.all
    ? { pages, firstRun: true }
    : pagesToCheck(pages, current, readRecord(inputs.recordFile))

  const visits = checked.map((page) => ({
    address: page.address,
    openAt: page.file === NOT_FOUND_FILE ? UNKNOWN_ADDRESS : page.address,
  }))
  const [nu, browser] = await Promise.all([nuFindings(publicDir, checked), checkInBrowser(inputs.baseUrl, visits)])
  const findings = [...nu, ...browser.map(browserFindingOf), ...fileFindings(publicDir, checked, rules, host)]
  // In the pages' order, each page's problems in the order of the checks.
  const order = new Map(checked.map((page, index) => [page.address, index]))
  findings.sort(
    (a, b) =>
      (order.get(a.address) ?? 0) - (order.get(b.address) ?? 0) ||
      PAGE_CHECKS.indexOf(a.check) - PAGE_CHECKS.indexOf(b.check),
  )

  writeRecord(inputs.recordFile, recordAfterCheck(current, new Set(findings.map((finding) => finding.address))))
  return { pages, checked, firstRun, findings, seconds: (performance.now() - started) / 1000 }
}
