/**
 * The pictures in a real browser, at phone and desktop width: Chromium takes the AVIF source at a
 * width that fits where the picture is drawn, and nothing on the page moves as pictures arrive
 * late (each reserves its space with its width and height). The markup itself is checked in
 * tests/build/pictures.test.ts; that every picture loads, under the policy, in policy.spec.ts.
 */
import { expect, expectCleanPage, test } from "./support/fixtures"

const ROUTES_WITH_PICTURES = ["/", "/about/", "/community/", "/fellowship/"]

/** The layout shifts of the page so far, as Chromium's Layout Instability API scores them. */
declare global {
  interface Window {
    layoutShift?: number
  }
}

for (const route of ROUTES_WITH_PICTURES) {
  test(`${route}: pictures arrive as AVIF at a width that fits, and nothing moves as they load`, async ({
    page,
    problems,
  }) => {
    // Pictures arrive after the page is drawn, as on a slow connection.
    await page.route("**/static/**", async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 400))
      await request.continue()
    })
    // Shifts of the page's content, where the pictures are (the main region, the carousel). The top
    // bar is no picture's concern: here, about one run in ten, its logo link is first drawn 40 px
    // wide (the mark alone, as below the md breakpoint) and redrawn with the board's name about
    // 200 ms in, before any picture has arrived; the cause is not known yet (see the note).
    await page.addInitScript(() => {
      window.layoutShift = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const shift = entry as PerformanceEntry & {
            value: number
            hadRecentInput: boolean
            sources: { node: Node | null }[]
          }
          const inContent = shift.sources.some(
            ({ node }) => node instanceof Element && node.closest("main, [data-carousel]") !== null,
          )
          if (!shift.hadRecentInput && inContent) window.layoutShift = (window.layoutShift ?? 0) + shift.value
        }
      }).observe({ type: "layout-shift", buffered: true })
    })
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
    expect(await page.evaluate(() => window.layoutShift)).toBe(0)
    await expectCleanPage(page, problems)
  })
}
