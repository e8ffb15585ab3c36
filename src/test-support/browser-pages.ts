/**
 * Which pages the browser suite (e2e/) visits. The site has a fixed set of built-in pages and any
 * number of general pages editors add (content/pages/<name>.yaml, built from blocks: schemas.ts's
 * pageBlock). A real browser costs seconds a page and width, so the suite visits every built-in
 * page and a bounded sample of general pages: one general page for each block type any of them
 * uses. A general page draws nothing but its heading and its blocks, with the components the
 * built-in pages use, so a page that adds no new block type adds nothing new for a browser to see.
 * Its markup, links, policy and sitemap entry are still checked on every page, in the build's
 * output (tests/build/), and in a browser by the publish check when a change alters its HTML or headers.
 */
import type { SitePage } from "../content/page-registry"
import { BLOCK_TYPE_FIELD } from "../content/fields"

/** What the sample needs to know of a page: its kind, and its content file, which orders general pages. */
export type SampledPage = Pick<SitePage, "kind" | "file">

/**
 * The block types a general page's content (its YAML, as written or as loaded) uses, each once, in
 * the order they first appear: the type field of every block of every section.
 */
export function blockTypesIn(content: unknown): string[] {
  const sections = (content as { sections?: unknown } | null | undefined)?.sections
  if (!Array.isArray(sections)) return []
  const types = sections.flatMap((section) => {
    const blocks = (section as { blocks?: unknown } | null | undefined)?.blocks
    if (!Array.isArray(blocks)) return []
    return blocks.flatMap((block) => {
      const type = (block as Record<string, unknown> | null | undefined)?.[BLOCK_TYPE_FIELD]
      return typeof type === "string" ? [type] : []
    })
  })
  return [...new Set(types)]
}

const byFile = (a: SampledPage, b: SampledPage) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0)

/**
 * The pages a browser visits, from all of a site's pages:
 * - every page whose kind is not "general" (the built-in pages), in the order given;
 * - then general pages, by file name, chosen by a greedy set cover of the block types they use:
 *   again and again the page that uses the most types no chosen page uses yet, the first by file
 *   name on a tie, until every type a general page uses is used by a chosen one; and if no general
 *   page has a block, the first general page by file name (the general template is still drawn).
 *
 * Each general page chosen adds at least one new type, so there are at most as many as the block
 * types the general pages use (at least one when there is a general page): at most the number of
 * block types the schema has, however many general pages there are. The choice depends only on the
 * pages' files and block types, not on the order the pages come in.
 */
export function browserPagesOf<P extends SampledPage>(
  pages: readonly P[],
  blockTypesOf: (page: P) => readonly string[],
): P[] {
  const general = pages.filter((page) => page.kind === "general").sort(byFile)
  const typesOf = new Map(general.map((page) => [page, new Set(blockTypesOf(page))]))
  const uncovered = new Set(general.flatMap((page) => [...(typesOf.get(page) ?? [])]))
  const chosen: P[] = []
  while (uncovered.size > 0) {
    let best: P | undefined
    let bestGain = 0
    for (const page of general) {
      const gain = [...(typesOf.get(page) ?? [])].filter((type) => uncovered.has(type)).length
      if (gain > bestGain) {
        best = page
        bestGain = gain
      }
    }
    // Every uncovered type is some general page's, so some page gains: this never stops early.
    if (!best) break
    chosen.push(best)
    for (const type of typesOf.get(best) ?? []) uncovered.delete(type)
  }
  if (chosen.length === 0 && general.length > 0) chosen.push(general[0])
  return [...pages.filter((page) => page.kind !== "general"), ...chosen.sort(byFile)]
}
