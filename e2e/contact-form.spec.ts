import type { Locator, Page } from "@playwright/test"
import { absoluteUrl } from "../src/components/seo/structured-data"
import { CONTACT_SENT_PATH } from "../src/content/routes"
import { loadContent } from "../tests/support/fixtures/content-fixtures"
import { DRAFT_KEY } from "../src/widgets/contact-form/draft-storage"
import { expectNoAxeViolations } from "./support/axe"
import { layoutShifts, recordLayoutShifts } from "./support/layout-shift"
import { expect, expectCleanPage, expectNoPolicyProblems, gotoReady, test } from "./support/fixtures"
import { contactPage, ownerSettings, requiredFieldLabel, site, startingWith } from "./support/content"
import { postedFields, standInFormService, type FormServiceAnswer } from "./support/form-service"

const { form: copy } = contactPage
const { outcomes } = copy
const sentPage = loadContent<{ hero: { title: string; lead: string } }>("pages/contact-sent.yaml")
const { contactForm } = ownerSettings
const sentUrl = absoluteUrl(ownerSettings.siteUrl, CONTACT_SENT_PATH)
/** The form, in the section content gives its id. */
const formOf = (page: Page) => page.locator(`[id="${copy.id}"] form`)
/** A field of the form by its label, with the required marker after a required one's. */
const field = (form: Locator, label: string, required = false) =>
  form.getByLabel(required ? requiredFieldLabel(label) : label, { exact: true })
const sendButton = (scope: Page | Locator) => scope.getByRole("button", { name: copy.submitLabel, exact: true })
const consent = (form: Locator) => form.getByLabel(startingWith(copy.consentLabel))
const messageField = (form: Locator) => field(form, copy.messageLabel, true)
const emailField = (form: Locator) => field(form, copy.emailLabel, true)
const standIn = (page: Page, answer?: FormServiceAnswer) =>
  standInFormService(page, contactForm.endpoint, contactForm.redirectField, answer)

const visitor = {
  title: "Dr., MD",
  firstName: "Zoë",
  lastName: "Ñúñez-O'Brien",
  phone: "+44 20 7946 0958",
  email: "zoe.nunez@example.org",
  subject: "Recertification & CME",
  message: "Line one & more: 50% done\nLine two — café, naïve, 東京\n\nLast line <b>not bold</b>",
}

async function fillEverything(page: Page) {
  const form = formOf(page)
  await field(form, copy.titleLabel).fill(visitor.title)
  await field(form, copy.firstNameLabel, true).fill(visitor.firstName)
  await field(form, copy.lastNameLabel, true).fill(visitor.lastName)
  await form.getByRole("textbox", { name: copy.phoneLabel, exact: true }).fill(visitor.phone)
  await field(form, copy.emailLabel, true).fill(visitor.email)
  await field(form, copy.subjectLabel).fill(visitor.subject)
  await form.getByRole("radio", { name: copy.contactMethodPhone, exact: true }).check()
  await field(form, copy.messageLabel, true).fill(visitor.message)
  await consent(form).check()
  return form
}

test.describe("the contact form", () => {
  // Each test ends clean: the post to the form service (allowed by form-action) or the refusal
  // to send broke no rule of the page's Content-Security-Policy.
  test("posts exactly the specified fields, plus the empty honeypot, with the visitor's text intact", async ({
    page,
    problems,
  }) => {
    const posts = await standIn(page)
    await gotoReady(page, "/contact/")
    const form = await fillEverything(page)
    await sendButton(form).click()
    await expect.poll(() => posts.length).toBe(1)
    expect(posts[0].method()).toBe("POST")
    expect(posts[0].url()).toBe(contactForm.endpoint)
    expect(posts[0].headers().accept).toBe("application/json")
    expect(postedFields(posts[0])).toEqual([
      ["title", visitor.title],
      ["firstName", visitor.firstName],
      ["lastName", visitor.lastName],
      ["phone", visitor.phone],
      ["email", visitor.email],
      ["subject", visitor.subject],
      ["contactMethod", "phone"],
      // Browsers send textarea line breaks as CRLF; the words and characters are untouched.
      ["message", visitor.message.replace(/\n/g, "\r\n")],
      [contactForm.redirectField, sentUrl],
      [contactForm.honeypotName, ""],
    ])
    await expectCleanPage(page, problems)
  })

  test("is not sent while a required field is empty or wrong: the browser's own check stops it and focuses the field", async ({
    page,
    problems,
  }) => {
    const posts = await standIn(page)
    await page.goto("/contact/")
    const form = formOf(page)
    for (const [problem, spoil] of [
      ["is empty", () => Promise.resolve()],
      [
        "has a malformed email",
        async () => void (await emailField(await fillEverything(page)).fill("zoe.example.org")),
      ],
      ["lacks the consent", async () => void (await consent(await fillEverything(page)).uncheck())],
      ["lacks the message", async () => void (await messageField(await fillEverything(page)).fill(""))],
    ] as const) {
      await spoil()
      await sendButton(page).click()
      await expect(form.locator(":invalid").first(), `sent when it ${problem}`).toBeFocused()
    }
    await page.waitForTimeout(300)
    expect(posts).toHaveLength(0)
    await expect(page).toHaveURL("/contact/")
    await expectCleanPage(page, problems)
  })
})

test.describe("the contact form's outcome, shown on this site", () => {
  test("a message the service accepts is confirmed in place of the form, with focus on it, and its draft is forgotten", async ({
    page,
    problems,
  }) => {
    await standIn(page, "accept")
    await gotoReady(page, "/contact/")
    const form = await fillEverything(page)
    expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).not.toBeNull()
    await sendButton(form).click()
    const sent = page.getByRole("region", { name: sentPage.hero.title })
    await expect(sent).toBeFocused()
    await expect(sent).toContainText(sentPage.hero.lead)
    await expect(form).toBeHidden()
    expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toBeNull()
    await expectNoAxeViolations(page)
    await sent.getByRole("button", { name: outcomes.anotherLabel }).click()
    await expect(messageField(form)).toHaveValue("")
    await expectCleanPage(page, problems)
  })

  test("a field the service refuses is shown in an error summary and beside the field, with every value kept", async ({
    page,
    problems,
  }) => {
    await standIn(page, "refuse-email")
    await gotoReady(page, "/contact/")
    const title = await page.title()
    const form = await fillEverything(page)
    await sendButton(form).click()
    const summary = form.locator("[data-error-summary]")
    await expect(summary).toBeFocused()
    await expect(summary.getByRole("heading")).toHaveText(outcomes.errorSummaryHeading)
    await expect(page).toHaveTitle(`${outcomes.errorTitlePrefix} ${title}`)
    const email = emailField(form)
    await expect(email).toHaveAttribute("aria-invalid", "true")
    await expect(email).toHaveAccessibleDescription(/should be an email/)
    await expect(messageField(form)).toHaveValue(visitor.message)
    await expectNoAxeViolations(page)
    await summary.getByRole("link", { name: `${copy.emailLabel} should be an email` }).click()
    await expect(email).toBeFocused()
    // The browser logs the service's 422 as a failed load; the page itself broke no rule.
    expectNoPolicyProblems(problems)
  })

  for (const [answer, reason] of [
    // Which reason each answer gives is the module's logic (contact-form.test.ts, every answer);
    // here, a real dialog over the page, and a real network failure.
    ["server-error", outcomes.failedService],
    ["drop", outcomes.failedOffline],
  ] as const) {
    test(`when the service answers "${answer}", the form says the message was not sent, keeps every value and offers a retry`, async ({
      page,
    }) => {
      const posts = await standIn(page, answer)
      await gotoReady(page, "/contact/")
      const form = await fillEverything(page)
      await sendButton(form).click()
      const notice = page.getByRole("dialog", { name: outcomes.failedHeading })
      await expect(notice).toBeVisible()
      // Modal: focus moved into it, on its first button.
      await expect(notice.getByRole("button", { name: outcomes.retryLabel })).toBeFocused()
      await expect(notice.getByText(reason)).toBeVisible()
      await expect(notice.getByRole("link", { name: site.contact.email })).toBeVisible()
      await expect(messageField(form)).toHaveValue(visitor.message)
      await expect(emailField(form)).toHaveValue(visitor.email)
      if (answer === "server-error") {
        await expectNoAxeViolations(page)
        // Escape closes it and gives focus back to the button that sent the form.
        await page.keyboard.press("Escape")
        await expect(notice).toBeHidden()
        await expect(sendButton(form)).toBeFocused()
        await sendButton(form).click()
      } else {
        await notice.getByRole("button", { name: outcomes.retryLabel }).click()
      }
      await expect.poll(() => posts.length).toBe(2)
      // The failed requests are the stand-in's doing; the page itself broke no rule.
    })
  }

  test("while it sends, the form says so and passes axe", async ({ page }) => {
    await standIn(page, "no-answer")
    await gotoReady(page, "/contact/")
    const form = await fillEverything(page)
    await sendButton(form).click()
    await expect(form.getByRole("button", { name: outcomes.sendingLabel })).toHaveAttribute("aria-disabled", "true")
    // Checked within the 15 s the form waits for an answer.
    await expectNoAxeViolations(page)
  })

  test("a reload while typing brings the draft back with a notice, all but the consent box, and it can be cleared", async ({
    page,
    problems,
  }) => {
    await gotoReady(page, "/contact/")
    const form = await fillEverything(page)
    // Kept in the tab only: nothing for the next person at a shared computer.
    expect(await page.evaluate(() => localStorage.length)).toBe(0)
    await page.reload()
    await gotoReady(page, "/contact/")
    const notice = page.getByRole("status").filter({ hasText: outcomes.draftRestored })
    await expect(notice).toBeVisible()
    await expect(messageField(form)).toHaveValue(visitor.message)
    await expect(form.getByRole("radio", { name: copy.contactMethodPhone, exact: true })).toBeChecked()
    await expect(consent(form)).not.toBeChecked()
    await expectNoAxeViolations(page)
    await notice.getByRole("button", { name: outcomes.draftClearLabel }).click()
    await expect(messageField(form)).toHaveValue("")
    expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toBeNull()
    // The reload may cut short a picture's request; nothing else may go wrong.
    expect(problems.consoleErrors, "console errors").toEqual([])
    expectNoPolicyProblems(problems)
  })

  test("a draft stays in its tab: a new tab opens with an empty form, and the sent page forgets it", async ({
    page,
  }) => {
    await gotoReady(page, "/contact/")
    await fillEverything(page)
    const next = await page.context().newPage()
    await gotoReady(next, "/contact/")
    await expect(messageField(formOf(next))).toHaveValue("")
    await expect(next.getByRole("status").filter({ hasText: outcomes.draftRestored })).toBeHidden()
    await next.close()
    // Where the form service sends a visitor whose form was posted without the form's script.
    await gotoReady(page, "/contact/sent/")
    expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toBeNull()
  })

  for (const answer of ["accept", "refuse-email", "server-error"] as const) {
    test(`an answer (${answer}) that comes after the 500 ms a press excuses shifts nothing on the page`, async ({
      page,
    }) => {
      await recordLayoutShifts(page)
      await standInFormService(page, contactForm.endpoint, contactForm.redirectField, answer, undefined, 800)
      await gotoReady(page, "/contact/")
      const form = await fillEverything(page)
      // From the page's first frame: the page as read, typed into, and changed by the late answer.
      await sendButton(form).click()
      const shown = {
        accept: page.getByRole("region", { name: sentPage.hero.title }),
        "refuse-email": form.locator("[data-error-summary]"),
        "server-error": page.getByRole("dialog"),
      }[answer]
      await expect(shown).toBeVisible()
      expect(await layoutShifts(page)).toEqual([])
    })
  }
})
