/**
 * Which pages a publish must check: the pages whose HTML, or whose headers, changed since the last
 * build that passed the check. Each page's fingerprint is a hash of its built file and of the headers
 * the host sends with it (public/_headers, read as the host reads it), kept in a small record beside
 * Gatsby's cache. A page whose fingerprint is not in the record (a new page, a first run, a page that
 * failed last time) is checked; a change to a site-wide file (site.yaml, navigation.yaml, a shared
 * component) changes every page's HTML, so every page is checked.
 */
import { createHash } from "node:crypto"
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { htmlFilesOf, NOT_FOUND_FILE } from "../build/built-pages"
import { headersFor, type HostRule } from "../cdn/host-headers"
import type { SiteHost } from "../hosts"
import type { SitePage } from "../content/page-registry"

/** A file a visitor can be served, as the publish check sees it. */
export interface ServedPage {
  /** Where it is served: "/", "/about/"; for the file hosts answer unknown addresses with, "/404.html". */
  readonly address: string
  /** Below public/: "about/index.html". */
  readonly file: string
  /** The content file it is made from, below content/: "pages/about.yaml". */
  readonly contentFile: string
}

/** The address the not-found file is checked at: any address the site does not have, as visitors meet it. */
export const UNKNOWN_ADDRESS = "/no-such-page-publish-check/"

/** Every file served to visitors: each page of the registry at its address, and 404.html for unknown addresses. */
export function servedPagesOf(pages: readonly SitePage[]): ServedPage[] {
  return pages.flatMap((page) =>
    htmlFilesOf(page).map((file) => ({
      address: file === NOT_FOUND_FILE ? `/${NOT_FOUND_FILE}` : page.path,
      file,
      contentFile: page.file,
    })),
  )
}

/** The headers a host sends with a served file: for 404.html, those of an address the site does not have. */
export function hostHeadersOf(rules: readonly HostRule[], page: ServedPage, host: SiteHost): Map<string, string> {
  return headersFor(rules, page.file === NOT_FOUND_FILE ? UNKNOWN_ADDRESS : page.address, host)
}

/** Fingerprints by address. */
export type PageFingerprints = Readonly<Record<string, string>>

/** Each served page's fingerprint: its HTML and the headers it is served with. */
export function fingerprintsOf(
  publicDir: string,
  pages: readonly ServedPage[],
  rules: readonly HostRule[],
  host: SiteHost,
): PageFingerprints {
  return Object.fromEntries(
    pages.map((page) => {
      const hash = createHash("sha256").update(readFileSync(path.join(publicDir, page.file)))
      for (const [name, value] of hostHeadersOf(rules, page, host)) hash.update(`\n${name}: ${value}`)
      return [page.address, hash.digest("base64url")] as const
    }),
  )
}

/** Why pages are checked: they changed, or there is no record of a checked build to compare with. */
export interface PagesToCheck {
  readonly pages: readonly ServedPage[]
  readonly firstRun: boolean
}

/** The pages whose fingerprint differs from the record of the last build that passed (every page with no record). */
export function pagesToCheck(
  pages: readonly ServedPage[],
  current: PageFingerprints,
  checked: PageFingerprints | undefined,
): PagesToCheck {
  if (!checked) return { pages, firstRun: true }
  return { pages: pages.filter((page) => checked[page.address] !== current[page.address]), firstRun: false }
}

/**
 * The record to keep after a check: every page as it is now, but the ones that failed, which are
 * left out so the next publish checks them again.
 */
export function recordAfterCheck(current: PageFingerprints, failed: ReadonlySet<string>): PageFingerprints {
  return Object.fromEntries(Object.entries(current).filter(([address]) => !failed.has(address)))
}

export function readRecord(file: string): PageFingerprints | undefined {
  if (!existsSync(file)) return undefined
  try {
    const record: unknown = JSON.parse(readFileSync(file, "utf8"))
    if (record === null || typeof record !== "object" || Array.isArray(record)) return undefined
    return Object.fromEntries(
      Object.entries(record).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    )
  } catch {
    return undefined // unreadable: as if there were none, so every page is checked
  }
}

export function writeRecord(file: string, record: PageFingerprints): void {
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`)
}
