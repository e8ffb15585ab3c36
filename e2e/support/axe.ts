import { expect, type Page } from "@playwright/test"
import { axeViolations } from "../../src/publish/browser-checks"

/** axe-core's WCAG 2.2 AA rules on the page as it is now (or on the part `include` selects): no violation. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  const violations = await axeViolations(page, include)
  expect(violations.map(({ rule, impact, targets }) => ({ rule, impact, targets }))).toEqual([])
}
