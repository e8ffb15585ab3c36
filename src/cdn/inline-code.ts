/**
 * The inline scripts and styles in built HTML, and their Content-Security-Policy hashes. Pages are
 * read with parse5, an implementation of the HTML standard's parsing algorithm, so an element's
 * text, its attributes (character references decoded) and where it sits are what a browser's
 * parser makes of them: a "<script>" inside a comment, a JSON string or a <textarea> is no
 * element, and a script's text is hashed exactly as the browser hashes it. inline-code.test.ts
 * checks it against jsdom; tests/build/headers.test.ts checks the policies on the built pages.
 */
import { createHash } from "node:crypto"
import { defaultTreeAdapter, parse, type DefaultTreeAdapterTypes } from "parse5"

/** An element of a parsed page, as parse5 builds it. */
export type PageElement = DefaultTreeAdapterTypes.Element

export interface InlineScript {
  /** The type attribute's value, or null when there is none. */
  readonly type: string | null
  readonly text: string
}

function isTemplate(element: PageElement): element is DefaultTreeAdapterTypes.Template {
  return "content" in element
}

/** The page last read, kept because the build reads each page's hashes and form actions one after the other. */
let lastRead: { readonly html: string; readonly elements: readonly PageElement[] } | undefined

/**
 * Every element of an HTML document, in document order, including the content of <template>
 * elements (a script can put it into the page). Parsed as with scripting disabled, as a browser
 * without JavaScript does, so the content of <noscript> is read as elements too: a style there
 * applies when scripts do not run, and the policy still governs it.
 */
export function elementsOf(html: string): readonly PageElement[] {
  if (lastRead?.html === html) return lastRead.elements
  const elements: PageElement[] = []
  const pending = [...parse(html, { scriptingEnabled: false }).childNodes].reverse()
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (!defaultTreeAdapter.isElementNode(node)) continue
    elements.push(node)
    const children = isTemplate(node) ? node.content.childNodes : node.childNodes
    for (let index = children.length - 1; index >= 0; index--) pending.push(children[index])
  }
  lastRead = { html, elements }
  return elements
}

/** An attribute's name as written, with its namespace prefix: SVG's xlink:href is "xlink:href". */
function qualifiedName({ prefix, name }: { prefix?: string; name: string }): string {
  return prefix ? `${prefix}:${name}` : name
}

/** The names of an element's attributes (lower case, as the parser gives HTML's), in order. */
export function attributeNamesOf(element: PageElement): string[] {
  return element.attrs.map(qualifiedName)
}

/**
 * The value of the named attribute, character references decoded ("" when it has no value), or
 * null when the element does not have it. `name` is in lower case, as the parser gives HTML's.
 */
export function attributeOf(element: PageElement, name: string): string | null {
  return element.attrs.find((attribute) => qualifiedName(attribute) === name)?.value ?? null
}

/** What a CSP hash covers: the element's own text, its text children joined, as the browser reads it. */
export function textOf(element: PageElement): string {
  return element.childNodes.map((child) => (defaultTreeAdapter.isTextNode(child) ? child.value : "")).join("")
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
