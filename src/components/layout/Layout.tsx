import type { ReactNode } from "react"
import { useSite } from "../../hooks/use-site"
import { GlobalStyles } from "../../styles/GlobalStyles"
import { Footer } from "./Footer"
import { Header } from "./Header"
import { MAIN_CONTENT_ID, SkipLink } from "./SkipLink"

interface LayoutProps {
  /** The address of the page being shown (from the page's location), to mark the current link. */
  readonly currentPath: string
  readonly children: ReactNode
}

/** The frame of every page: skip link, top bar, the page's main content, footer. */
export function Layout({ currentPath, children }: LayoutProps) {
  const site = useSite()
  return (
    <>
      <GlobalStyles />
      <SkipLink label={site.header.skipLinkLabel} />
      <Header site={site} currentPath={currentPath} />
      {/* tabIndex -1 lets the skip link move keyboard focus here in every browser. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} css={{ "&:focus": { outline: "none" } }}>
        {children}
      </main>
      <Footer site={site} />
    </>
  )
}
