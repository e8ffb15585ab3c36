import { graphql } from "gatsby"
import { colors, fontSizes, mq, sizes, space } from "../../styles/theme"
import { eyebrowStyles } from "../../styles/text"
import { Container } from "./Container"

/** The navy band at the top of every inner page, holding the page's one h1. */
export function PageHero({ hero }: { readonly hero: Queries.PageHeroFieldsFragment }) {
  return (
    <div
      css={{
        background: `linear-gradient(135deg, ${colors.navyDeep} 0%, ${colors.navy} 60%, ${colors.teal} 160%)`,
        color: colors.onDark,
        paddingBlock: space.xxl,
        [mq.md]: { paddingBlock: space.xxxl },
      }}
    >
      <Container>
        <p css={eyebrowStyles(colors.tealBright)}>{hero.eyebrow}</p>
        <h1 css={{ fontSize: fontSizes.display, maxWidth: "20ch" }}>{hero.title}</h1>
        <p css={{ marginTop: space.md, fontSize: fontSizes.lg, color: colors.onDarkMuted, maxWidth: sizes.prose }}>
          {hero.lead}
        </p>
      </Container>
    </div>
  )
}

export const pageHeroFields = graphql`
  fragment PageHeroFields on PageHero {
    eyebrow
    title
    lead
  }
`
