import { colors, mq, space } from "../../styles/theme"
import { ActionRow } from "../ui/ButtonLink"
import { Card } from "../ui/Card"
import { CheckList } from "../ui/CheckList"
import { Section, type SectionIntro } from "../ui/Section"
import { StepList } from "../ui/StepList"

export interface ApplyCopy extends SectionIntro {
  readonly overviewHeading: string
  readonly domainsHeading: string
  readonly feesHeading: string
  readonly schedulingHeading: string
  readonly eligibilityHeading: string
  readonly eligibilitySummary: string
  readonly eligibilityLinkLabel: string
  readonly stepsHeading: string
  readonly actions: readonly Queries.ActionFieldsFragment[]
}

interface ApplySectionProps {
  readonly copy: ApplyCopy
  readonly examFormat: readonly string[]
  readonly fees: readonly string[]
  readonly scheduling: readonly string[]
  readonly domains: readonly { readonly title: string }[]
  readonly steps: readonly Queries.StepFieldsFragment[]
  /** The id of the section with the full eligibility list, linked from the summary. */
  readonly eligibilitySectionId: string
}

/** Home: everything needed to start an application, in one place. */
export function ApplySection({
  copy,
  examFormat,
  fees,
  scheduling,
  domains,
  steps,
  eligibilitySectionId,
}: ApplySectionProps) {
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
          <CheckList items={examFormat} />
        </Card>
        <Card title={copy.feesHeading} icon="badge">
          <CheckList items={fees} />
        </Card>
        <Card title={copy.schedulingHeading} icon="calendar">
          <CheckList items={scheduling} />
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
          <StepList steps={steps} />
        </Card>
      </div>
      <div css={{ marginTop: space.xl, color: colors.ink }}>
        <ActionRow actions={copy.actions} />
      </div>
    </Section>
  )
}
