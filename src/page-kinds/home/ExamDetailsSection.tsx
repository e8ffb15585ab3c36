import { graphql } from "gatsby"
import { colors, fontSizes, fontWeights, mq, space } from "../../styles/theme"
import { Card } from "../../components/ui/Card"
import { CheckList } from "../../components/ui/CheckList"
import { Section } from "../../components/ui/Section"

interface ExamDetailsSectionProps {
  readonly copy: Queries.ExamDetailsSectionFieldsFragment
  /** Who can apply, from exam.yaml, which the Certification page lists too. */
  readonly exam: Queries.ExamDetailsSectionExamFieldsFragment
}

/** Home: who can apply, the certification package and the exam at a glance. */
export function ExamDetailsSection({ copy, exam }: ExamDetailsSectionProps) {
  return (
    <Section intro={copy}>
      <div css={{ display: "grid", gap: space.lg, [mq.lg]: { gridTemplateColumns: "repeat(3, 1fr)" } }}>
        <Card title={copy.eligibilityHeading} icon="users">
          <CheckList items={exam.eligibility} />
        </Card>
        <Card title={copy.packageHeading} icon="badge" highlight>
          <p css={{ fontSize: fontSizes.xxl, fontWeight: fontWeights.bold, color: colors.navy }}>{copy.packagePrice}</p>
          <p>{copy.packageNote}</p>
        </Card>
        <Card title={copy.examHeading} icon="clock">
          <CheckList items={copy.examFacts} />
        </Card>
      </div>
    </Section>
  )
}

export const examDetailsSectionFields = graphql`
  fragment ExamDetailsSectionFields on HomePageYamlDetails {
    id
    eyebrow
    heading
    lead
    eligibilityHeading
    packageHeading
    packagePrice
    packageNote
    examHeading
    examFacts
  }
`

export const examDetailsSectionExamFields = graphql`
  fragment ExamDetailsSectionExamFields on ExamYaml {
    eligibility
  }
`
