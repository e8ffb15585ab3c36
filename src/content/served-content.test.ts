import { PlaceholderError } from "./placeholders"
import { contentRoad, servedContent } from "./served-content"

const values = new Map([
  ["boardName", "The Board"],
  ["applicationUrl", "https://apply.example.org"],
])
const strict = contentRoad(values, (name) => {
  throw new PlaceholderError(`{${name}} is not a known placeholder`)
})

describe("content as a page's props hold it", () => {
  it("fills each text's placeholders, names each block's GraphQL type, and gives null for what is left out", () => {
    const page = {
      seo: { title: "About {boardName}", description: "D" },
      hero: { eyebrow: "E", title: "T", lead: "L" },
      sections: [
        {
          id: "a",
          heading: "A",
          blocks: [
            { type: "note", note: "N" },
            { type: "cards", cards: [{ title: "C", link: { label: "Apply", href: "{applicationUrl}" } }] },
          ],
        },
      ],
    }
    expect(servedContent("pages/exam-policies.yaml", page, strict)).toEqual({
      seo: { title: "About The Board", description: "D" },
      hero: { eyebrow: "E", title: "T", lead: "L", image: null },
      sections: [
        {
          id: "a",
          eyebrow: null,
          heading: "A",
          lead: null,
          blocks: [
            { __typename: "NoteBlock", type: "note", note: "N" },
            {
              __typename: "CardsBlock",
              type: "cards",
              cards: [
                {
                  title: "C",
                  body: null,
                  items: null,
                  link: { label: "Apply", href: "https://apply.example.org" },
                  image: null,
                },
              ],
            },
          ],
        },
      ],
    })
  })

  it("draws a picture from its file's address, with its words", () => {
    const road = contentRoad(values, String, (file) => `blob:editor/${file}`)
    const [slide] = servedContent(
      "slides.yaml",
      [{ title: "S", subtitle: "s", description: "d", image: { file: "images/a.jpg", alt: "A {boardName}" } }],
      road,
    ) as { image: unknown }[]
    expect(slide.image).toEqual({
      alt: "A The Board",
      decorative: null,
      imageData: { previewUrl: "blob:editor/images/a.jpg" },
    })
  })

  it("stops at a placeholder with no value on the strict road, as the build does", () => {
    expect(() => servedContent("faq.yaml", [{ question: "{nope}?", answer: "A" }], strict)).toThrow(PlaceholderError)
  })

  it("leaves a block of an unknown kind as it is, and a file the site does not know", () => {
    const unknown = { type: "gallery" }
    const page = { seo: { title: "T", description: "D" }, sections: [{ id: "a", heading: "A", blocks: [unknown] }] }
    const served = servedContent("pages/x.yaml", page, strict) as { sections: { blocks: unknown[] }[] }
    expect(served.sections[0].blocks).toEqual([unknown])
    expect(servedContent("notes.txt", "text", strict)).toBe("text")
  })
})
