import type { ReactNode } from "react"
import { colors, fontSizes, radii, shadows, space } from "../../styles/theme"
import { Icon, type IconName } from "./Icon"

interface CardProps {
  /** Its heading's words, or a link with them (an event's, to its page). */
  readonly title: ReactNode
  readonly icon?: IconName
  /** The heading level that fits the outline where the card sits. */
  readonly headingLevel?: "h3" | "h4"
  readonly highlight?: boolean
  /** A picture at the top of the card, above its heading (an event's photo, a person's portrait). */
  readonly media?: ReactNode
  readonly children: ReactNode
  readonly className?: string
}

/** A white panel with a heading; the building block of most sections. */
export function Card({
  title,
  icon,
  headingLevel: Heading = "h3",
  highlight = false,
  media,
  children,
  className,
}: CardProps) {
  return (
    <div
      className={className}
      css={{
        background: colors.surface,
        border: `1px solid ${highlight ? colors.teal : colors.border}`,
        borderTop: `4px solid ${highlight ? colors.gold : colors.teal}`,
        borderRadius: radii.md,
        boxShadow: shadows.card,
        padding: space.lg,
        display: "flex",
        flexDirection: "column",
        gap: space.sm,
      }}
    >
      {media}
      <Heading
        css={{ fontSize: fontSizes.lg, color: colors.navy, display: "flex", alignItems: "center", gap: space.xs }}
      >
        {icon && (
          <span css={{ color: colors.teal, display: "inline-flex" }}>
            <Icon name={icon} size="1.5rem" />
          </span>
        )}
        {title}
      </Heading>
      {children}
    </div>
  )
}
