import { graphql } from "gatsby"
import { colors, radii } from "../../styles/theme"
import { cardGrid } from "../../styles/layout"
import { ButtonLink } from "../ui/ButtonLink"
import { Card } from "../ui/Card"
import { CheckList } from "../ui/CheckList"
import { Picture } from "../ui/Picture"

/** A portrait is drawn as a 6rem circle. */
const PORTRAIT_SIZES = "6rem"

/** Cards side by side (one column on a phone), each with its text, list and link. */
export function CardGrid({ cards }: { readonly cards: readonly Queries.CardFieldsFragment[] }) {
  return (
    <ul css={cardGrid("15rem")}>
      {cards.map((card, index) => (
        <li key={index} css={{ display: "grid" }}>
          <Card
            title={card.title}
            media={
              card.image && (
                <Picture
                  image={card.image}
                  sizes={PORTRAIT_SIZES}
                  css={{
                    img: { width: "6rem", height: "6rem", objectFit: "cover", borderRadius: radii.pill },
                  }}
                />
              )
            }
          >
            {card.body && <p css={{ color: colors.inkMuted }}>{card.body}</p>}
            {card.items && <CheckList items={card.items} />}
            {card.link && (
              // At the foot of the card, so the links of a row of cards line up.
              <div css={{ marginTop: "auto" }}>
                <ButtonLink action={card.link} variant="secondary" />
              </div>
            )}
          </Card>
        </li>
      ))}
    </ul>
  )
}

export const cardFields = graphql`
  fragment CardFields on Card {
    title
    body
    items
    link {
      ...ActionFields
    }
    image {
      ...PictureFields
    }
  }
`

export const cardsBlockFields = graphql`
  fragment CardsBlockFields on CardsBlock {
    cards {
      ...CardFields
    }
  }
`
