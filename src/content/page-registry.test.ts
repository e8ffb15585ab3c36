import { ownerSettings } from "../../tests/support/fixtures/content-fixtures"
import { pageReads } from "../../tests/support/fixtures/page-reads"
import { builtInSitePages, filesOf, pageData, pagePathOf, pagesReading, sitePageOf } from "./page-registry"

describe("the page registry", () => {
  it("serves each built-in page at /<kind>/, the home page at / and the not-found page at /404/", () => {
    expect(builtInSitePages.map(({ kind, file, path: address, listed }) => [kind, file, address, listed])).toEqual([
      ["home", "pages/home.yaml", "/", true],
      ["about", "pages/about.yaml", "/about/", true],
      ["certification", "pages/certification.yaml", "/certification/", true],
      ["fellowship", "pages/fellowship.yaml", "/fellowship/", true],
      ["recertification", "pages/recertification.yaml", "/recertification/", true],
      ["directory", "pages/directory.yaml", "/directory/", true],
      ["community", "pages/community.yaml", "/community/", true],
      ["contact", "pages/contact.yaml", "/contact/", true],
      ["contact-sent", "pages/contact-sent.yaml", "/contact/sent/", false],
      ["not-found", "pages/not-found.yaml", "/404/", false],
    ])
  })

  it("makes any other file of content/pages/ a general page at /<name>/, and nothing else a page", () => {
    expect(sitePageOf("pages/exam-policies.yaml")).toEqual({
      kind: "general",
      file: "pages/exam-policies.yaml",
      path: "/exam-policies/",
      listed: true,
    })
    expect(sitePageOf("pages/about.yaml")?.kind).toBe("about")
    expect(sitePageOf("site.yaml")).toBeUndefined()
    expect(sitePageOf("pages/2027/summit.yaml")).toBeUndefined()
    expect(pagePathOf("home")).toBe("/")
  })

  it("builds a page's data in its query's shape: its file as page, each file its query reads by the query's name", () => {
    const home = builtInSitePages[0]
    const read = (file: string) => (file === "slides.yaml" ? [{ title: "A slide" }] : { file })
    const beyond = { buildDate: { today: "2027-05-14", year: 2027 }, ownerSettings }
    expect(pageData(home, read, beyond, pageReads)).toEqual({
      page: { file: "pages/home.yaml" },
      slides: { nodes: [{ title: "A slide" }] },
      domains: { nodes: { file: "domains.yaml" } },
      exam: { file: "exam.yaml" },
      constants: { file: "constants.yaml" },
      site: { file: "site.yaml" },
    })
    expect(filesOf(home, pageReads)).toEqual([
      "pages/home.yaml",
      "slides.yaml",
      "domains.yaml",
      "exam.yaml",
      "constants.yaml",
      "site.yaml",
    ])
    const general = sitePageOf("pages/exam-policies.yaml")
    expect(general && pageData(general, (file) => ({ file }), beyond, pageReads)).toEqual({
      page: { file: "pages/exam-policies.yaml" },
    })
    // The contact form's service and the site's address, which the Contact page's query reads.
    const contact = sitePageOf("pages/contact.yaml")
    expect(contact && pageData(contact, read, beyond, pageReads)).toMatchObject({ ownerSettings })
  })

  it("shows a data file on the built-in pages whose queries read it, Home among those that read the fees", () => {
    const kindsReading = (file: string) => pagesReading(file, pageReads).map((page) => page.kind)
    expect(kindsReading("constants.yaml")).toEqual(expect.arrayContaining(["home", "certification"]))
    expect(kindsReading("slides.yaml")).toEqual(["home"])
    expect(kindsReading("pages/about.yaml")).toEqual([])
  })
})
