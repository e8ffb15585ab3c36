import type { BodyProps } from "../page-template"
import { sizes, space } from "../../styles/theme"
import { ResponseTimes } from "../../components/ui/ResponseTimes"
import { ActionRow } from "../../components/ui/ButtonLink"
import { PageHero } from "../../components/ui/PageHero"
import { Section } from "../../components/ui/Section"
import { StepList } from "../../components/ui/StepList"

/**
 * The page the contact form ends on without JavaScript, once the form service has the message:
 * what happens next, how soon the board answers (the Contact page's own times), and where to go.
 */
export function ContactSentBody({ data }: BodyProps<Queries.ContactSentPageQuery>) {
  const { page, contact } = data
  return (
    <>
      <PageHero hero={page.hero} />
      <Section intro={page.nextSteps}>
        <StepList steps={page.nextSteps.steps} />
      </Section>
      <Section intro={page.responseTimes} tone="alt">
        <div css={{ display: "grid", gap: space.xl, maxWidth: sizes.prose }}>
          <ResponseTimes times={contact.responseTimes.times} />
          <ActionRow actions={page.actions} />
        </div>
      </Section>
    </>
  )
}
