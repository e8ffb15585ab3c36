import { graphql } from "gatsby"
import { colors, fontSizes, fontWeights, mq, radii, space } from "../../styles/theme"

/** Numbered steps, in a row on wide screens. An ordered list, so the numbers are read out too. */
export function StepList({ steps }: { readonly steps: readonly Queries.StepFieldsFragment[] }) {
  return (
    <ol
      css={{
        listStyle: "none",
        padding: 0,
        counterReset: "step",
        display: "grid",
        gap: space.md,
        [mq.lg]: { gridTemplateColumns: `repeat(${steps.length}, 1fr)` },
      }}
    >
      {steps.map((step) => (
        <li
          key={step.title}
          css={{
            counterIncrement: "step",
            display: "grid",
            gridTemplateColumns: "auto 1fr",
            gap: `${space.xxs} ${space.sm}`,
            alignItems: "start",
            alignContent: "start",
            [mq.lg]: { gridTemplateColumns: "1fr" },
            "&::before": {
              content: "counter(step)",
              gridRow: "span 2",
              display: "inline-flex",
              alignItems: "center",
              justifyContent: "center",
              width: "2.25rem",
              height: "2.25rem",
              borderRadius: radii.pill,
              background: colors.navy,
              color: colors.white,
              fontWeight: fontWeights.bold,
              [mq.lg]: { gridRow: "auto" },
            },
          }}
        >
          <span css={{ fontWeight: fontWeights.bold, color: colors.navy }}>{step.title}</span>
          <span css={{ color: colors.inkMuted, fontSize: fontSizes.sm }}>{step.description}</span>
        </li>
      ))}
    </ol>
  )
}

export const stepFields = graphql`
  fragment StepFields on Step {
    title
    description
  }
`
