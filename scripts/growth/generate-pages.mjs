/**
 * Pages for the growth benchmark (scripts/bench-growth.mjs, issue 29): N general pages written into a
 * content folder's pages/, each a copy of the privacy notice (content/pages/privacy.yaml, a page of the
 * general kind, which passes the content check) with its own file name and its own words, so no two
 * pages render the same HTML. Exported for any script or test that needs a site of many pages.
 *
 * What the content check asks of such a page (src/content/check-page-files.ts, page-names.ts, check.ts),
 * and how these pages meet it:
 * - the file name is the address: lowercase letters, digits and single hyphens, not a built-in page's
 *   name nor a reserved one (admin, 404, static, page-data, icons, static/'s names): "growth-0001";
 * - the schema of the general kind: the copy keeps the privacy notice's hero and sections as they are;
 * - section ids unique on the page, links to pages that exist (/contact), known {placeholders}: kept;
 * - a search title that fits in search results (a warning only): "Growth page 0001" with the board's
 *   name stays under 60 characters.
 * No check asks that a general page be linked from anywhere, so none of them is.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"
import { isMap, isScalar, parseDocument } from "yaml"

/** Every generated page's name starts so; nothing else in content/pages/ may. */
export const GROWTH_PREFIX = "growth-"

/** A generated page's file name, without folder: growth-0001.yaml. */
const GROWTH_FILE = /^growth-\d+\.yaml$/

/** The page the copies are made from, below content/. */
export const TEMPLATE_PAGE = "pages/privacy.yaml"

/**
 * @typedef {object} GeneratedPage
 * @property {string} name  the page's name and address: "growth-0001" is /growth-0001/
 * @property {string} file  its file, below content/: "pages/growth-0001.yaml"
 * @property {string} title its heading (hero.title), which the content editor's list shows
 */

/**
 * The name of the index-th generated page (from 1), zero-padded so that names sort in order.
 * @param {number} index
 * @param {number} [count] how many pages there are (wider padding past 9,999)
 * @returns {string}
 */
export function growthPageName(index, count = index) {
  return `${GROWTH_PREFIX}${String(index).padStart(Math.max(4, String(count).length), "0")}`
}

/**
 * The heading of the index-th generated page: unique, and what a search in the editor finds it by.
 * @param {number} index
 * @param {number} [count]
 * @returns {string}
 */
export function growthPageTitle(index, count = index) {
  return `Growth page ${growthPageName(index, count).slice(GROWTH_PREFIX.length)}`
}

/**
 * The generated pages now in a content folder, by file name.
 * @param {string} contentDir
 * @returns {string[]} file names below content/pages/
 */
export function generatedPageFiles(contentDir) {
  const folder = path.join(contentDir, "pages")
  return existsSync(folder) ? readdirSync(folder).filter((name) => GROWTH_FILE.test(name)) : []
}

/**
 * Removes every generated page from a content folder (and nothing else).
 * @param {string} contentDir
 * @returns {number} how many files were removed
 */
export function removeGeneratedPages(contentDir) {
  const files = generatedPageFiles(contentDir)
  for (const name of files) rmSync(path.join(contentDir, "pages", name))
  return files.length
}

/**
 * Writes `count` generated pages into contentDir/pages/, growth-0001.yaml to growth-<count>.yaml.
 * Each page's words name its number and the size of its set ("page 17 of 1000"): a set of another size
 * rewrites every page, so the build after the change renders all `count` of them, not only the ones
 * a smaller set lacked.
 * @param {string} contentDir the content folder to write into (a scratch copy's: never the repository's)
 * @param {number} count
 * @param {{ templateDir?: string }} [options] where to read the template page from (contentDir by default)
 * @returns {GeneratedPage[]}
 */
export function generatePages(contentDir, count, { templateDir = contentDir } = {}) {
  if (!Number.isInteger(count) || count < 0)
    throw new Error(`generatePages: count must be a whole number, not ${count}`)
  const template = readFileSync(path.join(templateDir, TEMPLATE_PAGE), "utf8")
  const pages = []
  for (let index = 1; index <= count; index += 1) {
    const name = growthPageName(index, count)
    const title = growthPageTitle(index, count)
    // The template is parsed again for each page: a Document is changed in place.
    const document = parseDocument(template)
    // The template's opening comment (on its first key) says it is the privacy notice; say what this
    // file is instead.
    if (isMap(document.contents)) {
      const [first] = document.contents.items
      if (first && isScalar(first.key)) first.key.commentBefore = undefined
    }
    document.commentBefore = ` A page written by the growth benchmark (scripts/growth/generate-pages.mjs): page ${index} of ${count}.`
    document.setIn(["seo", "title"], title)
    document.setIn(
      ["seo", "description"],
      `Page ${index} of ${count} that the growth benchmark adds to the {boardName} website, to measure a site of many pages.`,
    )
    document.setIn(["hero", "eyebrow"], "Growth benchmark")
    document.setIn(["hero", "title"], title)
    document.setIn(
      ["hero", "lead"],
      `This is page ${index} of ${count}, added to measure how the build and the content editor grow with the site.`,
    )
    const file = `pages/${name}.yaml`
    // lineWidth 0: each sentence on its line, as the content files write them.
    writeFileSync(path.join(contentDir, file), document.toString({ lineWidth: 0 }))
    pages.push({ name, file, title })
  }
  return pages
}
