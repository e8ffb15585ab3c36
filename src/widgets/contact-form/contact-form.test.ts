// The contact form's script, run on the markup the build writes: ContactForm rendered to HTML with
// the Contact page's content, put in the document without React, then enhanced as the page's
// module does, with a stand-in fetch that answers as the form service would and an in-memory
// storage. Time is jest's fake clock.
import { createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ContactForm } from "./ContactForm"
import { inPageContext, loadContent } from "../../../tests/support/fixtures/content-fixtures"
import { enhanceContactForm, TIMEOUT_MS, type Environment } from "./contact-form"
import { DRAFT_KEY } from "./draft-storage"

const contactPage = loadContent<{ form: Queries.ContactFormFieldsFragment }>("pages/contact.yaml")
const sentPage = loadContent<{ hero: { title: string; lead: string } }>("pages/contact-sent.yaml")
const site = loadContent<{ contact: { phone: string; email: string } }>("site.yaml")
const copy = contactPage.form
const { outcomes } = copy
const ENDPOINT = "https://forms.example.org/f/contact"
const TITLE = "Contact & Support | Board"

/** A Storage held in memory, as the tab's sessionStorage would be. */
class MemoryStorage {
  readonly items = new Map<string, string>()
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  setItem(key: string, value: string) {
    this.items.set(key, value)
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
}

/** A fetch whose answer each test gives: resolve it, fail it, or leave it hanging. */
function stubFetch() {
  const calls: { url: string; init: RequestInit }[] = []
  let settle: { resolve: (response: Response) => void; reject: (error: unknown) => void } | undefined
  const fetch = jest.fn((url: string, init: RequestInit) => {
    calls.push({ url, init })
    return new Promise<Response>((resolve, reject) => {
      settle = { resolve, reject }
      init.signal?.addEventListener("abort", () => reject(new DOMException("The operation was aborted.", "AbortError")))
    })
  })
  // The part of a fetch Response the module reads (jsdom has no Response).
  const answer = (status: number, body: unknown) =>
    settle?.resolve({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) } as Response)
  const drop = () => settle?.reject(new TypeError("Failed to fetch"))
  return { fetch, calls, answer, drop }
}

function setUp(storage = new MemoryStorage()) {
  document.body.innerHTML = renderToStaticMarkup(
    inPageContext(
      createElement(ContactForm, {
        copy,
        endpoint: ENDPOINT,
        honeypotName: "_gotcha",
        redirect: { field: "_next", to: "https://www.example.org/contact/sent/" },
        contact: site.contact,
        sent: sentPage.hero,
      }),
    ),
  )
  document.title = TITLE
  const server = stubFetch()
  const environment: Environment = { fetch: server.fetch as unknown as typeof fetch, storage }
  enhanceContactForm(document, environment)
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) })
  return { server, storage, user }
}

const form = () => document.querySelector("form") as HTMLFormElement
const field = (label: RegExp) => screen.getByLabelText(label)
const submitButton = () =>
  [...form().querySelectorAll<HTMLButtonElement>("button[type=submit]")].at(-1) as HTMLButtonElement

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^First name \(required\)/), "Ada")
  await user.type(field(/^Last name/), "Lovelace")
  await user.type(field(/^Email \(required\)/), "ada@example.org")
  await user.type(field(/^Message/), "Line one{Enter}Line two")
  await user.click(field(/^I agree to be contacted/))
}

/** The failure dialog, open or not (jsdom knows <dialog> but not its showModal: see beforeAll). */
const failureDialog = () => document.querySelector<HTMLDialogElement>("dialog[data-send-failed]") as HTMLDialogElement

/** The failure dialog's reasons the visitor can see: the one that applies, and no other. */
const shownReasons = (notice: HTMLElement) =>
  [...notice.querySelectorAll<HTMLElement>("[data-reason]")]
    .filter((reason) => !reason.hidden)
    .map((reason) => reason.textContent)

/** Lets the module's awaited promises run. */
const settle = async () => {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve()
  await jest.advanceTimersByTimeAsync(0)
}

beforeAll(() => {
  // jsdom has HTMLDialogElement but not its modal methods: open and close are what the module uses.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false
  }
})

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe("the contact form's script", () => {
  it("sends the fields the native form posts, as the browser encodes them, email as the contact method unless phone is chosen, asking for JSON", async () => {
    const { server, user } = setUp()
    await fillIn(user)
    await user.click(submitButton())
    expect(server.calls).toHaveLength(1)
    const [{ url, init }] = server.calls
    expect(url).toBe(ENDPOINT)
    expect(init.method).toBe("POST")
    expect(init.headers).toEqual({ Accept: "application/json" })
    const body = new URLSearchParams(init.body as URLSearchParams)
    // The fields the form itself posts without the script, in its order (which those are:
    // ContactForm.test.tsx).
    expect([...body.keys()]).toEqual([...new FormData(form()).keys()])
    // Email is the contact method unless the visitor chooses phone (fillIn leaves the choice alone).
    expect(body.get("contactMethod")).toBe("email")
    expect(body.get("message")).toBe("Line one\r\nLine two")
    expect(body.get("_next")).toBe("https://www.example.org/contact/sent/")
  })

  it("says it is sending, and sends once however often the button is pressed", async () => {
    const { server, user } = setUp()
    await fillIn(user)
    await user.click(submitButton())
    await user.click(submitButton())
    await user.click(submitButton())
    expect(server.fetch).toHaveBeenCalledTimes(1)
    expect(submitButton()).toHaveTextContent(outcomes.sendingLabel)
    expect(submitButton()).toHaveAttribute("aria-disabled", "true")
    server.answer(200, { ok: true, next: "/thanks" })
    await settle()
    expect(submitButton()).toHaveTextContent(copy.submitLabel)
    expect(submitButton()).not.toHaveAttribute("aria-disabled")
  })

  it("replaces the form with the confirmation on success, moves focus to it, and forgets the draft", async () => {
    const { server, storage, user } = setUp()
    await fillIn(user)
    expect(storage.items.has(DRAFT_KEY)).toBe(true)
    await user.click(submitButton())
    server.answer(200, { ok: true, next: "https://formspree.io/thanks" })
    await settle()
    const confirmation = screen.getByRole("region", { name: sentPage.hero.title })
    expect(confirmation).toHaveFocus()
    expect(confirmation).toHaveTextContent(sentPage.hero.lead)
    expect(form()).not.toBeVisible()
    expect(storage.items.has(DRAFT_KEY)).toBe(false)

    await user.click(within(confirmation).getByRole("button", { name: outcomes.anotherLabel }))
    expect(form()).toBeVisible()
    expect(field(/^Message/)).toHaveValue("")
    expect(field(/^Title or credentials/)).toHaveFocus()
  })

  it("shows a refusal as an error summary linking each field, the message beside it, the title prefixed, every value kept", async () => {
    const { server, user } = setUp()
    await fillIn(user)
    await user.click(submitButton())
    server.answer(422, {
      error: "Validation errors",
      errors: [{ field: "email", code: "TYPE_EMAIL", message: "should be an email" }],
    })
    await settle()
    const summary = screen.getByRole("heading", { name: outcomes.errorSummaryHeading }).parentElement as HTMLElement
    expect(summary).toBeVisible()
    expect(summary).toHaveFocus()
    expect(document.title).toBe(`${outcomes.errorTitlePrefix} ${TITLE}`)
    const link = within(summary).getByRole("link", { name: "Email should be an email" })
    expect(link).toHaveAttribute("href", "#contact-email")
    const email = field(/^Email \(required\)/)
    expect(email).toHaveAttribute("aria-invalid", "true")
    expect(email).toHaveAccessibleDescription(`${outcomes.errorTitlePrefix} Email should be an email`)
    expect(email).toHaveValue("ada@example.org")
    expect(field(/^Message/)).toHaveValue("Line one\nLine two")

    await user.click(link)
    expect(email).toHaveFocus()

    // Sent again and accepted: the problems go, and the title is the page's own again.
    await user.click(submitButton())
    expect(summary).not.toBeVisible()
    expect(email).not.toHaveAttribute("aria-invalid")
    expect(email).not.toHaveAccessibleDescription(/should be an email/)
    expect(document.title).toBe(TITLE)
  })

  it.each([
    ["a server error", () => (server: ReturnType<typeof stubFetch>) => server.answer(500, {}), outcomes.failedService],
    [
      "the form disabled (403)",
      () => (server: ReturnType<typeof stubFetch>) => server.answer(403, { error: "Form disabled" }),
      outcomes.failedRefused,
    ],
    [
      "no such form (404)",
      () => (server: ReturnType<typeof stubFetch>) => server.answer(404, { error: "Form not found" }),
      outcomes.failedRefused,
    ],
    [
      "too many messages (429)",
      () => (server: ReturnType<typeof stubFetch>) => server.answer(429, { error: "Too many requests" }),
      outcomes.failedBusy,
    ],
    ["a dropped connection", () => (server: ReturnType<typeof stubFetch>) => server.drop(), outcomes.failedOffline],
  ])(
    "says plainly that the message was not sent after %s, keeps every value, and offers to try again",
    async (_case, outcome, reason) => {
      const { server, user } = setUp()
      await fillIn(user)
      await user.click(submitButton())
      outcome()(server)
      await settle()
      const notice = failureDialog()
      expect(notice.open).toBe(true)
      expect(notice).toHaveAccessibleName(outcomes.failedHeading)
      expect(shownReasons(notice)).toEqual([reason])
      expect(within(notice).getByRole("link", { name: site.contact.email })).toHaveAttribute(
        "href",
        `mailto:${site.contact.email}`,
      )
      expect(field(/^Message/)).toHaveValue("Line one\nLine two")
      await user.click(within(notice).getByRole("button", { name: outcomes.retryLabel }))
      expect(server.fetch).toHaveBeenCalledTimes(2)
      expect(notice.open).toBe(false)
    },
  )

  it("closes the failure dialog with its Close button", async () => {
    const { server, user } = setUp()
    await fillIn(user)
    await user.click(submitButton())
    server.answer(500, {})
    await settle()
    await user.click(within(failureDialog()).getByRole("button", { name: outcomes.closeLabel }))
    expect(failureDialog().open).toBe(false)
  })

  it("says the service did not answer after 15 seconds, and not before", async () => {
    const { user } = setUp()
    await fillIn(user)
    await user.click(submitButton())
    await jest.advanceTimersByTimeAsync(TIMEOUT_MS - 1)
    expect(failureDialog().open).toBe(false)
    await jest.advanceTimersByTimeAsync(1)
    await settle()
    expect(failureDialog().open).toBe(true)
    expect(shownReasons(failureDialog())).toEqual([outcomes.failedTimeout])
    expect(submitButton()).toHaveTextContent(copy.submitLabel)
  })

  it("keeps the draft as the visitor types, all but the consent box and the hidden fields, and brings it back with a notice", async () => {
    const storage = new MemoryStorage()
    const first = setUp(storage)
    await fillIn(first.user)
    await first.user.click(screen.getByRole("radio", { name: copy.contactMethodPhone }))
    const draft = JSON.parse(storage.getItem(DRAFT_KEY) ?? "{}") as Record<string, string>
    expect(draft).toEqual({
      title: "",
      firstName: "Ada",
      lastName: "Lovelace",
      phone: "",
      email: "ada@example.org",
      subject: "",
      contactMethod: "phone",
      message: "Line one\nLine two",
    })

    // The next visit.
    setUp(storage)
    expect(screen.getByRole("status")).toHaveTextContent(outcomes.draftRestored)
    expect(field(/^Message/)).toHaveValue("Line one\nLine two")
    expect(screen.getByRole("radio", { name: copy.contactMethodPhone })).toBeChecked()
    expect(field(/^I agree to be contacted/)).not.toBeChecked()
  })

  it("clears a restored draft from the form and the browser when asked", async () => {
    const storage = new MemoryStorage()
    storage.setItem(DRAFT_KEY, JSON.stringify({ firstName: "Ada", message: "Hello" }))
    const { user } = setUp(storage)
    await user.click(screen.getByRole("button", { name: outcomes.draftClearLabel }))
    expect(field(/^First name \(required\)/)).toHaveValue("")
    expect(storage.items.has(DRAFT_KEY)).toBe(false)
    expect(screen.queryByRole("status")).toBeNull()
  })

  it("shows no notice, and keeps nothing, until the visitor types", () => {
    const { storage } = setUp()
    expect(screen.queryByRole("status")).toBeNull()
    expect(storage.items.size).toBe(0)
  })

  it("works on without a draft where the browser refuses storage", async () => {
    document.body.innerHTML = ""
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("QuotaExceededError")
      },
      removeItem: () => undefined,
    }
    const { server, user } = setUp(refusing as unknown as MemoryStorage)
    await fillIn(user)
    await user.click(submitButton())
    server.answer(200, { ok: true })
    await settle()
    expect(screen.getByRole("region", { name: sentPage.hero.title })).toBeVisible()
  })
})
