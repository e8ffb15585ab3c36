import "@testing-library/jest-dom"
import { useStaticQuery } from "gatsby"
import { siteLayoutData } from "./tests/support/fixtures/content-fixtures"

// Components read site-wide content through useStaticQuery; give them the real content/.
beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue(siteLayoutData())
  // A React warning (duplicate keys, invalid DOM) fails the test that caused it. Tests that
  // expect console.error replace this with their own spy.
  jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(" ")}`)
  })
})

afterEach(() => {
  jest.restoreAllMocks()
})
