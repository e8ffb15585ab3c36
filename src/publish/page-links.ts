/**
 * A built page's links against the built site: every link to a page of this site reaches a file of
 * public/ without a redirect, and every #fragment an element of the page it names. Links to other
 * sites are secure, and email and phone links well formed. The publish check runs it on each changed
 * page; the browser suite follows the same links in Chromium.
 */
import { readFileSync } from "node:fs"
import { JSDOM } from "jsdom"
import { folderRedirectOf, servedFileAt } from "../cdn/served-file"

/** The built site, its pages parsed once each as links reach them. */
export class BuiltSiteReader {
  private readonly documents = new Map<string, Document | null>()

  constructor(readonly publicDir: string) {}

  /** The file public/ serves at an address without a redirect, or undefined (src/cdn/served-file.ts). */
  fileAt(pathname: string): string | undefined {
    return servedFileAt(this.publicDir, pathname)
  }

  /** The page at a file, parsed (no script runs); null for a file that is not HTML. */
  documentOf(file: string): Document | null {
    let document = this.documents.get(file)
    if (document === undefined) {
      document = file.endsWith(".html") ? new JSDOM(readFileSync(file, "utf8")).window.document : null
      this.documents.set(file, document)
    }
    return document
  }
}

/** Whether every % of an address begins an escape decodeURIComponent can read (UTF-8 included). */
function wellFormed(text: string): boolean {
  try {
    decodeURIComponent(text)
    return true
  } catch {
    return false
  }
}

/** Why the links of the page at `address` would fail a visitor, as sentences; none when all work. */
export function linkProblems(document: Document, address: string, site: BuiltSiteReader): string[] {
  const problems: string[] = []
  for (const anchor of document.querySelectorAll("a[href]")) {
    const href = anchor.getAttribute("href") ?? ""
    const text = (anchor.textContent ?? "").replace(/\s+/g, " ").trim()
    const link = `the link "${text}" (${href})`
    if (/^(mailto:[^@\s]+@[^@\s]+\.[^@\s]+|tel:\+?\d{7,15})$/i.test(href)) continue
    if (/^https:\/\//i.test(href)) continue
    if (!href.startsWith("/") && !href.startsWith("#")) {
      problems.push(`${link} is not a secure address, a page of this site, or an email or phone link`)
      continue
    }
    const url = new URL(href, `http://site${address}`)
    if (!wellFormed(url.pathname) || !wellFormed(url.hash)) {
      problems.push(`${link} is not a well-formed address: one of its %-escapes does not decode`)
      continue
    }
    const file = site.fileAt(url.pathname)
    if (!file) {
      const redirect = folderRedirectOf(site.publicDir, url.pathname)
      problems.push(
        redirect
          ? `${link} goes through a redirect: it should be written ${redirect}${url.hash}`
          : `${link} goes to ${url.pathname}, which the site does not have`,
      )
      continue
    }
    const fragment = decodeURIComponent(url.hash.slice(1))
    if (fragment === "") continue
    const target = site.documentOf(file)
    if (!target?.getElementById(fragment)) {
      problems.push(`${link}: ${url.pathname} has no element with the id "${fragment}"`)
    }
  }
  return problems
}
