import { expect, expectCleanPage, test } from "./support/fixtures"
import { site } from "./support/content"
import { captureRequestsTo } from "./support/form-service"

test("the directory search takes the visitor's query to the external directory in a new tab", async ({
  page,
  context,
  problems,
}) => {
  const searches = await captureRequestsTo(context, site.directorySearch.action)
  await page.goto("/directory/")
  const search = page.getByRole("search")
  await search.getByLabel("Physician name").fill("Grace Hopper")
  await search.getByLabel("Location").fill("São Paulo, Brazil")
  await search.getByLabel("Specialty").fill("Telehealth")
  const [results] = await Promise.all([
    page.waitForEvent("popup"),
    search.getByRole("button", { name: /Search Directory/ }).click(),
  ])
  await results.waitForLoadState()
  const url = new URL(results.url())
  expect(`${url.origin}${url.pathname}`).toBe(site.directorySearch.action)
  expect(url.searchParams.get(site.directorySearch.nameParam)).toBe("Grace Hopper")
  expect(url.searchParams.get(site.directorySearch.locationParam)).toBe("São Paulo, Brazil")
  expect(url.searchParams.get(site.directorySearch.specialtyParam)).toBe("Telehealth")
  expect(searches).toHaveLength(1)
  await expect(page).toHaveURL("/directory/")
  // The search left for the directory's origin under form-action, with nothing blocked.
  await expectCleanPage(page, problems)
})

test("the full directory opens externally and verification requests go to the contact page", async ({ page }) => {
  await page.goto("/directory/")
  const launch = page.getByRole("link", { name: /Launch Full Directory/ })
  await expect(launch).toHaveAttribute("href", site.links.directoryUrl)
  await expect(launch).toHaveAttribute("target", "_blank")
  await page.getByRole("link", { name: "Request Verification" }).click()
  await expect(page).toHaveURL("/contact/")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact & Support")
})
