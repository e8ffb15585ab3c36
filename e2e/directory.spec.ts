import { expect, expectCleanPage, test } from "./support/fixtures"
import { linkKind, pageHref } from "../src/content/links"
import { directoryPage, headingOf, site, startingWith } from "./support/content"

const { searchForm } = directoryPage
import { captureRequestsTo } from "./support/form-service"

test("the directory search takes the visitor's query to the external directory in a new tab", async ({
  page,
  context,
  problems,
}) => {
  const searches = await captureRequestsTo(context, site.directorySearch.action)
  await page.goto("/directory/")
  const search = page.getByRole("search")
  await search.getByLabel(searchForm.nameLabel, { exact: true }).fill("Grace Hopper")
  await search.getByLabel(searchForm.locationLabel, { exact: true }).fill("São Paulo, Brazil")
  await search.getByLabel(searchForm.specialtyLabel, { exact: true }).fill("Telehealth")
  const [results] = await Promise.all([
    page.waitForEvent("popup"),
    search.getByRole("button", { name: startingWith(searchForm.submitLabel) }).click(),
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

test("the search section's buttons open other sites in a new tab, and the verification section's go to their pages", async ({
  page,
}) => {
  await page.goto("/directory/")
  const main = page.getByRole("main")
  for (const action of directoryPage.search.actions ?? []) {
    const link = main.getByRole("link", { name: startingWith(action.label) })
    await expect(link).toHaveAttribute("href", pageHref(action.href))
    if (linkKind(action.href) === "external") await expect(link).toHaveAttribute("target", "_blank")
  }
  // Each verification button leads where its file says (the Contact page, as shipped).
  for (const action of (directoryPage.verification.actions ?? []).filter(
    (item) => linkKind(item.href) === "internal",
  )) {
    await page.goto("/directory/")
    await main.getByRole("link", { name: action.label, exact: true }).click()
    await expect(page).toHaveURL(pageHref(action.href))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(headingOf(pageHref(action.href).split("#")[0]))
  }
})
