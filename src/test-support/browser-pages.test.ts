import { builtInSitePages, type SitePage } from "../content/page-registry"
import { pageBlock } from "../page-kinds/general/fields"
import { blockTypesIn, browserPagesOf, type SampledPage } from "./browser-pages"
import { readYaml, sitePages } from "./content-fixtures"

/** Every block type the general page schema has (schemas.ts's pageBlock). */
const schemaBlockTypes = [...pageBlock.words]

interface TestPage extends SampledPage {
  readonly types: readonly string[]
}

const generalPage = (name: string, types: readonly string[]): TestPage => ({
  kind: "general",
  file: `pages/${name}.yaml`,
  types,
})
const builtIns: TestPage[] = builtInSitePages.map((page) => ({ kind: page.kind, file: page.file, types: [] }))
const sample = (pages: readonly TestPage[]) => browserPagesOf(pages, (page) => page.types)
const filesOf = (pages: readonly SampledPage[]) => pages.map((page) => page.file)

/**
 * `count` general pages as editors might write them, the same every run: each one to three block
 * types of the schema's, drawn by a fixed pseudo-random sequence (mulberry32), but the schema's last
 * type, which only the last page uses: the sample must reach it.
 */
function manyGeneralPages(count: number): TestPage[] {
  let state = 29
  const next = (below: number) => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 2 ** 32) * below)
  }
  const common = schemaBlockTypes.slice(0, -1)
  const rare = schemaBlockTypes[schemaBlockTypes.length - 1]
  return Array.from({ length: count }, (_, index) => {
    const types = Array.from({ length: 1 + next(3) }, () => common[next(common.length)])
    return generalPage(`page-${String(index).padStart(4, "0")}`, index === count - 1 ? [...types, rare] : types)
  })
}

function expectCovers(chosen: readonly TestPage[], all: readonly TestPage[]) {
  const used = new Set(all.filter((page) => page.kind === "general").flatMap((page) => page.types))
  const covered = new Set(chosen.flatMap((page) => page.types))
  expect([...used].filter((type) => !covered.has(type))).toEqual([])
}

describe("the block types of a general page", () => {
  it("are the type of every block of every section, each once, in order of first use", () => {
    expect(
      blockTypesIn({
        sections: [
          { heading: "A", blocks: [{ type: "paragraphs" }, { type: "note" }] },
          { heading: "B" },
          { heading: "C", blocks: [{ type: "note" }, { type: "list" }] },
        ],
      }),
    ).toEqual(["paragraphs", "note", "list"])
  })

  it("are none for content without sections or blocks", () => {
    expect(blockTypesIn(undefined)).toEqual([])
    expect(blockTypesIn({ seo: {} })).toEqual([])
    expect(blockTypesIn({ sections: [null, { blocks: [null, { note: "no type" }] }] })).toEqual([])
  })

  it("are read from the real pages' files", () => {
    const general = sitePages.filter((page) => page.kind === "general")
    expect(general.length).toBeGreaterThan(0)
    for (const page of general) {
      const types = blockTypesIn(readYaml(page.file))
      expect(types.length).toBeGreaterThan(0)
      for (const type of types) expect(schemaBlockTypes).toContain(type)
    }
  })
})

describe("the pages the browser visits", () => {
  it("are, for the site's content, every built-in page and general pages using every block type any general page uses", () => {
    const typesOf = (page: SitePage) => blockTypesIn(readYaml(page.file))
    const chosen = browserPagesOf(sitePages, typesOf)
    const builtIn = sitePages.filter((page) => page.kind !== "general")
    expect(chosen.slice(0, builtIn.length)).toEqual(builtIn)
    const general = sitePages.filter((page) => page.kind === "general")
    const covered = new Set(chosen.flatMap(typesOf))
    for (const type of general.flatMap(typesOf)) expect(covered).toContain(type)
    expect(chosen.length).toBeLessThanOrEqual(builtIn.length + schemaBlockTypes.length)
  })

  it("include every built-in page, in order, and nothing else when there is no general page", () => {
    expect(sample(builtIns)).toEqual(builtIns)
  })

  it("stay bounded by the built-in pages and the schema's block types at 1,000 general pages, and still cover every type used", () => {
    const pages = [...builtIns, ...manyGeneralPages(1000)]
    expect(new Set(pages.flatMap((page) => page.types)).size).toBe(schemaBlockTypes.length)
    const chosen = sample(pages)
    expect(chosen.slice(0, builtIns.length)).toEqual(builtIns)
    expectCovers(chosen, pages)
    expect(chosen.length).toBeLessThanOrEqual(builtIns.length + schemaBlockTypes.length)
    // As many general pages as at 10 or 100: the sample does not grow with the site.
    for (const count of [10, 100, 1000]) {
      const general = sample([...builtIns, ...manyGeneralPages(count)]).length - builtIns.length
      expect(general).toBeGreaterThanOrEqual(1)
      expect(general).toBeLessThanOrEqual(schemaBlockTypes.length)
    }
  })

  it("take the page using the most types not yet used, the first by file name on a tie", () => {
    const pages = [
      ...builtIns,
      generalPage("b-wide", ["paragraphs", "list", "note"]),
      generalPage("a-narrow", ["paragraphs"]),
      generalPage("d-image", ["image", "paragraphs"]),
      generalPage("c-image", ["image", "note"]),
      generalPage("e-same", ["paragraphs", "list", "note"]),
    ]
    expect(filesOf(sample(pages).slice(builtIns.length))).toEqual(["pages/b-wide.yaml", "pages/c-image.yaml"])
  })

  it("count only the types no chosen page uses yet, not all of a page's", () => {
    const pages = [
      ...builtIns,
      generalPage("a-repeats", ["paragraphs", "list", "note", "image"]),
      generalPage("m-first", ["paragraphs", "list", "note", "steps", "buttons"]),
      generalPage("z-new", ["image", "cards"]),
    ]
    expect(filesOf(sample(pages).slice(builtIns.length))).toEqual(["pages/m-first.yaml", "pages/z-new.yaml"])
  })

  it("are the same whatever order the pages come in", () => {
    const pages = [...builtIns, ...manyGeneralPages(200)]
    const expected = filesOf(sample(pages))
    expect(filesOf(sample(pages))).toEqual(expected)
    const general = pages.filter((page) => page.kind === "general")
    expect(filesOf(sample([...builtIns, ...[...general].reverse()]))).toEqual(expected)
    const interleaved = [
      ...general.filter((_, index) => index % 2 === 1),
      ...general.filter((_, index) => index % 2 === 0),
    ]
    expect(filesOf(sample([...builtIns, ...interleaved]))).toEqual(expected)
  })

  it("keep one general page when none has a block, so the general page's template is still drawn", () => {
    const pages = [...builtIns, generalPage("zeta", []), generalPage("alpha", [])]
    expect(filesOf(sample(pages).slice(builtIns.length))).toEqual(["pages/alpha.yaml"])
  })
})
