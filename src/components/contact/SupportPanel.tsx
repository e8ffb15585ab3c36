import { graphql } from "gatsby"
import { colors, fontWeights, space } from "../../styles/theme"
import { ActionRow } from "../ui/ButtonLink"
import { Card } from "../ui/Card"

interface SupportPanelProps {
  readonly quickActions: Queries.SupportPanelQuickActionsFieldsFragment
  readonly responseTimes: Queries.SupportPanelResponseTimesFieldsFragment
}

/** Beside the contact form: the quickest ways to act, and how soon we answer. */
export function SupportPanel({ quickActions, responseTimes }: SupportPanelProps) {
  return (
    <aside css={{ display: "grid", gap: space.lg, alignContent: "start" }}>
      <div id={quickActions.id}>
        <Card title={quickActions.heading} icon="arrowRight">
          <ActionRow actions={quickActions.actions} />
        </Card>
      </div>
      <div id={responseTimes.id}>
        <Card title={responseTimes.heading} icon="clock">
          {responseTimes.lead && <p>{responseTimes.lead}</p>}
          <dl css={{ display: "grid", gap: space.sm }}>
            {responseTimes.times.map((row) => (
              <div key={row.topic} css={{ borderTop: `1px solid ${colors.border}`, paddingTop: space.xs }}>
                <dt css={{ fontWeight: fontWeights.semibold, color: colors.navy }}>{row.topic}</dt>
                <dd css={{ margin: 0 }}>{row.time}</dd>
              </div>
            ))}
          </dl>
        </Card>
      </div>
    </aside>
  )
}

export const supportPanelQuickActionsFields = graphql`
  fragment SupportPanelQuickActionsFields on ContactPageYamlQuickActions {
    id
    heading
    actions {
      ...ActionFields
    }
  }
`

export const supportPanelResponseTimesFields = graphql`
  fragment SupportPanelResponseTimesFields on ContactPageYamlResponseTimes {
    id
    heading
    lead
    times {
      topic
      time
    }
  }
`
