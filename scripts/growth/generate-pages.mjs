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

/**
 * @typedef {object} GeneratedPage
 * @property {string} name  the page's name and address: "growth-0001" is /growth-0001/
 * @property {string} title its heading (hero.title), which the content editor's list shows
 */

/**
 * Removes every generated page from a content folder (and nothing else).
 * @param {string} contentDir
 */
export function removeGeneratedPages(contentDir) {
  const folder = path.join(contentDir, "pages")
  if (!existsSync(folder)) return
  for (const name of readdirSync(folder)) if (GROWTH_FILE.test(name)) rmSync(path.join(folder, name))
}

/**
 * Writes `count` generated pages into contentDir/pages/, growth-0001.yaml to growth-<count>.yaml.
 * Each page's words name its number and the size of its set ("page 17 of 1000"): a set of another size
 * rewrites every page, so the build after the change renders all `count` of them, not only the ones
 * a smaller set lacked.
 * @param {string} contentDir the content folder to write into (a scratch copy's: never the repository's)
 * @param {number} count
 * @returns {GeneratedPage[]}
 */
export function generatePages(contentDir, count) {
  if (!Number.isInteger(count) || count < 0)
    throw new Error(`generatePages: count must be a whole number, not ${count}`)
  const template = readFileSync(path.join(contentDir, "pages", "privacy.yaml"), "utf8")
  const pages = []
  for (let index = 1; index <= count; index += 1) {
    // Zero-padded so that names sort in order (wider past 9,999); the heading is unique, and what a
    // search in the editor finds the page by.
    const number = String(index).padStart(Math.max(4, String(count).length), "0")
    const name = `${GROWTH_PREFIX}${number}`
    const title = `Growth page ${number}`
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
    // lineWidth 0: each sentence on its line, as the content files write them.
    writeFileSync(path.join(contentDir, "pages", `${name}.yaml`), document.toString({ lineWidth: 0 }))
    pages.push({ name, title })
  }
  return pages
}
