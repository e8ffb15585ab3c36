import { readNumber, type NumberRules } from "./number-input"

const fee: NumberRules = { label: "Membership fee", decimals: 2, min: 0 }
const interval: NumberRules = { label: "Time between slides (milliseconds)", decimals: 0, min: 1000 }

describe("the content editor's number field", () => {
  it("takes a price with cents as typed, without rounding or cutting it", () => {
    expect(readNumber("17.5", fee)).toEqual({ kind: "number", value: 17.5 })
    expect(readNumber("17.50", fee)).toEqual({ kind: "number", value: 17.5 })
    expect(readNumber(" 550 ", fee)).toEqual({ kind: "number", value: 550 })
  })

  it("refuses a fraction where only whole numbers make sense, instead of cutting it", () => {
    expect(readNumber("6000.5", interval)).toEqual({
      kind: "invalid",
      message: "Time between slides (milliseconds) should be a whole number, like 550: 6000.5 has a fraction.",
    })
    expect(readNumber("6000.0", interval)).toEqual({ kind: "number", value: 6000 })
  })

  it("refuses a third digit after the point in a price", () => {
    expect(readNumber("17.505", fee)).toEqual({
      kind: "invalid",
      message: "Membership fee should have at most two digits after the point, like 17.50: 17.505 has more.",
    })
  })

  it("says what to type when the text is not a number, rather than calling the field empty", () => {
    for (const typed of ["abc", "$150", "1,500", "150 USD"]) {
      const reading = readNumber(typed, fee)
      expect(reading).toEqual({
        kind: "invalid",
        message: `Membership fee should be a number: digits only, like 550 or 17.50, with no $, commas, spaces or units. "${typed}" is not one.`,
      })
    }
  })

  it("applies the field's minimum and maximum", () => {
    expect(readNumber("-5", fee)).toEqual({ kind: "invalid", message: "Membership fee should not be negative." })
    expect(readNumber("999", interval)).toEqual({
      kind: "invalid",
      message: "Time between slides (milliseconds) should be at least 1000.",
    })
    expect(readNumber("11", { label: "Month", decimals: 0, min: 1, max: 10 })).toEqual({
      kind: "invalid",
      message: "Month should be at most 10.",
    })
  })

  it("reads an emptied field as empty, which the required check then reports", () => {
    expect(readNumber("  ", fee)).toEqual({ kind: "empty" })
  })
})
