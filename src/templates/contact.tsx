import { graphql } from "gatsby"
import { ContactBody } from "../components/page-bodies/ContactBody"
import { headOf, pageOf } from "./page-template"

export default pageOf(ContactBody)

export const Head = headOf<Queries.ContactPageQuery>("pages/contact.yaml")

export const query = graphql`
  query ContactPage {
    page: contactPageYaml {
      seo {
        ...PageSeoFields
      }
      hero {
        ...PageHeroFields
      }
      details {
        ...ContactDetailsFields
      }
      quickActions {
        ...SupportPanelQuickActionsFields
      }
      responseTimes {
        ...SupportPanelResponseTimesFields
      }
      form {
        # The form's section heading, which the Contact page's body draws around the form.
        id
        eyebrow
        heading
        lead
        ...ContactFormFields
      }
      resources {
        ...ResourceCardsFields
      }
    }
    site: siteYaml {
      contact {
        ...ContactDetailsContactFields
      }
      contactForm {
        endpoint
        honeypotName
      }
    }
  }
`
