import path from "node:path"
import { definitionsIn, definitionsOfProject, generatedTypeName, queryTypeProblems } from "./query-types"

const source = `
export const query = graphql\`
  query AboutPage {
    page: aboutPageYaml { hero { ...PageHeroFields } }
  }
\`
export const heroFields = graphql\`
  fragment PageHeroFields on PageHero { title }
\`
`

const generated = `declare namespace Queries {
type Query = { readonly aboutPageYaml: AboutPageYaml | null };
type AboutPageQuery = { readonly page: { readonly hero: { readonly title: string } } | null };
type PageHeroFieldsFragment = { readonly title: string };
}`

describe("the check that the generated query types are complete", () => {
  const definitions = definitionsIn(source, "src/page-kinds/about/template.tsx")

  it("finds the named queries and fragments in graphql tags, with the type names Gatsby gives them", () => {
    expect(definitions.map((definition) => [definition.kind, generatedTypeName(definition)])).toEqual([
      ["query", "AboutPageQuery"],
      ["fragment", "PageHeroFieldsFragment"],
    ])
  })

  it("reads the definitions as graphql parses them, however they are laid out", () => {
    const laidOut = [
      "export const pair = graphql`fragment SiteNameFields on SiteYaml { boardName } fragment SiteUrlFields on SiteYaml { siteUrl }`",
      "export const query = graphql`",
      "  # query OldPage { siteYaml { boardName } }",
      "  query",
      "    NewPage { siteYaml { ...SiteNameFields } }",
      "`",
    ].join("\n")
    expect(definitionsIn(laidOut, "x.tsx").map(generatedTypeName)).toEqual([
      "SiteNameFieldsFragment",
      "SiteUrlFieldsFragment",
      "NewPageQuery",
    ])
  })

  it("names the file of a graphql tag that does not parse", () => {
    expect(() => definitionsIn("graphql`query Broken { siteYaml {`", "src/x.tsx")).toThrow(
      /^src\/x\.tsx: a graphql tag does not parse: Syntax Error/,
    )
  })

  it("passes a generated file with a type for each", () => {
    expect(queryTypeProblems(definitions, generated)).toEqual([])
  })

  it("names each missing type and where its definition is, when the file has only the schema types", () => {
    const schemaOnly = generated.replace(/^type (AboutPage|PageHeroFields).*\n/gm, "")
    const problems = queryTypeProblems(definitions, schemaOnly)
    expect(problems.slice(0, 3)).toEqual([
      "src/gatsby-types.d.ts lacks the types of 2 of the 2 queries and fragments:",
      "  AboutPageQuery (query in src/page-kinds/about/template.tsx)",
      "  PageHeroFieldsFragment (fragment in src/page-kinds/about/template.tsx)",
    ])
    expect(problems[3]).toMatch(/npm run build/)
  })

  it("says how to make the file when there is none", () => {
    expect(queryTypeProblems(definitions, undefined)).toEqual([expect.stringMatching(/is missing.*npm run build/)])
  })

  it("reads this project's own pages, so a page query of the site is among what it checks", () => {
    const names = definitionsOfProject(path.join(__dirname, "..", "..")).map(generatedTypeName)
    expect(names).toEqual(expect.arrayContaining(["HomePageQuery", "AboutPageQuery", "SiteLayoutQuery"]))
  })
})
