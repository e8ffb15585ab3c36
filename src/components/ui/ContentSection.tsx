import type { ReactNode } from "react"
import { graphql } from "gatsby"
import { colors, fontSizes, fontWeights, mq, radii, sizes, space } from "../../styles/theme"
import { cardGrid } from "../../styles/layout"
import { ActionRow } from "./ButtonLink"
import { Card } from "./Card"
import { CheckList } from "./CheckList"
import { Section, type SectionTone } from "./Section"
import { StepList } from "./StepList"

interface ContentSectionProps {
  readonly copy: Queries.ContentSectionFieldsFragment
  readonly tone?: SectionTone
  /** "panel" when the section sits in a SectionRow beside another. */
  readonly layout?: "band" | "panel"
  /** Page-specific content (a form, shared lists), shown after the section's own parts and before its buttons. */
  readonly children?: ReactNode
}

const stack = { display: "grid", gap: space.lg } as const

/**
 * The general-purpose section of the inner pages: whatever parts its YAML entry has
 * (paragraphs, a check list, cards, steps, a note, buttons), in a fixed, readable order.
 */
export function ContentSection({ copy, tone = "plain", layout = "band", children }: ContentSectionProps) {
  return (
    <Section intro={copy} tone={tone} layout={layout}>
      <div css={stack}>
        {copy.paragraphs && (
          <div css={{ display: "grid", gap: space.md, maxWidth: sizes.prose, fontSize: fontSizes.md }}>
            {copy.paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        )}
        {copy.items && (
          <div css={{ maxWidth: sizes.prose }}>
            {copy.itemsHeading && (
              <h3 css={{ fontSize: fontSizes.lg, color: colors.navy, marginBottom: space.sm }}>{copy.itemsHeading}</h3>
            )}
            <CheckList items={copy.items} />
          </div>
        )}
        {copy.cards && (
          <ul css={cardGrid("15rem")}>
            {copy.cards.map((card, index) => (
              <li key={index} css={{ display: "grid" }}>
                <Card title={card.title}>
                  {card.body && <p css={{ color: colors.inkMuted }}>{card.body}</p>}
                  {card.items && <CheckList items={card.items} />}
                </Card>
              </li>
            ))}
          </ul>
        )}
        {copy.steps && <StepList steps={copy.steps} />}
        {copy.note && (
          <p
            css={{
              maxWidth: sizes.prose,
              padding: space.md,
              borderLeft: `4px solid ${colors.gold}`,
              borderRadius: radii.sm,
              background: colors.surfaceTint,
              fontWeight: fontWeights.medium,
            }}
          >
            {copy.note}
          </p>
        )}
        {children}
        {copy.actions && (
          <div css={{ [mq.md]: { marginTop: space.xs } }}>
            <ActionRow actions={copy.actions} />
          </div>
        )}
      </div>
    </Section>
  )
}

export const contentSectionFields = graphql`
  fragment ContentSectionFields on ContentSection {
    id
    eyebrow
    heading
    lead
    paragraphs
    itemsHeading
    items
    cards {
      title
      body
      items
    }
    steps {
      ...StepFields
    }
    note
    actions {
      ...ActionFields
    }
  }
`
