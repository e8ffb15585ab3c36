import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { siteLayoutData } from "../../test-support/content-fixtures"
import { useSite } from "../../hooks/use-site"
import { Header } from "./Header"

function HeaderAt({ path }: { path: string }) {
  return <Header site={useSite()} currentPath={path} />
}

const navigation = siteLayoutData().allNavigationYaml.nodes

describe("Header", () => {
  it("shows the eight page links in a labelled navigation", () => {
    render(<HeaderAt path="/" />)
    const nav = screen.getByRole("navigation", { name: "Main" })
    const links = within(nav).getAllByRole("link")
    expect(links.map((link) => link.getAttribute("href"))).toEqual(navigation.map((item) => item.path))
    expect(links).toHaveLength(8)
  })

  it.each(navigation.map((item) => [item.path, item.name]))(
    "marks %s as the current page, and only it",
    (path, name) => {
      render(<HeaderAt path={path} />)
      const nav = screen.getByRole("navigation", { name: "Main" })
      const current = within(nav)
        .getAllByRole("link")
        .filter((link) => link.getAttribute("aria-current") === "page")
      expect(current).toHaveLength(1)
      expect(current[0]).toHaveTextContent(name)
    },
  )

  it("marks the current page also when the address has a trailing slash", () => {
    render(<HeaderAt path="/about/" />)
    expect(screen.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page")
  })

  it("links the name home and opens Apply Now on the application site in a new tab", () => {
    render(<HeaderAt path="/about" />)
    expect(screen.getByRole("link", { name: /American Board of Digital Medicine/ })).toHaveAttribute("href", "/")
    const apply = screen.getByRole("link", { name: /Apply Now/ })
    expect(apply).toHaveAttribute("href", siteLayoutData().siteYaml?.header.applyHref)
    expect(apply).toHaveAttribute("target", "_blank")
    expect(apply).toHaveAttribute("rel", "noopener noreferrer")
    expect(apply).toHaveAccessibleName("Apply Now (opens in a new tab)")
  })

  it("toggles the menu with its button, announcing the state", async () => {
    const user = userEvent.setup()
    render(<HeaderAt path="/" />)
    const button = screen.getByRole("button", { name: "Menu" })
    const list = document.getElementById(button.getAttribute("aria-controls") ?? "")
    expect(button).toHaveAttribute("aria-expanded", "false")
    expect(list).toHaveAttribute("data-open", "false")
    await user.click(button)
    expect(button).toHaveAttribute("aria-expanded", "true")
    expect(list).toHaveAttribute("data-open", "true")
    await user.click(button)
    expect(button).toHaveAttribute("aria-expanded", "false")
  })

  it("closes the menu when a link in it is clicked", async () => {
    const user = userEvent.setup()
    render(<HeaderAt path="/" />)
    // jsdom cannot follow links; the menu's reaction to the click is what matters here.
    const stayOnPage = (event: MouseEvent) => event.preventDefault()
    document.addEventListener("click", stayOnPage)
    const button = screen.getByRole("button", { name: "Menu" })
    await user.click(button)
    await user.click(screen.getByRole("link", { name: "Community" }))
    document.removeEventListener("click", stayOnPage)
    expect(button).toHaveAttribute("aria-expanded", "false")
  })

  it("closes the menu on Escape and returns focus to its button", async () => {
    const user = userEvent.setup()
    render(<HeaderAt path="/" />)
    const button = screen.getByRole("button", { name: "Menu" })
    await user.click(button)
    await user.tab()
    expect(screen.getByRole("link", { name: "Home" })).toHaveFocus()
    await user.keyboard("{Escape}")
    expect(button).toHaveAttribute("aria-expanded", "false")
    expect(button).toHaveFocus()
  })
})
