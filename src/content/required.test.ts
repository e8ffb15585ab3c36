/**
 * @jest-environment node
 */
import { present } from "./required"

describe("a page query's data, checked present once", () => {
  it("is passed on as it is when every field is there", () => {
    const data = { page: { title: "About" }, site: { name: "Board" } }
    expect(present(data, "about")).toBe(data)
  })

  it("names a built-in page's own file when the page's data is missing", () => {
    expect(() => present({ page: null }, "about")).toThrowErrorMatchingInlineSnapshot(
      `"content/pages/about.yaml returned no data (the about page's query, field page)"`,
    )
  })

  it("names the query's field, and the template whose query it is, for anything else missing", () => {
    expect(() => present({ page: {}, exam: null }, "home")).toThrowErrorMatchingInlineSnapshot(
      `"The home page's query returned no exam (src/page-kinds/home/template.tsx)"`,
    )
    expect(() => present({ page: null }, "general")).toThrowErrorMatchingInlineSnapshot(
      `"The general page's query returned no page (src/page-kinds/general/template.tsx)"`,
    )
  })
})
