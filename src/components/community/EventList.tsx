import { graphql } from "gatsby"
import { colors, fontWeights, space } from "../../styles/theme"
import { cardGrid } from "../../styles/layout"
import { Card } from "../ui/Card"

interface EventListProps {
  readonly events: readonly Queries.EventListFieldsFragment[]
  /** The words before each event's when and format, from the Community page's file. */
  readonly labels: Queries.EventListLabelsFieldsFragment
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

export const eventListFields = graphql`
  fragment EventListFields on EventsYaml {
    title
    when
    format
    description
  }
`

export const eventListLabelsFields = graphql`
  fragment EventListLabelsFields on CommunityPageYamlEventLabels {
    when
    format
  }
`
