/**
 * The pages of a content folder: the built-in pages, in the registry's order, then one general
 * page per other file of content/pages/, by name. Routes, the content check, the build's checks
 * of public/ and every test that visits every page take the list from here, so a page an editor
 * adds is built, checked and tested everywhere with no code change.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import type { EventTiming } from "./events"
import { builtInSitePages, eventPages, eventSitePages, PAGES_FOLDER, sitePageOf, type SitePage } from "./page-registry"
import { NOT_FOUND_PATH } from "./routes"

export type { SitePage } from "./page-registry"

/** Every YAML file below a folder, as a path below it with "/" separators, by name. */
export function yamlFilesBelow(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.ya?ml$/.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort()
}

/** Whether an entry of events.yaml, as written, names its event as the rules read it (its check says more). */
function isEventTiming(entry: unknown): entry is EventTiming {
  if (entry === null || typeof entry !== "object") return false
  const { title, page, start } = entry as Record<string, unknown>
  return (
    typeof title === "string" &&
    (page === undefined || typeof page === "string") &&
    (start === undefined || typeof start === "string")
  )
}

/** The pages of events.yaml's dated events, in its order; none while it cannot be read (the content check says why). */
function eventPagesIn(contentDir: string): SitePage[] {
  let events: unknown
  try {
    events = parse(readFileSync(path.join(contentDir, eventPages.file), "utf8"))
  } catch {
    return [] // missing, or not YAML
  }
  return Array.isArray(events) ? eventSitePages(events.filter(isEventTiming)) : []
}

/** Every page of the content folder: built-in ones, then general ones by name, then the dated events' in their file's order. */
export function sitePagesIn(contentDir: string): SitePage[] {
  // A file in a folder of content/pages/ is no page (the content check says so).
  const general = yamlFilesBelow(path.join(contentDir, PAGES_FOLDER))
    .map((file) => sitePageOf(`${PAGES_FOLDER}/${file}`))
    .filter((page): page is SitePage => page !== undefined && page.kind === "general")
  return [...builtInSitePages, ...general, ...eventPagesIn(contentDir)]
}

/** The pages a visitor can reach by a link, and search engines list: every page but the not-found page and the contact form's thank-you page. */
export function listedPagesIn(contentDir: string): SitePage[] {
  return sitePagesIn(contentDir).filter((page) => page.listed)
}

/** The pages served at their address with status 200 (the listed ones and the thank-you page): every page but the not-found page. */
export function servedPagesIn(contentDir: string): SitePage[] {
  return sitePagesIn(contentDir).filter((page) => page.path !== NOT_FOUND_PATH)
}
