import type { Page } from "@playwright/test"
import { expandedState, expect, expectCleanPage, test } from "./support/fixtures"
import { headingOf, navigation, otherNavigationItem, site } from "./support/content"
import { PHONE_LAYOUT_TAG } from "./support/widths"

const MENU_BUTTON = "header button[popovertarget]"
const menuButton = (page: Page) => page.getByRole("button", { name: site.header.menuButtonLabel, exact: true })
const mainNavigation = (page: Page) => page.getByRole("navigation", { name: site.header.navLabel, exact: true })
const navLink = (page: Page, name: string) => mainNavigation(page).getByRole("link", { name, exact: true })
/** A link of the top bar the tests watch to see whether the menu is open. */
const watched = navigation[0].name

// The menu is a popover, which no script of the site touches: proved once, without JavaScript,
// the harder case. With JavaScript the pages run only the carousel's and the form's modules
// (every-page.spec.ts: they run under the policy, and log no error).
test.describe("the mobile menu, without JavaScript", { tag: PHONE_LAYOUT_TAG }, () => {
  test.use({ javaScriptEnabled: false })
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "the menu button exists on narrow screens")
  })

  test("opens and closes with its button, announcing its state", async ({ page, problems }) => {
    await page.goto("/certification/")
    const link = navLink(page, watched)
    expect(await expandedState(page, MENU_BUTTON)).toBe(false)
    await expect(link).toBeHidden()
    await menuButton(page).click()
    await expect(link).toBeVisible()
    expect(await expandedState(page, MENU_BUTTON)).toBe(true)
    await menuButton(page).click()
    await expect(link).toBeHidden()
    expect(await expandedState(page, MENU_BUTTON)).toBe(false)
    // The popover needs no script: nothing the policy blocks.
    await expectCleanPage(page, problems)
  })

  test("marks the current page and lists every page, usable at 320 px", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    await page.goto(otherNavigationItem.path)
    await menuButton(page).click()
    const links = mainNavigation(page).getByRole("link")
    await expect(links).toHaveCount(navigation.length)
    for (const link of await links.all()) {
      await expect(link).toBeInViewport()
      const box = (await link.boundingBox())!
      expect(box.x + box.width).toBeLessThanOrEqual(320)
      expect(box.height).toBeGreaterThanOrEqual(24)
    }
    await expect(mainNavigation(page).locator('a[aria-current="page"]')).toHaveText(otherNavigationItem.name)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  })

  test("closes when a link in it is followed", async ({ page }) => {
    await page.goto("/")
    await menuButton(page).click()
    await navLink(page, otherNavigationItem.name).click()
    await expect(page).toHaveURL(otherNavigationItem.path)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(headingOf(otherNavigationItem.path))
    expect(await expandedState(page, MENU_BUTTON)).toBe(false)
    await expect(navLink(page, watched)).toBeHidden()
  })

  test("closes on Escape and puts focus back on its button", async ({ page }) => {
    await page.goto("/")
    await menuButton(page).click()
    await page.keyboard.press("Tab")
    await expect(navLink(page, navigation[0].name)).toBeFocused()
    await page.keyboard.press("Escape")
    await expect(navLink(page, watched)).toBeHidden()
    expect(await expandedState(page, MENU_BUTTON)).toBe(false)
    await expect(menuButton(page)).toBeFocused()
  })

  test("closes when the visitor taps outside it", async ({ page }) => {
    await page.goto("/about/")
    await menuButton(page).click()
    await expect(navLink(page, watched)).toBeVisible()
    await page.mouse.click(200, 700)
    await expect(navLink(page, watched)).toBeHidden()
  })
})

test("on wide screens all links show and there is no menu button", async ({ page }) => {
  await page.goto("/")
  await expect(menuButton(page)).toBeHidden()
  const links = mainNavigation(page).getByRole("link")
  await expect(links).toHaveCount(navigation.length)
  for (const link of await links.all()) await expect(link).toBeVisible()
})
