/**
 * @jest-environment node
 */
// The widget bundles, built for real with esbuild into a temporary public directory. In node, as
// the build runs it: esbuild refuses jsdom's environment (its Buffer is no Uint8Array there).
import { execFileSync } from "node:child_process"
import { createHash } from "node:crypto"
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { brotliCompressSync } from "node:zlib"
import { buildSync } from "esbuild"
import { JSDOM } from "jsdom"
import { createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { HeroCarousel, type CarouselCopy, type Slide } from "../components/home/HeroCarousel"
import { loadContent } from "../test-support/content-fixtures"
import { bundleWidgets, WIDGET_ENTRIES, WIDGETS_PATH, type WidgetScript } from "./bundle"
import { CAROUSEL, having } from "./carousel/markup"

const repoRoot = path.join(__dirname, "..", "..")
const widgetsDir = path.join(repoRoot, "src", "widgets")

/** The budget for the carousel module: at most 3 kB once brotli-compressed. */
const BROTLI_BUDGET_BYTES = 3000

const CAROUSEL_FILE = /^carousel-[0-9a-f]{20}\.js$/

let publicDir: string
const widgetsOut = () => path.join(publicDir, "widgets")
const fileOf = (script: WidgetScript) => path.join(publicDir, script.src)

function bundleCarousel(): WidgetScript {
  const scripts = bundleWidgets(widgetsDir, publicDir)
  const carousel = scripts.find((script) => script.name === "carousel")
  if (!carousel) throw new Error(`no carousel among ${JSON.stringify(scripts)}`)
  return carousel
}

beforeEach(() => {
  publicDir = mkdtempSync(path.join(tmpdir(), "widgets-bundle-test-"))
})

afterEach(() => {
  rmSync(publicDir, { recursive: true, force: true })
})

describe("bundleWidgets", () => {
  it("bundles every widget entry, the carousel among them", () => {
    const scripts = bundleWidgets(widgetsDir, publicDir)
    expect(scripts.map((script) => script.name)).toEqual(Object.keys(WIDGET_ENTRIES))
    expect(scripts.map((script) => script.name)).toContain("carousel")
  })

  it("writes public/widgets/carousel-<20 hex>.js and returns its address /widgets/<file>", () => {
    const carousel = bundleCarousel()
    const files = readdirSync(widgetsOut())
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(CAROUSEL_FILE)
    expect(WIDGETS_PATH).toBe("/widgets/")
    expect(carousel.src).toBe(`/widgets/${files[0]}`)
    expect(existsSync(fileOf(carousel))).toBe(true)
    expect(carousel.bytes).toBe(readFileSync(fileOf(carousel)).length)
  })

  it("names the file by a hash of its content, so a changed module gets a new address", () => {
    const carousel = bundleCarousel()
    const code = readFileSync(fileOf(carousel))
    const hash = createHash("sha256").update(code).digest("hex").slice(0, 20)
    expect(carousel.src).toBe(`/widgets/carousel-${hash}.js`)
  })

  it("writes an ES module, minified, that imports and requires nothing: it is self-contained", () => {
    const carousel = bundleCarousel()
    const code = readFileSync(fileOf(carousel), "utf8")
    // As a browser would load it: parsed as a module (node --check on an .mjs copy).
    const asModule = path.join(publicDir, "carousel.mjs")
    copyFileSync(fileOf(carousel), asModule)
    expect(() => execFileSync(process.execPath, ["--check", asModule], { stdio: "pipe" })).not.toThrow()
    // esbuild, reading the bundle, finds no import of any kind in it.
    const { metafile } = buildSync({
      entryPoints: [fileOf(carousel)],
      bundle: true,
      write: false,
      metafile: true,
      logLevel: "silent",
    })
    const inputs = Object.values(metafile.inputs)
    expect(inputs).toHaveLength(1)
    expect(inputs[0].imports).toEqual([])
    expect(code).not.toMatch(/\bimport\s*[("'{*\w]|\brequire\s*\(/)
    expect(code.split("\n").filter((line) => line.trim() !== "")).toHaveLength(1)
  })

  it("keeps the carousel module within 3 kB brotli-compressed", () => {
    const carousel = bundleCarousel()
    const compressed = brotliCompressSync(readFileSync(fileOf(carousel))).length
    expect(compressed).toBeGreaterThan(0)
    expect(compressed).toBeLessThanOrEqual(BROTLI_BUDGET_BYTES)
  })

  it("runs on its own in the page and enhances the carousel markup", () => {
    const carousel = bundleCarousel()
    const slides = loadContent<Slide[]>("slides.yaml")
    const copy = loadContent<{ carousel: CarouselCopy }>("pages/home.yaml").carousel
    const markup = renderToStaticMarkup(
      createElement(HeroCarousel, { heading: "Heading", slides, copy, intervalMs: 6000, credential: "CDM" }),
    )
    const { window } = new JSDOM(`<!doctype html><body>${markup}</body>`, { runScripts: "outside-only" })
    try {
      const root = window.document.querySelector(having(CAROUSEL.root))!
      expect(root.hasAttribute(CAROUSEL.enhanced)).toBe(false)
      // The bundle has no import or export left, so the page's window can run it as a script.
      window.eval(readFileSync(fileOf(carousel), "utf8"))
      expect(root.hasAttribute(CAROUSEL.enhanced)).toBe(true)
      expect(root.getAttribute(CAROUSEL.playing)).toBe("true")
    } finally {
      window.close()
    }
  })

  it("removes the stale bundle of an earlier build and leaves other files alone", () => {
    mkdirSync(widgetsOut(), { recursive: true })
    const stale = "carousel-0123456789abcdef0123.js"
    writeFileSync(path.join(widgetsOut(), stale), "stale")
    writeFileSync(path.join(widgetsOut(), "other-0123456789abcdef0123.js"), "another widget's")
    writeFileSync(path.join(publicDir, "carousel-0123456789abcdef0123.js"), "not in widgets/")
    const carousel = bundleCarousel()
    expect(path.basename(carousel.src)).not.toBe(stale)
    expect(readdirSync(widgetsOut()).sort()).toEqual([path.basename(carousel.src), "other-0123456789abcdef0123.js"])
    expect(existsSync(path.join(publicDir, "carousel-0123456789abcdef0123.js"))).toBe(true)
  })

  it("keeps the same file name when rebuilding identical content", () => {
    const first = bundleCarousel()
    const code = readFileSync(fileOf(first))
    const second = bundleCarousel()
    expect(second).toEqual(first)
    expect(readdirSync(widgetsOut())).toEqual([path.basename(first.src)])
    expect(readFileSync(fileOf(second)).equals(code)).toBe(true)
  })
})
