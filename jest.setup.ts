import "@testing-library/jest-dom"
import { configure } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import { siteLayoutData } from "./tests/support/fixtures/content-fixtures"
import { UNIT_TEST_MS } from "./tests/support/time-limits"

jest.setTimeout(UNIT_TEST_MS)
// findBy… and waitFor wait for what they look for within half the test's limit (Testing Library's
// own second is less than a busy machine takes to draw a preview), so a wait that never ends says
// what it looked for before the test's own limit cuts it short.
configure({ asyncUtilTimeout: UNIT_TEST_MS / 2 })

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
