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
 * no page data) is e2e/policy.spec.ts's.
 */
import { attributeNamesOf, attributeOf, markupOf, rawTextElementsIn } from "../cdn/inline-code"
import { notFoundLogScript } from "../widgets/not-found-log"
import { speculationRules } from "../widgets/speculation-rules"

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

const START_TAG = /<([a-zA-Z][\w-]*)\b([^>]*)>/g

function describeScript(attributes: string, text: string): string {
  const src = attributeOf(attributes, "src")
  if (src !== null) return `a script loaded from ${src}`
  const start = text.trim().slice(0, 60)
  return `an inline script${attributeOf(attributes, "type") ? ` of type ${attributeOf(attributes, "type")}` : ""} ("${start}${text.trim().length > 60 ? "…" : ""}")`
}

function scriptProblem(attributes: string, text: string, allowed: AllowedScripts): string | null {
  // Pages load no script file: widget modules are inline.
  if (attributeOf(attributes, "src") !== null) return describeScript(attributes, text)
  const type = attributeOf(attributes, "type")?.trim().toLowerCase() ?? null
  if (type === STRUCTURED_DATA_TYPE) return null
  if (type === "module" && allowed.widgetModules.includes(text)) return null
  if (KNOWN_INLINE_SCRIPTS.some((known) => known.type === type && known.text === text)) return null
  return describeScript(attributes, text)
}

/** Links that make the browser fetch the runtime's files ahead of time. */
function linkProblem(attributes: string): string | null {
  const rel = (attributeOf(attributes, "rel") ?? "").toLowerCase().split(/\s+/)
  const as = (attributeOf(attributes, "as") ?? "").toLowerCase()
  const href = attributeOf(attributes, "href") ?? ""
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

/** The character references a scheme can hide behind in an attribute (&#106; &#x6A; &colon; &Tab; &NewLine;). */
const CHARACTER_REFERENCE = /&(?:#x([0-9a-f]+)|#(\d+)|(colon|tab|newline|amp));?/gi
const NAMED_REFERENCES: Readonly<Record<string, string>> = { colon: ":", tab: "\t", newline: "\n", amp: "&" }

/** What a browser drops from the start of an address: C0 control characters and spaces. */
// eslint-disable-next-line no-control-regex -- those are control characters
const LEADING_SPACE_OR_CONTROL = /^[\u0000-\u0020]+/

function codePoint(value: number): string {
  return value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : "\ufffd"
}

/**
 * The scheme of an address as a browser reads it: with its character references decoded, leading
 * spaces and control characters dropped, every tab and line break taken out, in lower case, so
 * " JaVa&#x09;script&colon;" is javascript:. Undefined when it has none of the refused schemes.
 */
function scriptSchemeOf(value: string): string | undefined {
  const decoded = value.replace(CHARACTER_REFERENCE, (_reference, hex?: string, decimal?: string, name?: string) =>
    hex !== undefined
      ? codePoint(parseInt(hex, 16))
      : decimal !== undefined
        ? codePoint(parseInt(decimal, 10))
        : (NAMED_REFERENCES[(name ?? "").toLowerCase()] ?? ""),
  )
  const read = decoded
    .replace(LEADING_SPACE_OR_CONTROL, "")
    .replace(/[\t\n\r]/g, "")
    .toLowerCase()
  return SCRIPT_SCHEMES.exec(read)?.[1]
}

function addressProblems(name: string, attributes: string): string[] {
  return ADDRESS_ATTRIBUTES.flatMap((attribute) => {
    const value = attributeOf(attributes, attribute)
    const scheme = value === null ? undefined : scriptSchemeOf(value)
    if (scheme === undefined || value === null) return []
    const shown = value.length > 60 ? `${value.slice(0, 60)}…` : value
    return [`a ${scheme}: address in the ${attribute} attribute of <${name.toLowerCase()}> (${JSON.stringify(shown)})`]
  })
}

/** Everything that keeps one built page from being static; an empty list when it is. */
export function staticPageProblems(html: string, allowed: AllowedScripts): string[] {
  const problems: string[] = []
  const headEnd = html.search(/<\/head\s*>/i)
  for (const { name, attributes, text, index } of rawTextElementsIn(html)) {
    if (name === "script") {
      const problem = scriptProblem(attributes, text, allowed)
      if (problem) problems.push(problem)
    } else if (headEnd < 0 || index > headEnd) {
      problems.push("a <style> element outside the head")
    }
  }
  // Tags only: the text inside scripts and styles is not markup.
  for (const [, name, attributes] of markupOf(html).matchAll(START_TAG)) {
    if (attributeOf(attributes, "style") !== null) problems.push(`a style attribute on <${name.toLowerCase()}>`)
    // Event handler attributes are inline script, which the policy blocks.
    for (const handler of attributeNamesOf(attributes).filter((attribute) => /^on[a-z]+$/.test(attribute))) {
      problems.push(`an ${handler} attribute on <${name.toLowerCase()}>`)
    }
    problems.push(...addressProblems(name, attributes))
    if (name.toLowerCase() === "link") {
      const problem = linkProblem(attributes)
      if (problem) problems.push(problem)
    }
  }
  return problems
}
