import { graphql } from "gatsby"
import { colors, fontWeights, radii, space } from "../../styles/theme"
import { cardGrid } from "../../styles/layout"
import { Card } from "../ui/Card"
import { Picture } from "../ui/Picture"

/** How wide an event's photo is drawn: its card's width, from a third of the page to the whole screen. */
const EVENT_PICTURE_SIZES = "(min-width: 76rem) 23rem, (min-width: 48em) calc(50vw - 4rem), calc(100vw - 2rem)"

interface EventListProps {
  readonly events: readonly Queries.EventListFieldsFragment[]
  /** The words before each event's when and format, from the Community page's file. */
  readonly labels: Queries.EventListLabelsFieldsFragment
}

/** Community: the college's events, each with when and how it takes place. */
export function EventList({ events, labels }: EventListProps) {
  return (
    <ul css={cardGrid("16rem")}>
      {events.map((event) => (
        <li key={event.title} css={{ display: "grid" }}>
          <Card
            title={event.title}
            icon="calendar"
            media={
              event.image && (
                // Edge to edge at the top of the card, its corners rounded with the card's.
                <Picture
                  image={event.image}
                  sizes={EVENT_PICTURE_SIZES}
                  css={{
                    margin: `calc(-1 * ${space.lg}) calc(-1 * ${space.lg}) ${space.xs}`,
                    img: { width: "100%", height: "auto", borderRadius: `${radii.sm} ${radii.sm} 0 0` },
                  }}
                />
              )
            }
          >
            <dl css={{ display: "grid", gridTemplateColumns: "auto 1fr", gap: `${space.xxs} ${space.sm}` }}>
              <dt css={{ fontWeight: fontWeights.semibold, color: colors.navy }}>{labels.when}</dt>
              <dd css={{ margin: 0 }}>{event.when}</dd>
              <dt css={{ fontWeight: fontWeights.semibold, color: colors.navy }}>{labels.format}</dt>
              <dd css={{ margin: 0 }}>{event.format}</dd>
            </dl>
            <p css={{ color: colors.inkMuted }}>{event.description}</p>
          </Card>
        </li>
      ))}
    </ul>
  )
}

export const eventListFields = graphql`
  fragment EventListFields on EventsYaml {
    title
    when
    format
    description
    image {
      ...EventImageFields
    }
  }
`

export const eventImageFields = graphql`
  fragment EventImageFields on EventImage {
    alt
    decorative
    file {
      childImageSharp {
        gatsbyImageData(
          layout: CONSTRAINED
          width: 400
          breakpoints: [360, 480, 640, 800]
          formats: [AUTO, WEBP, AVIF]
          placeholder: DOMINANT_COLOR
        )
      }
    }
  }
`

export const eventListLabelsFields = graphql`
  fragment EventListLabelsFields on CommunityPageYamlEventLabels {
    when
    format
  }
`
