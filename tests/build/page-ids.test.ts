/**
 * Every id of every built page is one the content check knows of: a section's id from its file,
 * an id that section writes for its parts, or the frame's or the page kind's own
 * (src/content/page-ids.ts). So the check's refusal of a section id that would name two elements
 * cannot miss one a component writes.
 */
import { FRAME_IDS, kindIdsOf, sectionIdsIn } from "../../src/content/page-ids"
import { loadContent } from "../support/fixtures/content-fixtures"
import { builtPage, sampledRoutes } from "./built-site"

const pages = [
  ...sampledRoutes.map((page) => ({ name: page.path, kind: page.kind, file: page.file })),
  { name: "404", kind: "not-found" as const, file: "pages/not-found.yaml" },
]

describe("the ids of the built pages", () => {
  it.each(pages)("$name has only ids the content check knows of", ({ name, kind, file }) => {
    const sections = sectionIdsIn(loadContent<unknown>(file))
    const known = new Set([
      ...FRAME_IDS.keys(),
      ...kindIdsOf(kind).keys(),
      ...sections.flatMap((section) => [section.id, ...section.parts.map((part) => part.id)]),
    ])
    const ids = [...builtPage(name).querySelectorAll("[id]")].map((element) => element.id)
    expect(ids.filter((id) => !known.has(id))).toEqual([])
  })
})
