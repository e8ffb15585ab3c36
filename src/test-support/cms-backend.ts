/**
 * The content editor's backend as its previews see it, over the real content/ files: each file
 * read through the YAML format the editor registers for it, and loaded by collection and slug.
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import type { DecapEntry, PreviewTemplateProps } from "../cms/preview/decap"
import { cmsEntryOf } from "../cms/config/cms-config"
import { contentFormat, generalPageFormat } from "../cms/config/cms-format"
import { requiredContentFiles } from "../content/content-files"
import { sitePageOf } from "../content/page-registry"
import { contentDir, sitePages } from "./content-fixtures"

const format = contentFormat(requiredContentFiles)
const pageFormat = generalPageFormat()

/** A file as the editor's form holds it after reading it. */
export function formOf(file: string): Record<string, unknown> {
  const fileFormat = sitePageOf(file)?.kind === "general" ? pageFormat : format
  return fileFormat.fromFile(readFileSync(path.join(contentDir, file), "utf8"))
}

/** An entry as Decap hands it over: an Immutable-style map whose data has toJS(), and its file's path. */
export function entryOf(data: Record<string, unknown>, file?: string): DecapEntry {
  return { get: (key) => (key === "path" ? (file ? `content/${file}` : "") : { toJS: () => data }) }
}

/**
 * Decap's getCollection over the saved files, recording each file it loads; without a slug, a
 * collection's entries as Decap lists them.
 */
export function savedFilesLoader(requested: string[] = []): PreviewTemplateProps["getCollection"] {
  const files = [...requiredContentFiles.map((spec) => spec.file), ...sitePages.map((page) => page.file)]
  return (collection, slug) => {
    if (slug === undefined) {
      const entries = files.filter((file) => cmsEntryOf(file).collection === collection)
      return Promise.resolve(entries.map((file) => entryOf(formOf(file), file)))
    }
    const file = files.find((candidate) => {
      const entry = cmsEntryOf(candidate)
      return entry.collection === collection && entry.slug === slug
    })
    if (!file) return Promise.reject(new Error(`no file ${collection}/${slug}`))
    requested.push(file)
    return Promise.resolve(entryOf(formOf(file), file))
  }
}
