/**
 * public/ is what gets deployed, so it holds exactly what is served: the pages, what they load,
 * the files hosts and crawlers read, and the content editor. Gatsby's runtime (its bundles, page
 * data, chunk map) is kept aside for the next build instead (src/build/unserved-files.ts).
 */
import { existsSync, readdirSync } from "node:fs"
import path from "node:path"
import { setAsideDirOf, unservedNamesIn } from "../../src/build/unserved-files"
import { publicDir } from "./built-site"

const root = path.join(publicDir, "..")

/** Every file of public/, as a path from its top with forward slashes. */
function filesIn(dir: string, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesIn(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  )
}

const files = filesIn(publicDir)

describe("what the build deploys (public/)", () => {
  it("holds nothing of Gatsby's runtime: no bundles, page data, chunk map or fragments", () => {
    expect(unservedNamesIn(publicDir)).toEqual([])
    expect(files.filter((file) => !file.includes("/") && file.endsWith(".js"))).toEqual([])
  })

  it("keeps Gatsby's page data and fragments aside, where the next incremental build takes them back", () => {
    const setAside = setAsideDirOf(root)
    expect(existsSync(path.join(setAside, "page-data", "index", "page-data.json"))).toBe(true)
    expect(existsSync(path.join(setAside, "page-data", "app-data.json"))).toBe(true)
  })
  // That public/ holds only files that are served (pages, what they name, what hosts read): every-page.test.ts.
})
