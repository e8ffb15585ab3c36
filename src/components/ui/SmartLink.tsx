import type { ReactNode } from "react"
import { LINK_RULE, linkKind, pageHref } from "../../content/links"
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
 *
 * Anything else (javascript:, data:, http:, "//another.site", a link cased or spaced to slip past
 * a check: links.ts's rule) is never written: rendering it throws, which stops the build, naming the
 * link. The content check refuses such a link first, in an editor's words; this holds even where the
 * check was bypassed.
 */
export function SmartLink({ href, children, className }: SmartLinkProps) {
  const kind = linkKind(href)
  if (kind === undefined) {
    throw new Error(
      `A link to ${JSON.stringify(href)} was not written into the page: a link ${LINK_RULE}. Run npm run check:content to find it in content/.`,
    )
  }
  if (kind === "external")
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
