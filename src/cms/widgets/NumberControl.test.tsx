import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { createRef } from "react"
import { NumberControl, type NumberControlProps } from "./NumberControl"

/** The field's generated settings as Decap hands them over: a map read with get(). */
function settings(values: Record<string, unknown>): NumberControlProps["field"] {
  const map = new Map(Object.entries(values))
  return { get: (key: string) => map.get(key) } as unknown as NumberControlProps["field"]
}

function renderFee(value: unknown = 150) {
  const onChange = jest.fn()
  const ref = createRef<NumberControl>()
  render(
    <>
      <label htmlFor="fee">Membership fee</label>
      <NumberControl
        ref={ref}
        value={value}
        field={settings({ label: "Membership fee", decimals: 2, min: 0 })}
        onChange={onChange}
        forID="fee"
        classNameWrapper=""
      />
    </>,
  )
  return { input: screen.getByLabelText("Membership fee"), onChange, control: () => ref.current as NumberControl }
}

describe("the content editor's number field", () => {
  it("hands the form 17.5 for a typed 17.5, not 17", async () => {
    const { input, onChange, control } = renderFee()
    await userEvent.clear(input)
    await userEvent.type(input, "17.5")
    expect(onChange).toHaveBeenLastCalledWith(17.5)
    expect(input).toHaveValue("17.5")
    expect(control().isValid()).toBe(true)
  })

  it("keeps letters as typed and refuses the save with a message that says what to type", async () => {
    const { input, onChange, control } = renderFee()
    await userEvent.clear(input)
    await userEvent.type(input, "abc")
    expect(input).toHaveValue("abc")
    expect(onChange).toHaveBeenLastCalledWith("abc")
    expect(control().isValid()).toEqual({
      error: {
        type: "CUSTOM",
        message:
          'Membership fee should be a number: digits only, like 550 or 17.50, with no $, commas, spaces or units. "abc" is not one.',
      },
    })
  })

  it("hands the form a number it refuses as that number, so the preview names the real mistake", async () => {
    const { input, onChange, control } = renderFee()
    await userEvent.clear(input)
    await userEvent.type(input, "17.505")
    expect(onChange).toHaveBeenLastCalledWith(17.505)
    expect(control().isValid()).toEqual({
      error: {
        type: "CUSTOM",
        message: "Membership fee should have at most two digits after the point, like 17.50: 17.505 has more.",
      },
    })
  })

  it("offers a numeric keyboard on phones and tablets", () => {
    expect(renderFee().input).toHaveAttribute("inputmode", "decimal")
  })
})
