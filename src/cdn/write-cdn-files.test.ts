import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { contentDir } from "../test-support/content-fixtures"
import { headersFor, parseHeadersFile } from "./headers"
import { cspHash } from "./inline-scripts"
import { currentHashedAssets, pageAddressOf, readBuiltSite, writeCdnFiles } from "./write-cdn-files"

/** A tiny public/ folder shaped like Gatsby's. */
function builtSite(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "public-"))
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  write("index.html", `<script>window.pagePath="/";</script><script src="/app-0123456789abcdef0123.js"></script>`)
  write("about/index.html", `<script>window.pagePath="/about";</script>`)
  write(
    "404.html",
    `<html><head><meta charSet="utf-8"/></head><body><script>window.pagePath="/404.html";</script></body></html>`,
  )
  write(
    "_gatsby/slices/_gatsby-scripts-1.html",
    `<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>`,
  )
  write("app-0123456789abcdef0123.js", "")
  write("app-0123456789abcdef0123.js.map", "")
  write("chunk-map.json", "{}")
  mkdirSync(path.join(dir, "page-data", "404.html"), { recursive: true })
  return dir
}

describe("pageAddressOf", () => {
  it.each([
    ["index.html", "/"],
    [path.join("about", "index.html"), "/about"],
    [path.join("a", "b", "index.html"), "/a/b"],
    ["404.html", "/404.html"],
  ])("serves %s at %s", (file, address) => expect(pageAddressOf(file)).toBe(address))
})

describe("readBuiltSite", () => {
  it("finds the pages, the hashed files and the inline scripts of every HTML file", () => {
    expect(readBuiltSite(builtSite())).toEqual({
      pages: ["/", "/404.html", "/about"],
      hashedAssets: ["/app-0123456789abcdef0123.js"],
      scriptHashes: [
        'window.pagePath="/";',
        'window.pagePath="/about";',
        'window.pagePath="/404.html";',
        'window.___chunkMapping="{}";',
      ]
        .map(cspHash)
        .sort(),
    })
  })
})

describe("currentHashedAssets", () => {
  it("takes every hashed file when there are no webpack stats", () => {
    expect(currentHashedAssets(builtSite())).toEqual(["app-0123456789abcdef0123.js"])
  })

  it("leaves out earlier builds' files: only those the stats name or the runtime can load", () => {
    const dir = builtSite()
    const files = {
      "webpack-runtime-00000000000000000001.js": `var hashes={454:"0000000000000000000a"}`,
      "app-00000000000000000002.js": "",
      "454-0000000000000000000a.js": "",
      "app-0123456789abcdef0123.js": "",
      "webpack-runtime-00000000000000000009.js": "",
    }
    for (const [name, code] of Object.entries(files)) writeFileSync(path.join(dir, name), code)
    writeFileSync(
      path.join(dir, "webpack.stats.json"),
      JSON.stringify({
        assetsByChunkName: { app: ["webpack-runtime-00000000000000000001.js", "app-00000000000000000002.js"] },
      }),
    )
    expect(currentHashedAssets(dir).sort()).toEqual(
      ["454-0000000000000000000a.js", "app-00000000000000000002.js", "webpack-runtime-00000000000000000001.js"].sort(),
    )
  })
})

describe("writeCdnFiles", () => {
  it("writes _headers and robots.txt into the built site", () => {
    const dir = builtSite()
    const report = writeCdnFiles({ publicDir: dir, contentDir })
    const rules = parseHeadersFile(readFileSync(path.join(dir, "_headers"), "utf8"))
    expect(rules).toEqual(report.rules)
    expect(headersFor(rules, "/about").get("content-security-policy")).toContain(cspHash('window.pagePath="/about";'))
    expect(readFileSync(path.join(dir, "robots.txt"), "utf8")).toMatch(/^Sitemap: https:\/\/.+\/sitemap-index\.xml$/m)
    expect(report.headersBytes).toBe(readFileSync(path.join(dir, "_headers")).length)
  })

  it("gives 404.html, served for unknown addresses under /* alone, the pages' policy in a meta element", () => {
    const dir = builtSite()
    writeCdnFiles({ publicDir: dir, contentDir })
    writeCdnFiles({ publicDir: dir, contentDir })
    const rules = parseHeadersFile(readFileSync(path.join(dir, "_headers"), "utf8"))
    const html = readFileSync(path.join(dir, "404.html"), "utf8")
    const metas = new DOMParser()
      .parseFromString(html, "text/html")
      .querySelectorAll('meta[http-equiv="Content-Security-Policy"]')
    expect(metas).toHaveLength(1)
    const headerPolicy = headersFor(rules, "/about").get("content-security-policy") ?? ""
    expect(metas[0].getAttribute("content")).toBe(headerPolicy.replace("; frame-ancestors 'none'", ""))
    expect(metas[0].getAttribute("content")).toContain(cspHash('window.pagePath="/404.html";'))
  })
})
