/** Reads the production build in public/ for the build-output tests. */
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { JSDOM } from "jsdom"
import { htmlFileOf, NOT_FOUND_FILE } from "../../src/build/built-pages"
import { pageHref } from "../../src/content/links"
import type { SitePage } from "../../src/content/page-registry"
import { loadContent, sitePages as registeredPages } from "../../src/test-support/content-fixtures"

export const publicDir = path.join(__dirname, "..", "..", "public")

/** The top bar's links, from content/navigation.yaml, as editors write them (/about). */
export const navigation: readonly { name: string; path: string }[] = loadContent("navigation.yaml")

/** Every page of the site, at the address it is served at (/about/): src/content/site-pages.ts. */
export const routes: readonly SitePage[] = registeredPages

const cache = new Map<string, Document>()

/** The built page for a route, parsed (scripts are not run: this is what a visitor without JavaScript gets). */
export function builtPage(route: string): Document {
  // Tests name a page as editors write it (/about) or as it is served (/about/).
  const file = path.join(publicDir, route === "404" ? NOT_FOUND_FILE : htmlFileOf(pageHref(route)))
  let document = cache.get(file)
  if (!document) {
    if (!existsSync(file)) throw new Error(`${file} was not built; run npm run build first`)
    document = new JSDOM(readFileSync(file, "utf8")).window.document
    cache.set(file, document)
  }
  return document
}

/** Visible text, without the styles and scripts Gatsby inlines. */
export function textOf(element: Element): string {
  const clone = element.cloneNode(true) as Element
  clone.querySelectorAll("style, script, noscript").forEach((node) => node.remove())
  return (clone.textContent ?? "").replace(/\s+/g, " ").trim()
}

/**
 * Every file a visitor can be served, by the name tests give it: each page at its address (the
 * file src/build/built-pages.ts says the build writes it as), and 404.html ("404") for any
 * unknown address.
 */
export const servedFiles: readonly { name: string; file: string }[] = [
  ...routes.map((route) => ({ name: route.path, file: path.join(publicDir, htmlFileOf(route.path)) })),
  { name: "404", file: path.join(publicDir, NOT_FOUND_FILE) },
]
