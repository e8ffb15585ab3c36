import { colors, fontSizes, fontWeights, mq, space } from "../../styles/theme"
import { Card } from "../ui/Card"
import { CheckList } from "../ui/CheckList"
import { Section, type SectionIntro } from "../ui/Section"

export interface ExamDetailsCopy extends SectionIntro {
  readonly eligibilityHeading: string
  readonly packageHeading: string
  readonly packagePrice: string
  readonly packageNote: string
  readonly examHeading: string
  readonly examFacts: readonly string[]
}

interface ExamDetailsSectionProps {
  readonly copy: ExamDetailsCopy
  readonly eligibility: readonly string[]
}

/** Home: who can apply, the certification package and the exam at a glance. */
export function ExamDetailsSection({ copy, eligibility }: ExamDetailsSectionProps) {
  return (
    <Section intro={copy}>
      <div css={{ display: "grid", gap: space.lg, [mq.lg]: { gridTemplateColumns: "repeat(3, 1fr)" } }}>
        <Card title={copy.eligibilityHeading} icon="users">
          <CheckList items={eligibility} />
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
