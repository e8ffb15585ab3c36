import { pageDataLooksBroken } from "./page-data"

describe("page data that looks broken by the content", () => {
  it("is null data, or data with a file's part null", () => {
    expect(pageDataLooksBroken(null)).toBe(true)
    expect(pageDataLooksBroken({ page: null })).toBe(true)
    expect(pageDataLooksBroken({ page: { title: "About" }, site: null })).toBe(true)
  })

  it("is not complete data, nor the missing data of a page without a query", () => {
    expect(pageDataLooksBroken({ page: { title: "About", note: null } })).toBe(false)
    expect(pageDataLooksBroken({ page: { title: "About" }, site: { boardName: "Board" } })).toBe(false)
    expect(pageDataLooksBroken(undefined)).toBe(false)
  })
})
