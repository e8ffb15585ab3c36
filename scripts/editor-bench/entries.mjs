/**
 * The editor's entries the benchmarks open (scripts/bench-editor.mjs, scripts/bench-gateway.mjs), as
 * the editor's own configuration names them: Decap's addresses of the entry and its list, and the
 * labels that say its form is drawn.
 */
import { tsImport } from "tsx/esm/api"
import { root } from "../measuring.mjs"

const { cmsEntryOf, cmsFile } = await tsImport("../../src/cms/config/cms-config.ts", import.meta.url)
const { contentFileFor } = await tsImport("../../src/content/content-files.ts", import.meta.url)
const { pageReadsOf } = await tsImport("../../src/build/page-reads.ts", import.meta.url)

/**
 * The entry of content/<file>.
 * @param {string} file
 * @returns {import("./run.mjs").EntryToOpen}
 */
export function entryToOpen(file) {
  const reads = pageReadsOf(root)
  const spec = contentFileFor(file)
  if (!spec) throw new Error(`content/${file} is not a file the editor knows`)
  const { collection, slug } = cmsEntryOf(file)
  const labels = cmsFile(spec, reads)
    .fields.filter((field) => field.widget !== "content-file-status")
    .map((field) => field.label)
  return { collection: `/collections/${collection}`, route: `/collections/${collection}/entries/${slug}`, labels }
}

/** The largest entry (its form has the most fields): the one a benchmark opens to time an entry's opening. */
export const LARGEST_ENTRY_FILE = "pages/certification.yaml"
