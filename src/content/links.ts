/** What kind of place a link in content/ points to, which decides how the site renders it. */
export type LinkKind = "internal" | "external" | "email" | "phone"

export function linkKind(href: string): LinkKind | undefined {
  if (href.startsWith("/") || href.startsWith("#")) return "internal"
  if (href.startsWith("https://")) return "external"
  if (href.startsWith("mailto:")) return "email"
  if (href.startsWith("tel:")) return "phone"
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
