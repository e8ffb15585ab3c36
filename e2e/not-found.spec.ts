import { expect, test } from "./support/fixtures"

test("an unknown address gets status 404, says so, links home and logs the address", async ({ page }) => {
  const logged: string[] = []
  page.on("console", (message) => logged.push(message.text()))
  const response = await page.goto("/no-such-page/here")
  expect(response?.status()).toBe(404)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found")
  await expect.poll(() => logged.some((text) => text.includes("/no-such-page/here"))).toBe(true)
  await page.getByRole("main").getByRole("link", { name: "Return to the home page" }).click()
  await expect(page).toHaveURL("/")
  await expect(page.getByRole("region", { name: "Highlights" })).toBeVisible()
})
