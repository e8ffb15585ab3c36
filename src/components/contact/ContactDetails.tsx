import { telHref } from "../../content/links"
import { colors, fontWeights, space } from "../../styles/theme"
import { cardGrid } from "../../styles/layout"
import { Card } from "../ui/Card"
import { Section, type SectionIntro } from "../ui/Section"

export interface ContactDetailsCopy extends SectionIntro {
  readonly addressHeading: string
  readonly phoneHeading: string
  readonly emailHeading: string
  readonly hoursHeading: string
}

export interface Contact {
  readonly phone: string
  readonly email: string
  readonly addressLines: readonly string[]
  readonly hours: readonly { readonly days: string; readonly time: string }[]
}

interface ContactDetailsProps {
  readonly copy: ContactDetailsCopy
  /** The same contact values the footer shows, from site.yaml. */
  readonly contact: Contact
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
              {contact.phone}
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
