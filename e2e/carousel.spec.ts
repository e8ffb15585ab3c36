import type { Page } from "@playwright/test"
import { expect, expectCleanPage, gotoReady, test } from "./support/fixtures"
import { home, slideDotName, slideIntervalMs, slidePosition, slides } from "./support/content"

const START = new Date("2026-01-05T09:00:00Z")
const { previousLabel, nextLabel, playLabel } = home.carousel
const currentSlide = (page: Page) => page.locator('[aria-roledescription="slide"][aria-hidden="false"]')

// What only a real browser proves: the module runs on the built page under its policy, the
// stylesheet shows the slide it marks current, real time moves it, and the reduced-motion query
// holds it still. Each control's logic (dots, pause and play, pointer and focus, announcements)
// is proved once, in src/widgets/carousel/carousel.test.ts.

/**
 * Loads Home with a fake clock, then stops time once the carousel's module has started (the
 * page cannot load with time stopped), so the test alone decides when time passes.
 */
async function freezeTimeOnReadyHome(page: Page) {
  await page.clock.install({ time: START })
  await gotoReady(page, "/")
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000))
}

/** Moves the pointer and keyboard focus out of the carousel, which lets it rotate again. */
async function leaveCarousel(page: Page) {
  await page.mouse.move(1, 1)
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
}

async function expectSlide(page: Page, number: number) {
  await expect(currentSlide(page)).toHaveAttribute("aria-label", slidePosition(number - 1))
  await expect(currentSlide(page).getByRole("heading")).toHaveText(slides[number - 1].title)
  await expect(currentSlide(page).getByRole("heading")).toBeVisible()
}

test.describe("the Home carousel", () => {
  test.skip(slides.length < 2, "a carousel of one slide has nothing to rotate")
  test.beforeEach(async ({ page }) => {
    await freezeTimeOnReadyHome(page)
    // Choosing slide 1 and leaving the carousel starts a fresh interval at the frozen time.
    await page.getByRole("button", { name: slideDotName(0), exact: true }).click()
    await leaveCarousel(page)
    await expectSlide(page, 1)
  })

  test("advances every slideIntervalMs of constants.yaml, not before, and wraps from the last slide to the first", async ({
    page,
  }) => {
    expect(slideIntervalMs).toBeGreaterThan(1)
    await expectSlide(page, 1)
    await page.clock.runFor(slideIntervalMs - 1)
    await expectSlide(page, 1)
    await page.clock.runFor(1)
    await expectSlide(page, 2)
    // Slide 3 to the last, then the first again.
    for (const next of [...Array.from({ length: slides.length - 2 }, (_, index) => index + 3), 1]) {
      await page.clock.runFor(slideIntervalMs)
      await expectSlide(page, next)
    }
  })

  test("goes back and forth with the arrows, wrapping both ways", async ({ page, problems }) => {
    await page.getByRole("button", { name: previousLabel, exact: true }).click()
    await expectSlide(page, slides.length)
    await page.getByRole("button", { name: nextLabel, exact: true }).click()
    await expectSlide(page, 1)
    await page.getByRole("button", { name: nextLabel, exact: true }).click()
    await expectSlide(page, 2)
    // The module changes slides within the home page's policy (no style attribute, no eval).
    await expectCleanPage(page, problems)
  })
})

test("does not move on its own for visitors who prefer reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" })
  await freezeTimeOnReadyHome(page)
  await expect(page.getByRole("button", { name: playLabel, exact: true })).toBeVisible()
  await page.clock.runFor(slideIntervalMs * 3)
  await expectSlide(page, 1)
  await page.getByRole("button", { name: nextLabel, exact: true }).click()
  await expectSlide(page, Math.min(2, slides.length))
})
