/** The built pages put their content on screen before any of the site's JavaScript runs, and carry none they do not use. */
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { bundlesStartedBy } from "../../src/performance/hydrate-after-paint"
import { builtPage, htmlFileOf, publicDir, routes } from "./built-site"

const pages = [
  ...routes.map((route) => ({ name: route.path, file: htmlFileOf(route.path) })),
  { name: "404", file: path.join(publicDir, "404.html") },
]

/** The entry bundles of this build, as webpack names them: its runtime, React and the app. */
function entryBundles(): string[] {
  const stats = JSON.parse(readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as {
    namedChunkGroups: Record<string, { assets: { name: string }[] }>
  }
  return stats.namedChunkGroups.app.assets.map((asset) => `/${asset.name}`)
}

describe.each(pages)("$name", ({ name, file }) => {
  const html = readFileSync(file, "utf8")

  it("loads no script with the page: nothing can run before the first paint", () => {
    const document = builtPage(name === "404" ? "404" : name)
    expect([...document.querySelectorAll("script[src]")].map((script) => script.outerHTML)).toEqual([])
    expect([...document.querySelectorAll('link[rel="preload"][as="script"], link[rel="modulepreload"]')]).toEqual([])
  })

  it("carries none of gatsby-plugin-image's styles or script, having no image", () => {
    expect(html).not.toContain("data-gatsby-image-wrapper")
    expect(html).not.toMatch(/gatsby-image-wrapper|gatsbyImageWrapper|data-main-image/)
    expect(builtPage(name === "404" ? "404" : name).querySelectorAll('script[type="module"]')).toHaveLength(0)
  })

  it("starts exactly this build's entry bundles after the first paint, each a built file", () => {
    const bundles = bundlesStartedBy(html)
    expect(bundles).toEqual(entryBundles())
    for (const bundle of bundles) expect(existsSync(path.join(publicDir, bundle))).toBe(true)
    expect(html.match(/var sources=/g)).toHaveLength(1)
  })
})
