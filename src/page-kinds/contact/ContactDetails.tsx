import { graphql } from "gatsby"
import { telHref, unbreakablePhone } from "../../content/links"
import { colors, fontWeights, space } from "../../styles/theme"
import { cardGrid } from "../../styles/layout"
import { Card } from "../../components/ui/Card"
import { Section } from "../../components/ui/Section"

interface ContactDetailsProps {
  readonly copy: Queries.ContactDetailsFieldsFragment
  /** The same contact values the footer shows, from site.yaml. */
  readonly contact: Queries.ContactDetailsContactFieldsFragment
}

/** Contact: address, phone, email and business hours. */
export function ContactDetails({ copy, contact }: ContactDetailsProps) {
  return (
    <Section intro={copy}>
      <ul css={cardGrid("14rem")}>
        <li css={{ display: "grid" }}>
          <Card title={copy.addressHeading} icon="pin">
            <address css={{ fontStyle: "normal" }}>
              {contact.addressLines.map((line) => (
                <span key={line} css={{ display: "block" }}>
                  {line}
                </span>
              ))}
            </address>
          </Card>
        </li>
        <li css={{ display: "grid" }}>
          <Card title={copy.phoneHeading} icon="phone">
            <a href={telHref(contact.phone)} css={{ fontWeight: fontWeights.semibold }}>
              {unbreakablePhone(contact.phone)}
            </a>
          </Card>
        </li>
        <li css={{ display: "grid" }}>
          <Card title={copy.emailHeading} icon="mail">
            <a href={`mailto:${contact.email}`} css={{ fontWeight: fontWeights.semibold, overflowWrap: "anywhere" }}>
              {contact.email}
            </a>
          </Card>
        </li>
        <li css={{ display: "grid" }}>
          <Card title={copy.hoursHeading} icon="clock">
            <dl css={{ display: "grid", gap: space.xs }}>
              {contact.hours.map((row) => (
                <div key={row.days}>
                  <dt css={{ fontWeight: fontWeights.semibold, color: colors.navy }}>{row.days}</dt>
                  <dd css={{ margin: 0 }}>{row.time}</dd>
                </div>
              ))}
            </dl>
          </Card>
        </li>
      </ul>
    </Section>
  )
}

export const contactDetailsFields = graphql`
  fragment ContactDetailsFields on ContactPageYamlDetails {
    id
    eyebrow
    heading
    lead
    addressHeading
    phoneHeading
    emailHeading
    hoursHeading
  }
`

export const contactDetailsContactFields = graphql`
  fragment ContactDetailsContactFields on SiteYamlContact {
    phone
    email
    addressLines
    hours {
      days
      time
    }
  }
`
