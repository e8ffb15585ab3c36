/**
 * "Pages are static", the built output's part. The build's own gate (src/build/static-page.ts,
 * with its unit tests) already stops the build on a page that loads a script file, carries an
 * inline script it does not know, preloads the runtime's code or data, or has a style outside the
 * head or a style attribute. What it allows, this checks, with a real HTML parser (jsdom) rather
 * than the gate's: each page carries exactly its own scripts (the gate accepts any widget module
 * and the not-found log on any page, and does not require the speculation rules), no resource
 * hint and none of the runtime's leftover markup, one <style> element, and fits its size budget.
 * What a browser actually fetches is e2e/every-page.spec.ts's part.
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import { brotliCompressSync } from "node:zlib"
import { bundleWidget } from "../../src/widgets/bundle"
import { notFoundLogScript } from "../../src/widgets/not-found-log"
import { speculationRules } from "../../src/components/seo/speculation-rules"
import { builtPage, sampledServedFiles } from "./built-site"

const brotliBytes = (file: string) => brotliCompressSync(readFileSync(file)).length

const widgetsDir = path.join(__dirname, "..", "..", "src", "widgets")
/** The widgets' modules, bundled from src/widgets as the build bundles them. */
const carouselModule = bundleWidget("carousel", widgetsDir)
const contactFormModule = bundleWidget("contactForm", widgetsDir)
const contactSentModule = bundleWidget("contactSent", widgetsDir)

// Every page passes the build's static-page gate; what the gate allows but no page may do, on a sample.
describe.each(sampledServedFiles)("$name", ({ name, file }) => {
  const document = builtPage(name)

  it("carries exactly its own scripts: data, speculation rules, and the carousel's module on the home page, the form's on the Contact page, the draft's forgetting on the sent page or the log on the not-found page", () => {
    const scripts = [...document.querySelectorAll("script")].map((script) => ({
      src: script.getAttribute("src"),
      type: script.getAttribute("type"),
      text: script.textContent,
    }))
    const expected = [
      { src: null, type: "application/ld+json", text: expect.any(String) },
      { src: null, type: "speculationrules", text: speculationRules },
      ...(name === "404" ? [{ src: null, type: null, text: notFoundLogScript }] : []),
      ...(name === "/" ? [{ src: null, type: "module", text: carouselModule.code }] : []),
      ...(name === "/contact/" ? [{ src: null, type: "module", text: contactFormModule.code }] : []),
      ...(name === "/contact/sent/" ? [{ src: null, type: "module", text: contactSentModule.code }] : []),
    ]
    expect(scripts).toEqual(expected)
  })

  it("hints nothing ahead and keeps none of the runtime's markup: no preload or prefetch, no announcer, no generator", () => {
    const links = [...document.querySelectorAll("link")].map((link) => `${link.rel} ${link.getAttribute("href")}`)
    for (const link of links) expect(link).not.toMatch(/page-data|preload|prefetch|\.js$/)
    expect(document.querySelector("#gatsby-announcer, [aria-live='assertive']")).toBeNull()
    expect(document.querySelector('meta[name="generator"]')).toBeNull()
  })

  it("keeps its styles in one <style> element (the gate sees that any is in the head)", () => {
    const styles = [...document.querySelectorAll("style")]
    expect(styles).toHaveLength(1)
    expect(styles[0].textContent?.length).toBeGreaterThan(1000)
  })

  it("is smaller than 16 kB on the wire, compressed as the CDN sends it", () => {
    // The home page holds all four slides; the others are a few kB.
    expect(brotliBytes(file)).toBeLessThan(16_000)
  })
})

describe("the carousel's module", () => {
  it("is under 3 kB compressed, written into the home page's head", () => {
    expect(brotliCompressSync(Buffer.from(carouselModule.code)).length).toBeLessThanOrEqual(3_000)
    expect(builtPage("/").head.querySelector('script[type="module"]')?.textContent).toBe(carouselModule.code)
  })
})

describe("the contact form's module", () => {
  it("is at most 2 kB compressed, written into the Contact page's head", () => {
    expect(brotliCompressSync(Buffer.from(contactFormModule.code)).length).toBeLessThanOrEqual(2_000)
    expect(builtPage("/contact/").head.querySelector('script[type="module"]')?.textContent).toBe(contactFormModule.code)
  })
})
