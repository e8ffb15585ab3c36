import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { Seo } from "../components/seo/Seo"
import { required } from "../content/required"
import { ContactBody } from "../components/page-bodies/ContactBody"

export default function ContactPage({ data, location }: PageProps<Queries.ContactPageQuery>) {
  return (
    <Layout currentPath={location.pathname}>
      <ContactBody page={required(data.page, "pages/contact.yaml")} site={required(data.site, "site.yaml")} />
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
        id
        eyebrow
        heading
        lead
        addressHeading
        phoneHeading
        emailHeading
        hoursHeading
      }
      quickActions {
        id
        heading
        actions {
          label
          href
        }
      }
      responseTimes {
        id
        heading
        lead
        times {
          topic
          time
        }
      }
      form {
        id
        eyebrow
        heading
        lead
        requiredMarker
        titleLabel
        titleHint
        firstNameLabel
        lastNameLabel
        phoneLabel
        emailLabel
        subjectLabel
        contactMethodLabel
        contactMethodEmail
        contactMethodPhone
        messageLabel
        consentLabel
        privacyLink {
          label
          href
        }
        submitLabel
        honeypotLabel
      }
      resources {
        id
        eyebrow
        heading
        lead
        cards {
          title
          body
          href
          linkLabel
        }
      }
    }
    site: siteYaml {
      contact {
        phone
        email
        addressLines
        hours {
          days
          time
        }
      }
      contactForm {
        endpoint
        honeypotName
      }
    }
  }
`
