import type { ReactNode } from "react"
import { MAIN_CONTENT_ID } from "../../content/page-ids"
import type { Site } from "../../hooks/use-site"
import { GlobalStyles } from "../../styles/GlobalStyles"
import { NewTabHintContext } from "../ui/new-tab-hint"
import { Footer } from "./Footer"
import { Header } from "./Header"
import { SkipLink } from "./SkipLink"

export interface PageFrameProps {
  /** Site-wide content: site.yaml with navigation.yaml's links. */
  readonly site: Site
  /** The address of the page being shown, to mark the current link. */
  readonly currentPath: string
  readonly children: ReactNode
}

/**
 * The frame of every page: skip link, top bar, the page's main content, footer. It takes the
 * site's content as props, so the pages (page-template.tsx's pageOf) and the content editor's preview
 * draw the same frame from the same words.
 */
export function PageFrame({ site, currentPath, children }: PageFrameProps) {
  return (
    <NewTabHintContext.Provider value={site.header.newTabHint}>
      <GlobalStyles />
      <SkipLink label={site.header.skipLinkLabel} />
      <Header site={site} currentPath={currentPath} />
      {/* tabIndex -1 lets the skip link move keyboard focus here in every browser. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} css={{ "&:focus": { outline: "none" } }}>
        {children}
      </main>
      <Footer site={site} />
    </NewTabHintContext.Provider>
  )
}
