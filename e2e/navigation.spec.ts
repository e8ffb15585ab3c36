import { expect, expectCleanPage, gotoReady, test } from "./support/fixtures"
import type { Page } from "@playwright/test"
import { navigation, otherNavigationItem, site } from "./support/content"

const mainNavigation = (page: Page) => page.getByRole("navigation", { name: site.header.navLabel, exact: true })

test("navigating with the header links moves between pages without errors", async ({ page, problems }) => {
  await gotoReady(page, "/")
  for (const route of navigation.slice(1)) {
    await mainNavigation(page).getByRole("link", { name: route.name, exact: true }).click()
    await expect(page).toHaveURL(route.path)
    await expect(mainNavigation(page).locator('a[aria-current="page"]')).toHaveText(route.name)
  }
  await expectCleanPage(page, problems)
})

/**
 * Speculation rules ask Chromium to prerender a page of the site once the pointer rests on a link
 * to it. While a debugger is attached (as Playwright is), Chromium prefetches the document
 * instead of prerendering it ("PrerenderingDisabledByDevTools"), so this test sees a prefetch;
 * a visitor's browser prerenders.
 */
test("a header link the pointer rests on is fetched ahead, so the click needs no request", async ({ page }) => {
  await page.goto("/")
  const link = mainNavigation(page).getByRole("link", { name: otherNavigationItem.name, exact: true })
  // Chromium speculates after about 200 ms of hovering (eagerness "moderate"), later on a busy machine.
  const fetchedAhead = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === otherNavigationItem.path &&
      (response.request().headers()["sec-purpose"] ?? "").startsWith("prefetch"),
  )
  await link.hover()
  await fetchedAhead
  await link.click()
  await expect(page).toHaveURL(otherNavigationItem.path)
  const navigation = await page.evaluate(() => {
    const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & {
      activationStart: number
      deliveryType: string
    }
    return { activationStart: entry.activationStart, deliveryType: entry.deliveryType }
  })
  expect(navigation.activationStart > 0 || navigation.deliveryType === "navigational-prefetch").toBe(true)
})
