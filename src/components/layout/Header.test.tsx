// The header is rendered at build time only and the page ships no React: these tests read the
// HTML the build writes, put in the page without React. The menu is an HTML popover the browser
// runs (jsdom does not implement popovers), so what is tested here is its markup contract.
import { screen, within } from "@testing-library/react"
import { renderToStaticMarkup } from "react-dom/server"
import { pageHref } from "../../content/links"
import { inPageContext, siteLayoutData } from "../../../tests/support/fixtures/content-fixtures"
import { useSite } from "../../hooks/use-site"
import { NAV_LIST_ID } from "../../content/page-ids"
import { Header } from "./Header"

function HeaderAt({ path }: { path: string }) {
  return <Header site={useSite()} currentPath={path} />
}

/** The header's HTML for the page at `path`, as the build writes it, in the document. */
function renderAt(path: string) {
  document.body.innerHTML = renderToStaticMarkup(inPageContext(<HeaderAt path={path} />))
  return screen.getByRole("navigation", { name: site.header.navLabel })
}

const site = siteLayoutData().siteYaml!
const navigation = siteLayoutData().allNavigationYaml.nodes

/** The navigation's one button: the menu button. */
const menuButton = () => within(screen.getByRole("navigation", { name: site.header.navLabel })).getByRole("button")

describe("Header", () => {
  afterEach(() => {
    document.body.innerHTML = ""
  })

  it("links every page of navigation.yaml, in order, in the labelled navigation", () => {
    const nav = renderAt("/")
    expect(site.header.navLabel).toBe("Main")
    const links = within(nav).getAllByRole("link")
    expect(navigation.length).toBeGreaterThan(1)
    expect(links).toHaveLength(navigation.length)
    expect(links.map((link) => link.getAttribute("href"))).toEqual(navigation.map((item) => pageHref(item.path)))
    expect(links.map((link) => link.textContent)).toEqual(navigation.map((item) => item.name))
  })

  it.each(navigation.map((item) => [item.path, item.name]))(
    "marks %s as the current page, and only it",
    (path, name) => {
      const nav = renderAt(path)
      const current = within(nav)
        .getAllByRole("link")
        .filter((link) => link.hasAttribute("aria-current"))
      expect(current).toHaveLength(1)
      expect(current[0]).toHaveAttribute("aria-current", "page")
      expect(current[0]).toHaveTextContent(name)
    },
  )

  it("marks the current page also when the address has a trailing slash", () => {
    renderAt("/about/")
    expect(screen.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page")
  })

  it("marks no link current on a page that is not in the navigation", () => {
    const nav = renderAt("/no-such-page")
    expect(
      within(nav)
        .getAllByRole("link")
        .filter((link) => link.hasAttribute("aria-current")),
    ).toEqual([])
  })

  it("links the name home and opens the apply button on the application site in a new tab", () => {
    renderAt("/about")
    expect(screen.getByRole("link", { name: new RegExp(site.boardName) })).toHaveAttribute("href", "/")
    const apply = screen.getByRole("link", { name: new RegExp(`^${site.header.applyLabel}`) })
    expect(apply).toHaveAttribute("href", site.header.applyHref)
    expect(apply).toHaveAttribute("target", "_blank")
    expect(apply).toHaveAttribute("rel", "noopener noreferrer")
    expect(apply).toHaveAccessibleName(`${site.header.applyLabel} ${site.header.newTabHint}`)
  })

  it("has a menu button, named from site.yaml, that is a real button in the navigation", () => {
    const nav = renderAt("/")
    const button = menuButton()
    const label = site.header.menuButtonLabel
    expect(label).not.toBe("")
    // The label is written twice, shown from the sm breakpoint and visually hidden below it; the
    // stylesheet that hides one of them is not in this document, so jsdom reads both.
    expect(button).toHaveAccessibleName(`${label} ${label}`)
    expect(button.querySelectorAll("svg:not([aria-hidden='true'])")).toHaveLength(0)
    expect(button.tagName).toBe("BUTTON")
    expect(button).toHaveAttribute("type", "button")
    expect(nav).toContainElement(button)
  })

  it("opens the list of links as an auto popover: the button's popovertarget names the list's id", () => {
    const nav = renderAt("/")
    const button = menuButton()
    expect(button).toHaveAttribute("popovertarget", NAV_LIST_ID)
    const lists = document.querySelectorAll(`[id="${NAV_LIST_ID}"]`)
    expect(lists).toHaveLength(1)
    const list = lists[0] as HTMLElement
    expect(list.tagName).toBe("UL")
    expect(list).toHaveAttribute("popover", "auto")
    expect(nav).toContainElement(list)
    // Every page link is in the popover, so the menu holds the whole navigation.
    expect(within(list).getAllByRole("link")).toEqual(within(nav).getAllByRole("link"))
    expect(within(list).getAllByRole("listitem")).toHaveLength(navigation.length)
  })

  it("needs no script: no aria-expanded or aria-controls to keep in step, no inline handlers, no hidden list", () => {
    renderAt("/")
    const button = menuButton()
    expect(button).not.toHaveAttribute("aria-expanded")
    expect(button).not.toHaveAttribute("aria-controls")
    const list = document.getElementById(NAV_LIST_ID)
    expect(list).not.toHaveAttribute("hidden")
    expect(list).not.toHaveAttribute("data-open")
    const header = screen.getByRole("banner")
    const handlers = [header, ...header.querySelectorAll("*")].flatMap((element) =>
      element.getAttributeNames().filter((name) => name.startsWith("on")),
    )
    expect(handlers).toEqual([])
    expect(header.querySelector("script")).toBeNull()
  })
})
