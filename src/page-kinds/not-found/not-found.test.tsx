import { runInNewContext } from "node:vm"
import { render, screen } from "@testing-library/react"
import { renderToStaticMarkup } from "react-dom/server"
import type { PageProps } from "gatsby"
import { loadContent } from "../../../tests/support/fixtures/content-fixtures"
import NotFoundPage, { Head } from "./template"

describe("the not-found page", () => {
  const data = { page: loadContent<NonNullable<Queries.NotFoundPageQuery["page"]>>("pages/not-found.yaml") }

  function renderAt(pathname: string) {
    const props = { data, location: { pathname } } as unknown as PageProps<Queries.NotFoundPageQuery>
    render(<NotFoundPage {...props} />)
  }

  it("says the page was not found and links home", () => {
    renderAt("/no-such-page")
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Oops! Page not found")
    expect(screen.getByRole("link", { name: "Return to the home page" })).toHaveAttribute("href", "/")
  })

  it("logs the unknown address to the console, from the one script in its head", () => {
    const props = { data, location: { pathname: "/404.html" } } as unknown as PageProps<Queries.NotFoundPageQuery>
    const head = new DOMParser().parseFromString(
      `<head>${renderToStaticMarkup(<Head {...props} />)}</head>`,
      "text/html",
    )
    const scripts = [...head.querySelectorAll("script")].filter((script) => !script.hasAttribute("type"))
    expect(scripts).toHaveLength(1)
    // The script runs in the visitor's browser at whatever address had no page.
    const log = jest.fn()
    runInNewContext(scripts[0].textContent ?? "", { console: { error: log }, location: { pathname: "/no-such-page" } })
    expect(log).toHaveBeenCalledWith("404: no page at /no-such-page")
  })
})
