import { act, render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { createRef, useState } from "react"
import { PageAddressControl, type PageAddressControlProps } from "./PageAddressControl"

/** A Decap entry, as the control reads it: new or saved, with the page's heading. */
function entryOf({ heading, slug }: { heading: string; slug?: string }): NonNullable<PageAddressControlProps["entry"]> {
  return {
    get: (key) => (key === "newRecord" ? slug === undefined : (slug ?? "")),
    getIn: (path) => (path.join(".") === "data.hero.title" ? heading : undefined),
  }
}

const field = { get: () => undefined } as unknown as PageAddressControlProps["field"]

/** The control inside a form that keeps its value, as Decap's does, with the heading typed so far. */
/** The editor's backend: a saved page at /privacy/, none anywhere else. */
const loadEntry = (collection: string, slug: string) =>
  collection === "pages" && slug === "privacy"
    ? Promise.resolve({ raw: "seo:\n  title: Privacy Notice\n" })
    : Promise.reject(new Error("no such file"))

function renderAddress({ heading = "", slug }: { heading?: string; slug?: string } = {}) {
  const ref = createRef<PageAddressControl>()
  const changes: unknown[] = []
  let setHeading: (heading: string) => void = () => {}
  function Form() {
    const [value, setValue] = useState<unknown>("")
    const [title, setTitle] = useState(heading)
    setHeading = setTitle
    return (
      <>
        <label htmlFor="address">Page address</label>
        <PageAddressControl
          ref={ref}
          value={value}
          entry={entryOf({ heading: title, slug })}
          field={field}
          onChange={(next: unknown) => {
            changes.push(next)
            setValue(next)
          }}
          forID="address"
          classNameWrapper=""
          loadEntry={loadEntry}
        />
      </>
    )
  }
  render(<Form />)
  return {
    changes,
    control: () => ref.current as PageAddressControl,
    /** The editor types in the page's heading field. */
    typeHeading: (text: string) => act(() => setHeading(text)),
  }
}

describe("the content editor's page address field", () => {
  it("follows a new page's heading, as a clean address", () => {
    const { changes, typeHeading } = renderAddress({ heading: "Exam Policies" })
    expect(screen.getByLabelText("Page address")).toHaveValue("exam-policies")
    typeHeading("Exam Policies (2027)")
    expect(screen.getByLabelText("Page address")).toHaveValue("exam-policies-2027")
    expect(changes).toEqual(["exam-policies", "exam-policies-2027"])
  })

  it("keeps the address the editor typed, whatever the heading becomes", async () => {
    const { typeHeading, control } = renderAddress({ heading: "Exam Policies" })
    const input = screen.getByLabelText("Page address")
    await userEvent.clear(input)
    await userEvent.type(input, "policies")
    typeHeading("Examination Policies")
    expect(await screen.findByDisplayValue("policies")).toBe(input)
    expect(control().isValid()).toBe(true)
  })

  it("refuses an address that is not clean, reserved or a built-in page's, in the content check's words", async () => {
    const { control } = renderAddress({ heading: "Exam Policies" })
    const input = screen.getByLabelText("Page address")
    await userEvent.clear(input)
    await userEvent.type(input, "Exam Policies")
    expect(control().isValid()).toEqual({
      error: {
        type: "CUSTOM",
        message:
          '"Exam Policies" cannot be a page\'s address: use lowercase letters (a-z), digits and single hyphens between words, like exam-policies. Try exam-policies.',
      },
    })
    await userEvent.clear(input)
    await userEvent.type(input, "admin")
    expect(control().isValid()).toMatchObject({ error: { message: expect.stringMatching(/^\/admin\/ is reserved/) } })
    await userEvent.clear(input)
    await userEvent.type(input, "contact")
    expect(control().isValid()).toMatchObject({
      error: { message: '"contact" is the address of a built-in page. Choose another name.' },
    })
  })

  it("refuses the address of a page already saved, which Decap would otherwise save under another name", async () => {
    const { typeHeading, control } = renderAddress({ heading: "Privacy" })
    await waitFor(() =>
      expect(control().isValid()).toEqual({
        error: {
          type: "CUSTOM",
          message:
            "A page is already published at /privacy/. Choose another address, or open that page in Pages to change it.",
        },
      }),
    )
    typeHeading("Privacy at the board")
    await waitFor(() => expect(control().isValid()).toBe(true))
  })

  it("asks for a heading or an address before a new page is saved", () => {
    const { control } = renderAddress()
    expect(control().isValid()).toMatchObject({
      error: { message: expect.stringMatching(/^Give the page an address/) },
    })
  })

  it("shows a saved page's address, which cannot change, and lets it be saved", () => {
    const { control } = renderAddress({ heading: "Privacy notice", slug: "privacy" })
    expect(screen.queryByRole("textbox")).toBeNull()
    expect(screen.getByText("/privacy/")).toBeInTheDocument()
    expect(control().isValid()).toBe(true)
  })
})
