/**
 * The inline scripts in built HTML and their Content-Security-Policy hashes. A script element's
 * text is raw (no entities, no markup) up to the first "</script", so a tokenizer this small reads
 * Gatsby's output exactly as a browser does; tests/build/headers.test.ts checks it against jsdom.
 */
import { createHash } from "node:crypto"

export interface InlineScript {
  /** The type attribute as written, or null when there is none. */
  readonly type: string | null
  readonly text: string
}

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi

function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?(?=\\s|/|$)`, "i").exec(
    attributes,
  )
  if (!match) return null
  return match[1] ?? match[2] ?? match[3] ?? ""
}

/** The scripts written inline in an HTML document (not those loaded with src), in document order. */
export function inlineScriptsIn(html: string): InlineScript[] {
  return [...html.matchAll(SCRIPT_ELEMENT)]
    .filter(([, attributes]) => attribute(attributes, "src") === null)
    .map(([, attributes, text]) => ({ type: attribute(attributes, "type"), text }))
}

/** The JavaScript MIME types of the HTML standard: a script of any other type is a data block, never run. */
const JAVASCRIPT_TYPES = new Set(
  [
    "application/ecmascript",
    "application/javascript",
    "application/x-ecmascript",
    "application/x-javascript",
    "text/ecmascript",
    "text/javascript",
    "text/javascript1.0",
    "text/javascript1.1",
    "text/javascript1.2",
    "text/javascript1.3",
    "text/javascript1.4",
    "text/javascript1.5",
    "text/jscript",
    "text/livescript",
    "text/x-ecmascript",
    "text/x-javascript",
  ].map((type) => type.toLowerCase()),
)

/**
 * Whether the browser runs the script, and so whether script-src must allow it. JSON-LD
 * (application/ld+json) is a data block: CSP does not apply to it.
 */
export function isExecutable(script: InlineScript): boolean {
  if (script.type === null) return true
  const type = script.type.trim().toLowerCase()
  return type === "" || type === "module" || JAVASCRIPT_TYPES.has(type)
}

/** The CSP source expression that allows exactly this script text: 'sha256-<base64>'. */
export function cspHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`
}

/** The hashes of every executable inline script across the documents, each once, sorted. */
export function inlineScriptHashes(documents: Iterable<string>): string[] {
  const hashes = new Set<string>()
  for (const html of documents) {
    for (const script of inlineScriptsIn(html)) if (isExecutable(script)) hashes.add(cspHash(script.text))
  }
  return [...hashes].sort()
}
