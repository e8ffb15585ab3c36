import { withContent } from "../../tests/support/fixtures/content-fixtures"
import { listedPagesIn, servedPagesIn, sitePagesIn } from "./site-pages"

describe("the pages of a content folder", () => {
  it("are the built-in pages, then one general page per other file of content/pages/, by name", () => {
    const pages = withContent({ "pages/new-test-page.yaml": () => "seo: {}\n" }, sitePagesIn)
    expect(pages.slice(0, 10).map((page) => `${page.kind} ${page.path}`)).toEqual([
      "home /",
      "about /about/",
      "certification /certification/",
      "fellowship /fellowship/",
      "recertification /recertification/",
      "directory /directory/",
      "community /community/",
      "contact /contact/",
      "contact-sent /contact/sent/",
      "not-found /404/",
    ])
    const general = pages.slice(10)
    expect(general.every((page) => page.kind === "general")).toBe(true)
    const paths = general.map((page) => page.path)
    expect(paths).toEqual([...paths].sort())
    expect(paths).toEqual(expect.arrayContaining(["/accessibility/", "/new-test-page/", "/privacy/"]))
  })

  it("that links lead to and search engines list are all but the not-found page and the contact form's thank-you page", () => {
    const pages = withContent({}, listedPagesIn)
    expect(pages.map((page) => page.path)).not.toContain("/404/")
    expect(pages.map((page) => page.path)).not.toContain("/contact/sent/")
    expect(pages).toHaveLength(withContent({}, sitePagesIn).length - 2)
  })

  it("that are served with status 200 are all but the not-found page, the thank-you page included", () => {
    const pages = withContent({}, servedPagesIn).map((page) => page.path)
    expect(pages).not.toContain("/404/")
    expect(pages).toContain("/contact/sent/")
    expect(pages).toHaveLength(withContent({}, sitePagesIn).length - 1)
  })

  it("drop a removed general page", () => {
    const pages = withContent({ "pages/privacy.yaml": null }, sitePagesIn)
    expect(pages.map((page) => page.path)).not.toContain("/privacy/")
  })
})
