/**
 * The content check's links: every link of every file (any field of the link kind, fields/link.ts, with its
 * {placeholders} filled in) goes to a page the site has (and a #section that page has), to a secure
 * address on another site, or is a well-formed email or phone link (links.ts);
 * the top bar lists each page once. The pages are those of the content folder (built-in and
 * general), so a link to a page an editor added is checked like any other, and removing or
 * renaming a page that other files link to is refused in each linking file.
 */
import { distance } from "fastest-levenshtein"
import { z } from "zod"
import { forEachText, lineOf, problemAt, type ContentProblem, type LoadedFile } from "./loaded-file"
import { fragmentOf, LINK_FIELD, LINK_RULE, linkAdvice, linkKind, pathOf } from "./links"
import { FRAME_IDS, kindIdsOf, sectionIdsIn } from "./page-ids"
import { pageFileOf, type PageKind, type SitePage } from "./page-registry"
import { fieldAt, type Path } from "./fields"

/** The pages a link may go to, by address without the trailing slash ("/about"), with their files. */
export type PageRoutes = ReadonlyMap<string, string>

export function pageRoutesOf(pages: readonly SitePage[]): PageRoutes {
  return new Map(pages.filter((page) => page.listed).map((page) => [pathOf(page.path), page.file] as const))
}

/** "/exam-policies" has no page: say which file would make it one, in case it was removed or renamed. */
function missingPageAdvice(route: string): string {
  const name = route.slice(1)
  return /^[a-z0-9-]+$/.test(name)
    ? ` There is no content/${pageFileOf(name)}: if that page was removed or renamed, restore it or change this link.`
    : ""
}

/** Up to this many pages, a message lists them all; past it, the ones whose address is closest. */
export const PAGES_LISTED_IN_FULL = 12

/**
 * The pages to offer instead of an address that is not one: all of them on a small site; on a large
 * one (a thousand pages would be a thousand addresses in one message), the five closest to what was
 * written, nearest first, which is where a typo's page is.
 */
export function pagesToSuggest(route: string, routes: readonly string[]): string {
  if (routes.length <= PAGES_LISTED_IN_FULL) return routes.join(", ")
  const closest = [...routes].sort((a, b) => distance(route, a) - distance(route, b)).slice(0, 5)
  return `${closest.join(", ")} (the closest of ${routes.length} pages)`
}

/**
 * Every link's problems. `siteUrl` is the live site's address (the owner's setting): a link to it
 * should name the page alone.
 */
export function linkProblems(
  files: readonly LoadedFile[],
  pageRoutes: PageRoutes,
  resolve: (text: string) => string,
  siteUrl: string,
): ContentProblem[] {
  const routes = [...pageRoutes.keys()]
  // A #fragment is only checked against a page file that could be read.
  const anchorsByRoute = new Map<string, Set<string>>()
  for (const [route, pageFile] of pageRoutes) {
    const page = files.find((file) => file.spec.file === pageFile)
    if (page) anchorsByRoute.set(route, new Set(sectionIdsIn(page.data).map((section) => section.id)))
  }
  const siteOrigin = new URL(siteUrl).origin
  const problems: ContentProblem[] = []
  for (const file of files) {
    forEachText(file.data, (raw, at) => {
      // Every field that holds a link (fields/link.ts), whatever it is called (href, applyHref).
      // One its schema refuses was reported with the schema's message (and the editor's, beside the field).
      if (!fieldAt(file.spec.field, at, file.data)?.holdsLink || !LINK_FIELD.test(raw)) return
      let target: string
      try {
        target = resolve(raw)
      } catch {
        return // reported as an unknown placeholder
      }
      const problem = (message: string) => problems.push(problemAt(file, at, message))
      // A link written with a placeholder names both, so the editor knows where the value comes from.
      const shown = raw === target ? `"${target}"` : `"${raw}" (which is "${target}")`
      const kind = linkKind(target)
      if (kind === undefined) {
        // Only a placeholder's value can get here: the schema took the link as written.
        problem(
          `${shown} is not a link the site can use. ${linkAdvice(target) ?? `A link ${LINK_RULE}.`} Change it where that value is set, or write the link here.`,
        )
      } else if (kind === "external" && URL.canParse(target) && new URL(target).origin === siteOrigin) {
        // The site's own address: a page of it is a link within the site, anything else a 404.
        const { pathname, hash } = new URL(target)
        const route = pathOf(pathname)
        const where = raw === target ? "" : " where that value is set, in content/site.yaml"
        problem(
          pageRoutes.has(route)
            ? `${shown} is this site's own address. Write the page alone${where}, like ${route}${hash}, so it opens in the same tab.`
            : `${shown} is this site's own address, but ${route} is not one of its pages. Use an address on another site${where}, or one of: ${pagesToSuggest(route, routes)}.`,
        )
      } else if (kind === "internal") {
        const route = pathOf(target)
        if (!pageRoutes.has(route)) {
          problem(
            `"${target}" goes to ${route}, which is not a page of this site.${missingPageAdvice(route)} Use one of: ${pagesToSuggest(route, routes)}.`,
          )
          return
        }
        const fragment = fragmentOf(target)
        const anchors = anchorsByRoute.get(route)
        if (fragment && anchors && !anchors.has(fragment)) {
          problem(
            `"${target}": the page ${route} has no section with the id "${fragment}". Use an id written in content/${pageRoutes.get(route)}.`,
          )
        }
      } else if (
        kind === "email" &&
        !z.string().email().safeParse(target.slice("mailto:".length).split("?")[0]).success
      ) {
        problem(`${shown} is not a valid email link. Write mailto: followed by an address, like mailto:{email}.`)
      }
    })
  }
  return problems
}

export function navigationProblems(navigation: LoadedFile, pageRoutes: PageRoutes): ContentProblem[] {
  if (!Array.isArray(navigation.data)) return []
  const seen = new Map<string, number>()
  return navigation.data.flatMap((item, index) => {
    const route = (item as { path?: unknown } | null)?.path
    if (typeof route !== "string") return [] // reported by the schema
    const path = pathOf(route)
    const first = seen.get(route)
    if (first === undefined) seen.set(route, index)
    return [
      pageRoutes.has(path)
        ? undefined
        : `${route} is not a page of this site.${missingPageAdvice(path)} Use one of: ${pagesToSuggest(path, [...pageRoutes.keys()])}.`,
      first === undefined
        ? undefined
        : `${route} is already link ${first + 1}. Each page should appear once in the navigation: delete this link or change its path.`,
    ].flatMap((message) => (message ? [problemAt(navigation, [index, "path"], message)] : []))
  })
}

/**
 * Ids of one page that would name two elements: two sections with one id, a section id that another
 * section writes for its heading ("why-heading" beside a section "why"), or an id of the page frame or
 * of the page's own parts ("main-content", where the skip link jumps). A link, a label or the skip link
 * would land on the first. Each is named with the other element and, for a section, its line.
 */
export function pageIdProblems(page: LoadedFile, kind: PageKind): ContentProblem[] {
  const ids = sectionIdsIn(page.data)
  /** Every id the sections write for their parts, by id. */
  const written = new Map<string, { at: Path; what: string }>()
  for (const { id, at, parts } of ids) {
    for (const part of parts) {
      if (!written.has(part.id)) written.set(part.id, { at, what: `the ${part.what} of the section "${id}"` })
    }
  }
  const frame = new Map([...FRAME_IDS, ...kindIdsOf(kind)])
  const lineOfOther = (other: Path) => {
    const line = lineOf(page, other)
    return line === undefined ? "" : ` (line ${line})`
  }
  return ids.flatMap((section) => {
    const { id, at } = section
    const first = ids.find((other) => other.id === id) ?? section
    const part = written.get(id)
    const clash = frame.has(id)
      ? `is already the id of ${frame.get(id)}, on this page`
      : first !== section
        ? `is already the id of another section of this page${lineOfOther(first.at)}`
        : part && `is already the id of ${part.what}${lineOfOther(part.at)}`
    if (!clash) return []
    return [problemAt(page, at, `"${id}" ${clash}. Give each section its own id, and change the links that use it.`)]
  })
}
