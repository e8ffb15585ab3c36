/**
 * @jest-environment node
 */
// The widget bundles, built for real with esbuild. In node, as the build runs it: esbuild refuses
// jsdom's environment (its Buffer is no Uint8Array there).
import { execFileSync } from "node:child_process"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { brotliCompressSync } from "node:zlib"
import { buildSync } from "esbuild"
import { JSDOM } from "jsdom"
import { createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { HeroCarousel } from "./carousel/HeroCarousel"
import { inPageContext, loadContent } from "../../tests/support/fixtures/content-fixtures"
import { bundleWidget, bundleWidgets, WIDGET_ENTRIES } from "./bundle"
import { CAROUSEL, having } from "./carousel/markup"

const widgetsDir = path.join(__dirname)

/** The budget for the carousel module: at most 3 kB once brotli-compressed. */
const BROTLI_BUDGET_BYTES = 3000

const carousel = bundleWidget("carousel", widgetsDir)

describe("bundleWidgets", () => {
  it("bundles every widget entry, the carousel among them", () => {
    const scripts = bundleWidgets(widgetsDir)
    expect(scripts.map((script) => script.name)).toEqual(Object.keys(WIDGET_ENTRIES))
    expect(scripts.find((script) => script.name === "carousel")).toEqual(carousel)
  })

  it("gives the code as one minified line and its size in bytes", () => {
    expect(carousel.code.split("\n")).toHaveLength(1)
    expect(carousel.bytes).toBe(Buffer.byteLength(carousel.code))
    expect(carousel.bytes).toBeGreaterThan(500)
  })

  it("is an ES module that imports and requires nothing: it is self-contained", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "widget-bundle-"))
    try {
      // As a browser would read it: parsed as a module (node --check on an .mjs copy).
      const asModule = path.join(dir, "carousel.mjs")
      writeFileSync(asModule, carousel.code)
      expect(() => execFileSync(process.execPath, ["--check", asModule], { stdio: "pipe" })).not.toThrow()
      // esbuild, reading the bundle, finds no import of any kind in it.
      const { metafile } = buildSync({
        entryPoints: [asModule],
        bundle: true,
        write: false,
        metafile: true,
        logLevel: "silent",
      })
      const inputs = Object.values(metafile.inputs)
      expect(inputs).toHaveLength(1)
      expect(inputs[0].imports).toEqual([])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it("can sit inside an inline script: nothing in it ends the element early", () => {
    expect(carousel.code).not.toMatch(/<\/script/i)
    expect(carousel.code).not.toMatch(/<!--/)
  })

  it("keeps the carousel module within 3 kB brotli-compressed", () => {
    const compressed = brotliCompressSync(Buffer.from(carousel.code)).length
    expect(compressed).toBeGreaterThan(0)
    expect(compressed).toBeLessThanOrEqual(BROTLI_BUDGET_BYTES)
  })

  it("runs on its own in the page and enhances the carousel markup", () => {
    const slides = loadContent<Queries.HeroCarouselSlideFieldsFragment[]>("slides.yaml")
    const copy = loadContent<{ carousel: Queries.HeroCarouselFieldsFragment }>("pages/home.yaml").carousel
    const markup = renderToStaticMarkup(
      inPageContext(
        createElement(HeroCarousel, { heading: "Heading", slides, copy, intervalMs: 6000, credential: "CDM" }),
      ),
    )
    const { window } = new JSDOM(`<!doctype html><body>${markup}</body>`, { runScripts: "outside-only" })
    try {
      const root = window.document.querySelector(having(CAROUSEL.root))!
      expect(root.hasAttribute(CAROUSEL.enhanced)).toBe(false)
      // The bundle has no import or export left, so the page's window can run it as a script.
      window.eval(carousel.code)
      expect(root.hasAttribute(CAROUSEL.enhanced)).toBe(true)
      expect(root.getAttribute(CAROUSEL.playing)).toBe("true")
    } finally {
      window.close()
    }
  })

  it("gives the same code for the same source, so the page's policy hash changes only with it", () => {
    expect(bundleWidget("carousel", widgetsDir)).toEqual(carousel)
  })
})
