/** The Community page's fields (content/pages/community.yaml): its sections, and the words of the events list and of each event's own page. */
import { contentSection, hero, seo } from "../../content/common-fields"
import { record, text, wholeNumber } from "../../content/fields"

export const communityPageSchema = record({
  seo,
  hero,
  college: contentSection,
  membership: contentSection,
  membershipPrice: text,
  fellows: contentSection,
  eligibility: contentSection,
  events: contentSection,
  /** The words of the events list and of each dated event's own page (the events are events.yaml's). */
  eventLabels: record({
    status: text.labelled("Before a cancelled, postponed or moved event's status"),
    when: text,
    format: text,
    where: text,
    online: text,
    joinOnline: text.labelled("Link to join online"),
    toBeAnnounced: text.labelled("For an event without a date or when"),
    register: text.labelled("Registration button"),
    addToCalendar: text.labelled("Calendar file link"),
    calendarFeed: text.labelled("Link to subscribe to every event"),
    pastHeading: text.labelled("Past events heading"),
    eventEyebrow: text.labelled("Event page: line above its title"),
    detailsHeading: text.labelled("Event page: heading of when and where"),
    aboutHeading: text.labelled("Event page: heading of its longer description"),
    ended: text.labelled("Event page: once it is over"),
    allEvents: text.labelled("Event page: link back to every event"),
  }).labelled("Words of the events and their pages"),
  pastEventsShown: wholeNumber
    .describe("How many of the latest past events the page lists, under their own heading; 0 lists none.")
    .labelled("Past events shown"),
  faq: contentSection,
})
