import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { Seo } from "../components/seo/Seo"
import { required } from "../content/required"
import { ContactBody } from "../components/page-bodies/ContactBody"

export default function ContactPage({ data, location }: PageProps<Queries.ContactPageQuery>) {
  return (
    <Layout currentPath={location.pathname}>
      <ContactBody data={data} />
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<Queries.ContactPageQuery>) {
  return <Seo seo={required(data.page, "pages/contact.yaml").seo} pathname={location.pathname} />
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
