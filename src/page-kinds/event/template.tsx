import { graphql, type HeadProps } from "gatsby"
import { getSrc } from "gatsby-plugin-image"
import { EventBody } from "./EventBody"
import { Seo } from "../../components/seo/Seo"
import { builtImageOf } from "../../components/ui/Picture"
import { eventNode } from "../../components/seo/structured-data"
import { isDated } from "../../content/events"
import { pagePathOf } from "../../content/page-registry"
import { present } from "../../content/required"
import { useSite } from "../../hooks/use-site"
import { pageOf } from "../page-template"

/** A dated event of content/events.yaml: its node's id comes in the page's context from gatsby-node.ts's createPages. */
export default pageOf(EventBody, "event")

/** The event's search listing (its title and description) and its structured data (schema.org Event). */
export function Head({ data, location }: HeadProps<Queries.EventPageQuery>) {
  const { page: event, site } = present(data, "event")
  const { siteUrl, collegeName } = useSite()
  if (!isDated(event)) throw new Error(`The event "${event.title}" has no start date, so it has no page`)
  const photo = builtImageOf(event.image)
  const photoUrl = photo ? getSrc(photo) : undefined
  const structured = eventNode({ ...event, ...(photoUrl ? { photo: photoUrl } : {}) }, location.pathname, {
    siteUrl,
    boardZone: site.timeZone,
    locale: site.locale,
    organizer: { name: collegeName, path: pagePathOf("community") },
  })
  return (
    <Seo
      seo={{ title: event.title, description: event.description }}
      pathname={location.pathname}
      structuredData={[structured]}
    />
  )
}

export const query = graphql`
  query EventPage($id: String!) {
    page: eventsYaml(id: { eq: $id }) {
      ...EventPageFields
    }
    community: communityPageYaml {
      events {
        id
      }
      eventLabels {
        ...EventLabelsFields
      }
    }
    site: siteYaml {
      ...EventSiteFields
    }
    buildDate {
      today
    }
  }
`
