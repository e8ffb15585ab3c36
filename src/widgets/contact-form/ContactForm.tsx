import { graphql } from "gatsby"
import type { ComponentProps, ReactNode } from "react"
import { telHref, unbreakablePhone } from "../../content/links"
import { CONTACT_FORM_IDS as ID, errorIdOf } from "../../content/page-ids"
import { colors, fontSizes, mq, radii, sizes, space } from "../../styles/theme"
import { CONTACT_FORM as C, type Failure } from "./markup"
import { buttonStyles } from "../../components/ui/buttons"
import { SmartLink } from "../../components/ui/SmartLink"
import {
  choiceStyles,
  errorMessageStyles,
  fieldStack,
  inputStyles,
  invalidInputStyles,
  labelStyles,
  visuallyHidden,
} from "../../components/forms/field-styles"
import { TextField } from "../../components/forms/TextField"

type Copy = Queries.ContactFormFieldsFragment
type Outcomes = Copy["outcomes"]

interface ContactFormProps {
  /** The form's words; its privacyLink is where the consent's terms are explained, linked just below the box. */
  readonly copy: Copy
  /** The form service's address (publishing.yaml, contactForm.endpoint). */
  readonly endpoint: string
  /** The field the form service treats as a spam trap. */
  readonly honeypotName: string
  /** Where the form service sends the visitor once it has the message: its field's name, and this site's page. */
  readonly redirect: { readonly field: string; readonly to: string }
  /** The board's phone and email, offered when a message could not be sent. */
  readonly contact: { readonly phone: string; readonly email: string }
  /** The confirmation's heading and introduction: the "message sent" page's own (pages/contact-sent.yaml). */
  readonly sent: { readonly title: string; readonly lead?: string | null }
}

/** A field's problem, shown by the form's script when the service refuses the field; empty and hidden until then. */
function FieldError({ name, id, label, prefix }: { name: string; id: string; label: string; prefix: string }) {
  return (
    <p id={id} hidden {...{ [C.errorFor]: name, [C.label]: label }} css={errorMessageStyles}>
      <span css={visuallyHidden}>{prefix}</span> <span {...{ [C.errorText]: "" }} />
    </p>
  )
}

/** One of the form's text inputs: its name is the field's, sent to the form service, and keys its id. */
interface TextInput extends Pick<
  ComponentProps<typeof TextField>,
  "type" | "label" | "hint" | "required" | "autoComplete"
> {
  readonly name: "title" | "firstName" | "lastName" | "phone" | "email" | "subject"
  readonly wide?: boolean
}

const fullWidth = { [mq.md]: { gridColumn: "1 / -1" } }

/** A notice in the form's flow: a bordered panel (the summary and the confirmation take focus when shown). */
const panel = (accent: string) => ({
  display: "grid",
  gap: space.sm,
  padding: space.lg,
  border: `3px solid ${accent}`,
  borderRadius: radii.md,
  background: colors.white,
  "&:focus-visible": { outline: `3px solid ${colors.focus}`, outlineOffset: "2px" },
  ...fullWidth,
})

/**
 * Why a message was not sent, in a modal dialog the script opens: in the top layer, so nothing on
 * the page moves when it appears however late the answer (no layout shift), with focus on its
 * first button, Try again, and Escape or Close returning focus to the form. Inside the form, so
 * Try again sends it again.
 */
function FailureDialog({ outcomes, contact }: { outcomes: Outcomes; contact: ContactFormProps["contact"] }) {
  const reasons: Record<Failure, string> = {
    service: outcomes.failedService,
    refused: outcomes.failedRefused,
    busy: outcomes.failedBusy,
    offline: outcomes.failedOffline,
    timeout: outcomes.failedTimeout,
  }
  return (
    <dialog
      aria-labelledby={ID.failedHeading}
      aria-describedby={ID.failedDescription}
      {...{ [C.failed]: "" }}
      css={{
        width: `min(34rem, calc(100vw - ${space.xl}))`,
        padding: space.lg,
        border: `3px solid ${colors.error}`,
        borderRadius: radii.md,
        color: colors.ink,
        "&[open]": { display: "grid", gap: space.sm },
        "&::backdrop": { background: colors.backdrop },
      }}
    >
      <h3 id={ID.failedHeading} css={{ fontSize: fontSizes.lg, color: colors.error }}>
        {outcomes.failedHeading}
      </h3>
      <div id={ID.failedDescription} css={{ display: "grid", gap: space.sm }}>
        {(Object.entries(reasons) as [Failure, string][]).map(([failure, words]) => (
          <p key={failure} hidden {...{ [C.reason]: failure }}>
            {words}
          </p>
        ))}
        <p>{outcomes.failedKept}</p>
      </div>
      <div css={{ display: "flex", flexWrap: "wrap", gap: space.sm }}>
        <button type="submit" css={buttonStyles("primary")}>
          {outcomes.retryLabel}
        </button>
        <button type="button" {...{ [C.closeFailed]: "" }} css={buttonStyles("secondary")}>
          {outcomes.closeLabel}
        </button>
      </div>
      <p>
        {outcomes.reachUsNow} <a href={telHref(contact.phone)}>{unbreakablePhone(contact.phone)}</a>,{" "}
        <a href={`mailto:${contact.email}`}>{contact.email}</a>
      </p>
    </dialog>
  )
}

/**
 * The contact form. Without JavaScript, a native form that posts straight to the form service,
 * which then sends the visitor to this site's "message sent" page (the redirect field): the
 * browser checks required fields and the email format, and what the visitor typed is sent
 * exactly as typed. The field names are the ones the specification lists. The consent box has no
 * name on purpose: it must be ticked, but it is not sent.
 *
 * With JavaScript, the Contact page's module (src/widgets/contact-form) sends the same fields and
 * shows the outcome here, with the parts rendered below, hidden until it shows them: the error
 * summary and each field's message, the failure dialog, the confirmation and the restored-draft
 * notice. Every word is the content's.
 */
export function ContactForm({ copy, endpoint, honeypotName, redirect, contact, sent }: ContactFormProps) {
  const required = copy.requiredMarker
  const { outcomes } = copy
  const errorOf = (name: string, id: string, label: string): ReactNode => (
    <FieldError name={name} id={errorIdOf(id)} label={label} prefix={outcomes.errorTitlePrefix} />
  )
  /** The text inputs in the order they show; a wide one spans both columns. */
  const textFields: readonly TextInput[] = [
    { name: "title", label: copy.titleLabel, hint: copy.titleHint, autoComplete: "honorific-prefix", wide: true },
    { name: "firstName", label: copy.firstNameLabel, required: true, autoComplete: "given-name" },
    { name: "lastName", label: copy.lastNameLabel, required: true, autoComplete: "family-name" },
    { name: "phone", type: "tel", label: copy.phoneLabel, autoComplete: "tel" },
    { name: "email", type: "email", label: copy.emailLabel, required: true, autoComplete: "email" },
    { name: "subject", label: copy.subjectLabel, wide: true },
  ]
  return (
    <div css={{ display: "grid", gap: space.lg, alignContent: "start" }}>
      <div hidden role="status" {...{ [C.draftNotice]: "" }} css={panel(colors.teal)}>
        <p>{outcomes.draftRestored}</p>
        <div>
          <button type="button" {...{ [C.draftClear]: "" }} css={buttonStyles("secondary")}>
            {outcomes.draftClearLabel}
          </button>
        </div>
      </div>
      <form
        method="post"
        action={endpoint}
        acceptCharset="UTF-8"
        {...{ [C.form]: "" }}
        css={{ display: "grid", gap: space.lg, [mq.md]: { gridTemplateColumns: "1fr 1fr" } }}
      >
        <div
          hidden
          tabIndex={-1}
          role="group"
          aria-labelledby={ID.errorsHeading}
          {...{ [C.summary]: "", [C.titlePrefix]: `${outcomes.errorTitlePrefix} ` }}
          css={panel(colors.error)}
        >
          <h3 id={ID.errorsHeading} css={{ fontSize: fontSizes.lg, color: colors.ink }}>
            {outcomes.errorSummaryHeading}
          </h3>
          <ul {...{ [C.summaryList]: "" }} css={{ display: "grid", gap: space.xs, paddingLeft: space.lg }} />
        </div>
        {textFields.map(({ name, wide, ...field }) => {
          const input = (
            <TextField
              key={name}
              id={ID[name]}
              name={name}
              {...field}
              requiredMarker={required}
              error={errorOf(name, ID[name], field.label)}
            />
          )
          return wide ? (
            <div key={name} css={fullWidth}>
              {input}
            </div>
          ) : (
            input
          )
        })}
        <fieldset css={{ border: 0, padding: 0, margin: 0, ...fullWidth }}>
          <legend css={{ ...labelStyles, padding: 0, marginBottom: space.xs }}>{copy.contactMethodLabel}</legend>
          {errorOf("contactMethod", ID.methodEmail, copy.contactMethodLabel)}
          <div css={{ display: "flex", flexWrap: "wrap", gap: space.lg }}>
            {[
              { value: "email", id: ID.methodEmail, label: copy.contactMethodEmail, checked: true },
              { value: "phone", id: ID.methodPhone, label: copy.contactMethodPhone, checked: false },
            ].map((option) => (
              <label
                key={option.value}
                css={{ display: "inline-flex", alignItems: "center", gap: space.xs, minHeight: sizes.target }}
              >
                <input
                  type="radio"
                  id={option.id}
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
        <div css={{ ...fieldStack, ...fullWidth }}>
          <label htmlFor={ID.message} css={labelStyles}>
            {copy.messageLabel} {required}
          </label>
          {errorOf("message", ID.message, copy.messageLabel)}
          <textarea
            id={ID.message}
            name="message"
            required
            rows={7}
            css={[inputStyles, invalidInputStyles, { resize: "vertical" }]}
          />
        </div>
        {/* Tells the form service to end on this site's own "message sent" page, not its own. */}
        <input type="hidden" name={redirect.field} value={redirect.to} />
        {/* The spam trap: not displayed, so people and screen readers never meet it; robots fill it in. */}
        <div css={{ display: "none" }}>
          <label>
            {copy.honeypotLabel}
            <input type="text" name={honeypotName} tabIndex={-1} autoComplete="off" {...{ [C.notKept]: "" }} />
          </label>
        </div>
        <div css={fullWidth}>
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
        <FailureDialog outcomes={outcomes} contact={contact} />
        <div>
          <button type="submit" css={buttonStyles("primary")}>
            <span {...{ [C.idleLabel]: "" }}>{copy.submitLabel}</span>
            <span hidden {...{ [C.busyLabel]: "" }}>
              {outcomes.sendingLabel}
            </span>
          </button>
        </div>
      </form>
      <section hidden tabIndex={-1} aria-labelledby={ID.sentHeading} {...{ [C.sent]: "" }} css={panel(colors.teal)}>
        <h3 id={ID.sentHeading} css={{ fontSize: fontSizes.xl, color: colors.navy }}>
          {sent.title}
        </h3>
        {sent.lead && <p>{sent.lead}</p>}
        <div>
          <button type="button" {...{ [C.another]: "" }} css={buttonStyles("secondary")}>
            {outcomes.anotherLabel}
          </button>
        </div>
      </section>
    </div>
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
    outcomes {
      sendingLabel
      errorSummaryHeading
      errorTitlePrefix
      failedHeading
      failedService
      failedRefused
      failedBusy
      failedOffline
      failedTimeout
      failedKept
      retryLabel
      closeLabel
      reachUsNow
      anotherLabel
      draftRestored
      draftClearLabel
    }
  }
`
