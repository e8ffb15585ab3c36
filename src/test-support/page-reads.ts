/**
 * What each kind of page's query reads, from its template (src/build/page-reads.ts), and what
 * follows from it for the tests. Apart from content-fixtures.ts, so the tests that do not need it,
 * most of them, do not load GraphQL's parser (about 60 ms a test file).
 */
import path from "node:path"
import { pageReadsOf } from "../build/page-reads"
import { filesOf, pageNameOf } from "../content/page-registry"
import type { SitePage } from "../content/site-pages"
import { loadContent } from "./content-fixtures"

export const pageReads = pageReadsOf(path.join(__dirname, "..", ".."))

/** A picture content names, as loadContent gives it: its file's address, and its alt text or decorative mark. */
export interface ContentPicture {
  readonly imageData: { readonly previewUrl: string }
  readonly alt: string | null
  readonly decorative: boolean | null
}

function picturesIn(value: unknown): ContentPicture[] {
  if (Array.isArray(value)) return value.flatMap(picturesIn)
  if (value === null || typeof value !== "object") return []
  const { imageData } = value as { imageData?: unknown }
  if (typeof imageData === "object" && imageData !== null && "previewUrl" in imageData) return [value as ContentPicture]
  return Object.values(value).flatMap(picturesIn)
}

/**
 * Every picture a page's content names, in the order of its files: its own file's, then those of
 * the data files its query draws (the home page's slides, the Community page's events). Another
 * page's file it reads a few words from (the Contact page the thank-you page's heading) is not drawn.
 */
export function picturesOf(page: SitePage): ContentPicture[] {
  return filesOf(page, pageReads)
    .filter((file) => file === page.file || pageNameOf(file) === undefined)
    .flatMap((file) => picturesIn(loadContent(file)))
}
