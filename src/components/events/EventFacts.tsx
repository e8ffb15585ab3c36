import { graphql } from "gatsby"
import { isDated } from "../../content/events"
import { colors, fontWeights, space } from "../../styles/theme"
import { SmartLink } from "../ui/SmartLink"
import { eventWhen } from "./event-when"
import { EventTimes } from "./EventTimes"

/** What the facts read of an event: when it is, how it takes place, where, and its online address. */
export type EventFactsEvent = Queries.EventTimingFieldsFragment & {
  readonly place?: Queries.EventPlaceFieldsFragment | null
  readonly online?: string | null
}

/** The board's clock and the site's language, which say how an event's date reads (site.yaml). */
export type EventSite = Queries.EventSiteFieldsFragment

interface EventFactsProps {
  readonly event: EventFactsEvent
  readonly labels: Queries.EventLabelsFieldsFragment
  readonly site: EventSite
  /** On its own page, the whole address and the online link; on a card in the list, its venue and city. */
  readonly detail: "page" | "card"
}

const term = { fontWeight: fontWeights.semibold, color: colors.navy } as const
const definition = { margin: 0 } as const

/** The lines of a place's address, for its own page: the venue, the street, then city, region and code, the country. */
function addressLines(place: Queries.EventPlaceFieldsFragment): string[] {
  const cityLine = [place.city, [place.region, place.postalCode].filter(Boolean).join(" ")].filter(Boolean).join(", ")
  return [place.name, place.street, cityLine, place.country]
}

/**
 * When an event is (its dates and times on its zone's clock and, where that is another, on the
 * board's too; or what is said instead; and a note), how it takes place, where, and, on its page,
 * the address to join it online: a list of terms.
 */
export function EventFacts({ event, labels, site, detail }: EventFactsProps) {
  const when = isDated(event) ? eventWhen(event, site.timeZone, site.locale) : undefined
  const { place } = event
  return (
    <dl css={{ display: "grid", gridTemplateColumns: "auto 1fr", gap: `${space.xxs} ${space.sm}` }}>
      {event.status && (
        // First, and in the colour of a problem: who reads only the date would travel for nothing.
        <>
          <dt css={term}>{labels.status}</dt>
          <dd css={{ ...definition, fontWeight: fontWeights.semibold, color: colors.error }}>{event.status}</dd>
        </>
      )}
      <dt css={term}>{labels.when}</dt>
      <dd css={definition}>
        {when ? <EventTimes when={when} /> : (event.when ?? labels.toBeAnnounced)}
        {event.note && <span css={{ display: "block", color: colors.inkMuted }}>{event.note}</span>}
      </dd>
      <dt css={term}>{labels.format}</dt>
      <dd css={definition}>{event.format}</dd>
      {place && (
        <>
          <dt css={term}>{labels.where}</dt>
          <dd css={definition}>
            {detail === "card"
              ? `${place.name}, ${place.city}`
              : addressLines(place).map((line) => (
                  <span key={line} css={{ display: "block" }}>
                    {line}
                  </span>
                ))}
          </dd>
        </>
      )}
      {detail === "page" && event.online && (
        <>
          <dt css={term}>{labels.online}</dt>
          <dd css={definition}>
            <SmartLink href={event.online}>{labels.joinOnline}</SmartLink>
          </dd>
        </>
      )}
    </dl>
  )
}

export const eventTimingFields = graphql`
  fragment EventTimingFields on EventsYaml {
    title
    page
    start
    startTime
    end
    endTime
    timeZone
    when
    note
    format
    status
  }
`

export const eventPlaceFields = graphql`
  fragment EventPlaceFields on EventPlace {
    name
    street
    city
    region
    postalCode
    country
  }
`

export const eventSiteFields = graphql`
  fragment EventSiteFields on SiteYaml {
    timeZone
    locale
  }
`

export const eventLabelsFields = graphql`
  fragment EventLabelsFields on CommunityPageYamlEventLabels {
    status
    when
    format
    where
    online
    joinOnline
    toBeAnnounced
    register
    addToCalendar
    calendarFeed
    pastHeading
    eventEyebrow
    detailsHeading
    aboutHeading
    ended
    allEvents
  }
`
