import type { ReactNode } from "react"
import { Link } from "gatsby"
import { linkKind } from "../../content/links"
import { useSite } from "../../hooks/use-site"
import { VisuallyHidden } from "./VisuallyHidden"

export interface SmartLinkProps {
  readonly href: string
  readonly children: ReactNode
  readonly className?: string
}

/**
 * One link component for every href in content/: pages of this site go through Gatsby's
 * router (prefetching, no full reload); other sites open in a new tab, safely, and say so
 * to screen reader users; mailto: and tel: links stay plain links.
 */
export function SmartLink({ href, children, className }: SmartLinkProps) {
  const { header } = useSite()
  const kind = linkKind(href)
  if (kind === "internal" && href.startsWith("/")) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    )
  }
  if (kind === "external") {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
        <VisuallyHidden> {header.newTabHint}</VisuallyHidden>
      </a>
    )
  }
  return (
    <a href={href} className={className}>
      {children}
    </a>
  )
}
