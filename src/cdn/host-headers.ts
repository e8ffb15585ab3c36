/**
 * The host's side of a `_headers` file: how Netlify and Cloudflare Pages read it and which headers
 * they send for a request. headers.ts builds the rules and writes the file; this module only reads
 * one, independently of that code, so a mistake in writing is not mirrored in reading. It is the
 * one emulation of the hosts: scripts/serve.ts sends what it gives, and the tests expect it.
 * tests/build/cloudflare-pages.test.ts holds the Cloudflare reading to Cloudflare's own runtime
 * (wrangler pages dev), tests/build/netlify-headers.test.ts the Netlify reading to Netlify's own
 * parser (@netlify/headers-parser).
 *
 * The format: a path on its own line, then that path's headers indented below it, "Name: value",
 * one per line. In a path, "*" matches any run of characters, "/" included, and ":name" one path
 * segment. Blank lines and lines starting with "#" are ignored. Cloudflare Pages also reads
 * "! Name" under a path: take off a header that an earlier matching rule gave.
 */
import { hostOf, type SiteHost } from "../hosts"
import type { Header, HeaderRule } from "./headers"

/** A rule as a host reads it: the shape headers.ts writes, "! Name" lines as `detach`. */
export type HostRule = HeaderRule

/** Reads a _headers file into its rules, in order; throws on a header line with no path above it or no colon. */
export function parseHeadersFile(text: string): HostRule[] {
  const rules: { path: string; detach: string[]; headers: Header[] }[] = []
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === "" || line.trim().startsWith("#")) return
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), detach: [], headers: [] })
      return
    }
    const rule = rules.at(-1)
    const detached = /^!\s*(\S+)$/.exec(line.trim())
    if (rule && detached) {
      rule.detach.push(detached[1])
      return
    }
    const colon = line.indexOf(":")
    if (!rule || colon < 0) throw new Error(`_headers, line ${index + 1}: expected "Name: value" under a path`)
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()])
  })
  return rules
}

const patterns = new Map<string, RegExp>()

/** Whether a rule's path matches a request path: "*" any run of characters, ":name" one segment. */
export function pathMatches(rulePath: string, pathname: string): boolean {
  let pattern = patterns.get(rulePath)
  if (!pattern) {
    const source = rulePath
      .split("*")
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z]\w*/g, "[^/]+"))
      .join(".*")
    pattern = new RegExp(`^${source}$`)
    patterns.set(rulePath, pattern)
  }
  return pattern.test(pathname)
}

/**
 * The headers a host sends for a request path, names in lower case, from every rule that matches
 * it, in file order. A header named twice in one rule is sent once, its values joined with ", ".
 * Named by two matching rules, and whether "! Name" takes one off, is the host's own reading
 * (src/hosts: Cloudflare Pages detaches and joins; Netlify skips "! Name" and keeps the later value).
 */
export function headersFor(rules: readonly HostRule[], pathname: string, host: SiteHost): Map<string, string> {
  const reading = hostOf(host).headers
  const headers = new Map<string, string>()
  for (const rule of rules) {
    if (!pathMatches(rule.path, pathname)) continue
    if (reading.detaches) for (const name of rule.detach) headers.delete(name.toLowerCase())
    const own = new Map<string, string>()
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase()
      const existing = own.get(key)
      own.set(key, existing === undefined ? value : `${existing}, ${value}`)
    }
    for (const [key, value] of own) {
      const inherited = headers.get(key)
      headers.set(key, reading.repeated === "joined" && inherited !== undefined ? `${inherited}, ${value}` : value)
    }
  }
  return headers
}
