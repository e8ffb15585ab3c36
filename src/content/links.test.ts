import { jsonSchemaValidator } from "../../tests/support/json-schema-validator"
import { ACCEPTED_LINKS, PLACEHOLDER_LINKS, REFUSED_LINKS } from "../../tests/support/fixtures/link-examples"
import { JsonSchemaDefinitions } from "./fields/json-schema"
import {
  fragmentOf,
  HTTPS_URL,
  LINK_RULE,
  linkAdvice,
  linkKind,
  pageHref,
  pathOf,
  telHref,
  unbreakablePhone,
} from "./links"
import { href, httpsUrl } from "./fields"

describe("links", () => {
  it.each(ACCEPTED_LINKS)("classifies %j as %s, and the schema of every link field takes it", (link, kind) => {
    expect(linkKind(link)).toBe(kind)
    expect(href.schema.safeParse(link).success).toBe(true)
  })

  it.each(REFUSED_LINKS)("refuses %s (%j): no kind, and the schema of every link field says why", (_what, link) => {
    expect(linkKind(link)).toBeUndefined()
    const result = href.schema.safeParse(link)
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([LINK_RULE])
  })

  it("takes a link written with a link's name or the email's as a {placeholder}, which is no link until filled in", () => {
    for (const link of PLACEHOLDER_LINKS) {
      expect({ link, parsed: href.schema.safeParse(link).success, kind: linkKind(link) }).toEqual({
        link,
        parsed: true,
        kind: undefined,
      })
    }
  })

  it("takes only the secure addresses of the same rule where a field holds nothing else (siteUrl, a form's endpoint)", () => {
    const external = ACCEPTED_LINKS.filter(([, kind]) => kind === "external").map(([link]) => link)
    const others = [
      ...ACCEPTED_LINKS.filter(([, kind]) => kind !== "external").map(([link]) => link),
      ...PLACEHOLDER_LINKS,
    ]
    expect(external.filter((link) => !httpsUrl.schema.safeParse(link).success)).toEqual([])
    expect(others.filter((link) => httpsUrl.schema.safeParse(link).success)).toEqual([])
    expect(REFUSED_LINKS.filter(([, link]) => HTTPS_URL.test(link))).toEqual([])
  })

  it("is the same rule in the JSON Schema text editors read, its pattern applied as a standard validator applies it", () => {
    const validate = jsonSchemaValidator().compile(href.jsonSchema(new JsonSchemaDefinitions()))
    const taken = [...ACCEPTED_LINKS.map(([link]) => link), ...PLACEHOLDER_LINKS]
    expect(taken.filter((link) => !validate(link))).toEqual([])
    expect(REFUSED_LINKS.filter(([, link]) => validate(link)).map(([what]) => what)).toEqual([])
  })

  it("names the likely fix of a refused link where there is one", () => {
    expect(linkAdvice("http://forum.example.org/x")).toBe("Use the secure address: https://forum.example.org/x.")
    expect(linkAdvice("HTTPS://apply.example.org")).toBe("Write https:// in small letters.")
    expect(linkAdvice("tel:+1 (555) 010-2040")).toMatch(/digits only .* like tel:\+15550102040/)
    expect(linkAdvice(" JavaScript:alert(1)")).toMatch(/^Take out the spaces and line breaks/)
    expect(linkAdvice("//evil.example/x")).toBe("Write the whole secure address, like https://evil.example/x.")
    expect(linkAdvice("#domains")).toBe("Name its page too, like /certification#domains.")
    expect(linkAdvice("javascript:alert(1)")).toBeUndefined()
  })

  it("makes a dialable tel: link from a phone number as people write it", () => {
    expect(telHref("+1 (555) 010-2040")).toBe("tel:+15550102040")
    expect(unbreakablePhone("+1 (555) 010-2040")).toBe("+1\u00A0(555)\u00A0010\u20112040")
  })

  it("splits an internal link into its page and fragment", () => {
    expect(pathOf("/recertification#cme-requirements")).toBe("/recertification")
    expect(pathOf("/about/")).toBe("/about")
    expect(pathOf("/")).toBe("/")
    expect(fragmentOf("/recertification#cme-requirements")).toBe("cme-requirements")
    expect(fragmentOf("/about")).toBeUndefined()
  })

  it("links a page of this site at the address hosts serve without a redirect, ending in /", () => {
    expect(pageHref("/about")).toBe("/about/")
    expect(pageHref("/about/")).toBe("/about/")
    expect(pageHref("/")).toBe("/")
    expect(pageHref("/certification#domains")).toBe("/certification/#domains")
    expect(pageHref("/directory?name=x")).toBe("/directory/?name=x")
    expect(pageHref("/sitemap-index.xml")).toBe("/sitemap-index.xml")
    expect(pageHref("#main-content")).toBe("#main-content")
    expect(pageHref("https://apply.example.org/start")).toBe("https://apply.example.org/start")
  })
})
