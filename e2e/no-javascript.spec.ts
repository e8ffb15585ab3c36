import { expect, expectCleanPage, test } from "./support/fixtures"
import {
  communityPage,
  contactPage,
  directoryPage,
  home,
  ownerSettings,
  requiredFieldLabel,
  site,
  slides,
  startingWith,
} from "./support/content"
import { CONTACT_SENT_PATH } from "../src/content/routes"
import { loadContent } from "../tests/support/fixtures/content-fixtures"
import { captureRequestsTo, postedFields, standInFormService } from "./support/form-service"

const sentPage = loadContent<{ hero: { title: string } }>("pages/contact-sent.yaml")
const { contactForm } = ownerSettings

// Only the Home page and the Contact page have a script that changes what they show (the
// carousel's and the form's modules), so they are the pages that could work differently without
// JavaScript; every other page draws the same either way (every-page.spec.ts, with JavaScript).
test.use({ javaScriptEnabled: false })

test.describe("without JavaScript", () => {
  test("the Home page shows the first slide and hides carousel controls that could not work", async ({ page }) => {
    await page.goto("/")
    await expect(page.getByRole("heading", { name: slides[0].title, exact: true })).toBeVisible()
    await expect(page.getByRole("button", { name: home.carousel.nextLabel, exact: true })).toBeHidden()
    const carousel = page.getByRole("region", { name: home.carousel.label, exact: true })
    for (const action of home.carousel.actions) {
      await expect(carousel.getByRole("link", { name: startingWith(action.label) })).toBeVisible()
    }
  })

  test("the contact form still checks its fields, posts to the form service, and ends on this site's thank-you page", async ({
    page,
    problems,
    baseURL,
  }) => {
    const posts = await standInFormService(page, contactForm.endpoint, contactForm.redirectField, "accept", {
      siteUrl: ownerSettings.siteUrl,
      localBase: baseURL ?? "",
    })
    await page.goto("/contact/")
    const { form: copy } = contactPage
    const form = page.locator(`[id="${copy.id}"] form`)
    const send = form.getByRole("button", { name: copy.submitLabel, exact: true })
    await send.click()
    await page.waitForTimeout(300)
    expect(posts).toHaveLength(0)
    await form.getByLabel(requiredFieldLabel(copy.firstNameLabel), { exact: true }).fill("Ada")
    await form.getByLabel(requiredFieldLabel(copy.lastNameLabel), { exact: true }).fill("Lovelace")
    await form.getByLabel(requiredFieldLabel(copy.emailLabel), { exact: true }).fill("ada@example.org")
    await form.getByLabel(requiredFieldLabel(copy.messageLabel), { exact: true }).fill("Hello & welcome")
    await form.getByLabel(startingWith(copy.consentLabel)).check()
    await send.click()
    await expect.poll(() => posts.length).toBe(1)
    expect(Object.fromEntries(postedFields(posts[0]))).toMatchObject({
      firstName: "Ada",
      message: "Hello & welcome",
      contactMethod: "email",
      [contactForm.redirectField]: `${ownerSettings.siteUrl}${CONTACT_SENT_PATH}`,
    })
    // The service sends the visitor back to the site's own page, which says what happens next.
    await expect(page).toHaveURL(CONTACT_SENT_PATH)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(sentPage.hero.title)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex")
    await expectCleanPage(page, problems)
  })

  test("the directory search still reaches the external directory", async ({ page, context, problems }) => {
    const searches = await captureRequestsTo(context, site.directorySearch.action)
    await page.goto("/directory/")
    const { searchForm } = directoryPage
    await page.getByRole("search").getByLabel(searchForm.nameLabel, { exact: true }).fill("Ada Lovelace")
    const [results] = await Promise.all([
      page.waitForEvent("popup"),
      page
        .getByRole("search")
        .getByRole("button", { name: startingWith(searchForm.submitLabel) })
        .click(),
    ])
    await results.waitForLoadState()
    expect(new URL(results.url()).searchParams.get(site.directorySearch.nameParam)).toBe("Ada Lovelace")
    expect(searches).toHaveLength(1)
    await expectCleanPage(page, problems)
  })

  test("the FAQ answers open", async ({ page }) => {
    await page.goto("/community/")
    const first = page.locator(`[id="${communityPage.faq.id}"] details`).first()
    await first.locator("summary").click()
    await expect(first.locator("p")).toBeVisible()
  })
})
