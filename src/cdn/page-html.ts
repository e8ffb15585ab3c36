/**
 * Built pages as a browser's parser reads them. parse5 implements the HTML standard's parsing
 * algorithm, so an element, its attributes (character references decoded) and its text are what a
 * browser makes of the page: a "<script>" inside a comment, a JSON string or a <textarea> is no
 * element. Each element knows where it sits in the page's text, so a step that writes into a page
 * (its policy, policy-meta.ts) changes only what it means to, and every other byte stays as
 * Gatsby wrote it.
 */
import { defaultTreeAdapter, parse, type DefaultTreeAdapterTypes } from "parse5"

/** An element of a parsed page, as parse5 builds it. */
export type PageElement = DefaultTreeAdapterTypes.Element

function isTemplate(element: PageElement): element is DefaultTreeAdapterTypes.Template {
  return "content" in element
}

/** The page last read, kept because the build reads each page's gate, files, hashes, form actions and policy element one after the other. */
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
  // With where each element sits in the text, for the one step that writes into a page (policy-meta.ts).
  const pending = [...parse(html, { scriptingEnabled: false, sourceCodeLocationInfo: true }).childNodes].reverse()
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

/** A change to a page's text: what lies from `start` to `end` (offsets into it) becomes `text`. */
export interface HtmlEdit {
  readonly start: number
  readonly end: number
  readonly text: string
}

/** The page with the edits made, which must not overlap; an insertion comes before a removal at the same place. */
export function editedHtml(html: string, edits: readonly HtmlEdit[]): string {
  let page = ""
  let read = 0
  for (const edit of [...edits].sort((a, b) => a.start - b.start || a.end - b.end)) {
    page += html.slice(read, edit.start) + edit.text
    read = edit.end
  }
  return page + html.slice(read)
}

/** The edit that takes an element, with its content, out of the page: none for one the parser supplied. */
export function removalOf(element: PageElement): HtmlEdit[] {
  const location = element.sourceCodeLocation
  return location ? [{ start: location.startOffset, end: location.endOffset, text: "" }] : []
}
