import { render, screen, within } from "@testing-library/react"
import { useSite } from "../../hooks/use-site"
import { PageFrame } from "./PageFrame"
import { siteLayoutData } from "../../../tests/support/fixtures/content-fixtures"
import { unbreakablePhone } from "../../content/links"

describe("Footer", () => {
  const site = siteLayoutData().siteYaml!

  /** The frame as a page draws it, with the site-wide content. */
  function Page() {
    return (
      <PageFrame site={useSite()} currentPath="/">
        <p>content</p>
      </PageFrame>
    )
  }

  function renderFooter() {
    render(<Page />)
    return screen.getByRole("contentinfo")
  }

  it("shows the address, and the phone and email from site.yaml as working links", () => {
    const footer = renderFooter()
    for (const line of site.contact.addressLines) expect(footer).toHaveTextContent(line)
    expect(within(footer).getByRole("link", { name: unbreakablePhone(site.contact.phone) })).toHaveAttribute(
      "href",
      "tel:+15550102040",
    )
    expect(within(footer).getByRole("link", { name: site.contact.email })).toHaveAttribute(
      "href",
      `mailto:${site.contact.email}`,
    )
  })

  it("has Quick Links, Community and Resources columns, with no link that goes nowhere", () => {
    const footer = renderFooter()
    for (const heading of ["Quick Links", "Community", "Resources"]) {
      expect(within(footer).getByRole("heading", { name: heading })).toBeInTheDocument()
    }
    for (const label of ["Exam Blueprint", "Practice Tests", "CME Credits", "Digital Badge"]) {
      const link = within(footer).getByRole("link", { name: new RegExp(label) })
      expect(link.getAttribute("href")).not.toMatch(/^#?$/)
    }
  })

  it("opens every link to another site in a new tab, safely", () => {
    const footer = renderFooter()
    const external = within(footer)
      .getAllByRole("link")
      .filter((link) => link.getAttribute("href")?.startsWith("http"))
    expect(external.length).toBeGreaterThanOrEqual(3)
    for (const link of external) {
      expect(link).toHaveAttribute("target", "_blank")
      expect(link).toHaveAttribute("rel", "noopener noreferrer")
    }
  })

  it("shows the copyright line and the tagline", () => {
    const footer = renderFooter()
    expect(footer).toHaveTextContent(site.footer.copyright)
    expect(footer).toHaveTextContent(site.tagline)
  })

  it("puts a skip link first, pointing at the main content", () => {
    renderFooter()
    const skip = screen.getAllByRole("link")[0]
    expect(skip).toHaveTextContent(site.header.skipLinkLabel)
    expect(skip).toHaveAttribute("href", "#main-content")
    expect(screen.getByRole("main")).toHaveAttribute("id", "main-content")
  })
})
