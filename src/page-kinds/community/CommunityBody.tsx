import type { BodyProps } from "../page-template"
import { EventList } from "./EventList"
import { FaqList } from "../../components/blocks/FaqList"
import { MembershipPrice } from "./MembershipPrice"
import { ContentSection } from "../../components/ui/ContentSection"
import { PageHero } from "../../components/ui/PageHero"
import { SectionRow } from "../../components/ui/Section"

/** The Community page's sections, for the page and for the content editor's preview. */
export function CommunityBody({ data }: BodyProps<Queries.CommunityPageQuery>) {
  const { page } = data
  return (
    <>
      <PageHero hero={page.hero} />
      <ContentSection copy={page.college} />
      <ContentSection copy={page.membership} tone="alt">
        <MembershipPrice price={page.membershipPrice} />
      </ContentSection>
      <SectionRow>
        <ContentSection copy={page.fellows} layout="panel" />
        <ContentSection copy={page.eligibility} layout="panel" />
      </SectionRow>
      <ContentSection copy={page.events} tone="alt">
        <EventList
          events={data.events.nodes}
          labels={page.eventLabels}
          site={data.site}
          today={data.buildDate.today}
          pastShown={page.pastEventsShown}
        />
      </ContentSection>
      <ContentSection copy={page.faq}>
        <FaqList faqs={data.faqs.nodes} />
      </ContentSection>
    </>
  )
}
