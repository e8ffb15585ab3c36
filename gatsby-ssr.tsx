import type { GatsbySSR } from "gatsby"
import { renderPage } from "./src/build/render-page"
import { MAIN_CONTENT_ID } from "./src/content/page-ids"

/**
 * Each page's markup, with the CSS it uses in one <style> element in the head (see render-page.tsx),
 * and a first paint that waits until the header and the main content are read. Without that wait,
 * Chromium on a busy phone paints a page it has only partly read, and what it reads next moves what
 * it painted: the logo's name beside its mark, the links into the top bar (7 and 11 of 45 slowed
 * loads in two runs; none with the wait: docs/performance.md). The footer may arrive later: nothing
 * above it moves when it does. Chromium 124 and later; other browsers ignore the link.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const { html, css } = renderPage(bodyComponent)
  replaceBodyHTMLString(html)
  setHeadComponents([
    <style key="page-styles" dangerouslySetInnerHTML={{ __html: css }} />,
    <link key="paint-once-read" rel="expect" href={`#${MAIN_CONTENT_ID}`} blocking="render" />,
  ])
}
