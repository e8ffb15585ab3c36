import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { loadContent, ownerSettings } from "../../../tests/support/fixtures/content-fixtures"
import { ContactForm } from "./ContactForm"

const copy = loadContent<{ form: Queries.ContactFormFieldsFragment }>("pages/contact.yaml").form
const { contact } = loadContent<{ contact: { phone: string; email: string } }>("site.yaml")
const { contactForm } = ownerSettings
const sent = loadContent<{ hero: { title: string; lead: string } }>("pages/contact-sent.yaml").hero
const THANKS = "https://www.example.org/contact/sent/"

function renderForm() {
  render(
    <ContactForm
      copy={copy}
      endpoint={contactForm.endpoint}
      honeypotName={contactForm.honeypotName}
      redirect={{ field: contactForm.redirectField, to: THANKS }}
      contact={contact}
      sent={sent}
    />,
  )
  return document.querySelector("form")!
}

/** What the browser would send: the form's successful controls, in order. */
function submittedEntries(form: HTMLFormElement): [string, string][] {
  return [...new FormData(form).entries()].map(([name, value]) => [
    name,
    typeof value === "string" ? value : value.name,
  ])
}

describe("ContactForm", () => {
  it("posts natively to the form service from site.yaml, in UTF-8", () => {
    const form = renderForm()
    expect(form).toHaveAttribute("method", "post")
    expect(form).toHaveAttribute("action", contactForm.endpoint)
    expect(form.action).toMatch(/^https:\/\//)
    expect(form).toHaveAttribute("accept-charset", "UTF-8")
  })

  it("sends exactly the specified fields, plus where the service sends the visitor next and the honeypot, and never the consent box", () => {
    const form = renderForm()
    expect(submittedEntries(form).map(([name]) => name)).toEqual([
      "title",
      "firstName",
      "lastName",
      "phone",
      "email",
      "subject",
      "contactMethod",
      "message",
      contactForm.redirectField,
      contactForm.honeypotName,
    ])
    expect(new FormData(form).get(contactForm.redirectField)).toBe(THANKS)
    const consent = screen.getByRole("checkbox")
    expect(consent).not.toHaveAttribute("name")
    expect(consent).toBeRequired()
  })

  it("labels every field and marks the required ones in words", () => {
    renderForm()
    expect(screen.getByLabelText(/Title or credentials/)).not.toBeRequired()
    expect(screen.getByLabelText("First name (required)")).toBeRequired()
    expect(screen.getByLabelText("Last name (required)")).toBeRequired()
    expect(document.getElementById("contact-phone")).toHaveAttribute("type", "tel")
    expect(screen.getByRole("textbox", { name: "Phone" })).toBe(document.getElementById("contact-phone"))
    expect(screen.getByRole("textbox", { name: "Phone" })).not.toBeRequired()
    expect(screen.getByLabelText("Email (required)")).toHaveAttribute("type", "email")
    expect(screen.getByLabelText("Email (required)")).toBeRequired()
    expect(screen.getByLabelText("Subject")).not.toBeRequired()
    expect(screen.getByLabelText("Message (required)").tagName).toBe("TEXTAREA")
    expect(screen.getByLabelText("Message (required)")).toBeRequired()
    expect(screen.getByLabelText(/I agree to be contacted/)).toBeRequired()
  })

  it("asks for the preferred contact method, email by default", () => {
    renderForm()
    const group = screen.getByRole("group", { name: "Preferred contact method" })
    expect(group.tagName).toBe("FIELDSET")
    expect(screen.getByRole("radio", { name: "Email" })).toBeChecked()
    expect(screen.getByRole("radio", { name: "Phone" })).not.toBeChecked()
    expect(screen.getByRole("radio", { name: "Email" })).toHaveAttribute("value", "email")
    expect(screen.getByRole("radio", { name: "Phone" })).toHaveAttribute("value", "phone")
  })

  it("keeps the spam trap away from people and screen readers", () => {
    renderForm()
    const trap = document.querySelector(`input[name="${contactForm.honeypotName}"]`)!
    expect(trap).not.toBeVisible()
    expect(trap).toHaveAttribute("tabindex", "-1")
    expect(screen.queryByRole("textbox", { name: copy.honeypotLabel })).toBeNull()
  })

  it("sends what the visitor typed exactly: line breaks, ampersands and accents intact", async () => {
    const user = userEvent.setup()
    const form = renderForm()
    await user.type(screen.getByLabelText("First name (required)"), "Zoë")
    await user.type(screen.getByLabelText("Last name (required)"), "Ñúñez-O'Brien")
    await user.type(screen.getByLabelText("Email (required)"), "zoe@example.org")
    await user.type(screen.getByLabelText("Message (required)"), "Line one & more{Enter}Line two: 50% <ok>")
    await user.click(screen.getByRole("radio", { name: "Phone" }))
    await user.click(screen.getByLabelText(/I agree to be contacted/))
    const sent = Object.fromEntries(submittedEntries(form))
    expect(sent.firstName).toBe("Zoë")
    expect(sent.lastName).toBe("Ñúñez-O'Brien")
    expect(sent.message).toBe("Line one & more\nLine two: 50% <ok>")
    expect(sent.contactMethod).toBe("phone")
    expect(form.checkValidity()).toBe(true)
  })

  it("cannot be sent while a required field, the email format or the consent is missing", async () => {
    const user = userEvent.setup()
    const form = renderForm()
    expect(form.checkValidity()).toBe(false)
    await user.type(screen.getByLabelText("First name (required)"), "Ada")
    await user.type(screen.getByLabelText("Last name (required)"), "Lovelace")
    await user.type(screen.getByLabelText("Email (required)"), "not-an-email")
    await user.type(screen.getByLabelText("Message (required)"), "Hello")
    await user.click(screen.getByLabelText(/I agree to be contacted/))
    expect(form.checkValidity()).toBe(false)
    await user.clear(screen.getByLabelText("Email (required)"))
    await user.type(screen.getByLabelText("Email (required)"), "ada@example.org")
    expect(form.checkValidity()).toBe(true)
    await user.click(screen.getByLabelText(/I agree to be contacted/))
    expect(form.checkValidity()).toBe(false)
  })
})

describe("ContactForm's outcomes, before its script shows one", () => {
  it("renders every outcome's words, hidden: the error summary, the failure dialog (closed), the confirmation, the draft notice", () => {
    renderForm()
    expect(screen.queryByRole("heading", { name: copy.outcomes.errorSummaryHeading })).toBeNull()
    expect(document.querySelector("dialog")).not.toHaveAttribute("open")
    expect(screen.queryByRole("status")).toBeNull()
    expect(screen.queryByRole("region", { name: sent.title })).toBeNull()
    expect(screen.getByText(copy.outcomes.failedTimeout)).toHaveAttribute("hidden")
    expect(screen.getByText(sent.title)).not.toBeVisible()
  })

  it("describes no field with an error until one is shown", () => {
    renderForm()
    expect(screen.getByLabelText("Email (required)")).not.toHaveAttribute("aria-invalid")
    expect(screen.getByLabelText("Email (required)")).toHaveAccessibleDescription("")
  })
})
