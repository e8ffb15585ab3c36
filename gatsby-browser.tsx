/**
 * Runs only under `gatsby develop`. Built pages ship without Gatsby's runtime, and the Home page
 * loads the carousel's own module (src/widgets); in develop, React renders every page in the
 * browser instead, so the carousel is enhanced after each render here. enhanceCarousels
 * enhances each carousel once, however often it is called.
 *
 * Each page is wrapped in the content gate (src/develop), which shows the content's problems in
 * place of the page, in the terminal's words, until they are fixed.
 */
import type { GatsbyBrowser } from "gatsby"
import { ContentProblemsGate } from "./src/develop/ContentProblemsGate"
import { HeadOnlyWithShownPage } from "./src/develop/shown-page"
import { enhanceCarousels } from "./src/widgets/carousel/carousel"

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => enhanceCarousels(document)

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <ContentProblemsGate
    pageData={props.data}
    pathname={props.location.pathname}
    // The route update has passed while the gate held the page back, so the carousel is enhanced here too.
    onPageShown={() => enhanceCarousels(document)}
  >
    {element}
  </ContentProblemsGate>
)

// Gatsby wraps each page's Head in wrapRootElement, not wrapPageElement: see src/develop/shown-page.tsx.
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <HeadOnlyWithShownPage element={element} />
)
