import { expect, expectNoPolicyProblems, test } from "./support/fixtures"

test("the content editor at /admin starts under the production headers, outside search engines", async ({
  page,
  problems,
}) => {
  const response = await page.goto("/admin")
  expect(response?.status()).toBe(200)
  expect(response?.headers()["content-security-policy"]).toContain("'unsafe-eval'")
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/)
  // Without the local file server, the editor says how to start it; with it, it offers its login.
  await expect(
    page.getByRole("button", { name: /login/i }).or(page.getByText("The local file server is not running")),
  ).toBeVisible({ timeout: 15_000 })
  await expect(page.getByText(/Error loading the CMS configuration/)).toHaveCount(0)
  // Its own policy lets it run: nothing blocked (without the file server, its requests to it fail).
  expectNoPolicyProblems(problems)
})

test("public pages never allow eval", async ({ page }) => {
  for (const path of ["/", "/contact"]) {
    const response = await page.goto(path)
    expect(response?.headers()["content-security-policy"]).not.toContain("unsafe-eval")
  }
})
