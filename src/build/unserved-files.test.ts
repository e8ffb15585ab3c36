import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { restoreUnserved, setAsideUnserved, unservedNamesIn } from "./unserved-files"
import { scratchFolder } from "../../tests/support/scratch-folder"

/** A public/ as Gatsby leaves it: pages and pictures, and its runtime's files beside them. */
function builtPublic(): { publicDir: string; setAside: string } {
  const root = scratchFolder("unserved")
  const publicDir = path.join(root, "public")
  const files: Record<string, string> = {
    "index.html": "<p>Home</p>",
    "about/index.html": "<p>About</p>",
    "static/abc/photo.avif": "picture",
    "admin/cms.js": "editor",
    "admin/cms.js.map": "editor map",
    _headers: "/*",
    "app-0123.js": "runtime",
    "app-0123.js.LICENSE.txt": "licence",
    "commons-0123.js.map": "map",
    "chunk-map.json": "{}",
    "webpack.stats.json": "{}",
    "page-data/index/page-data.json": '{"path":"/"}',
    "_gatsby/slices/_gatsby-scripts-1.html": "<script></script>",
    "~partytown/partytown.js": "worker",
  }
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true })
    writeFileSync(path.join(publicDir, file), text)
  }
  return { publicDir, setAside: path.join(root, ".unserved-public-files") }
}

describe("Gatsby's unserved files", () => {
  it("are its runtime's bundles, page data, maps and fragments, and never pages, pictures or the editor", () => {
    const { publicDir } = builtPublic()
    expect(unservedNamesIn(publicDir)).toEqual([
      "_gatsby",
      "app-0123.js",
      "app-0123.js.LICENSE.txt",
      "chunk-map.json",
      "commons-0123.js.map",
      "page-data",
      "webpack.stats.json",
      "~partytown",
    ])
  })

  it("are moved out of public/ after a build and back, unchanged, before the next", () => {
    const { publicDir, setAside } = builtPublic()
    setAsideUnserved(publicDir, setAside)
    expect(unservedNamesIn(publicDir)).toEqual([])
    expect(existsSync(path.join(publicDir, "admin", "cms.js.map"))).toBe(true)
    expect(existsSync(path.join(publicDir, "static", "abc", "photo.avif"))).toBe(true)
    expect(restoreUnserved(publicDir, setAside)).toHaveLength(8)
    expect(readFileSync(path.join(publicDir, "page-data", "index", "page-data.json"), "utf8")).toBe('{"path":"/"}')
    expect(existsSync(setAside)).toBe(false)
  })

  it("never put back over a file Gatsby wrote since, fill in its folders, and replace what an earlier build set aside", () => {
    const { publicDir, setAside } = builtPublic()
    setAsideUnserved(publicDir, setAside)
    writeFileSync(path.join(publicDir, "chunk-map.json"), '{"new":1}')
    restoreUnserved(publicDir, setAside)
    expect(readFileSync(path.join(publicDir, "chunk-map.json"), "utf8")).toBe('{"new":1}')
    // A build that stopped wrote page-data/ anew with only some of its files: the rest come back.
    setAsideUnserved(publicDir, setAside)
    mkdirSync(path.join(publicDir, "page-data"))
    writeFileSync(path.join(publicDir, "page-data", "app-data.json"), '{"hash":"new"}')
    restoreUnserved(publicDir, setAside)
    expect(readFileSync(path.join(publicDir, "page-data", "app-data.json"), "utf8")).toBe('{"hash":"new"}')
    expect(readFileSync(path.join(publicDir, "page-data", "index", "page-data.json"), "utf8")).toBe('{"path":"/"}')
    mkdirSync(setAside, { recursive: true })
    writeFileSync(path.join(setAside, "stale.js"), "old")
    setAsideUnserved(publicDir, setAside)
    expect(existsSync(path.join(setAside, "stale.js"))).toBe(false)
  })

  it("leave nothing to put back when no build set anything aside", () => {
    const { publicDir, setAside } = builtPublic()
    expect(restoreUnserved(publicDir, setAside)).toEqual([])
  })
})
