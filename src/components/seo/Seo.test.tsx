/**
 * @jest-environment node
 */
// Rendered on the server, as Gatsby writes the head (React's browser build wants a TextEncoder jsdom lacks).
import { JSDOM } from "jsdom"
import { renderToStaticMarkup } from "react-dom/server"
import { Seo } from "./Seo"

/** The head Gatsby would write for these props, parsed. */
function headOf(element: JSX.Element): Document {
  return new JSDOM(`<!doctype html><head>${renderToStaticMarkup(element)}</head>`).window.document
}

describe("Seo", () => {
  it("shows the menu's links when scripts are off, with a media query, not escaped <noscript> markup", () => {
    const head = headOf(<Seo title="About the Board" description="Who we are." pathname="/about" />)
    expect(head.querySelector("noscript")).toBeNull()
    const styles = [...head.querySelectorAll("style")].map((style) => style.textContent)
    expect(styles).toHaveLength(1)
    expect(styles[0]).toMatch(
      /^@media \(scripting: none\)\{\[data-menu-button\],\[data-carousel-controls\]\{display:none!important\}\}/,
    )
    expect(styles[0]).toContain("@media (max-width: 79.99em) and (scripting: none){")
    expect(styles[0]).toContain("#site-nav-list{display:block!important;")
  })
})
