import { renderToStaticMarkup } from "react-dom/server"
import { REFUSED_LINKS } from "../../../tests/support/fixtures/link-examples"
import { NewTabHintContext } from "./new-tab-hint"
import { SmartLink } from "./SmartLink"

/** The link as the build renders it into a page, inside the page frame's new-tab hint. */
const rendered = (href: string) =>
  renderToStaticMarkup(
    <NewTabHintContext.Provider value="(opens in a new tab)">
      <SmartLink href={href}>Apply</SmartLink>
    </NewTabHintContext.Provider>,
  )

describe("SmartLink", () => {
  it("stops the build rather than write a link of no kind the rule allows, naming the link, even if the content check was bypassed", () => {
    for (const [, link] of REFUSED_LINKS) {
      expect(() => rendered(link)).toThrow(`A link to ${JSON.stringify(link)} was not written into the page`)
    }
    expect(rendered("https://apply.example.org/cdm")).toContain('href="https://apply.example.org/cdm" target="_blank"')
  })
})
