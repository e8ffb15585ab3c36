/**
 * The pictures in a real browser, at phone and desktop width: Chromium takes the AVIF source at a
 * width that fits where the picture is drawn, and nothing on the page moves as pictures arrive
 * late (each reserves its space with its width and height). The markup itself is checked in
 * tests/build/pictures.test.ts; that every picture loads, under the policy, in every-page.spec.ts.
 */
import { expect, expectCleanPage, test } from "./support/fixtures"
import { pagesWithPictures } from "./support/content"
import { PHONE_LAYOUT_TAG } from "./support/widths"
import { layoutShifts, recordLayoutShifts } from "./support/layout-shift"

// Every page whose content names a picture (the home page, About, Community and Fellowship, as shipped).
for (const route of pagesWithPictures) {
  test(
    `${route}: pictures arrive as AVIF at a width that fits, and nothing moves as they load`,
    { tag: PHONE_LAYOUT_TAG },
    async ({ page, problems }) => {
      // Pictures arrive after the page is drawn, as on a slow connection.
      await page.route("**/static/**", async (request) => {
        await new Promise((resolve) => setTimeout(resolve, 400))
        await request.continue()
      })
      await recordLayoutShifts(page)
      await page.emulateMedia({ reducedMotion: "reduce" })
      await page.goto(route)
      const ratio = await page.evaluate(() => window.devicePixelRatio)
      for (const image of await page.locator("main img, [data-carousel] img").all()) {
        await image.scrollIntoViewIfNeeded()
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true)
        const { currentSrc, naturalWidth, drawnWidth } = await image.evaluate((img: HTMLImageElement) => ({
          currentSrc: img.currentSrc,
          naturalWidth: img.naturalWidth,
          drawnWidth: img.getBoundingClientRect().width,
        }))
        expect(currentSrc).toMatch(/\.avif$/)
        // A candidate that fits: sharp at this screen's density, not far larger than drawn.
        if (drawnWidth > 0) {
          expect(naturalWidth, currentSrc).toBeGreaterThanOrEqual(Math.min(drawnWidth * ratio * 0.8, naturalWidth))
          expect(naturalWidth, currentSrc).toBeLessThanOrEqual(Math.max(drawnWidth * ratio * 2.5, 400))
        }
      }
      await page.evaluate(() => window.scrollTo(0, 0))
      // From the first frame: neither a picture arriving (400 ms late) nor the rest of the page being read moves anything.
      expect(await layoutShifts(page)).toEqual([])
      await expectCleanPage(page, problems)
    },
  )
}
