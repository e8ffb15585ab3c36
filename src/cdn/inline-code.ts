/**
 * The inline scripts and styles in built HTML, and their Content-Security-Policy hashes. Pages are
 * read as a browser's parser reads them (page-html.ts), so a script's text is hashed exactly as
 * the browser hashes it. inline-code.test.ts checks it against jsdom; tests/build/headers.test.ts
 * checks the policies on the built pages.
 */
import { createHash } from "node:crypto"
import { attributeOf, elementsOf, textOf } from "./page-html"

export interface InlineScript {
  /** The type attribute's value, or null when there is none. */
  readonly type: string | null
  readonly text: string
}

/** The scripts written inline in an HTML document (not those loaded with src), in document order. */
export function inlineScriptsIn(html: string): InlineScript[] {
  return elementsOf(html)
    .filter((element) => element.tagName === "script" && attributeOf(element, "src") === null)
    .map((script) => ({ type: attributeOf(script, "type"), text: textOf(script) }))
}

/** The text of every <style> element in an HTML document, in document order. */
export function inlineStylesIn(html: string): string[] {
  return elementsOf(html)
    .filter((element) => element.tagName === "style")
    .map(textOf)
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

/**
 * The addresses a page's script sends forms to: the action of each form marked for sending with
 * fetch (the contact form's data-contact-form), which the page's connect-src must allow.
 */
export function scriptFormActionsIn(html: string, marker: string): string[] {
  return elementsOf(html)
    .filter((element) => element.tagName === "form" && attributeOf(element, marker) !== null)
    .map((form) => attributeOf(form, "action") ?? "")
    .filter((action) => action !== "")
}
