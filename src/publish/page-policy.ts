/**
 * A built page against the headers a host serves it with: its Content-Security-Policy allows
 * exactly its own inline scripts and its one style element, each by hash, and nothing unsafe; the
 * security headers are all there. Read from the parsed page and the host's reading of _headers,
 * independently of the code that wrote the policy (src/cdn/headers.ts), so a mistake there is not
 * mirrored here. The publish check runs it on each changed page; tests/build/headers.test.ts on all.
 */
import { createHash } from "node:crypto"

export type Policy = ReadonlyMap<string, readonly string[]>

export function parsePolicy(value: string): Policy {
  return new Map(
    value
      .split(";")
      .map((directive) => directive.trim())
      .filter(Boolean)
      .map((directive) => {
        const [name, ...sources] = directive.split(/\s+/)
        return [name.toLowerCase(), sources] as const
      }),
  )
}

const hashOf = (code: string) => `'sha256-${createHash("sha256").update(code).digest("base64")}'`

/** The hashes of the scripts a browser would run in the page: JavaScript and speculation rules, not data blocks. */
export function inlineScriptHashes(document: Document): string[] {
  return [...document.querySelectorAll("script:not([src])")]
    .filter((script) => script.getAttribute("type") !== "application/ld+json")
    .map((script) => hashOf(script.textContent ?? ""))
    .sort()
}

export function styleHashes(document: Document): string[] {
  return [...document.querySelectorAll("style")].map((style) => hashOf(style.textContent ?? "")).sort()
}

/** The policy in the page's own <meta http-equiv> element (the not-found page's), if it has one. */
export function metaPolicyOf(document: Document): Policy | undefined {
  const meta = document.querySelector('meta[http-equiv="Content-Security-Policy" i]')
  return meta ? parsePolicy(meta.getAttribute("content") ?? "") : undefined
}

/** The headers every response must carry. */
const SECURITY_HEADERS = [
  "strict-transport-security",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "permissions-policy",
]

/** The headers of a page's own rule, beside its policy. */
const PAGE_HEADERS = ["cross-origin-opener-policy", "cache-control"]

const sameSources = (a: readonly string[] | undefined, b: readonly string[]) =>
  JSON.stringify([...(a ?? [])].sort()) === JSON.stringify([...b].sort())

/** Why one policy does not allow exactly the page's inline code, or allows something unsafe. */
function policyMismatches(policy: Policy, scripts: readonly string[], styles: readonly string[], where: string) {
  const problems: string[] = []
  const expectedScripts = scripts.length > 0 ? scripts : ["'none'"]
  const expectedStyles = styles.length > 0 ? styles : ["'none'"]
  if (!sameSources(policy.get("script-src"), expectedScripts)) {
    problems.push(
      `${where} allows scripts ${(policy.get("script-src") ?? []).join(" ") || "(none named)"}, but the page runs ${expectedScripts.join(" ")}`,
    )
  }
  if (!sameSources(policy.get("style-src"), expectedStyles)) {
    problems.push(
      `${where} allows styles ${(policy.get("style-src") ?? []).join(" ") || "(none named)"}, but the page has ${expectedStyles.join(" ")}`,
    )
  }
  for (const [directive, sources] of policy) {
    for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'"]) {
      if (sources.includes(unsafe)) problems.push(`${where}'s ${directive} allows ${unsafe}`)
    }
  }
  return problems
}

/**
 * What is wrong with a page's policy and headers, as sentences; none when the page is served as it
 * should be. `headers` are those the host sends with it (lower-case names); a page with its policy
 * in a meta element (the not-found page, served at any unknown address) is held to that one.
 */
export function policyProblems(document: Document, headers: ReadonlyMap<string, string>): string[] {
  const scripts = inlineScriptHashes(document)
  const styles = styleHashes(document)
  const problems = SECURITY_HEADERS.filter((name) => !headers.has(name)).map(
    (name) => `it is served without the ${name} header`,
  )
  const meta = metaPolicyOf(document)
  const header = headers.get("content-security-policy")
  if (meta) problems.push(...policyMismatches(meta, scripts, styles, "its meta policy"))
  if (header !== undefined) {
    problems.push(...policyMismatches(parsePolicy(header), scripts, styles, "its policy"))
    // A page served at its own address has its own rule: the policy, its opener policy and its caching.
    problems.push(
      ...PAGE_HEADERS.filter((name) => !headers.has(name)).map((name) => `it is served without the ${name} header`),
    )
  }
  if (!meta && header === undefined) problems.push("it is served without a Content-Security-Policy")
  return problems
}
