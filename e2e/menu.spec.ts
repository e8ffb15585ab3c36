import { expect, gotoHydrated, test } from "./support/fixtures"

test.describe("the mobile menu", () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "the menu button exists on narrow screens")
  })

  test("opens and closes with its button, announcing its state", async ({ page }) => {
    await gotoHydrated(page, "/certification")
    const button = page.getByRole("button", { name: "Menu" })
    const about = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" })
    await expect(button).toHaveAttribute("aria-expanded", "false")
    await expect(about).toBeHidden()
    await button.click()
    await expect(button).toHaveAttribute("aria-expanded", "true")
    await expect(about).toBeVisible()
    await button.click()
    await expect(button).toHaveAttribute("aria-expanded", "false")
    await expect(about).toBeHidden()
  })

  test("closes when a link in it is followed", async ({ page }) => {
    await gotoHydrated(page, "/")
    const button = page.getByRole("button", { name: "Menu" })
    await button.click()
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Directory" }).click()
    await expect(page).toHaveURL("/directory")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Physician Directory")
    await expect(button).toHaveAttribute("aria-expanded", "false")
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" })).toBeHidden()
  })

  test("closes on Escape and puts focus back on its button", async ({ page }) => {
    await gotoHydrated(page, "/")
    const button = page.getByRole("button", { name: "Menu" })
    await button.click()
    await page.keyboard.press("Tab")
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" })).toBeFocused()
    await page.keyboard.press("Escape")
    await expect(button).toHaveAttribute("aria-expanded", "false")
    await expect(button).toBeFocused()
  })
})

test("on wide screens all links show and there is no menu button", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "desktop layout")
  await gotoHydrated(page, "/")
  await expect(page.getByRole("button", { name: "Menu" })).toBeHidden()
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveCount(8)
  for (const link of await page.getByRole("navigation", { name: "Main" }).getByRole("link").all()) {
    await expect(link).toBeVisible()
  }
})
