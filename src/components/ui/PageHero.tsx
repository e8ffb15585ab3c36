import { graphql } from "gatsby"
import { colors, fontSizes, mq, radii, sizes, space } from "../../styles/theme"
import { eyebrowStyles } from "../../styles/text"
import { Container } from "./Container"
import { Picture } from "./Picture"

/**
 * How wide the heading's picture is drawn: half the page beside the text on a wide screen, the
 * screen's width (at most 40rem) under the text otherwise.
 */
const HERO_PICTURE_SIZES =
  "(min-width: 76rem) 36rem, (min-width: 64em) calc(50vw - 3rem), min(40rem, calc(100vw - 2rem))"

/** Beside the text on a wide screen, under it otherwise. */
const withPicture = {
  display: "grid",
  gap: space.xl,
  alignItems: "center",
  [mq.lg]: { gridTemplateColumns: "1fr 1fr" },
} as const

/** The navy band at the top of every inner page, holding the page's one h1, and its picture if it has one. */
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
      <Container css={hero.image ? withPicture : undefined}>
        <div>
          <p css={eyebrowStyles(colors.tealBright)}>{hero.eyebrow}</p>
          <h1 css={{ fontSize: fontSizes.display, maxWidth: "20ch" }}>{hero.title}</h1>
          <p css={{ marginTop: space.md, fontSize: fontSizes.lg, color: colors.onDarkMuted, maxWidth: sizes.prose }}>
            {hero.lead}
          </p>
        </div>
        {hero.image && (
          // The largest thing in the first screen: fetched first.
          <Picture
            image={hero.image}
            sizes={HERO_PICTURE_SIZES}
            priority
            css={{ maxWidth: "40rem", img: { width: "100%", height: "auto", borderRadius: radii.lg } }}
          />
        )}
      </Container>
    </div>
  )
}

export const pageHeroFields = graphql`
  fragment PageHeroFields on PageHero {
    eyebrow
    title
    lead
    image {
      ...PictureFields
    }
  }
`
