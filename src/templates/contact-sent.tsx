import { graphql, type HeadProps } from "gatsby"
import { ContactSentBody } from "../components/page-bodies/ContactSentBody"
import { Seo } from "../components/seo/Seo"
import { required } from "../content/required"
import { pageOf } from "./page-template"

/** Where the contact form ends without JavaScript: the form service sends the visitor here. */
export default pageOf(ContactSentBody)

/** Reached only by sending the form: kept out of search results (and out of the sitemap). */
export function Head({ data, location }: HeadProps<Queries.ContactSentPageQuery>) {
  return <Seo seo={required(data.page, "pages/contact-sent.yaml").seo} pathname={location.pathname} noIndex />
}

export const query = graphql`
  query ContactSentPage {
    page: contactSentPageYaml {
      seo {
        ...PageSeoFields
      }
      hero {
        ...PageHeroFields
      }
      nextSteps {
        id
        eyebrow
        heading
        lead
        steps {
          ...StepFields
        }
      }
      responseTimes {
        id
        eyebrow
        heading
        lead
      }
      actions {
        ...ActionFields
      }
    }
    contact: contactPageYaml {
      responseTimes {
        times {
          ...ResponseTimeFields
        }
      }
    }
  }
`
