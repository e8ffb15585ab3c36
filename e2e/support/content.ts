/** The site's real content, as the pages show it, for the browser tests' expectations. */
import { loadContent } from "../../src/test-support/content-fixtures"

export interface NavigationItem {
  readonly name: string
  readonly path: string
}

export interface SiteContent {
  readonly boardName: string
  readonly contact: { readonly phone: string; readonly email: string }
  readonly links: Record<string, string>
  readonly header: { readonly applyHref: string; readonly newTabHint: string }
  readonly contactForm: { readonly endpoint: string; readonly honeypotName: string }
  readonly directorySearch: {
    readonly action: string
    readonly nameParam: string
    readonly locationParam: string
    readonly specialtyParam: string
  }
}

export const site = loadContent<SiteContent>("site.yaml")
export const routes = loadContent<NavigationItem[]>("navigation.yaml")
export const slides = loadContent<{ title: string; bullets?: string[] }[]>("slides.yaml")
export const slideIntervalMs = loadContent<{ slideIntervalMs: number }>("constants.yaml").slideIntervalMs
