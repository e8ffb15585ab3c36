import path from "node:path"
import { pageKinds } from "../content/page-registry"
import { pageQueryIn, pageReadsOf, readsOfQuery } from "./page-reads"

describe("what a page reads, from its query", () => {
  it("reads each top-level content field by its name in the query, a list as a list, the build's day and the owner's settings", () => {
    const reads = readsOfQuery(`
      query SomePage {
        page: communityPageYaml { title }
        fees: constantsYaml { membershipFee }
        allEventsYaml { nodes { title } }
        buildDate { today }
        ownerSettings { siteUrl }
        site { siteMetadata { title } }
      }
    `)
    expect(reads).toEqual({
      draws: {
        fees: { file: "constants.yaml", list: false },
        allEventsYaml: { file: "events.yaml", list: true },
      },
      dated: true,
      ownerSettings: true,
    })
    expect(readsOfQuery("query OtherPage { page: aboutPageYaml { id } }").ownerSettings).toBe(false)
  })

  it("refuses a template with no page query, or with two, naming the file", () => {
    expect(() => pageQueryIn("export const fragment = graphql`fragment X on SiteYaml { siteUrl }`", "x.tsx")).toThrow(
      "x.tsx should have one page query, and has 0",
    )
  })

  it("knows what every kind of page reads from its template, the events' page among those that change by day", () => {
    const reads = pageReadsOf(path.join(__dirname, "..", ".."))
    expect(Object.keys(reads)).toEqual([...pageKinds])
    expect(reads.home.draws.slides).toEqual({ file: "slides.yaml", list: true })
    expect(reads.community.dated).toBe(true)
    expect(reads.about.dated).toBe(false)
  })
})
