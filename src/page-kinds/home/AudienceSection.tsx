import { graphql } from "gatsby"
import { audienceCardIdOf } from "../../content/page-ids"
import { colors, fontSizes, mq, radii, space } from "../../styles/theme"
import { CheckList } from "../../components/ui/CheckList"
import { Container } from "../../components/ui/Container"

function AudienceCard({
  id,
  heading,
  items,
  dark,
}: {
  id: string
  heading: string
  items: readonly string[]
  dark: boolean
}) {
  return (
    <section
      aria-labelledby={id}
      css={{
        borderRadius: radii.lg,
        padding: space.xl,
        background: dark ? colors.navy : colors.surfaceTint,
        color: dark ? colors.onDark : colors.ink,
        display: "grid",
        gap: space.md,
        alignContent: "start",
      }}
    >
      <h2 id={id} css={{ fontSize: fontSizes.xl, color: dark ? colors.white : colors.navy }}>
        {heading}
      </h2>
      <CheckList items={items} tone={dark ? "dark" : "light"} />
    </section>
  )
}

/** Home: who the credential is for, and why it is worth earning. */
export function AudienceSection({ copy }: { readonly copy: Queries.AudienceSectionFieldsFragment }) {
  return (
    <div id={copy.id} css={{ paddingBlock: space.xxl, [mq.md]: { paddingBlock: space.xxxl } }}>
      <Container css={{ display: "grid", gap: space.lg, [mq.md]: { gridTemplateColumns: "1fr 1fr" } }}>
        <AudienceCard id={audienceCardIdOf(copy.id, "who")} heading={copy.whoHeading} items={copy.who} dark={false} />
        <AudienceCard id={audienceCardIdOf(copy.id, "why")} heading={copy.whyHeading} items={copy.why} dark />
      </Container>
    </div>
  )
}

export const audienceSectionFields = graphql`
  fragment AudienceSectionFields on HomePageYamlAudience {
    id
    whoHeading
    who
    whyHeading
    why
  }
`
