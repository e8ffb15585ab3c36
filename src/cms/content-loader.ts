/**
 * The content the editor's own backend holds, for what needs more than the entry being edited:
 * the deletion guard (deletion-guard.ts) reads every file for links to a page. Decap hands a way
 * to load saved files only to preview templates (getCollection), so the preview remembers the
 * one it was given; any preview shown in this session makes it available.
 */
import { cmsEntryOf, PAGES_COLLECTION } from "./config/cms-config"
import { contentFromForm } from "./config/cms-format"
import { generalPageSpec, requiredContentFiles } from "../content/content-files"
import type { LinkingSource } from "../content/inbound-links"
import { entryData, type PreviewTemplateProps } from "./preview/decap"

type GetCollection = PreviewTemplateProps["getCollection"]

let remembered: GetCollection | undefined

/** Called by every preview with the loader Decap gave it. */
export function rememberContentLoader(getCollection: GetCollection): void {
  remembered = getCollection
}

/** What the heading of a general page says, to name it. */
function headingOf(data: unknown): string | undefined {
  const title = (data as { hero?: { title?: unknown } } | null)?.hero?.title
  return typeof title === "string" ? title : undefined
}

/**
 * Every saved file that can link to a page: the required files and the general pages, in the
 * shape of their YAML; undefined when no preview has been shown yet, so nothing can be loaded.
 */
export async function loadLinkingContent(): Promise<LinkingSource[] | undefined> {
  const getCollection = remembered
  if (!getCollection) return undefined
  const required = await Promise.all(
    requiredContentFiles.map(async (spec): Promise<LinkingSource> => {
      const { collection, slug } = cmsEntryOf(spec.file)
      const data = contentFromForm(entryData(await getCollection(collection, slug)), spec)
      return { name: `content/${spec.file}`, spec, data }
    }),
  )
  // Decap lists a folder's entries without their file names: a general page is named by its heading.
  const listed: unknown = await getCollection(PAGES_COLLECTION)
  const entries =
    listed && typeof (listed as { toArray?: unknown }).toArray === "function"
      ? (listed as { toArray(): unknown[] }).toArray()
      : Array.isArray(listed)
        ? listed
        : []
  const spec = generalPageSpec
  const general = entries.map((entry): LinkingSource => {
    const data = contentFromForm(entryData(entry), spec)
    return { name: `the page "${headingOf(data) ?? "without a heading"}"`, spec, data }
  })
  return [...required, ...general]
}
