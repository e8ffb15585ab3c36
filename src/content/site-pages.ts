/**
 * The site's pages, in one place: one per file under content/pages/ (home.yaml is "/"), each
 * served at an address ending in "/" (gatsby-config.ts, trailingSlash "always"). The not-found
 * page is built too, but no link leads to it. The content check, the sitemap's expectations and
 * every test that visits "every page" take the list from here, so a page added under
 * content/pages/ is checked everywhere.
 */
import { contentFiles } from "./content-files"

export interface SitePage {
  /** Its content file, below content/. */
  readonly file: string
  /** Where it is served: "/", "/about/". */
  readonly path: string
}

const NOT_FOUND_FILE = "pages/not-found.yaml"

/** Where the page of a file under content/pages/ is served: "/" for home.yaml, "/404/" for the not-found page. */
export function pagePathOf(file: string): string {
  if (file === NOT_FOUND_FILE) return "/404/"
  const name = file.slice("pages/".length, -".yaml".length)
  return name === "home" ? "/" : `/${name}/`
}

export const sitePages: readonly SitePage[] = contentFiles
  .filter((spec) => spec.file.startsWith("pages/") && spec.file !== NOT_FOUND_FILE)
  .map((spec) => ({ file: spec.file, path: pagePathOf(spec.file) }))
