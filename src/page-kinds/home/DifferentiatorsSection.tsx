import { graphql } from "gatsby"
import { colors, mq, space } from "../../styles/theme"
import { Card } from "../../components/ui/Card"
import type { IconName } from "../../components/ui/Icon"
import { Section } from "../../components/ui/Section"

/** Icons for the cards in order; a fourth card would reuse the first. */
const icons: readonly IconName[] = ["pulse", "calendar", "shield"]

/** Home: the cards on what sets the board apart. */
export function DifferentiatorsSection({ copy }: { readonly copy: Queries.DifferentiatorsSectionFieldsFragment }) {
  return (
    <Section intro={copy} tone="alt">
      <ul
        css={{
          listStyle: "none",
          padding: 0,
          display: "grid",
          gap: space.lg,
          [mq.md]: { gridTemplateColumns: `repeat(${Math.min(copy.cards.length, 3)}, 1fr)` },
        }}
      >
        {copy.cards.map((card, index) => (
          <li key={card.title} css={{ display: "grid" }}>
            <Card title={card.title} icon={icons[index % icons.length]}>
              <p css={{ color: colors.inkMuted }}>{card.body}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  )
}

export const differentiatorsSectionFields = graphql`
  fragment DifferentiatorsSectionFields on HomePageYamlDifferentiators {
    id
    eyebrow
    heading
    lead
    cards {
      title
      body
    }
  }
`
