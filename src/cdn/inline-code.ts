/**
 * The inline scripts and styles in built HTML, and their Content-Security-Policy hashes. A script
 * or style element's text is raw (no entities, no markup) up to the first "</script" or "</style",
 * so a tokenizer this small reads Gatsby's output exactly as a browser does;
 * tests/build/headers.test.ts checks it against jsdom.
 */
import { createHash } from "node:crypto"

export interface InlineScript {
  /** The type attribute as written, or null when there is none. */
  readonly type: string | null
  readonly text: string
}

/** A <script> or <style> element: its text runs raw to its end tag and is never markup. */
export interface RawTextElement {
  readonly name: "script" | "style"
  /** The start tag's attribute text, as written. */
  readonly attributes: string
  readonly text: string
  /** Where the element starts in the document. */
  readonly index: number
}

const RAW_TEXT_ELEMENT = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi

/** Every script and style element of an HTML document, in document order. */
export function rawTextElementsIn(html: string): RawTextElement[] {
  return [...html.matchAll(RAW_TEXT_ELEMENT)].map((match) => ({
    name: match[1].toLowerCase() as RawTextElement["name"],
    attributes: match[2],
    text: match[3],
    index: match.index ?? 0,
  }))
}

/** The document with the text of every script and style element taken out: its markup alone. */
export function markupOf(html: string): string {
  return html.replace(RAW_TEXT_ELEMENT, (_element, name: string) => `<${name}></${name}>`)
}

/** One attribute of a start tag: its name, then an optional value, quoted or not. */
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g

/** The names of the attributes in a start tag's attribute text, lower case, in order. */
export function attributeNamesOf(attributes: string): string[] {
  return [...attributes.matchAll(ATTRIBUTE)].map(([, name]) => name.toLowerCase())
}

/**
 * The value of the named attribute in a start tag's attribute text ("" when it has no value),
 * or null when the tag does not have it. Reads the attributes one by one, so a word inside
 * another attribute's value (alt="in the style of") is never taken for a name.
 */
export function attributeOf(attributes: string, name: string): string | null {
  for (const [, attributeName, double, single, bare] of attributes.matchAll(ATTRIBUTE)) {
    if (attributeName.toLowerCase() === name.toLowerCase()) return double ?? single ?? bare ?? ""
  }
  return null
}

/** The scripts written inline in an HTML document (not those loaded with src), in document order. */
export function inlineScriptsIn(html: string): InlineScript[] {
  return rawTextElementsIn(html)
    .filter(({ name, attributes }) => name === "script" && attributeOf(attributes, "src") === null)
    .map(({ attributes, text }) => ({ type: attributeOf(attributes, "type"), text }))
}

/** The text of every <style> element in an HTML document, in document order. */
export function inlineStylesIn(html: string): string[] {
  return rawTextElementsIn(html)
    .filter(({ name }) => name === "style")
    .map(({ text }) => text)
}

/** The JavaScript MIME types of the HTML standard. */
const JAVASCRIPT_TYPES = new Set([
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
])

/** Inline script types that are not JavaScript but that the browser acts on, under script-src. */
const POLICED_DATA_TYPES = new Set(["module", "importmap", "speculationrules"])

/**
 * Whether script-src must allow this inline script: JavaScript, a module, an import map or
 * speculation rules. Any other type is a data block the browser never acts on (JSON-LD,
 * application/ld+json, among them), and the policy does not apply to it.
 */
export function needsScriptSrc(script: InlineScript): boolean {
  if (script.type === null) return true
  const type = script.type.trim().toLowerCase()
  return type === "" || JAVASCRIPT_TYPES.has(type) || POLICED_DATA_TYPES.has(type)
}

/** The CSP source expression that allows exactly this text: 'sha256-<base64>'. */
export function cspHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`
}

export interface InlineHashes {
  /** For script-src: every inline script the policy governs. */
  readonly scriptHashes: readonly string[]
  /** For style-src: every <style> element. */
  readonly styleHashes: readonly string[]
}

const uniqueSorted = (values: readonly string[]) => [...new Set(values)].sort()

/** The hashes a policy needs to let a document's own inline scripts and styles run, each once, sorted. */
export function inlineHashesOf(html: string): InlineHashes {
  return {
    scriptHashes: uniqueSorted(
      inlineScriptsIn(html)
        .filter(needsScriptSrc)
        .map((script) => cspHash(script.text)),
    ),
    styleHashes: uniqueSorted(inlineStylesIn(html).map(cspHash)),
  }
}

const FORM_START_TAG = /<form\b([^>]*)>/gi

/**
 * The addresses a page's script sends forms to: the action of each form marked for sending with
 * fetch (the contact form's data-contact-form), which the page's connect-src must allow.
 */
export function scriptFormActionsIn(html: string, marker: string): string[] {
  return [...markupOf(html).matchAll(FORM_START_TAG)]
    .map(([, attributes]) => attributes)
    .filter((attributes) => attributeOf(attributes, marker) !== null)
    .map((attributes) => attributeOf(attributes, "action") ?? "")
    .filter((action) => action !== "")
}
