import type { ReactNode } from "react"
import { graphql } from "gatsby"
import { space } from "../../styles/theme"
import { Buttons } from "../blocks/Buttons"
import { CardGrid } from "../blocks/CardGrid"
import { ItemList } from "../blocks/ItemList"
import { Note } from "../blocks/Note"
import { Paragraphs } from "../blocks/Paragraphs"
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

/** The space between a section's parts, for the built-in pages' sections and the general pages' blocks alike. */
export const sectionStack = { display: "grid", gap: space.lg } as const

/**
 * The general-purpose section of the built-in pages: whatever parts its YAML entry has
 * (paragraphs, a check list, cards, steps, a note, buttons), in a fixed, readable order, each
 * drawn by the same block component a general page's block of that kind uses.
 */
export function ContentSection({ copy, tone = "plain", layout = "band", children }: ContentSectionProps) {
  return (
    <Section intro={copy} tone={tone} layout={layout}>
      <div css={sectionStack}>
        {copy.paragraphs && <Paragraphs paragraphs={copy.paragraphs} />}
        {copy.items && <ItemList heading={copy.itemsHeading} items={copy.items} />}
        {copy.cards && <CardGrid cards={copy.cards} />}
        {copy.steps && <StepList steps={copy.steps} />}
        {copy.note && <Note note={copy.note} />}
        {children}
        {copy.actions && <Buttons actions={copy.actions} />}
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
      ...CardFields
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
