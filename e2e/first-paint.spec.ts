import { expect, expectCleanPage, gotoHydrated, test } from "./support/fixtures"
import { routes } from "./support/content"

/** The site's entry bundles, as Gatsby names them. */
const ENTRY_BUNDLE = /\/(webpack-runtime|framework|app)-[0-9a-f]{20}\.js$/

for (const route of [...routes.map((r) => r.path), "/no-such-page"]) {
  test(`${route} paints its content before it asks for any JavaScript, then hydrates`, async ({ page, problems }) => {
    await gotoHydrated(page, route)
    const timing = await page.evaluate((pattern) => {
      const bundle = new RegExp(pattern)
      return {
        firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
        bundleRequests: performance
          .getEntriesByType("resource")
          .filter((entry) => bundle.test(entry.name))
          .map((entry) => entry.startTime),
      }
    }, ENTRY_BUNDLE.source)
    expect(timing.firstContentfulPaint).not.toBeNull()
    expect(timing.bundleRequests).toHaveLength(3)
    for (const requested of timing.bundleRequests)
      expect(requested).toBeGreaterThanOrEqual(timing.firstContentfulPaint!)
    if (route !== "/no-such-page") await expectCleanPage(page, problems)
  })
}
