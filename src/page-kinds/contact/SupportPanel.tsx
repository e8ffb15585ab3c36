import { graphql } from "gatsby"
import { space } from "../../styles/theme"
import { ActionRow } from "../../components/ui/ButtonLink"
import { Card } from "../../components/ui/Card"
import { ResponseTimes } from "../../components/ui/ResponseTimes"

interface SupportPanelProps {
  /** The panel's name, by which screen readers list it among the page's regions (contact.yaml, supportPanelLabel). */
  readonly label: string
  readonly quickActions: Queries.SupportPanelQuickActionsFieldsFragment
  readonly responseTimes: Queries.SupportPanelResponseTimesFieldsFragment
}

/** Beside the contact form: the quickest ways to act, and how soon we answer. */
export function SupportPanel({ label, quickActions, responseTimes }: SupportPanelProps) {
  return (
    <aside aria-label={label} css={{ display: "grid", gap: space.lg, alignContent: "start" }}>
      <div id={quickActions.id}>
        <Card title={quickActions.heading} icon="arrowRight">
          <ActionRow actions={quickActions.actions} />
        </Card>
      </div>
      <div id={responseTimes.id}>
        <Card title={responseTimes.heading} icon="clock">
          {responseTimes.lead && <p>{responseTimes.lead}</p>}
          <ResponseTimes times={responseTimes.times} />
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
      ...ResponseTimeFields
    }
  }
`
