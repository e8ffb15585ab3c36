import type { Page } from "@playwright/test"
import { expect, expectCleanPage, test } from "./support/fixtures"
import { site } from "./support/content"
import { captureRequestsTo, postedFields } from "./support/form-service"

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
  const form = page.locator("#contact-form form")
  await form.getByLabel("Title or credentials").fill(visitor.title)
  await form.getByLabel("First name (required)").fill(visitor.firstName)
  await form.getByLabel("Last name (required)").fill(visitor.lastName)
  await form.getByRole("textbox", { name: "Phone" }).fill(visitor.phone)
  await form.getByLabel("Email (required)").fill(visitor.email)
  await form.getByLabel("Subject").fill(visitor.subject)
  await form.getByRole("radio", { name: "Phone" }).check()
  await form.getByLabel("Message (required)").fill(visitor.message)
  await form.getByLabel(/I agree to be contacted/).check()
  return form
}

test.describe("the contact form", () => {
  // Each test ends clean: the post to the form service (allowed by form-action) or the refusal
  // to send broke no rule of the page's Content-Security-Policy.
  test("posts exactly the specified fields, plus the empty honeypot, with the visitor's text intact", async ({
    page,
    problems,
  }) => {
    const posts = await captureRequestsTo(page, site.contactForm.endpoint)
    await page.goto("/contact/")
    const form = await fillEverything(page)
    await form.getByRole("button", { name: "Send Message" }).click()
    await expect.poll(() => posts.length).toBe(1)
    expect(posts[0].method()).toBe("POST")
    expect(posts[0].url()).toBe(site.contactForm.endpoint)
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
      [site.contactForm.honeypotName, ""],
    ])
    await expectCleanPage(page, problems)
  })

  test("sends email as the contact method unless the visitor chooses phone", async ({ page, problems }) => {
    const posts = await captureRequestsTo(page, site.contactForm.endpoint)
    await page.goto("/contact/")
    const form = await fillEverything(page)
    await form.getByRole("radio", { name: "Email" }).check()
    await form.getByRole("button", { name: "Send Message" }).click()
    await expect.poll(() => posts.length).toBe(1)
    expect(Object.fromEntries(postedFields(posts[0])).contactMethod).toBe("email")
    await expectCleanPage(page, problems)
  })

  for (const [problem, spoil] of [
    ["is empty", async (page: Page) => void (await page.goto("/contact/"))],
    [
      "has a malformed email",
      async (page: Page) => {
        await page.goto("/contact/")
        await (await fillEverything(page)).getByLabel("Email (required)").fill("zoe.example.org")
      },
    ],
    [
      "lacks the consent",
      async (page: Page) => {
        await page.goto("/contact/")
        await (await fillEverything(page)).getByLabel(/I agree to be contacted/).uncheck()
      },
    ],
    [
      "lacks the message",
      async (page: Page) => {
        await page.goto("/contact/")
        await (await fillEverything(page)).getByLabel("Message (required)").fill("")
      },
    ],
  ] as const) {
    test(`is not sent when it ${problem}`, async ({ page, problems }) => {
      const posts = await captureRequestsTo(page, site.contactForm.endpoint)
      await spoil(page)
      await page.getByRole("button", { name: "Send Message" }).click()
      await expect(page.locator("#contact-form form :invalid").first()).toBeFocused()
      await page.waitForTimeout(300)
      expect(posts).toHaveLength(0)
      await expect(page).toHaveURL("/contact/")
      await expectCleanPage(page, problems)
    })
  }
})
