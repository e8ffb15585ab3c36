import { contentFileFor, generalPageSpec } from "../content-files"
import { readYaml } from "../../../tests/support/fixtures/content-fixtures"
import type { Path } from "./field"

/** Each text the field marks, by where it is: what markTexts hands its mark function. */
function markedPaths(file: string, content: unknown): string[] {
  const spec = file === generalPageSpec.file ? generalPageSpec : contentFileFor(file)
  if (!spec) throw new Error(`test setup: no file ${file}`)
  const paths: string[] = []
  spec.field.markTexts(content, (text: string, at: Path) => {
    paths.push(at.join("."))
    return text
  })
  return paths
}

describe("the texts a field marks for the editor's preview", () => {
  it("are the words visitors read, each at its place in the file, and never a value the site's code reads", () => {
    const site = readYaml("site.yaml") as { links: Record<string, string> }
    const paths = markedPaths("site.yaml", site)
    expect(paths).toEqual(expect.arrayContaining(["boardName", "footer.copyright", "footer.quickLinks.0.label"]))
    // A language code, a time zone, an email address, a phone number, links and web addresses: read
    // by code (Intl, hrefs, the clock) as well as shown, so a mark would change what the code reads.
    for (const read of ["locale", "timeZone", "contact.email", "contact.phone", "header.applyHref"])
      expect(paths).not.toContain(read)
    // The names and values of links reach pages only as {placeholders}.
    expect(paths.filter((at) => at.startsWith("links"))).toEqual([])
  })

  it("follow a page's blocks and pictures: each block's words, a picture's alt text, not a block's kind or a picture's file", () => {
    const page = {
      hero: { eyebrow: "E", title: "T", lead: "L", image: { file: "images/about.jpg", alt: "A portrait" } },
      sections: [{ id: "on-the-day", heading: "H", blocks: [{ type: "note", note: "Bring a photo ID." }] }],
    }
    expect(markedPaths(generalPageSpec.file, page)).toEqual([
      "hero.eyebrow",
      "hero.title",
      "hero.lead",
      "hero.image.alt",
      "sections.0.heading",
      "sections.0.blocks.0.note",
    ])
  })

  it("leave every other value as it is: numbers, prices and counts", () => {
    const constants = readYaml("constants.yaml") as Record<string, unknown>
    const marked = contentFileFor("constants.yaml")?.field.markTexts(constants, (text) => `${text}!`)
    const expected = Object.fromEntries(
      Object.entries(constants).map(([name, value]) => [name, typeof value === "string" ? `${value}!` : value]),
    )
    expect(marked).toEqual(expected)
    expect(Object.values(constants).some((value) => typeof value === "number")).toBe(true)
  })
})

describe("a value's place in the editor's form", () => {
  it("is its place in the file, but in a group of names and values, the value of its pair by position", () => {
    const site = readYaml("site.yaml") as { links: Record<string, string> }
    const spec = contentFileFor("site.yaml")
    const names = Object.keys(site.links)
    const last = names.length - 1
    expect(spec?.field.formPath(["links", names[last]], site)).toEqual(["links", last, "value"])
    expect(spec?.field.formPath(["footer", "quickLinks", 1, "label"], site)).toEqual([
      "footer",
      "quickLinks",
      1,
      "label",
    ])
  })
})
