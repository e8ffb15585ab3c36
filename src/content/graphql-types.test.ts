import { contentTypes } from "./content-files"
import { slots } from "./fields/picture"
import { graphqlTypeDefinitions } from "./graphql-types"

describe("GraphQL types generated from the content schemas", () => {
  const { sdl, unions } = graphqlTypeDefinitions(contentTypes)

  it("declares one node type per content file, and one for every general page, with inference switched off", () => {
    for (const file of contentTypes) {
      expect(sdl).toContain(`type ${file.typeName} implements Node @dontInfer {`)
    }
    expect(contentTypes.map((file) => file.typeName)).toContain("GeneralPageYaml")
    expect(sdl.match(/^type GeneralPageYaml /gm)).toHaveLength(1)
  })

  it("makes required fields non-null and optional ones nullable", () => {
    expect(sdl).toMatch(
      /type SlidesYaml implements Node @dontInfer \{\n  title: String! @copy\n  subtitle: String! @copy\n  description: String! @copy\n  bullets: \[String!\] @copy\n  image: SlideImage\n\}/,
    )
  })

  it("resolves placeholders in text fields but not in numbers", () => {
    expect(sdl).toContain("examQuestions: Int!\n")
    // Prices may have cents.
    expect(sdl).toContain("examFee: Float!\n")
    expect(sdl).toContain("label: String! @copy")
  })

  it("declares a shape shared by many files once", () => {
    expect(sdl.match(/^type Action /gm)).toHaveLength(1)
    expect(sdl).toContain("actions: [Action!]!")
  })

  it("serves a picture as a Picture: its alt text, its decorative mark and its image data at its slot's sizes", () => {
    expect(sdl).toContain("interface Picture {\n  alt: String\n  decorative: Boolean\n  imageData: GatsbyImageData\n}")
    expect(sdl).toContain(
      'type HeroImage implements Picture {\n  alt: String @copy\n  decorative: Boolean\n  imageData: GatsbyImageData @pictureData(slot: "hero")\n}',
    )
    // One type per slot, each made at its own sizes; its file is read by the resolver, never queried.
    for (const slot of Object.keys(slots)) {
      expect({ slot, types: sdl.match(new RegExp(`@pictureData\\(slot: "${slot}"\\)`, "g"))?.length }).toEqual({
        slot,
        types: 1,
      })
    }
    expect(sdl).not.toMatch(/^ {2}file: /m)
    expect(sdl).toContain("  image: HeroImage\n")
  })

  describe("a general page's blocks", () => {
    const blocks = unions.find((union) => union.name === "PageBlock")

    it("are a union of one object type per kind of block, each declared with its fields", () => {
      expect(blocks?.types).toEqual([
        "ParagraphsBlock",
        "ListBlock",
        "StepsBlock",
        "CardsBlock",
        "ButtonsBlock",
        "NoteBlock",
        "ImageBlock",
        "QuestionsBlock",
      ])
      expect(sdl).toContain("type NoteBlock {\n  type: String! @copy\n  note: String! @copy\n}")
      expect(sdl).toContain("blocks: [PageBlock!]\n")
    })

    it("are told apart by the type an editor writes", () => {
      expect(blocks?.resolveType({ type: "note", note: "A note" })).toBe("NoteBlock")
      expect(blocks?.resolveType({ type: "questions" })).toBe("QuestionsBlock")
      expect(blocks?.resolveType({ type: "gallery" })).toBeUndefined()
    })
  })
})
