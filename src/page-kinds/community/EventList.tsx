import { graphql } from "gatsby"
import {
  EVENTS_FEED_PATH,
  eventCalendarPath,
  eventPagePath,
  eventsInTime,
  isDated,
  type DatedEvent,
} from "../../content/events"
import { colors, fontSizes, fontWeights, radii, space } from "../../styles/theme"
import { cardGrid } from "../../styles/layout"
import { CalendarLink } from "../../components/events/CalendarLink"
import { EventFacts, type EventSite } from "../../components/events/EventFacts"
import { eventDay } from "../../components/events/event-when"
import { Card } from "../../components/ui/Card"
import { Picture } from "../../components/ui/Picture"
import { VisuallyHidden } from "../../components/ui/VisuallyHidden"

/** How wide an event's photo is drawn: its card's width, from a third of the page to the whole screen. */
const EVENT_PICTURE_SIZES = "(min-width: 76rem) 23rem, (min-width: 48em) calc(50vw - 4rem), calc(100vw - 2rem)"

type Event = Queries.EventListFieldsFragment

interface EventListProps {
  readonly events: readonly Event[]
  /** The words of the list, from the Community page's file. */
  readonly labels: Queries.EventLabelsFieldsFragment
  readonly site: EventSite
  /** The build's day: events whose last day is before it are past. */
  readonly today: string
  /** How many of the latest past events to list (0: none). */
  readonly pastShown: number
}

const linkStyles = { color: colors.teal, fontWeight: fontWeights.semibold } as const

/** One event's card: a dated one's title links to its page, and it offers its calendar file. */
function EventCard({ event, labels, site }: Pick<EventListProps, "labels" | "site"> & { readonly event: Event }) {
  const dated = isDated(event)
  return (
    <Card
      title={
        dated ? (
          <a href={eventPagePath(event)} css={{ color: "inherit", textUnderlineOffset: "0.2em" }}>
            {event.title}
          </a>
        ) : (
          event.title
        )
      }
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
      <EventFacts event={event} labels={labels} site={site} detail="card" />
      <p css={{ color: colors.inkMuted }}>{event.description}</p>
      {dated && (
        <CalendarLink
          href={eventCalendarPath(event)}
          css={{ ...linkStyles, display: "inline-flex", alignItems: "center", gap: space.xs, marginTop: "auto" }}
        >
          {labels.addToCalendar}
          <VisuallyHidden>: {event.title}</VisuallyHidden>
        </CalendarLink>
      )}
    </Card>
  )
}

/** The latest past events, each a link to its page with the day it began. */
function PastEvents({
  events,
  heading,
  locale,
}: {
  readonly events: readonly DatedEvent<Event>[]
  readonly heading: string
  readonly locale: string
}) {
  return (
    <div css={{ display: "grid", gap: space.sm }}>
      <h3 css={{ fontSize: fontSizes.lg, color: colors.navy }}>{heading}</h3>
      <ul css={{ display: "grid", gap: space.xs, paddingLeft: space.lg }}>
        {events.map((event) => {
          const day = eventDay(event, locale)
          return (
            <li key={eventPagePath(event)}>
              <a href={eventPagePath(event)} css={linkStyles}>
                {event.title}
              </a>
              , <time dateTime={day.dateTime}>{day.text}</time>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

/**
 * Community: the college's events as of the build's day. Those to come first, soonest first, then
 * those without a date yet or that repeat, in the file's order; then a link to subscribe to all of
 * them in a calendar, and the latest past ones, under their own heading. An event leaves the list
 * the day after its last day, with no edit: the site is rebuilt every morning.
 */
export function EventList({ events, labels, site, today, pastShown }: EventListProps) {
  const { upcoming, undated, past } = eventsInTime(events, today)
  const latestPast = past.slice(0, pastShown)
  return (
    <div css={{ display: "grid", gap: space.xl }}>
      <ul css={cardGrid("16rem")}>
        {[...upcoming, ...undated].map((event, index) => (
          <li key={`${index} ${event.title}`} css={{ display: "grid" }}>
            <EventCard event={event} labels={labels} site={site} />
          </li>
        ))}
      </ul>
      <p>
        <CalendarLink
          href={EVENTS_FEED_PATH}
          css={{ ...linkStyles, display: "inline-flex", alignItems: "center", gap: space.xs }}
        >
          {labels.calendarFeed}
        </CalendarLink>
      </p>
      {latestPast.length > 0 && <PastEvents events={latestPast} heading={labels.pastHeading} locale={site.locale} />}
    </div>
  )
}

export const eventListFields = graphql`
  fragment EventListFields on EventsYaml {
    ...EventTimingFields
    place {
      ...EventPlaceFields
    }
    description
    image {
      ...PictureFields
    }
  }
`
