import { queryShaped } from "./query-shape"

describe("content in its query's shape", () => {
  it("names each block's GraphQL type, as the page query's __typename does", () => {
    const page = {
      seo: { title: "T", description: "D" },
      sections: [
        {
          id: "a",
          heading: "A",
          blocks: [
            { type: "note", note: "N" },
            { type: "cards", cards: [{ title: "C", link: { label: "L", href: "/contact" } }] },
          ],
        },
      ],
    }
    expect(queryShaped("pages/exam-policies.yaml", page)).toEqual({
      seo: { title: "T", description: "D" },
      sections: [
        {
          id: "a",
          heading: "A",
          blocks: [
            { __typename: "NoteBlock", type: "note", note: "N" },
            {
              __typename: "CardsBlock",
              type: "cards",
              cards: [{ title: "C", link: { label: "L", href: "/contact" } }],
            },
          ],
        },
      ],
    })
  })

  it("leaves content without blocks as it is, and a block of an unknown kind", () => {
    const slides = [{ title: "S", subtitle: "s", description: "d" }]
    expect(queryShaped("slides.yaml", slides)).toEqual(slides)
    const unknown = { sections: [{ id: "a", heading: "A", blocks: [{ type: "gallery" }] }] }
    expect(queryShaped("pages/x.yaml", unknown)).toEqual(unknown)
    expect(queryShaped("notes.txt", "text")).toBe("text")
  })
})
