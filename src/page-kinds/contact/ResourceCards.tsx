import { graphql } from "gatsby"
import { colors } from "../../styles/theme"
import { cardGrid } from "../../styles/layout"
import { ButtonLink } from "../../components/ui/ButtonLink"
import { Card } from "../../components/ui/Card"
import type { IconName } from "../../components/ui/Icon"
import { Section } from "../../components/ui/Section"

const icons: readonly IconName[] = ["document", "users", "badge"]

/** Contact: places to find answers without writing to us. */
export function ResourceCards({ copy }: { readonly copy: Queries.ResourceCardsFieldsFragment }) {
  return (
    <Section intro={copy}>
      <ul css={cardGrid("16rem")}>
        {copy.cards.map((card, index) => (
          <li key={card.title} css={{ display: "grid" }}>
            <Card title={card.title} icon={icons[index % icons.length]}>
              <p css={{ color: colors.inkMuted, flexGrow: 1 }}>{card.body}</p>
              <div>
                <ButtonLink action={{ label: card.linkLabel, href: card.href }} variant="secondary" />
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  )
}

export const resourceCardsFields = graphql`
  fragment ResourceCardsFields on ContactPageYamlResources {
    id
    eyebrow
    heading
    lead
    cards {
      title
      body
      href
      linkLabel
    }
  }
`
