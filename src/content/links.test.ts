import { fragmentOf, linkKind, pageHref, pathOf, telHref, unbreakablePhone } from "./links"

describe("links", () => {
  it("classifies where a link goes", () => {
    expect(linkKind("/about")).toBe("internal")
    expect(linkKind("https://apply.example.org")).toBe("external")
    expect(linkKind("mailto:a@example.org")).toBe("email")
    expect(linkKind("tel:+15550102040")).toBe("phone")
    expect(linkKind("http://insecure.example.org")).toBeUndefined()
    expect(linkKind("javascript:alert(1)")).toBeUndefined()
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
