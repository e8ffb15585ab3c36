import type { ReactNode } from "react"
import { linkKind, pageHref } from "../../content/links"
import { useNewTabHint } from "./new-tab-hint"
import { VisuallyHidden } from "./VisuallyHidden"

export interface SmartLinkProps {
  readonly href: string
  readonly children: ReactNode
  readonly className?: string
}

/**
 * One link component for every href in content/: other sites open in a new tab, safely, and
 * say so to screen reader users; pages of this site, mailto: and tel: links are plain links.
 * Pages are served without a client router, so a link to a page is an ordinary <a> the browser
 * follows (and the speculation rules fetch ahead).
 */
export function SmartLink({ href, children, className }: SmartLinkProps) {
  if (linkKind(href) === "external")
    return (
      <ExternalLink href={href} className={className}>
        {children}
      </ExternalLink>
    )
  return (
    <a href={pageHref(href)} className={className}>
      {children}
    </a>
  )
}

function ExternalLink({ href, children, className }: SmartLinkProps) {
  const newTabHint = useNewTabHint()
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <VisuallyHidden> {newTabHint}</VisuallyHidden>
    </a>
  )
}
