import "@testing-library/jest-dom"
import { useStaticQuery } from "gatsby"
import { siteLayoutData } from "./src/test-support/content-fixtures"

// Components read site-wide content through useStaticQuery; give them the real content/.
beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue(siteLayoutData())
})
