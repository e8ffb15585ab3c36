/**
 * The built pages are the HTML and CSS the build rendered: no framework runtime, styles only in
 * the head, and script only where a widget needs it (the home page's carousel module and the
 * not-found page's one-line log). Read with a real HTML parser (jsdom), not the build's own.
 */
import { spawnSync } from "node:child_process"
import { readFileSync } from "node:fs"
import path from "node:path"
import { brotliCompressSync } from "node:zlib"
import { bundleWidget } from "../../src/widgets/bundle"
import { notFoundLogScript } from "../../src/widgets/not-found-log"
import { speculationRules } from "../../src/widgets/speculation-rules"
import { builtPage, publicDir, sitePages } from "./built-site"

jest.setTimeout(60_000)

const documentOf = (name: string) => builtPage(name)
const brotliBytes = (file: string) => brotliCompressSync(readFileSync(file)).length

/** The carousel's module, bundled from src/widgets as the build bundles it. */
const carouselModule = bundleWidget("carousel", path.join(__dirname, "..", "..", "src", "widgets"))

describe.each(sitePages)("$name", ({ name, file }) => {
  const document = documentOf(name)

  it("loads no script file", () => {
    expect([...document.querySelectorAll("script[src]")].map((script) => script.outerHTML)).toEqual([])
  })

  it("runs no script but the home page's carousel module and the not-found log, and reads only data and speculation rules", () => {
    const inline = [...document.querySelectorAll("script:not([src])")].map((script) => ({
      type: script.getAttribute("type"),
      text: script.textContent,
    }))
    const expected = [
      { type: "application/ld+json", text: expect.any(String) },
      { type: "speculationrules", text: speculationRules },
      ...(name === "404" ? [{ type: null, text: notFoundLogScript }] : []),
      ...(name === "/" ? [{ type: "module", text: carouselModule.code }] : []),
    ]
    expect(inline).toEqual(expected)
  })

  it("fetches nothing of Gatsby's runtime ahead of time: no page data, no preloaded scripts", () => {
    const links = [...document.querySelectorAll("link")].map((link) => `${link.rel} ${link.getAttribute("href")}`)
    for (const link of links) expect(link).not.toMatch(/page-data|preload|prefetch|\.js$/)
    expect(document.querySelector("#gatsby-announcer, [aria-live='assertive']")).toBeNull()
    expect(document.querySelector('meta[name="generator"]')).toBeNull()
  })

  it("keeps its styles in one <style> element in the head, with no style attribute anywhere", () => {
    const styles = [...document.querySelectorAll("style")]
    expect(styles).toHaveLength(1)
    expect(styles[0].parentElement?.tagName).toBe("HEAD")
    expect(styles[0].textContent?.length).toBeGreaterThan(1000)
    expect([...document.querySelectorAll("[style]")].map((element) => element.outerHTML.slice(0, 80))).toEqual([])
  })

  it("is smaller than 16 kB on the wire, compressed as the CDN sends it", () => {
    // The home page holds all four slides; the others are a few kB.
    expect(brotliBytes(file)).toBeLessThan(16_000)
  })
})

describe("the carousel's module", () => {
  it("is under 3 kB compressed, written into the home page's head", () => {
    expect(brotliCompressSync(Buffer.from(carouselModule.code)).length).toBeLessThanOrEqual(3_000)
    expect(documentOf("/").head.querySelector('script[type="module"]')?.textContent).toBe(carouselModule.code)
  })
})

describe("the W3C Nu HTML Checker", () => {
  it("finds no error on any page, the content editor's included", () => {
    const files = [...sitePages.map((page) => page.file), path.join(publicDir, "admin", "index.html")]
    const vnu = path.join(__dirname, "..", "..", "node_modules", "vnu-jar", "build", "dist", "vnu.jar")
    // Java runs the checker; .ci/run installs it (default-jre-headless) where it is missing.
    const run = spawnSync("java", ["-jar", vnu, "--errors-only", "--format", "json", ...files], { encoding: "utf8" })
    expect(run.error).toBeUndefined()
    const { messages } = JSON.parse(run.stderr) as { messages: { url: string; message: string; lastLine?: number }[] }
    expect(
      messages.map(
        (message) =>
          `${path.relative(publicDir, new URL(message.url).pathname)}:${message.lastLine}: ${message.message}`,
      ),
    ).toEqual([])
    expect(run.status).toBe(0)
  })
})
