/**
 * The contact form's markup contract: the data attributes ContactForm renders and the module
 * (contact-form.ts) looks for, written once for both. Every word the module shows is in the page,
 * from content/pages/contact.yaml and contact-sent.yaml; the module only shows and hides.
 */
export const CONTACT_FORM = {
  /** The form the module sends with fetch; its action is the form service's address. */
  form: "data-contact-form",
  /** Set on the form by the module once it runs: the form is sent with fetch from then on. */
  enhanced: "data-enhanced",
  /** A field the draft leaves out (the honeypot, the redirect field): never kept, never restored. */
  notKept: "data-not-kept",
  /** The error summary at the top of the form ("There is a problem"), with its list of links. */
  summary: "data-error-summary",
  summaryList: "data-error-list",
  /** On the summary: what the page's title is prefixed with while errors show ("Error: "). */
  titlePrefix: "data-title-prefix",
  /** Beside each field: its message's place, named by the field's name; its text goes in errorText. */
  errorFor: "data-error-for",
  errorText: "data-error-text",
  /** On an error's place: the field's label, which starts the message ("Email should be an email"). */
  label: "data-label",
  /** The dialog saying the message was not sent, one reason per kind of failure (data-reason="timeout"), its Close button. */
  failed: "data-send-failed",
  reason: "data-reason",
  closeFailed: "data-close-failed",
  /** The submit button's two labels. */
  idleLabel: "data-idle-label",
  busyLabel: "data-busy-label",
  /** The confirmation that replaces the form, and its button to write another message. */
  sent: "data-sent",
  another: "data-write-another",
  /** The notice that a kept draft was restored, and its button to clear it. */
  draftNotice: "data-draft-notice",
  draftClear: "data-draft-clear",
} as const

/** The kinds of failure, each with its own sentence in the page. */
export const FAILURES = ["service", "refused", "busy", "offline", "timeout"] as const
export type Failure = (typeof FAILURES)[number]

/** A CSS selector for elements carrying the attribute. */
export const having = (attribute: string): string => `[${attribute}]`
