import { ownerPlaceholderValues } from "./owner-settings"
import { collectPlaceholderValues, PlaceholderError, placeholdersIn, resolvePlaceholders } from "./placeholders"

const site = {
  boardName: "Board of Examples",
  contact: { phone: "+1 555 0100", email: "help@example.org", addressLines: ["1 Main St"] },
  links: { applicationUrl: "https://apply.example.org" },
}
const constants = { examFee: 550, recertQuizFee: 295 }

describe("placeholders", () => {
  const values = collectPlaceholderValues(site, constants)

  it("replaces each {name} with its value from site.yaml or constants.yaml", () => {
    expect(resolvePlaceholders("Call {phone} or pay ${examFee} to {boardName}", values)).toBe(
      "Call +1\u00A0555\u00A00100 or pay $550 to Board of Examples",
    )
    expect(resolvePlaceholders("{applicationUrl}", values)).toBe("https://apply.example.org")
  })

  it("keeps the phone number on one line in a sentence: no-break spaces, non-breaking hyphens", () => {
    const values = collectPlaceholderValues({ contact: { phone: "+1 (555) 010-2040" } }, {})
    expect(resolvePlaceholders("Call us on {phone}", values)).toBe("Call us on +1\u00A0(555)\u00A0010\u20112040")
  })

  it("writes a price with cents with two digits after the point, and whole numbers as they are", () => {
    const values = collectPlaceholderValues({}, { membershipFee: 17.5, examFee: 550 })
    expect(resolvePlaceholders("${membershipFee} and ${examFee}", values)).toBe("$17.50 and $550")
  })

  it("leaves text without placeholders unchanged", () => {
    expect(resolvePlaceholders("Advance. Certify. Lead.", values)).toBe("Advance. Certify. Lead.")
  })

  it("does not offer lists or groups as placeholders", () => {
    expect(values.has("addressLines")).toBe(false)
    expect(values.has("contact")).toBe(false)
  })

  it("fails on an unknown placeholder, naming where it is and suggesting the closest name", () => {
    expect(() => resolvePlaceholders("Fee: {examfee}", values, "content/pages/home.yaml, apply")).toThrow(
      "content/pages/home.yaml, apply: {examfee} is not a known placeholder. Did you mean {examFee}?",
    )
  })

  it("tells where to define a placeholder that resembles nothing known", () => {
    expect(() => resolvePlaceholders("{zzzzzzzzzz}", values)).toThrow(/add it there/)
  })

  it("refuses a name defined twice, since a sentence could not say which it means", () => {
    expect(() => collectPlaceholderValues({ ...site, examFee: "x" }, constants)).toThrow(PlaceholderError)
  })

  it("names the contact form's service from the owner's settings, whose name no content value may take", () => {
    const owner = ownerPlaceholderValues({
      siteUrl: "https://board.example",
      contactForm: {
        serviceName: "Formspree",
        endpoint: "https://formspree.io/f/x",
        honeypotName: "_gotcha",
        redirectField: "_next",
      },
    })
    const withOwner = collectPlaceholderValues(site, constants, new Map(), owner)
    expect(resolvePlaceholders("Delivered by {formServiceName}.", withOwner)).toBe("Delivered by Formspree.")
    expect(() =>
      collectPlaceholderValues({ ...site, formServiceName: "Elsewhere" }, constants, new Map(), owner),
    ).toThrow(
      'The name "formServiceName" is defined in both publishing.yaml (the site owner\'s settings) and site.yaml.',
    )
  })

  it("lists the placeholders a sentence uses", () => {
    expect(placeholdersIn("{a} and {b2} but not { c } or {}")).toEqual(["a", "b2"])
  })
})
