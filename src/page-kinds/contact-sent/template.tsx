import { graphql } from "gatsby"
import { ContactSentBody } from "./ContactSentBody"
import { headOf, pageOf } from "../page-template"

/** Where the contact form ends without JavaScript: the form service sends the visitor here. */
export default pageOf(ContactSentBody, "contact-sent")

/**
 * Reached only by sending the form: kept out of search results (and out of the sitemap). Its module
 * forgets the draft this tab kept of the message just sent (src/widgets/contact-form/sent-page.ts).
 */
export const Head = headOf<Queries.ContactSentPageQuery>("contact-sent", {
  widget: (data) => data.sentScript,
  noIndex: true,
})

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
    sentScript: widgetScript(name: { eq: "contactSent" }) {
      code
    }
  }
`
