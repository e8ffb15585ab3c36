import { contentFiles } from "./content-files"
import { graphqlTypeDefinitions } from "./graphql-types"

describe("GraphQL types generated from the content schemas", () => {
  const sdl = graphqlTypeDefinitions(contentFiles)

  it("declares one node type per content file, with inference switched off", () => {
    for (const file of contentFiles) {
      expect(sdl).toContain(`type ${file.typeName} implements Node @dontInfer {`)
    }
  })

  it("makes required fields non-null and optional ones nullable", () => {
    expect(sdl).toMatch(
      /type SlidesYaml implements Node @dontInfer \{\n  title: String! @copy\n  subtitle: String! @copy\n  description: String! @copy\n  bullets: \[String!\] @copy\n\}/,
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
})
