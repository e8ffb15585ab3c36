import { graphql } from "gatsby"
import { colors, fontWeights, space } from "../../styles/theme"

/** How soon the board answers each kind of question: a list of topics and times. */
export function ResponseTimes({ times }: { readonly times: readonly Queries.ResponseTimeFieldsFragment[] }) {
  return (
    <dl css={{ display: "grid", gap: space.sm }}>
      {times.map((row) => (
        <div key={row.topic} css={{ borderTop: `1px solid ${colors.border}`, paddingTop: space.xs }}>
          <dt css={{ fontWeight: fontWeights.semibold, color: colors.navy }}>{row.topic}</dt>
          <dd css={{ margin: 0 }}>{row.time}</dd>
        </div>
      ))}
    </dl>
  )
}

export const responseTimeFields = graphql`
  fragment ResponseTimeFields on ResponseTime {
    topic
    time
  }
`
