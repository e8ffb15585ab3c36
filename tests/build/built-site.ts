/** Reads the production build in public/ for the build-output tests. */
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { JSDOM } from "jsdom"
import { sitePages as registeredPages } from "../../src/content/site-pages"
import { loadContent } from "../../src/test-support/content-fixtures"

export const publicDir = path.join(__dirname, "..", "..", "public")

/** The top bar's links, from content/navigation.yaml, as editors write them (/about). */
export const navigation: readonly { name: string; path: string }[] = loadContent("navigation.yaml")

/** Every page of the site, at the address it is served at (/about/): src/content/site-pages.ts. */
export const routes: readonly { path: string; file: string }[] = registeredPages

export function htmlFileOf(route: string): string {
  return route === "/" ? path.join(publicDir, "index.html") : path.join(publicDir, route.slice(1), "index.html")
}

const cache = new Map<string, Document>()

/** The built page for a route, parsed (scripts are not run: this is what a visitor without JavaScript gets). */
export function builtPage(route: string): Document {
  const file = route === "404" ? path.join(publicDir, "404.html") : htmlFileOf(route)
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

/** Every page a visitor can reach: the routes, and the not-found page ("404"). */
export const sitePages: readonly { name: string; file: string }[] = [
  ...routes.map((route) => ({ name: route.path, file: htmlFileOf(route.path) })),
  { name: "404", file: path.join(publicDir, "404.html") },
]
