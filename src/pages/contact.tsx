import { graphql, type HeadProps, type PageProps } from "gatsby"
import { ContactDetails } from "../components/contact/ContactDetails"
import { ContactForm } from "../components/contact/ContactForm"
import { ResourceCards } from "../components/contact/ResourceCards"
import { SupportPanel } from "../components/contact/SupportPanel"
import { Layout } from "../components/layout/Layout"
import { Seo } from "../components/seo/Seo"
import { PageHero } from "../components/ui/PageHero"
import { Section } from "../components/ui/Section"
import { required } from "../content/required"
import { mq, space } from "../styles/theme"

export default function ContactPage({ data, location }: PageProps<Queries.ContactPageQuery>) {
  const page = required(data.page, "pages/contact.yaml")
  const site = required(data.site, "site.yaml")
  return (
    <Layout currentPath={location.pathname}>
      <PageHero hero={page.hero} />
      <ContactDetails copy={page.details} contact={site.contact} />
      <Section intro={page.form} tone="alt">
        <div css={{ display: "grid", gap: space.xxl, [mq.lg]: { gridTemplateColumns: "2fr 1fr" } }}>
          <ContactForm
            copy={page.form}
            endpoint={site.contactForm.endpoint}
            honeypotName={site.contactForm.honeypotName}
          />
          <SupportPanel quickActions={page.quickActions} responseTimes={page.responseTimes} />
        </div>
      </Section>
      <ResourceCards copy={page.resources} />
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
