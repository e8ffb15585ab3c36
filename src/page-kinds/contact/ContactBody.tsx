import { absoluteUrl } from "../../components/seo/structured-data"
import type { BodyProps } from "../page-template"
import { CONTACT_SENT_PATH } from "../../content/routes"
import { mq, space } from "../../styles/theme"
import { ContactDetails } from "./ContactDetails"
import { ContactForm } from "../../widgets/contact-form/ContactForm"
import { ResourceCards } from "./ResourceCards"
import { SupportPanel } from "./SupportPanel"
import { PageHero } from "../../components/ui/PageHero"
import { Section } from "../../components/ui/Section"

/** The Contact page's sections, for the page and for the content editor's preview. */
export function ContactBody({ data }: BodyProps<Omit<Queries.ContactPageQuery, "formScript">>) {
  const { page, site, ownerSettings } = data
  const { contactForm } = ownerSettings
  return (
    <>
      <PageHero hero={page.hero} />
      <ContactDetails copy={page.details} contact={site.contact} />
      <Section intro={page.form} tone="alt">
        <div css={{ display: "grid", gap: space.xxl, [mq.lg]: { gridTemplateColumns: "2fr 1fr" } }}>
          <ContactForm
            copy={page.form}
            endpoint={contactForm.endpoint}
            honeypotName={contactForm.honeypotName}
            redirect={{ field: contactForm.redirectField, to: absoluteUrl(ownerSettings.siteUrl, CONTACT_SENT_PATH) }}
            contact={site.contact}
            sent={data.sent.hero}
          />
          <SupportPanel
            label={page.supportPanelLabel}
            quickActions={page.quickActions}
            responseTimes={page.responseTimes}
          />
        </div>
      </Section>
      <ResourceCards copy={page.resources} />
    </>
  )
}
