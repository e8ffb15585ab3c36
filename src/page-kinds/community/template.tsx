import { graphql, type HeadProps } from "gatsby"
import { Seo } from "../../components/seo/Seo"
import { faqPage } from "../../components/seo/structured-data"
import { present } from "../../content/required"
import { useSite } from "../../hooks/use-site"
import { CommunityBody } from "./CommunityBody"
import { pageOf } from "../page-template"

export default pageOf(CommunityBody, "community")

export function Head({ data, location }: HeadProps<Queries.CommunityPageQuery>) {
  const { page } = present(data, "community")
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
        ...EventLabelsFields
      }
      pastEventsShown
      faq {
        ...ContentSectionFields
      }
    }
    events: allEventsYaml {
      nodes {
        ...EventListFields
      }
    }
    site: siteYaml {
      ...EventSiteFields
    }
    buildDate {
      today
    }
    faqs: allFaqYaml {
      nodes {
        ...FaqListFields
      }
    }
  }
`
