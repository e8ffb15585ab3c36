/**
 * The host's side of a `_headers` file: how Netlify and Cloudflare Pages read it and which headers
 * they send for a request. headers.ts builds the rules and writes the file; this module only reads
 * one, independently of that code, so a mistake in writing is not mirrored in reading. It is the
 * one emulation of the host: scripts/serve.ts sends what it gives, and the tests expect it.
 *
 * The format: a path on its own line, then that path's headers indented below it, "Name: value",
 * one per line. In a path, "*" matches any run of characters, "/" included, and ":name" one path
 * segment. Blank lines and lines starting with "#" are ignored.
 */

export type HostHeader = readonly [name: string, value: string]

export interface HostRule {
  readonly path: string
  readonly headers: readonly HostHeader[]
}

/** Reads a _headers file into its rules, in order; throws on a header line with no path above it or no colon. */
export function parseHeadersFile(text: string): HostRule[] {
  const rules: { path: string; headers: HostHeader[] }[] = []
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === "" || line.trim().startsWith("#")) return
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] })
      return
    }
    const colon = line.indexOf(":")
    const rule = rules.at(-1)
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
 * The headers a host sends for a request path: those of every rule that matches it, in file order,
 * names in lower case; a header named by several rules is sent once, its values joined with ", ".
 */
export function headersFor(rules: readonly HostRule[], pathname: string): Map<string, string> {
  const headers = new Map<string, string>()
  for (const rule of rules) {
    if (!pathMatches(rule.path, pathname)) continue
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase()
      const existing = headers.get(key)
      headers.set(key, existing === undefined ? value : `${existing}, ${value}`)
    }
  }
  return headers
}
