/** The site's real content, as the pages show it, for the browser tests' expectations. */
import { pageHref } from "../../src/content/links"
import type { SiteYaml } from "../../src/content/site-yaml"
import { loadContent, sitePages } from "../../src/test-support/content-fixtures"

export interface NavigationItem {
  readonly name: string
  readonly path: string
}

export const site = loadContent<SiteYaml>("site.yaml")
/** The top bar's links, at the addresses the site links them at (/about/). */
export const navigation: readonly NavigationItem[] = loadContent<NavigationItem[]>("navigation.yaml").map((item) => ({
  ...item,
  path: pageHref(item.path),
}))
/** Every page of the site, at the address it is served at (src/content/site-pages.ts). */
export const pages: readonly { readonly path: string; readonly file: string }[] = sitePages
/** The top bar's name for a page, if the top bar links it. */
export const navigationNameOf = (path: string) => navigation.find((item) => item.path === path)?.name
export const slides = loadContent<{ title: string; bullets?: string[] }[]>("slides.yaml")
export const slideIntervalMs = loadContent<{ slideIntervalMs: number }>("constants.yaml").slideIntervalMs
