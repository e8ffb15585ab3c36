/**
 * The real content/ files, loaded and with placeholders resolved as the GraphQL layer
 * would, so component tests render what visitors see.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { createElement, type ReactElement } from "react"
import { parse } from "yaml"
import { NewTabHintContext } from "../components/ui/new-tab-hint"
import { buildDateForSite, buildPlaceholderValues } from "../content/build-date"
import { ownerPlaceholderValues, ownerSettingsOf } from "../content/owner-settings"
import { collectPlaceholderValues, resolvePlaceholders } from "../content/placeholders"
import { contentRoad, servedContent } from "../content/served-content"
import { servedPagesIn, type SitePage } from "../content/site-pages"
import { readPublishingSettings } from "../settings/read-publishing"
import { blockTypesIn, browserPagesOf } from "./browser-pages"

const root = path.join(__dirname, "..", "..")

export const contentDir = path.join(root, "content")

/** The owner's settings (publishing.yaml): where the site is published and the editor saves. */
export const publishing = readPublishingSettings(root)

/** Of the owner's settings, those the pages and the content read: the site's address, the contact form's service. */
export const ownerSettings = ownerSettingsOf(publishing)

/**
 * Every page served at its address (all but the not-found page, which has its own tests), from the
 * page registry and content/pages/: the listed ones and the contact form's thank-you page.
 */
export const sitePages: readonly SitePage[] = servedPagesIn(contentDir)

/**
 * The pages the tests that draw or read a page one by one take: every built-in page, and one
 * general page for each block type any general page uses (browser-pages.ts), so they stay the same
 * size however many pages editors add. The checks every page must pass (its policy, its links,
 * the Nu HTML Checker, the sitemap) read them all.
 */
export const sampledPages: readonly SitePage[] = browserPagesOf(sitePages, (page) => blockTypesIn(readYaml(page.file)))

/** A general page's file, below content/, is kept in a scratch copy when some kept text links to it. */
function linksTo(text: string, page: SitePage): boolean {
  const name = page.path.replace(/^\/|\/$/g, "")
  return new RegExp(`/${name}(?![a-z0-9-])`).test(text)
}

/**
 * The general pages a scratch copy of content/ keeps: the sampled ones, the ones an edit names, and
 * every one a kept file links to, so the copy's links all resolve; the other general pages are left
 * out, and a check of the copy costs the same at 10 pages or 1,000.
 */
function keptGeneralPages(edits: Readonly<Record<string, ContentEdit>>): Set<string> {
  const general = sitePages.filter((page) => page.kind === "general")
  const kept = new Set([
    ...sampledPages.filter((page) => page.kind === "general").map((page) => page.file),
    ...general.filter((page) => page.file in edits).map((page) => page.file),
  ])
  const textOf = (file: string) => readFileSync(path.join(contentDir, file), "utf8")
  const texts = [
    ...sitePages.filter((page) => page.kind !== "general").map((page) => page.file),
    ...readdirSync(contentDir).filter((file) => file.endsWith(".yaml")),
    ...kept,
  ].map(textOf)
  for (let added = true; added;) {
    added = false
    for (const page of general) {
      if (kept.has(page.file) || !texts.some((text) => linksTo(text, page))) continue
      kept.add(page.file)
      texts.push(textOf(page.file))
      added = true
    }
  }
  return kept
}

/**
 * What an edit does to a file: its new content (text, or the bytes of a picture) from its old text
 * ("" for a file that did not exist), or null to remove it.
 */
export type ContentEdit = ((source: string) => string | Uint8Array) | null

/**
 * Runs `run` on a scratch copy of content/ with some files edited, added or removed, as an editor
 * might; the copy is removed once `run` returns, or once the promise it returns settles. The copy
 * holds every file but the general pages no test needs (keptGeneralPages).
 */
export function withContent<T>(edits: Readonly<Record<string, ContentEdit>>, run: (dir: string) => T): T {
  const dir = copyOfContent(edits)
  const remove = () => rmSync(dir, { recursive: true, force: true })
  let result: T
  try {
    for (const [file, edit] of Object.entries(edits)) {
      const target = path.join(dir, file)
      if (edit === null) rmSync(target)
      else writeFileSync(target, edit(existsSync(target) ? readFileSync(target, "utf8") : ""))
    }
    result = run(dir)
  } catch (error) {
    remove()
    throw error
  }
  if (result instanceof Promise) return result.finally(remove) as T
  remove()
  return result
}

/**
 * A scratch copy of content/, for a test to edit and remove: every file but the general pages no
 * test needs (keptGeneralPages), so checking it costs the same at 10 pages or 1,000.
 */
export function copyOfContent(edits: Readonly<Record<string, ContentEdit>> = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), "content-"))
  const general = new Set(sitePages.filter((page) => page.kind === "general").map((page) => page.file))
  const kept = keptGeneralPages(edits)
  cpSync(contentDir, dir, {
    recursive: true,
    filter: (source) => {
      const file = path.relative(contentDir, source).split(path.sep).join("/")
      return !general.has(file) || kept.has(file)
    },
  })
  return dir
}

/** A content file as written ({placeholders} unresolved), below content/: "pages/privacy.yaml". */
export function readYaml(file: string): unknown {
  return parse(readFileSync(path.join(contentDir, file), "utf8"))
}

/** A content file as a page receives it from GraphQL. The type parameter names the query shape the test needs. */
export function loadContent<T>(file: string): T {
  return served<T>(file, readYaml(file))
}

/**
 * Data written for a content file, as a page receives it from GraphQL: its placeholders filled from
 * the content's and the owner's values (an unknown one is an error, as in the build), each picture
 * its file's address.
 */
export function served<T>(file: string, data: unknown): T {
  const site = readYaml("site.yaml")
  // {year} as the build gives it: as of SOURCE_DATE_EPOCH when set, else today.
  const values = collectPlaceholderValues(
    site,
    readYaml("constants.yaml"),
    buildPlaceholderValues(buildDateForSite(site)),
    ownerPlaceholderValues(ownerSettings),
  )
  const road = contentRoad(values, (name) => resolvePlaceholders(`{${name}}`, values, `content/${file}`))
  return servedContent(file, data, road) as T
}

/** What useSite()'s static query returns. */
export function siteLayoutData(): Queries.SiteLayoutQuery {
  return {
    siteYaml: loadContent<NonNullable<Queries.SiteLayoutQuery["siteYaml"]>>("site.yaml"),
    allNavigationYaml: { nodes: loadContent<Queries.SiteLayoutQuery["allNavigationYaml"]["nodes"]>("navigation.yaml") },
    ownerSettings: { siteUrl: ownerSettings.siteUrl },
  }
}

/** An element as the page frame provides for it: links to other sites read site.yaml's new-tab hint. */
export function inPageContext(element: ReactElement): ReactElement {
  const site = siteLayoutData().siteYaml
  if (!site) throw new Error("content/site.yaml is missing")
  return createElement(NewTabHintContext.Provider, { value: site.header.newTabHint }, element)
}
