import { expect, type Page } from "@playwright/test"
import { axeViolations } from "../../src/publish/browser-checks"

/**
 * axe-core's WCAG 2.2 AA rules on the page as it is now (or on the part `include` selects): no violation.
 * The page is checked at rest: a control that takes focus scrolls the page smoothly (where motion is
 * allowed), and while it glides the sticky header covers part of what it scrolls to, which axe's
 * target-size rule would report although no visitor sees it that way once the page stops.
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  await scrollSettled(page)
  const violations = await axeViolations(page, include)
  expect(violations.map(({ rule, impact, targets }) => ({ rule, impact, targets }))).toEqual([])
}

/** Resolves once the page's scroll position has held for three frames in a row. */
function scrollSettled(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((settled) => {
        let last = window.scrollY
        let still = 0
        const frame = () => {
          still = window.scrollY === last ? still + 1 : 0
          last = window.scrollY
          if (still >= 3) settled()
          else requestAnimationFrame(frame)
        }
        requestAnimationFrame(frame)
      }),
  )
}
