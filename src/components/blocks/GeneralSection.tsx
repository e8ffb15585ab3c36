import { graphql } from "gatsby"
import { sectionStack } from "../ui/ContentSection"
import { Section, type SectionTone } from "../ui/Section"
import { PageBlocks } from "./PageBlocks"

interface GeneralSectionProps {
  readonly section: Queries.GeneralSectionFieldsFragment
  readonly tone: SectionTone
}

/** A section of a general page: its heading block, then its blocks in order. */
export function GeneralSection({ section, tone }: GeneralSectionProps) {
  return (
    <Section intro={section} tone={tone}>
      {section.blocks && (
        <div css={sectionStack}>
          <PageBlocks blocks={section.blocks} />
        </div>
      )}
    </Section>
  )
}

export const generalSectionFields = graphql`
  fragment GeneralSectionFields on GeneralSection {
    id
    eyebrow
    heading
    lead
    blocks {
      ...PageBlockFields
    }
  }
`
