import { expect, test } from "./support/fixtures"
import { home, notFoundPage } from "./support/content"

// The line it logs, its headers and its policy are checked with every other page in every-page.spec.ts.
test("an unknown address gets status 404, says so and links home", async ({ page }) => {
  const response = await page.goto("/no-such-page/here")
  expect(response?.status()).toBe(404)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFoundPage.heading)
  await expect(page.getByRole("main")).toContainText(notFoundPage.body)
  await page.getByRole("main").getByRole("link", { name: notFoundPage.homeLinkLabel, exact: true }).click()
  await expect(page).toHaveURL("/")
  await expect(page.getByRole("region", { name: home.carousel.label, exact: true })).toBeVisible()
})
