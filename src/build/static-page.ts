/**
 * What makes a built page static: the HTML and CSS the build rendered, plus only the scripts a
 * widget needs. Gatsby writes its runtime into every page (its bundles, the page data, preloads,
 * the route announcer) and gatsby-plugin-no-javascript-utils takes it out again; this check is
 * what guarantees the result. A Gatsby upgrade that changes its output so the plugin no longer
 * applies stops the build here, naming the page and what it carries, instead of shipping the
 * runtime silently.
 *
 * "Pages are static" is checked once per layer. This gate, the only one that can stop a build,
 * refuses the markup of a runtime on any page (its unit tests give it that markup). It knows no
 * page by name, so tests/build/static-pages.test.ts checks what it allows: each page's exact
 * scripts, one <style> element, the size budgets. What a browser actually fetches (no script file,
 * no page data) is e2e/every-page.spec.ts's.
 */
import { defaultTreeAdapter } from "parse5"
import { attributeNamesOf, attributeOf, elementsOf, textOf, type PageElement } from "../cdn/page-html"
import { notFoundLogScript } from "../widgets/not-found-log"
import { speculationRules } from "../components/seo/speculation-rules"

/** The scripts a page may carry besides the known inline scripts: this build's widget modules. */
export interface AllowedScripts {
  /** The code of each widget module, which a page writes inline as a type="module" script. */
  readonly widgetModules: readonly string[]
}

/** The inline scripts every build writes, by type: exactly these texts, nothing else. */
const KNOWN_INLINE_SCRIPTS: readonly { type: string | null; text: string }[] = [
  { type: "speculationrules", text: speculationRules },
  { type: null, text: notFoundLogScript },
]

/** Structured data for search engines: a data block the browser never runs. */
const STRUCTURED_DATA_TYPE = "application/ld+json"

function describeScript(script: PageElement, text: string): string {
  const src = attributeOf(script, "src")
  if (src !== null) return `a script loaded from ${src}`
  const type = attributeOf(script, "type")
  const start = text.trim().slice(0, 60)
  return `an inline script${type ? ` of type ${type}` : ""} ("${start}${text.trim().length > 60 ? "…" : ""}")`
}

function scriptProblem(script: PageElement, allowed: AllowedScripts): string | null {
  const text = textOf(script)
  // Pages load no script file: widget modules are inline.
  if (attributeOf(script, "src") !== null) return describeScript(script, text)
  const type = attributeOf(script, "type")?.trim().toLowerCase() ?? null
  if (type === STRUCTURED_DATA_TYPE) return null
  if (type === "module" && allowed.widgetModules.includes(text)) return null
  if (KNOWN_INLINE_SCRIPTS.some((known) => known.type === type && known.text === text)) return null
  return describeScript(script, text)
}

/** Whether the element is inside the document's <head>, where the parser put it. */
function isInHead(element: PageElement): boolean {
  for (
    let parent = element.parentNode;
    parent !== null && defaultTreeAdapter.isElementNode(parent);
    parent = parent.parentNode
  ) {
    if (parent.tagName === "head") return true
  }
  return false
}

/** Links that make the browser fetch the runtime's files ahead of time. */
function linkProblem(link: PageElement): string | null {
  const rel = (attributeOf(link, "rel") ?? "").toLowerCase().split(/\s+/)
  const as = (attributeOf(link, "as") ?? "").toLowerCase()
  const href = attributeOf(link, "href") ?? ""
  const fetchesCode =
    rel.includes("modulepreload") ||
    ((rel.includes("preload") || rel.includes("prefetch")) && (as === "script" || as === "fetch"))
  if (fetchesCode || href.includes("/page-data/")) return `a <link rel="${rel.join(" ")}"> to ${href}`
  // The policy allows only the page's own <style> element: a stylesheet file would be blocked.
  if (rel.includes("stylesheet")) return `a stylesheet link to ${href}, which the policy would block`
  return null
}

/**
 * The attributes whose value a browser follows or loads as an address, where a javascript: or
 * vbscript: address runs script (a link, a frame, a form's action) and a data: address is a
 * document or file of the attacker's choosing. href and src are the ones pages write; SVG's
 * xlink:href and a form's action and formaction are read the same way.
 */
const ADDRESS_ATTRIBUTES = ["href", "src", "xlink:href", "action", "formaction"]

/**
 * Address schemes no page writes. The site's pictures are <picture> elements of files under
 * /static/, their placeholder a background colour, so no built page has a data: address in any
 * attribute (found so in public/ at the time of writing); data: is refused in src as in href.
 */
const SCRIPT_SCHEMES = /^(javascript|vbscript|data):/

/** What a browser drops from the start of an address: C0 control characters and spaces. */
// eslint-disable-next-line no-control-regex -- those are control characters
const LEADING_SPACE_OR_CONTROL = /^[\u0000-\u0020]+/

/**
 * The scheme of an address as a browser's URL parser reads it: leading spaces and control
 * characters dropped, every tab and line break taken out, in lower case, so " JaVa\tscript:" is
 * javascript:. The value comes from the HTML parser with its character references already decoded
 * (" JaVa&#x09;script&colon;" is read as that). Undefined when it has none of the refused schemes.
 */
function scriptSchemeOf(value: string): string | undefined {
  const read = value
    .replace(LEADING_SPACE_OR_CONTROL, "")
    .replace(/[\t\n\r]/g, "")
    .toLowerCase()
  return SCRIPT_SCHEMES.exec(read)?.[1]
}

function addressProblems(element: PageElement): string[] {
  return ADDRESS_ATTRIBUTES.flatMap((attribute) => {
    const value = attributeOf(element, attribute)
    const scheme = value === null ? undefined : scriptSchemeOf(value)
    if (scheme === undefined || value === null) return []
    const shown = value.length > 60 ? `${value.slice(0, 60)}…` : value
    return [`a ${scheme}: address in the ${attribute} attribute of <${element.tagName}> (${JSON.stringify(shown)})`]
  })
}

/** Everything that keeps one built page from being static; an empty list when it is. */
export function staticPageProblems(html: string, allowed: AllowedScripts): string[] {
  const problems: string[] = []
  const elements = elementsOf(html)
  for (const element of elements) {
    if (element.tagName === "script") {
      const problem = scriptProblem(element, allowed)
      if (problem) problems.push(problem)
    } else if (element.tagName === "style" && !isInHead(element)) {
      problems.push("a <style> element outside the head")
    }
  }
  // Every element's attributes, a script's and a style's own included: an onload runs there too.
  for (const element of elements) {
    const name = element.tagName
    if (attributeOf(element, "style") !== null) problems.push(`a style attribute on <${name}>`)
    // Event handler attributes are inline script, which the policy blocks.
    for (const handler of attributeNamesOf(element).filter((attribute) => /^on[a-z]+$/.test(attribute))) {
      problems.push(`an ${handler} attribute on <${name}>`)
    }
    problems.push(...addressProblems(element))
    if (name === "link") {
      const problem = linkProblem(element)
      if (problem) problems.push(problem)
    }
  }
  return problems
}
