import { expect, test } from "./support/fixtures"

// The line it logs, its headers and its policy are checked with every other page in policy.spec.ts.
test("an unknown address gets status 404, says so and links home", async ({ page }) => {
  const response = await page.goto("/no-such-page/here")
  expect(response?.status()).toBe(404)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found")
  await page.getByRole("main").getByRole("link", { name: "Return to the home page" }).click()
  await expect(page).toHaveURL("/")
  await expect(page.getByRole("region", { name: "Highlights" })).toBeVisible()
})
