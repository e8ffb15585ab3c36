import { expect, gotoReady, test } from "./support/fixtures"
import { PHONE_LAYOUT_TAG } from "./support/widths"
import { expectNoAxeViolations } from "./support/axe"
import { smallControls } from "./support/control-sizes"
import { browserPages, home, navigation, site, slidePosition, slides, startingWith } from "./support/content"

// The pages the browser visits (a bounded sample of the general pages: e2e/support/content.ts), and the not-found page.
const pages = [...browserPages.map((page) => page.path), "/no-such-page/"]

test("axe finds no violation on any carousel slide", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" })
  await gotoReady(page, "/")
  const dots = page.getByRole("button", { name: startingWith(`${home.carousel.dotLabel} `) })
  await expect(dots).toHaveCount(slides.length)
  for (let index = 1; index < slides.length; index += 1) {
    await dots.nth(index).click()
    await expect(page.locator('[aria-roledescription="slide"][aria-hidden="false"]')).toHaveAttribute(
      "aria-label",
      slidePosition(index),
    )
    await expectNoAxeViolations(page, '[aria-roledescription="carousel"]')
  }
})

test("axe finds no violation with the mobile menu open", { tag: PHONE_LAYOUT_TAG }, async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "the menu button exists on narrow screens")
  await gotoReady(page, "/")
  await page.getByRole("button", { name: site.header.menuButtonLabel }).click()
  await expect(
    page.getByRole("navigation", { name: site.header.navLabel }).getByRole("link", {
      name: navigation[0].name,
      exact: true,
    }),
  ).toBeVisible()
  await expectNoAxeViolations(page, "header")
})

test("the skip link is the first stop, visible when focused, and moves focus to the main content", async ({ page }) => {
  await page.goto("/certification/")
  await page.keyboard.press("Tab")
  const skip = page.getByRole("link", { name: site.header.skipLinkLabel })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  const box = await skip.boundingBox()
  expect(box?.width).toBeGreaterThan(24)
  await page.keyboard.press("Enter")
  await expect(page.locator("main")).toBeFocused()
})

test(
  "every control is at least 24 by 24 pixels at the phone width, except links inside a sentence (WCAG 2.5.8)",
  { tag: PHONE_LAYOUT_TAG },
  async ({ page }, testInfo) => {
    test.skip(
      testInfo.project.name !== "phone",
      "every-page.spec.ts measures each page at desktop width, as it has it open",
    )
    for (const path of pages) {
      await page.goto(path)
      expect(await smallControls(page), path).toEqual([])
    }
  },
)

test(
  "every control shows a visible focus indicator and is not hidden under the sticky header (WCAG 2.4.7, 2.4.11)",
  { tag: PHONE_LAYOUT_TAG },
  async ({ page }) => {
    // Scrolling to a focused control is instant with reduced motion (GlobalStyles), so each stop
    // is measured where it comes to rest; smooth scrolling ends at the same place, later.
    await page.emulateMedia({ reducedMotion: "reduce" })
    for (const path of ["/certification/", "/contact/"]) {
      await page.goto(path)
      for (let stop = 0; stop < 60; stop += 1) {
        await page.keyboard.press("Tab")
        const state = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null
          if (!element || element === document.body) return null
          const header = document.querySelector("header")!.getBoundingClientRect()
          const box = element.getBoundingClientRect()
          const style = getComputedStyle(element)
          const inHeader = element.closest("header") !== null || element.matches('a[href="#main-content"]')
          return {
            name: `${element.tagName} "${(element.textContent ?? element.getAttribute("name") ?? "").trim().slice(0, 40)}"`,
            obscured: !inHeader && box.top < header.bottom - 1 && style.position !== "fixed",
            ring: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2,
          }
        })
        if (!state) break
        expect(state.obscured, `${path}: ${state.name} is under the header`).toBe(false)
        expect(state.ring, `${path}: ${state.name} has no visible focus ring`).toBe(true)
      }
    }
  },
)
