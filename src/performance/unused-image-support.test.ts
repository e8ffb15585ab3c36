/** @jest-environment node */
import { createElement, type ReactElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { onRenderBody } from "gatsby-plugin-image/gatsby-ssr"
import { withoutUnusedImageSupport } from "./unused-image-support"

/** What the installed gatsby-plugin-image writes into every page's head. */
function pluginHead(): string {
  const components: ReactElement[] = []
  const setHeadComponents = (added: ReactElement[]) => components.push(...added)
  onRenderBody({ setHeadComponents })
  expect(components.length).toBeGreaterThan(0)
  return renderToStaticMarkup(createElement("head", null, ...components)).replace(/^<head>|<\/head>$/g, "")
}

const ownHead = '<meta charSet="utf-8"/><style>body{margin:0}</style><script>window.pagePath="/"</script>'
const page = (head: string, body: string) => `<html><head>${ownHead}${head}</head><body>${body}</body></html>`

describe("withoutUnusedImageSupport", () => {
  it("removes everything gatsby-plugin-image adds to a page that has no image, and nothing else", () => {
    const html = page(pluginHead(), "<main><p>Text</p></main>")
    expect(withoutUnusedImageSupport(html)).toBe(page("", "<main><p>Text</p></main>"))
  })

  it("keeps it on a page with an image, which needs it to fade the image in", () => {
    const html = page(pluginHead(), '<div data-gatsby-image-wrapper="" class="gatsby-image-wrapper"><img/></div>')
    expect(withoutUnusedImageSupport(html)).toBe(html)
  })
})
