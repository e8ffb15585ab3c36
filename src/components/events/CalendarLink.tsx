import type { ReactNode } from "react"
import { Icon } from "../ui/Icon"

interface CalendarLinkProps {
  /** A calendar file of the site: an event's, or the feed of every event to come (src/content/events.ts). */
  readonly href: string
  readonly children: ReactNode
  readonly className?: string
}

/**
 * A link to a calendar file (iCalendar): a calendar app opens it to add the event, or to subscribe
 * to the feed. Its type says so before it is followed; the file is served as text/calendar.
 */
export function CalendarLink({ href, children, className }: CalendarLinkProps) {
  return (
    <a href={href} type="text/calendar" className={className}>
      <Icon name="calendar" size="1.1em" />
      {children}
    </a>
  )
}
