import { graphql } from "gatsby"
import { ContactBody } from "./ContactBody"
import { headOf, pageOf } from "../page-template"

export default pageOf(ContactBody, "contact")

/** The form's sending, outcomes and draft (src/widgets/contact-form). */
export const Head = headOf<Queries.ContactPageQuery>("contact", { widget: (data) => data.formScript })

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
      supportPanelLabel
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
    sent: contactSentPageYaml {
      hero {
        title
        lead
      }
    }
    site: siteYaml {
      contact {
        ...ContactDetailsContactFields
      }
    }
    # Where the form sends, and the site's address its thank-you page is at: the owner's settings.
    ownerSettings {
      siteUrl
      contactForm {
        endpoint
        honeypotName
        redirectField
      }
    }
    formScript: widgetScript(name: { eq: "contactForm" }) {
      code
    }
  }
`
