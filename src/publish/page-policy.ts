/**
 * A built page against the headers a host serves it with: its own Content-Security-Policy, in a
 * <meta> element before any script or style, allows exactly its inline scripts and its one style
 * element, each by hash, and nothing unsafe; the header policy refuses framing; the security
 * headers are all there. Read from the parsed page and the host's reading of _headers,
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

/** The policy in the page's own <meta http-equiv> element, if it has one. */
export function metaPolicyOf(document: Document): Policy | undefined {
  const meta = document.querySelector('meta[http-equiv="Content-Security-Policy" i]')
  return meta ? parsePolicy(meta.getAttribute("content") ?? "") : undefined
}

/** Whether the page's meta policy comes before its every script and style, which it then governs. */
function metaPolicyComesFirst(document: Document): boolean {
  const first = document.querySelector('meta[http-equiv="Content-Security-Policy" i], script, style')
  return first?.tagName.toLowerCase() === "meta"
}

/** The headers every response must carry. */
const SECURITY_HEADERS = [
  "strict-transport-security",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-opener-policy",
  "cache-control",
]

const sameSources = (a: readonly string[] | undefined, b: readonly string[]) =>
  JSON.stringify([...(a ?? [])].sort()) === JSON.stringify([...b].sort())

const UNSAFE_SOURCES = ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'"]

function unsafeSources(policy: Policy, where: string): string[] {
  return [...policy].flatMap(([directive, sources]) =>
    UNSAFE_SOURCES.filter((unsafe) => sources.includes(unsafe)).map(
      (unsafe) => `${where}'s ${directive} allows ${unsafe}`,
    ),
  )
}

/** Why the page's own policy does not allow exactly its inline code. */
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
  return problems
}

/**
 * What is wrong with a page's policy and headers, as sentences; none when the page is served as it
 * should be. `headers` are those the host sends with it (lower-case names): at its own address, or
 * for the not-found page at any unknown address.
 */
export function policyProblems(document: Document, headers: ReadonlyMap<string, string>): string[] {
  const problems = SECURITY_HEADERS.filter((name) => !headers.has(name)).map(
    (name) => `it is served without the ${name} header`,
  )
  const header = headers.get("content-security-policy")
  if (header === undefined) {
    problems.push("it is served without a Content-Security-Policy header (framing would be allowed)")
  } else {
    const headerPolicy = parsePolicy(header)
    if (!sameSources(headerPolicy.get("frame-ancestors"), ["'none'"])) {
      problems.push(
        `its header policy lets other sites frame it (frame-ancestors ${headerPolicy.get("frame-ancestors")?.join(" ") ?? "missing"})`,
      )
    }
    problems.push(...unsafeSources(headerPolicy, "its header policy"))
  }
  const meta = metaPolicyOf(document)
  if (!meta) {
    problems.push('it has no policy of its own (a <meta http-equiv="Content-Security-Policy"> element)')
    return problems
  }
  if (!metaPolicyComesFirst(document))
    problems.push("its meta policy comes after a script or style, which it then does not govern")
  problems.push(...policyMismatches(meta, inlineScriptHashes(document), styleHashes(document), "its meta policy"))
  problems.push(...unsafeSources(meta, "its meta policy"))
  return problems
}
