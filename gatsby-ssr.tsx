import type { GatsbySSR } from "gatsby"
import { renderPage } from "./src/build/render-page"

/** Each page's markup, with the CSS it uses in one <style> element in the head (see render-page.tsx). */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const { html, css } = renderPage(bodyComponent)
  replaceBodyHTMLString(html)
  setHeadComponents([<style key="page-styles" dangerouslySetInnerHTML={{ __html: css }} />])
}
