import { notFoundLogScript } from "../widgets/not-found-log"
import { speculationRules } from "../components/seo/speculation-rules"
import { pageContentSecurityPolicy } from "./headers"
import { cspHash } from "./inline-code"
import { withPolicyMeta } from "./policy-meta"

/** A page's head as the build writes it (the not-found page's): its one <style>, then its scripts. */
const page =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Not found</title>' +
  "<style>body{margin:0}</style>" +
  '<script type="application/ld+json">{"@context":"https://schema.org"}</script>' +
  `<script type="speculationrules">${speculationRules}</script>` +
  `<script>${notFoundLogScript}</script></head><body><h1>Not found</h1></body></html>`
const policy = pageContentSecurityPolicy({
  scriptHashes: [cspHash(speculationRules), cspHash(notFoundLogScript)].sort(),
  styleHashes: [cspHash("body{margin:0}")],
  formOrigins: [],
})

const headOf = (html: string) => new DOMParser().parseFromString(html, "text/html").head

describe("withPolicyMeta", () => {
  it("puts the policy right after the charset declaration, before every style and script", () => {
    const head = headOf(withPolicyMeta(page, policy))
    expect([...head.children].map((element) => element.tagName.toLowerCase())).toEqual([
      "meta",
      "meta",
      "title",
      "style",
      "script",
      "script",
      "script",
    ])
    expect(head.children[0].getAttribute("charset")).toBe("utf-8")
    expect(head.children[1].getAttribute("http-equiv")).toBe("Content-Security-Policy")
    expect(head.children[1].getAttribute("content")).toBe(policy)
  })

  it("keeps the charset declaration first, within the bytes a browser reads for it", () => {
    const html = withPolicyMeta(page, policy)
    expect(html.indexOf('<meta charSet="utf-8"/>')).toBeLessThan(1024)
    expect(html.indexOf('<meta charSet="utf-8"/>')).toBeLessThan(html.indexOf("Content-Security-Policy"))
  })

  it("leaves the rest of the page as it was", () => {
    expect(
      withPolicyMeta(page, policy).replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/, ""),
    ).toBe(page)
  })

  it("replaces the policy a previous build wrote instead of adding a second", () => {
    const once = withPolicyMeta(page, "default-src 'none'")
    const twice = withPolicyMeta(once, policy)
    expect(twice).toBe(withPolicyMeta(page, policy))
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1)
  })

  it("keeps a policy with quotes or ampersands one attribute", () => {
    const head = headOf(withPolicyMeta(page, `a "b" & c`))
    expect(head.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute("content")).toBe(`a "b" & c`)
  })

  it("puts the policy first in a head with no charset declaration", () => {
    const head = headOf(withPolicyMeta("<html><head><style>a{}</style></head><body></body></html>", policy))
    expect(head.children[0].getAttribute("content")).toBe(policy)
    expect(head.children[1].tagName).toBe("STYLE")
  })

  it("reads the page as a browser does: a policy element's text in a comment or a script is no element, and stays", () => {
    const written = '<meta http-equiv="Content-Security-Policy" content="default-src *"/>'
    const tricky = page
      .replace("<title>", `<!-- ${written} --><title>`)
      .replace("</body>", `<script>"${written}"</script></body>`)
    const html = withPolicyMeta(tricky, policy)
    expect(html.split(written)).toHaveLength(3)
    expect(headOf(html).querySelectorAll('meta[http-equiv="Content-Security-Policy"]')).toHaveLength(1)
  })

  it("refuses a page without a head rather than leave it unprotected", () => {
    expect(() => withPolicyMeta("<p>Not found</p>", policy)).toThrow(/no <head>/)
  })
})
