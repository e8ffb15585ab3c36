import { SEARCH_TITLE_LIMIT, searchTitle, searchTitleWarning } from "./search-title"

describe("a page's search title", () => {
  it("is the page's own title, then the board's name", () => {
    expect(searchTitle("About the Board", "American Board of Digital Medicine")).toBe(
      "About the Board | American Board of Digital Medicine",
    )
  })

  it("is fine up to the length search engines show, and warned about beyond it", () => {
    expect(searchTitleWarning("x".repeat(SEARCH_TITLE_LIMIT))).toBeUndefined()
    expect(searchTitleWarning("x".repeat(SEARCH_TITLE_LIMIT + 1))).toMatch(/is 61 characters .* they show about 60/)
  })
})
