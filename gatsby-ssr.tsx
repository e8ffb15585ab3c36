import type { GatsbySSR } from "gatsby"
import { noScriptStyles } from "./src/components/layout/no-script-styles"

/**
 * Gatsby's Head API escapes the content of <noscript>, so the no-JavaScript styles are
 * added here, where the markup is written as it is.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    <noscript key="no-script-styles" dangerouslySetInnerHTML={{ __html: `<style>${noScriptStyles}</style>` }} />,
  ])
}
