import type { Page } from "@playwright/test"
import { expect, expectCleanPage, gotoReady, test } from "./support/fixtures"
import { home, slideDotName, slideIntervalMs, slidePosition, slides, startingWith } from "./support/content"

const START = new Date("2026-01-05T09:00:00Z")
const { label, previousLabel, nextLabel, pauseLabel, playLabel, dotLabel } = home.carousel
const carousel = (page: Page) => page.getByRole("region", { name: label })
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

  test("selects slides with the dots, announcing the current one, and shows a slide's bullets", async ({ page }) => {
    const dots = page.getByRole("button", { name: startingWith(`${dotLabel} `) })
    await expect(dots).toHaveCount(slides.length)
    // The first slide after the first with bullets (slides.yaml), or else the last.
    const withBullets = slides.findIndex((slide, index) => index > 0 && (slide.bullets ?? []).length > 0)
    const chosen = withBullets === -1 ? slides.length - 1 : withBullets
    await dots.nth(chosen).click()
    await expectSlide(page, chosen + 1)
    await expect(dots.nth(chosen)).toHaveAttribute("aria-current", "true")
    const bullets = slides[chosen].bullets ?? []
    await expect(currentSlide(page).getByRole("listitem")).toHaveCount(bullets.length)
    for (const bullet of bullets) await expect(currentSlide(page).getByText(bullet)).toBeVisible()
  })

  test("pauses and plays with its control, and lets screen readers follow changes while paused", async ({ page }) => {
    const live = page.locator('[aria-roledescription="carousel"] [aria-live]')
    await expect(live).toHaveAttribute("aria-live", "off")
    await page.getByRole("button", { name: pauseLabel, exact: true }).click()
    await leaveCarousel(page)
    await expect(live).toHaveAttribute("aria-live", "polite")
    await page.clock.runFor(slideIntervalMs * 3)
    await expectSlide(page, 1)
    await page.getByRole("button", { name: playLabel, exact: true }).click()
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
    await page.getByRole("button", { name: nextLabel, exact: true }).focus()
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
  await expect(page.getByRole("button", { name: playLabel, exact: true })).toBeVisible()
  await page.clock.runFor(slideIntervalMs * 3)
  await expectSlide(page, 1)
  await page.getByRole("button", { name: nextLabel, exact: true }).click()
  await expectSlide(page, Math.min(2, slides.length))
})
