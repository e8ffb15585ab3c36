import { expect, expectCleanPage, gotoReady, test } from "./support/fixtures"
import type { Page } from "@playwright/test"
import { browserPages, navigation, navigationNameOf, otherNavigationItem, site, startingWith } from "./support/content"

const mainNavigation = (page: Page) => page.getByRole("navigation", { name: site.header.navLabel, exact: true })

for (const route of browserPages) {
  test(`${route.path} answers 200 without a redirect, with the shared header and footer, its link marked current`, async ({
    page,
    problems,
  }) => {
    const response = await page.goto(route.path)
    expect(response?.status()).toBe(200)
    expect(response?.request().redirectedFrom()?.url()).toBeUndefined()
    await expect(page.getByRole("banner")).toBeVisible()
    await expect(page.getByRole("contentinfo")).toBeVisible()
    await expect(page.locator("h1")).toHaveCount(1)

    // A page outside the top bar (a general page, such as the privacy notice) marks no link current.
    const current = mainNavigation(page).locator('a[aria-current="page"]')
    const name = navigationNameOf(route.path)
    await expect(current).toHaveCount(name ? 1 : 0)
    if (name) await expect(current).toHaveText(name)

    const apply = page.getByRole("banner").getByRole("link", { name: startingWith(site.header.applyLabel) })
    await expect(apply).toHaveAttribute("href", site.header.applyHref)
    await expect(apply).toHaveAttribute("target", "_blank")
    await expect(apply).toHaveAttribute("rel", "noopener noreferrer")

    await expectCleanPage(page, problems)
  })
}

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
  await link.hover()
  // Chromium waits about 200 ms of hovering (eagerness "moderate") before it speculates.
  await page.waitForTimeout(1000)
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
