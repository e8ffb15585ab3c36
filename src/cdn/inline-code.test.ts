import { createHash } from "node:crypto"
import { notFoundLogScript } from "../widgets/not-found-log"
import { speculationRules } from "../components/seo/speculation-rules"
import {
  cspHash,
  inlineHashesOf,
  inlineScriptsIn,
  inlineStylesIn,
  needsScriptSrc,
  scriptFormActionsIn,
} from "./inline-code"

const jsonLd = '{"@context":"https://schema.org","@graph":[]}'
const pageCss = "body{margin:0;}.css-1abc{color:#13213a;}"

/** A page as the build now writes it, plus the oddities the parser must still read as a browser does. */
const html = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>
<style>${pageCss}</style>
<script type="application/ld+json">${jsonLd}</script>
<script type="speculationrules">${speculationRules}</script>
<script type="module" src="/widgets/carousel-0123456789abcdef0123.js"></script>
<script type="module">const a = 1;</script>
</head><body>
<script
  id="gatsby-chunk-mapping"
>
  window.___chunkMapping="{}";
</script><script>${notFoundLogScript}</script>
<SCRIPT TYPE="text/javascript">x()</SCRIPT>
<script data-src="not-a-src">y()</script>
<STYLE data-emotion="css 1abc">.late{color:red}</STYLE>
</body></html>`

describe("inlineScriptsIn", () => {
  it("finds each inline script with its exact text and type, and skips scripts loaded from a file", () => {
    expect(inlineScriptsIn(html)).toEqual([
      { type: "application/ld+json", text: jsonLd },
      { type: "speculationrules", text: speculationRules },
      { type: "module", text: "const a = 1;" },
      { type: null, text: '\n  window.___chunkMapping="{}";\n' },
      { type: null, text: notFoundLogScript },
      { type: "text/javascript", text: "x()" },
      { type: null, text: "y()" },
    ])
  })

  it("reads every inline script's text exactly as the browser's HTML parser does", () => {
    const parsed = new DOMParser().parseFromString(html, "text/html")
    const expected = [...parsed.querySelectorAll("script:not([src])")].map((script) => ({
      type: script.getAttribute("type"),
      text: script.textContent,
    }))
    expect(inlineScriptsIn(html)).toEqual(expected)
  })

  it("finds nothing in a page without inline scripts", () => {
    expect(inlineScriptsIn('<html><head><script src="/a.js"></script></head><body><p>x</p></body></html>')).toEqual([])
  })

  it("takes no script for one where the browser sees none: in a comment, a title, a textarea", () => {
    const page =
      "<html><head><title>Say <script>a()</script></title><!-- <script>b()</script> --></head>" +
      '<body><textarea><script>c()</script></textarea><script>d("</scrip>")</script></body></html>'
    expect(inlineScriptsIn(page)).toEqual([{ type: null, text: 'd("</scrip>")' }])
  })

  it("reads the type with its character references decoded, as the browser does", () => {
    expect(inlineScriptsIn('<script type="application&#x2F;ld+json">{}</script>')).toEqual([
      { type: "application/ld+json", text: "{}" },
    ])
  })
})

describe("inlineStylesIn", () => {
  it("finds the text of every <style> element, in document order, whatever its attributes or case", () => {
    expect(inlineStylesIn(html)).toEqual([pageCss, ".late{color:red}"])
  })

  it("reads every style's text exactly as the browser's HTML parser does", () => {
    const parsed = new DOMParser().parseFromString(html, "text/html")
    expect(inlineStylesIn(html)).toEqual([...parsed.querySelectorAll("style")].map((style) => style.textContent))
  })

  it("finds nothing in a page without a <style> element", () => {
    expect(inlineStylesIn('<html><head><link rel="icon" href="/favicon.svg"/></head><body></body></html>')).toEqual([])
  })
})

describe("needsScriptSrc", () => {
  it.each([null, "", "module", "text/javascript", " Text/JavaScript ", "application/ecmascript", "text/jscript"])(
    "puts a script of type %p under script-src: the browser runs it",
    (type) => expect(needsScriptSrc({ type, text: "" })).toBe(true),
  )

  it.each(["importmap", "speculationrules", " SpeculationRules "])(
    "puts a script of type %p under script-src: the browser acts on it although it is not JavaScript",
    (type) => expect(needsScriptSrc({ type, text: "" })).toBe(true),
  )

  it.each(["application/ld+json", "application/json", "text/template", "text/plain"])(
    "leaves a script of type %p out of script-src: it is a data block the browser never acts on",
    (type) => expect(needsScriptSrc({ type, text: "" })).toBe(false),
  )
})

describe("cspHash", () => {
  it("is the base64 SHA-256 of the UTF-8 text, quoted as CSP writes it", () => {
    const expected = createHash("sha256").update("alert('é')", "utf8").digest("base64")
    expect(cspHash("alert('é')")).toBe(`'sha256-${expected}'`)
    // The example of the CSP specification.
    expect(cspHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='")
  })
})

describe("scriptFormActionsIn", () => {
  it("finds the action of each form marked for sending with a script, and of no other form", () => {
    const html =
      '<form action="https://directory.example/search"></form>' +
      '<form method="post" action="https://forms.example/f/abc" data-contact-form></form>' +
      "<script>const s = '<form data-contact-form action=\"https://evil.example\">'</script>"
    expect(scriptFormActionsIn(html, "data-contact-form")).toEqual(["https://forms.example/f/abc"])
  })

  it("gives the action as the browser follows it, its character references decoded", () => {
    const html = '<form action="https://forms.example/f?a=1&amp;b=2" data-contact-form></form>'
    expect(scriptFormActionsIn(html, "data-contact-form")).toEqual(["https://forms.example/f?a=1&b=2"])
  })
})

describe("inlineHashesOf", () => {
  const hashes = inlineHashesOf(html)

  it("hashes every inline script script-src governs, speculation rules included, sorted", () => {
    expect(hashes.scriptHashes).toEqual(
      [speculationRules, "const a = 1;", '\n  window.___chunkMapping="{}";\n', notFoundLogScript, "x()", "y()"]
        .map(cspHash)
        .sort(),
    )
  })

  it("leaves out JSON-LD, which no policy governs, and scripts loaded from a file", () => {
    expect(hashes.scriptHashes).not.toContain(cspHash(jsonLd))
    expect(hashes.scriptHashes).not.toContain(cspHash(""))
  })

  it("hashes every <style> element for style-src, sorted", () => {
    expect(hashes.styleHashes).toEqual([pageCss, ".late{color:red}"].map(cspHash).sort())
  })

  it("names a text repeated in several elements once", () => {
    const twice = `<style>a{}</style><style>a{}</style><script>x()</script><script>x()</script>`
    expect(inlineHashesOf(twice)).toEqual({ scriptHashes: [cspHash("x()")], styleHashes: [cspHash("a{}")] })
  })

  it("finds no hashes in a page with no inline script or style", () => {
    const page = `<html><head><script type="application/ld+json">${jsonLd}</script></head><body></body></html>`
    expect(inlineHashesOf(page)).toEqual({ scriptHashes: [], styleHashes: [] })
  })
})
