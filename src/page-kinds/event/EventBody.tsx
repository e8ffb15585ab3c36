import { graphql } from "gatsby"
import { eventCalendarPath, hasEnded, isDated } from "../../content/events"
import { pageHref } from "../../content/links"
import { EVENT_PAGE_IDS } from "../../content/page-ids"
import { colors, fontWeights, mq, space } from "../../styles/theme"
import { Note } from "../../components/blocks/Note"
import { Paragraphs } from "../../components/blocks/Paragraphs"
import { CalendarLink } from "../../components/events/CalendarLink"
import { EventFacts } from "../../components/events/EventFacts"
import { ButtonLink } from "../../components/ui/ButtonLink"
import { buttonStyles } from "../../components/ui/buttons"
import { PageHero } from "../../components/ui/PageHero"
import { Picture } from "../../components/ui/Picture"
import { Section } from "../../components/ui/Section"
import type { BodyProps } from "../page-template"

/** How wide the event's photo is drawn beside its facts: at most its card's width in the list. */
const EVENT_PHOTO_SIZES = "(min-width: 64em) 25rem, calc(100vw - 2rem)"

/**
 * A dated event's own page: its title and description, when and where it takes place (on its
 * zone's clock), how to join it online or register, its calendar file, its longer description and
 * its photo. Once it is over (the build's day is after its last day) it says so and offers no
 * registration; its address keeps working for the links and calendars that have it.
 */
export function EventBody({ data }: BodyProps<Queries.EventPageQuery>) {
  const { page: event, community, site, buildDate } = data
  const labels = community.eventLabels
  if (!isDated(event)) throw new Error(`The event "${event.title}" has no start date, so it has no page`)
  const ended = hasEnded(event, buildDate.today)
  return (
    <>
      <PageHero hero={{ eyebrow: labels.eventEyebrow, title: event.title, lead: event.description, image: null }} />
      <Section intro={{ id: EVENT_PAGE_IDS.details, heading: labels.detailsHeading }}>
        <div
          css={{
            display: "grid",
            gap: space.xl,
            alignItems: "start",
            [mq.lg]: { gridTemplateColumns: event.image ? "minmax(0, 1fr) 25rem" : "1fr" },
          }}
        >
          <div css={{ display: "grid", gap: space.lg }}>
            {ended && <Note note={labels.ended} />}
            <EventFacts event={event} labels={labels} site={site} detail="page" />
            <ul css={{ listStyle: "none", padding: 0, display: "flex", flexWrap: "wrap", gap: space.sm }}>
              {!ended && event.registration && (
                <li>
                  <ButtonLink action={{ label: labels.register, href: event.registration }} />
                </li>
              )}
              <li>
                <CalendarLink href={eventCalendarPath(event)} css={buttonStyles("secondary", "light")}>
                  {labels.addToCalendar}
                </CalendarLink>
              </li>
            </ul>
            <p>
              <a
                href={pageHref(`/community#${community.events.id}`)}
                css={{ color: colors.teal, fontWeight: fontWeights.semibold }}
              >
                {labels.allEvents}
              </a>
            </p>
          </div>
          {event.image && (
            <Picture image={event.image} sizes={EVENT_PHOTO_SIZES} css={{ img: { width: "100%", height: "auto" } }} />
          )}
        </div>
      </Section>
      {event.details && (
        <Section intro={{ id: EVENT_PAGE_IDS.about, heading: labels.aboutHeading }} tone="alt">
          <Paragraphs paragraphs={event.details} />
        </Section>
      )}
    </>
  )
}

export const eventPageFields = graphql`
  fragment EventPageFields on EventsYaml {
    ...EventTimingFields
    place {
      ...EventPlaceFields
    }
    online
    registration
    description
    details
    image {
      ...PictureFields
    }
  }
`
