import { graphql } from "gatsby"
import { colors, fontSizes, mq, radii, sizes, space } from "../../styles/theme"
import { buttonStyles } from "../ui/buttons"
import { SmartLink } from "../ui/SmartLink"
import { choiceStyles, fieldStack, inputStyles, labelStyles } from "../forms/field-styles"
import { TextField } from "../forms/TextField"

interface ContactFormProps {
  /** The form's words; its privacyLink is where the consent's terms are explained, linked just below the box. */
  readonly copy: Queries.ContactFormFieldsFragment
  /** The form service's address (site.yaml, contactForm.endpoint). */
  readonly endpoint: string
  /** The field the form service treats as a spam trap. */
  readonly honeypotName: string
}

/**
 * A native form that posts straight to the form service: it works without JavaScript, the
 * browser checks required fields and the email format, and what the visitor typed is sent
 * exactly as typed. The field names are the ones the specification lists. The consent box
 * has no name on purpose: it must be ticked, but it is not sent.
 */
export function ContactForm({ copy, endpoint, honeypotName }: ContactFormProps) {
  const required = copy.requiredMarker
  return (
    <form
      method="post"
      action={endpoint}
      acceptCharset="UTF-8"
      css={{ display: "grid", gap: space.lg, [mq.md]: { gridTemplateColumns: "1fr 1fr" } }}
    >
      <div css={{ [mq.md]: { gridColumn: "1 / -1" } }}>
        <TextField
          id="contact-title"
          name="title"
          label={copy.titleLabel}
          hint={copy.titleHint}
          autoComplete="honorific-prefix"
        />
      </div>
      <TextField
        id="contact-first-name"
        name="firstName"
        label={copy.firstNameLabel}
        required
        requiredMarker={required}
        autoComplete="given-name"
      />
      <TextField
        id="contact-last-name"
        name="lastName"
        label={copy.lastNameLabel}
        required
        requiredMarker={required}
        autoComplete="family-name"
      />
      <TextField id="contact-phone" name="phone" type="tel" label={copy.phoneLabel} autoComplete="tel" />
      <TextField
        id="contact-email"
        name="email"
        type="email"
        label={copy.emailLabel}
        required
        requiredMarker={required}
        autoComplete="email"
      />
      <div css={{ [mq.md]: { gridColumn: "1 / -1" } }}>
        <TextField id="contact-subject" name="subject" label={copy.subjectLabel} />
      </div>
      <fieldset css={{ border: 0, padding: 0, margin: 0, [mq.md]: { gridColumn: "1 / -1" } }}>
        <legend css={{ ...labelStyles, padding: 0, marginBottom: space.xs }}>{copy.contactMethodLabel}</legend>
        <div css={{ display: "flex", flexWrap: "wrap", gap: space.lg }}>
          {[
            { value: "email", label: copy.contactMethodEmail, checked: true },
            { value: "phone", label: copy.contactMethodPhone, checked: false },
          ].map((option) => (
            <label
              key={option.value}
              css={{ display: "inline-flex", alignItems: "center", gap: space.xs, minHeight: sizes.target }}
            >
              <input
                type="radio"
                name="contactMethod"
                value={option.value}
                defaultChecked={option.checked}
                css={choiceStyles}
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div css={{ ...fieldStack, [mq.md]: { gridColumn: "1 / -1" } }}>
        <label htmlFor="contact-message" css={labelStyles}>
          {copy.messageLabel} {required}
        </label>
        <textarea id="contact-message" name="message" required rows={7} css={{ ...inputStyles, resize: "vertical" }} />
      </div>
      {/* The spam trap: not displayed, so people and screen readers never meet it; robots fill it in. */}
      <div css={{ display: "none" }}>
        <label>
          {copy.honeypotLabel}
          <input type="text" name={honeypotName} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <div css={{ [mq.md]: { gridColumn: "1 / -1" } }}>
        <label
          css={{
            display: "flex",
            gap: space.sm,
            alignItems: "flex-start",
            padding: space.md,
            borderRadius: radii.sm,
            background: colors.surfaceAlt,
          }}
        >
          <input type="checkbox" required css={{ ...choiceStyles, marginTop: "0.1rem" }} />
          <span>
            {copy.consentLabel} <span css={{ fontSize: fontSizes.sm, color: colors.inkMuted }}>{required}</span>
          </span>
        </label>
        <p css={{ marginTop: space.xxs }}>
          <SmartLink
            href={copy.privacyLink.href}
            css={{ display: "inline-flex", alignItems: "center", minHeight: sizes.target }}
          >
            {copy.privacyLink.label}
          </SmartLink>
        </p>
      </div>
      <div>
        <button type="submit" css={buttonStyles("primary")}>
          {copy.submitLabel}
        </button>
      </div>
    </form>
  )
}

export const contactFormFields = graphql`
  fragment ContactFormFields on ContactPageYamlForm {
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
      ...ActionFields
    }
    submitLabel
    honeypotLabel
  }
`
