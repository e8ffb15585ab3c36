import { isCheckerLagOnExpectLink, type NuMessage } from "./nu-checker"

// The checker's own report of a head with both links (vnu-jar 26.9.27), trimmed to its fields.
const BLOCKING_ONLY_ON_STYLESHEETS =
  "A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”."
const reported = (extract: string, hiliteStart: number, hiliteLength: number): NuMessage => ({
  url: "file:/public/index.html",
  message: BLOCKING_ONLY_ON_STYLESHEETS,
  extract,
  hiliteStart,
  hiliteLength,
})

describe("the one error the Nu HTML Checker reports against HTML", () => {
  it("is excused on the head's render-blocking expect link", () => {
    expect(
      isCheckerLagOnExpectLink(reported('>x</title><link rel="expect" href="#m" blocking="render"><link ', 10, 47)),
    ).toBe(true)
  })

  it("is still an error on any other link that blocks rendering", () => {
    const preload = reported('="render"><link rel="preload" href="/a.css" as="style" blocking="render"></head', 10, 63)
    expect(isCheckerLagOnExpectLink(preload)).toBe(false)
  })

  it("excuses no other error on the expect link", () => {
    const other = {
      ...reported('>x</title><link rel="expect" href="#m" blocking="render"><link ', 10, 47),
      message: "Stray end tag “head”.",
    }
    expect(isCheckerLagOnExpectLink(other)).toBe(false)
  })
})
