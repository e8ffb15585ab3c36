import type { Page } from "@playwright/test"
import { expect, expectCleanPage, gotoReady, test } from "./support/fixtures"
import { slideIntervalMs, slides } from "./support/content"

const START = new Date("2026-01-05T09:00:00Z")
const carousel = (page: Page) => page.getByRole("region", { name: "Highlights" })
const currentSlide = (page: Page) => page.locator('[aria-roledescription="slide"][aria-hidden="false"]')

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
  await expect(currentSlide(page)).toHaveAttribute("aria-label", `${number} of ${slides.length}`)
  await expect(currentSlide(page).getByRole("heading")).toHaveText(slides[number - 1].title)
  await expect(currentSlide(page).getByRole("heading")).toBeVisible()
}

test.describe("the Home carousel", () => {
  test.beforeEach(async ({ page }) => {
    await freezeTimeOnReadyHome(page)
    // Choosing slide 1 and leaving the carousel starts a fresh interval at the frozen time.
    await page.getByRole("button", { name: "Go to slide 1 of 4" }).click()
    await leaveCarousel(page)
    await expectSlide(page, 1)
  })

  test("advances every 6000 ms, not before, and wraps from the last slide to the first", async ({ page }) => {
    expect(slideIntervalMs).toBe(6000)
    await expectSlide(page, 1)
    await page.clock.runFor(slideIntervalMs - 1)
    await expectSlide(page, 1)
    await page.clock.runFor(1)
    await expectSlide(page, 2)
    for (const next of [3, 4, 1]) {
      await page.clock.runFor(slideIntervalMs)
      await expectSlide(page, next)
    }
  })

  test("goes back and forth with the arrows, wrapping both ways", async ({ page, problems }) => {
    await page.getByRole("button", { name: "Previous slide" }).click()
    await expectSlide(page, 4)
    await page.getByRole("button", { name: "Next slide" }).click()
    await expectSlide(page, 1)
    await page.getByRole("button", { name: "Next slide" }).click()
    await expectSlide(page, 2)
    // The module changes slides within the home page's policy (no style attribute, no eval).
    await expectCleanPage(page, problems)
  })

  test("selects slides with the dots, announcing the current one, and shows slide 3's bullets", async ({ page }) => {
    const dots = page.getByRole("button", { name: /^Go to slide/ })
    await expect(dots).toHaveCount(4)
    await dots.nth(2).click()
    await expectSlide(page, 3)
    await expect(dots.nth(2)).toHaveAttribute("aria-current", "true")
    for (const bullet of slides[2].bullets ?? []) await expect(currentSlide(page).getByText(bullet)).toBeVisible()
    expect(slides[2].bullets).toHaveLength(5)
  })

  test("pauses and plays with its control, and lets screen readers follow changes while paused", async ({ page }) => {
    const live = page.locator('[aria-roledescription="carousel"] [aria-live]')
    await expect(live).toHaveAttribute("aria-live", "off")
    await page.getByRole("button", { name: "Pause slide show" }).click()
    await leaveCarousel(page)
    await expect(live).toHaveAttribute("aria-live", "polite")
    await page.clock.runFor(slideIntervalMs * 3)
    await expectSlide(page, 1)
    await page.getByRole("button", { name: "Play slide show" }).click()
    await leaveCarousel(page)
    await page.clock.runFor(slideIntervalMs)
    await expectSlide(page, 2)
  })

  test("pauses while the pointer is over it", async ({ page }) => {
    await carousel(page).hover()
    await page.clock.runFor(slideIntervalMs * 2)
    await expectSlide(page, 1)
    await page.mouse.move(1, 1)
    await page.clock.runFor(slideIntervalMs)
    await expectSlide(page, 2)
  })

  test("pauses while keyboard focus is inside it", async ({ page }) => {
    await page.getByRole("button", { name: "Next slide" }).focus()
    await page.clock.runFor(slideIntervalMs * 2)
    await expectSlide(page, 1)
    await leaveCarousel(page)
    await page.clock.runFor(slideIntervalMs)
    await expectSlide(page, 2)
  })
})

test("does not move on its own for visitors who prefer reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" })
  await freezeTimeOnReadyHome(page)
  await expect(page.getByRole("button", { name: "Play slide show" })).toBeVisible()
  await page.clock.runFor(slideIntervalMs * 3)
  await expectSlide(page, 1)
  await page.getByRole("button", { name: "Next slide" }).click()
  await expectSlide(page, 2)
})
