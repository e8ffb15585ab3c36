import { expect, expectCleanPage, gotoReady, test } from "./support/fixtures"
import { pages } from "./support/content"

/** Everything a page fetched, by kind, as the browser's resource timing records it. */
function resourcesOf(page: import("@playwright/test").Page) {
  return page.evaluate(() =>
    performance.getEntriesByType("resource").map((entry) => ({
      name: new URL(entry.name).pathname,
      initiatorType: (entry as PerformanceResourceTiming).initiatorType,
    })),
  )
}

for (const route of [...pages.map((page) => page.path), "/no-such-page/"]) {
  test(`${route} fetches no framework, no page data and no script file`, async ({ page, problems }) => {
    await gotoReady(page, route)
    await page.waitForLoadState("networkidle")
    const fetched = await resourcesOf(page)
    const scripts = fetched.filter((entry) => entry.initiatorType === "script" || entry.name.endsWith(".js"))
    // Widgets are inline modules: no page fetches a script file at all.
    expect(scripts.map((entry) => entry.name)).toEqual([])
    expect(fetched.filter((entry) => /page-data|app-data/.test(entry.name))).toEqual([])
    expect(await page.evaluate(() => Object.keys(window).filter((key) => key.startsWith("___")))).toEqual([])
    if (route !== "/no-such-page/") await expectCleanPage(page, problems)
  })
}

/**
 * Speculation rules ask Chromium to prerender a page of the site once the pointer rests on a link
 * to it. While a debugger is attached (as Playwright is), Chromium prefetches the document
 * instead of prerendering it ("PrerenderingDisabledByDevTools"), so this test sees a prefetch;
 * a visitor's browser prerenders.
 */
test("a header link the pointer rests on is fetched ahead, so the click needs no request", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "hovering needs a pointer")
  await page.goto("/")
  const about = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About", exact: true })
  await about.hover()
  // Chromium waits about 200 ms of hovering (eagerness "moderate") before it speculates.
  await page.waitForTimeout(1000)
  await about.click()
  await expect(page).toHaveURL("/about/")
  const navigation = await page.evaluate(() => {
    const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & {
      activationStart: number
      deliveryType: string
    }
    return { activationStart: entry.activationStart, deliveryType: entry.deliveryType }
  })
  expect(navigation.activationStart > 0 || navigation.deliveryType === "navigational-prefetch").toBe(true)
})
