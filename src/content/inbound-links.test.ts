import { requiredContentFiles } from "./content-files"
import { describeLinks, linksTo } from "./inbound-links"

const site = requiredContentFiles.find((spec) => spec.file === "site.yaml")

describe("links to a page", () => {
  const sources = [
    {
      name: "content/site.yaml",
      spec: site,
      data: {
        header: { applyHref: "/privacy#how" },
        footer: {
          legalLinks: [
            { label: "Privacy", href: "/privacy" },
            { label: "Other", href: "/about" },
          ],
        },
      },
    },
    { name: 'the page "Exam policies"', data: { sections: [{ blocks: [{ buttons: [{ href: "/privacy/#why" }] }] }] } },
    { name: "content/pages/home.yaml", data: { href: "https://www.example.org/privacy" } },
  ]

  it("are every internal link to its address, in any link field, with or without a section, named by file and field", () => {
    const links = linksTo("/privacy/", sources)
    expect(links).toEqual([
      { name: "content/site.yaml", where: "header, applyHref" },
      { name: "content/site.yaml", where: "footer, legalLinks, item 1, href" },
      { name: 'the page "Exam policies"', where: "sections, 0, blocks, 0, buttons, 0, href" },
    ])
    expect(describeLinks(links)).toBe(
      'content/site.yaml (header, applyHref); content/site.yaml (footer, legalLinks, item 1, href); the page "Exam policies" (sections, 0, blocks, 0, buttons, 0, href)',
    )
  })

  it("are none for a page nothing links to", () => {
    expect(linksTo("/exam-policies/", sources)).toEqual([])
  })
})
