import { graphql, type HeadProps, type PageProps } from "gatsby"
import { EventList } from "../components/community/EventList"
import { FaqList } from "../components/community/FaqList"
import { MembershipPrice } from "../components/community/MembershipPrice"
import { Layout } from "../components/layout/Layout"
import { Seo } from "../components/seo/Seo"
import { faqPage } from "../components/seo/structured-data"
import { ContentSection } from "../components/ui/ContentSection"
import { PageHero } from "../components/ui/PageHero"
import { SectionRow } from "../components/ui/Section"
import { required } from "../content/required"
import { useSite } from "../hooks/use-site"

export default function CommunityPage({ data, location }: PageProps<Queries.CommunityPageQuery>) {
  const page = required(data.page, "pages/community.yaml")
  return (
    <Layout currentPath={location.pathname}>
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
        <EventList events={data.events.nodes} labels={page.eventLabels} />
      </ContentSection>
      <ContentSection copy={page.faq}>
        <FaqList faqs={data.faqs.nodes} />
      </ContentSection>
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<Queries.CommunityPageQuery>) {
  const page = required(data.page, "pages/community.yaml")
  const site = useSite()
  return (
    <Seo
      seo={page.seo}
      pathname={location.pathname}
      structuredData={[faqPage(site.siteUrl, location.pathname, data.faqs.nodes)]}
    />
  )
}

export const query = graphql`
  query CommunityPage {
    page: communityPageYaml {
      seo {
        ...PageSeoFields
      }
      hero {
        ...PageHeroFields
      }
      college {
        ...ContentSectionFields
      }
      membership {
        ...ContentSectionFields
      }
      membershipPrice
      fellows {
        ...ContentSectionFields
      }
      eligibility {
        ...ContentSectionFields
      }
      events {
        ...ContentSectionFields
      }
      eventLabels {
        when
        format
      }
      faq {
        ...ContentSectionFields
      }
    }
    events: allEventsYaml {
      nodes {
        title
        when
        format
        description
      }
    }
    faqs: allFaqYaml {
      nodes {
        question
        answer
      }
    }
  }
`
