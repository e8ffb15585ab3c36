/**
 * A built page's links against the built site: every link to a page of this site reaches a file of
 * public/ without a redirect, and every #fragment an element of the page it names. Links to other
 * sites are secure, and email and phone links well formed. The publish check runs it on each changed
 * page; the browser suite follows the same links in Chromium.
 */
import { existsSync, readFileSync, statSync } from "node:fs"
import path from "node:path"
import { JSDOM } from "jsdom"

/** The built site, its pages parsed once each as links reach them. */
export class BuiltSiteReader {
  private readonly documents = new Map<string, Document | null>()

  constructor(readonly publicDir: string) {}

  /**
   * The file public/ serves at an address without a redirect, or undefined: also for an address
   * that decodes to a path outside public/ ("/..%2Fpublic-x/" is a sibling folder's, not public/'s).
   * The address must decode (wellFormed).
   */
  fileAt(pathname: string): string | undefined {
    const decoded = decodeURIComponent(pathname)
    const file = decoded.endsWith("/")
      ? path.join(this.publicDir, decoded, "index.html")
      : path.join(this.publicDir, decoded)
    const inside = path.relative(this.publicDir, file)
    if (inside === "" || inside.split(path.sep)[0] === ".." || path.isAbsolute(inside)) return undefined
    return existsSync(file) && statSync(file).isFile() ? file : undefined
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

/** A page whose folder exists: /about redirects to /about/. */
function redirectsTo(site: BuiltSiteReader, pathname: string): string | undefined {
  if (pathname.endsWith("/") || path.extname(pathname) !== "") return undefined
  return site.fileAt(`${pathname}/`) ? `${pathname}/` : undefined
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
      const redirect = redirectsTo(site, url.pathname)
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
