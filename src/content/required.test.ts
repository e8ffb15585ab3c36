/**
 * @jest-environment node
 */
import { present } from "./required"

describe("a page query's data, checked present once", () => {
  it("is passed on as it is when every field is there", () => {
    const data = { page: { title: "About" }, site: { name: "Board" } }
    expect(present(data, "about")).toBe(data)
  })

  it("names the content file a missing field reads, as the registry says", () => {
    expect(() => present({ page: null }, "about")).toThrowErrorMatchingInlineSnapshot(
      `"content/pages/about.yaml returned no data (the about page's query, field page)"`,
    )
    expect(() => present({ page: {}, exam: null }, "home")).toThrowErrorMatchingInlineSnapshot(
      `"content/exam.yaml returned no data (the home page's query, field exam)"`,
    )
  })

  it("names the field when it reads no file of its own", () => {
    expect(() => present({ page: {}, carouselScript: undefined }, "home")).toThrowErrorMatchingInlineSnapshot(
      `"The home page's query returned no carouselScript"`,
    )
    expect(() => present({ page: null }, "general")).toThrowErrorMatchingInlineSnapshot(
      `"The general page's query returned no page"`,
    )
  })
})
