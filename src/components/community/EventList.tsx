import { colors, fontWeights, space } from "../../styles/theme"
import { cardGrid } from "../../styles/layout"
import { Card } from "../ui/Card"

export interface CollegeEvent {
  readonly title: string
  readonly when: string
  readonly format: string
  readonly description: string
}

interface EventListProps {
  readonly events: readonly CollegeEvent[]
  readonly labels: { readonly when: string; readonly format: string }
}

/** Community: the college's events, each with when and how it takes place. */
export function EventList({ events, labels }: EventListProps) {
  return (
    <ul css={cardGrid("16rem")}>
      {events.map((event) => (
        <li key={event.title} css={{ display: "grid" }}>
          <Card title={event.title} icon="calendar">
            <dl css={{ display: "grid", gridTemplateColumns: "auto 1fr", gap: `${space.xxs} ${space.sm}` }}>
              <dt css={{ fontWeight: fontWeights.semibold, color: colors.navy }}>{labels.when}</dt>
              <dd css={{ margin: 0 }}>{event.when}</dd>
              <dt css={{ fontWeight: fontWeights.semibold, color: colors.navy }}>{labels.format}</dt>
              <dd css={{ margin: 0 }}>{event.format}</dd>
            </dl>
            <p css={{ color: colors.inkMuted }}>{event.description}</p>
          </Card>
        </li>
      ))}
    </ul>
  )
}
