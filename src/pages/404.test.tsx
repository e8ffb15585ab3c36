import { render, screen } from "@testing-library/react"
import type { PageProps } from "gatsby"
import { loadContent } from "../test-support/content-fixtures"
import NotFoundPage from "./404"

describe("the not-found page", () => {
  const data = { page: loadContent<NonNullable<Queries.NotFoundPageQuery["page"]>>("pages/not-found.yaml") }

  function renderAt(pathname: string) {
    const props = { data, location: { pathname } } as unknown as PageProps<Queries.NotFoundPageQuery>
    render(<NotFoundPage {...props} />)
  }

  it("says the page was not found and links home", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined)
    renderAt("/no-such-page")
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Oops! Page not found")
    expect(screen.getByRole("link", { name: "Return to the home page" })).toHaveAttribute("href", "/")
  })

  it("logs the unknown address to the console", () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined)
    renderAt("/no-such-page")
    expect(log).toHaveBeenCalledWith(expect.stringContaining("/no-such-page"))
  })
})
