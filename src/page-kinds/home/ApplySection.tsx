import { graphql } from "gatsby"
import { colors, mq, space } from "../../styles/theme"
import { ActionRow } from "../../components/ui/ButtonLink"
import { Card } from "../../components/ui/Card"
import { CheckList } from "../../components/ui/CheckList"
import { Section } from "../../components/ui/Section"
import { StepList } from "../../components/ui/StepList"

interface ApplySectionProps {
  readonly copy: Queries.ApplySectionFieldsFragment
  /** The exam's facts and steps, from exam.yaml, which the Certification page lists in full. */
  readonly exam: Queries.ApplySectionExamFieldsFragment
  readonly domains: readonly Queries.ApplySectionDomainFieldsFragment[]
  /** The id of the section with the full eligibility list, linked from the summary. */
  readonly eligibilitySectionId: string
}

/** Home: everything needed to start an application, in one place. */
export function ApplySection({ copy, exam, domains, eligibilitySectionId }: ApplySectionProps) {
  return (
    <Section intro={copy} tone="alt">
      <div
        css={{
          display: "grid",
          gap: space.lg,
          [mq.md]: { gridTemplateColumns: "repeat(2, 1fr)" },
          [mq.lg]: { gridTemplateColumns: "repeat(3, 1fr)" },
        }}
      >
        <Card title={copy.overviewHeading} icon="document">
          <CheckList items={exam.format} />
        </Card>
        <Card title={copy.feesHeading} icon="badge">
          <CheckList items={exam.fees} />
        </Card>
        <Card title={copy.schedulingHeading} icon="calendar">
          <CheckList items={exam.scheduling} />
        </Card>
        <Card title={copy.eligibilityHeading} icon="users">
          <p>{copy.eligibilitySummary}</p>
          <p>
            <a href={`#${eligibilitySectionId}`}>{copy.eligibilityLinkLabel}</a>
          </p>
        </Card>
        <Card
          title={copy.domainsHeading}
          icon="pulse"
          css={{ [mq.md]: { gridColumn: "span 1" }, [mq.lg]: { gridColumn: "span 2" } }}
        >
          <ol
            css={{ paddingLeft: space.lg, display: "grid", gap: space.xxs, [mq.sm]: { columns: 2, display: "block" } }}
          >
            {domains.map((domain) => (
              <li key={domain.title} css={{ breakInside: "avoid", marginBottom: space.xxs }}>
                {domain.title}
              </li>
            ))}
          </ol>
        </Card>
        <Card title={copy.stepsHeading} css={{ [mq.md]: { gridColumn: "1 / -1" } }}>
          <StepList steps={exam.applicationSteps} />
        </Card>
      </div>
      <div css={{ marginTop: space.xl, color: colors.ink }}>
        <ActionRow actions={copy.actions} />
      </div>
    </Section>
  )
}

export const applySectionFields = graphql`
  fragment ApplySectionFields on HomePageYamlApply {
    id
    eyebrow
    heading
    lead
    overviewHeading
    domainsHeading
    feesHeading
    schedulingHeading
    eligibilityHeading
    eligibilitySummary
    eligibilityLinkLabel
    stepsHeading
    actions {
      ...ActionFields
    }
  }
`

export const applySectionExamFields = graphql`
  fragment ApplySectionExamFields on ExamYaml {
    format
    fees
    scheduling
    applicationSteps {
      ...StepFields
    }
  }
`

export const applySectionDomainFields = graphql`
  fragment ApplySectionDomainFields on DomainsYaml {
    title
  }
`
