import type { ReactNode } from "react"
import { useSite } from "../../hooks/use-site"
import { PageFrame } from "./PageFrame"

interface LayoutProps {
  /** The address of the page being shown (from the page's location), to mark the current link. */
  readonly currentPath: string
  readonly children: ReactNode
}

/** The frame of every page, with the site-wide content from site.yaml and navigation.yaml. */
export function Layout({ currentPath, children }: LayoutProps) {
  return (
    <PageFrame site={useSite()} currentPath={currentPath}>
      {children}
    </PageFrame>
  )
}
