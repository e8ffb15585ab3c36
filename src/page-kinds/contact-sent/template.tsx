import { graphql, type HeadProps } from "gatsby"
import { ContactSentBody } from "./ContactSentBody"
import { Seo } from "../../components/seo/Seo"
import { present } from "../../content/required"
import { pageOf } from "../page-template"

/** Where the contact form ends without JavaScript: the form service sends the visitor here. */
export default pageOf(ContactSentBody, "contact-sent")

/** Reached only by sending the form: kept out of search results (and out of the sitemap). */
export function Head({ data, location }: HeadProps<Queries.ContactSentPageQuery>) {
  // Bundled before sourcing (gatsby-node.ts), so missing only if src/widgets/bundle.ts lost it.
  if (!data.sentScript) throw new Error("The sent page's widget module was not bundled (src/widgets/bundle.ts).")
  return (
    <Seo seo={present(data, "contact-sent").page.seo} pathname={location.pathname} noIndex>
      {/* Forgets the draft this tab kept of the message just sent (src/widgets/contact-form/sent-page.ts). */}
      <script type="module" dangerouslySetInnerHTML={{ __html: data.sentScript.code }} />
    </Seo>
  )
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
    sentScript: widgetScript(name: { eq: "contactSent" }) {
      code
    }
  }
`
