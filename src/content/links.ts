/**
 * The one rule for every link content can hold, and every place that writes or checks one reads it
 * here: the content schemas (fields/link.ts's href and httpsUrl, so the content check and the
 * editor's field, whose pattern is the schema's regex), the content check's look at a link with
 * its {placeholders} filled in (check-links.ts), and SmartLink, which refuses to write anything
 * else into a page. A link is exactly one of:
 *
 * - a page of this site: "/" and a path, never "//" or "/\" (which browsers read as another site);
 * - a secure address on another site: "https://", a host name, then an optional port and path;
 * - an email: "mailto:" and one address, with an optional ?subject=...;
 * - a phone number: "tel:" and digits only, with an optional leading +.
 *
 * Written exactly so: the schemes in lower case, and no space, tab, line break or control character
 * anywhere. Nothing is normalised, because the page gets the text as written, and a browser reads
 * " JaVaScRiPt:", "\tjavascript:" and "java\nscript:" as javascript: (it drops leading spaces and
 * control characters and every tab and line break, and ignores case); refusing anything but the
 * exact form is the one way no such spelling can slip through. Anything else is no link at all.
 */

/** What kind of place a link in content/ points to, which decides how the site renders it. */
export type LinkKind = "internal" | "external" | "email" | "phone"

/**
 * Characters no link may hold: whitespace and control characters (which browsers strip or skip),
 * the backslash (which they read as "/"), and those a URL never holds unescaped (" < > ^ ` { | }).
 * Written as a regex character class body, for patterns with no flags (Decap applies them so).
 */
const SPACE_OR_CONTROL = "\\s\\x00-\\x1f\\x7f-\\x9f"
const UNSAFE = `${SPACE_OR_CONTROL}"<>\\\\^\`{|}`
const HAS_SPACE_OR_CONTROL = new RegExp(`[${SPACE_OR_CONTROL}]`)
/** The rest of an address: any run of characters a link may hold. */
const REST = `[^${UNSAFE}]*`
/** One label of a host name: letters, digits and inner hyphens. */
const LABEL = "[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?"
const HOST = `${LABEL}(?:\\.${LABEL})*`
/** An email address: name@domain.tld, with no spaces and one @. */
const ADDRESS = `[A-Za-z0-9._%+'-]+@${LABEL}(?:\\.${LABEL})+`
const QUERY = `(?:\\?${REST})?`

/** Each kind of link, as the body of a regular expression with no flags. */
const KIND_PATTERNS: Readonly<Record<LinkKind, string>> = {
  internal: `/(?![/\\\\])${REST}`,
  external: `https://${HOST}(?::\\d{1,5})?(?:[/?#]${REST})?`,
  email: `mailto:${ADDRESS}${QUERY}`,
  phone: "tel:\\+?\\d{7,15}",
}

const KIND_REGEXES = Object.entries(KIND_PATTERNS).map(
  ([kind, pattern]) => [kind as LinkKind, new RegExp(`^(?:${pattern})$`)] as const,
)

/** Where a link goes, or undefined for anything that is not a link the site may write. */
export function linkKind(href: string): LinkKind | undefined {
  return KIND_REGEXES.find(([, regex]) => regex.test(href))?.[0]
}

/**
 * The name of a value of site.yaml's links group (applicationUrl), which a link may name as a
 * {placeholder}: every such value is itself a secure address (schemas.ts).
 */
export const LINK_NAME_PATTERN = "[a-z][A-Za-z0-9]*Url"

/** A secure address on another site, and nothing else: for the fields that hold only one (siteUrl, a form's endpoint). */
export const HTTPS_URL = new RegExp(`^${KIND_PATTERNS.external}$`)

/**
 * A link as written in a content file, before its {placeholders} are filled in: a link, or one
 * that starts with a link's name ("{applicationUrl}", "{applicationUrl}#fees") or writes an email
 * address's name ("mailto:{email}"). The content check looks at the link again once the
 * placeholders are filled in (check-links.ts), with the same linkKind.
 */
export const LINK_FIELD = new RegExp(
  `^(?:${[
    ...Object.values(KIND_PATTERNS),
    `\\{${LINK_NAME_PATTERN}\\}(?:[/?#]${REST})?`,
    `mailto:\\{[A-Za-z][A-Za-z0-9]*\\}${QUERY}`,
  ].join("|")})$`,
)

/** What a link field must hold, in an editor's words: the schema's message, and the editor's beside the field. */
export const LINK_RULE =
  "should be a page of this site (/contact), a secure address (https://... or a link's name like {applicationUrl}), mailto:... or tel: and digits only, with no spaces"

/** A few more words for a link that is not one, where a likely fix can be named. */
export function linkAdvice(href: string): string | undefined {
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(href)?.[1]
  const lower = scheme?.toLowerCase()
  if (scheme && lower !== scheme && (lower === "https" || lower === "mailto" || lower === "tel")) {
    return `Write ${lower === "https" ? "https://" : `${lower}:`} in small letters.`
  }
  if (lower === "http") return `Use the secure address: https${href.slice(scheme?.length ?? 0)}.`
  if (lower === "tel") return "Write tel: followed by digits only (no spaces or dashes), like tel:+15550102040."
  if (HAS_SPACE_OR_CONTROL.test(href)) {
    return "Take out the spaces and line breaks: a link has none, before, inside or after it."
  }
  if (lower === "mailto") return "Write mailto: followed by one address, like mailto:{email}."
  if (href.startsWith("//")) return `Write the whole secure address, like https:${href}.`
  if (href.startsWith("#")) return `Name its page too, like /certification${href}.`
  return undefined
}

/** A dialable tel: link from a phone number as people write it: "+1 (555) 010-2040" gives "tel:+15550102040". */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "")
  return `tel:${digits}`
}

/**
 * A phone number that never wraps mid-number, as read on a page: its spaces no-break spaces and
 * its hyphens non-breaking hyphens ("+1 (555) 010-2040" keeps to one line on the narrowest phone),
 * the characters the HTML checkers ask for in a tel: link's text. Screen readers read it as before.
 */
export function unbreakablePhone(phone: string): string {
  return phone.replace(/ /g, "\u00A0").replace(/-/g, "\u2011")
}

/**
 * The address of a page of this site as it is served: every page ends in "/" (gatsby-config.ts,
 * trailingSlash "always"), which hosts answer without a redirect. Editors may write "/about" or
 * "/about/": both give "/about/", keeping a #fragment or ?query ("/about#mission" gives
 * "/about/#mission"). A file ("/sitemap-index.xml") and anything not a path stay as written.
 */
export function pageHref(href: string): string {
  if (!href.startsWith("/")) return href
  const match = /^([^?#]*)(.*)$/.exec(href)
  const [, path = href, rest = ""] = match ?? []
  const lastSegment = path.slice(path.lastIndexOf("/") + 1)
  if (path.endsWith("/") || lastSegment.includes(".")) return href
  return `${path}/${rest}`
}

/** The page part of an internal link, without its #fragment: "/about#mission" gives "/about". */
export function pathOf(href: string): string {
  const [path] = href.split("#")
  return path === "" ? "/" : path.length > 1 ? path.replace(/\/$/, "") : path
}

/** The #fragment of a link, without the #, or undefined. */
export function fragmentOf(href: string): string | undefined {
  const index = href.indexOf("#")
  return index === -1 || index === href.length - 1 ? undefined : href.slice(index + 1)
}
