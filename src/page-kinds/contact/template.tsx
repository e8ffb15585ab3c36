import { graphql, type HeadProps } from "gatsby"
import { ContactBody } from "./ContactBody"
import { Seo } from "../../components/seo/Seo"
import { present } from "../../content/required"
import { pageOf } from "../page-template"

export default pageOf(ContactBody, "contact")

export function Head({ data, location }: HeadProps<Queries.ContactPageQuery>) {
  // Bundled before sourcing (gatsby-node.ts), so missing only if src/widgets/bundle.ts lost it.
  if (!data.formScript) throw new Error("The contact form's widget module was not bundled (src/widgets/bundle.ts).")
  return (
    <Seo seo={present(data, "contact").page.seo} pathname={location.pathname}>
      {/* The form's sending, outcomes and draft (src/widgets/contact-form); a module runs once the page is parsed. */}
      <script type="module" dangerouslySetInnerHTML={{ __html: data.formScript.code }} />
    </Seo>
  )
}

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
