/** The Contact page's fields (content/pages/contact.yaml): its sections and every word of the contact form. */
import { action, actionList, hero, sectionIntro, seo } from "../../content/common-fields"
import { href, list, paragraph, record, text } from "../../content/fields"

export const contactPageSchema = record({
  seo,
  hero,
  details: record({
    ...sectionIntro,
    addressHeading: text,
    phoneHeading: text,
    emailHeading: text,
    hoursHeading: text,
  }),
  /** The name screen readers give the panel beside the form (quick actions and response times). */
  supportPanelLabel: text.describe("Not shown: the name screen readers give the panel beside the form."),
  quickActions: record({ ...sectionIntro, actions: actionList }),
  responseTimes: record({
    ...sectionIntro,
    times: list(record({ topic: text, time: text }).named("ResponseTime")).min(
      1,
      "should list at least one response time",
    ),
  }),
  form: record({
    ...sectionIntro,
    requiredMarker: text,
    titleLabel: text,
    titleHint: text,
    firstNameLabel: text,
    lastNameLabel: text,
    phoneLabel: text,
    emailLabel: text,
    subjectLabel: text,
    contactMethodLabel: text,
    contactMethodEmail: text,
    contactMethodPhone: text,
    messageLabel: text,
    consentLabel: text,
    privacyLink: action,
    submitLabel: text,
    honeypotLabel: text,
    /** What the form says as it sends with JavaScript (src/widgets/contact-form): each outcome's words. */
    outcomes: record({
      sendingLabel: text,
      errorSummaryHeading: text,
      errorTitlePrefix: text.describe(
        "Put before the page's title in the browser tab while the form shows a problem, and read before each field's problem.",
      ),
      failedHeading: text,
      failedService: text,
      failedRefused: text,
      failedBusy: text,
      failedOffline: text,
      failedTimeout: text,
      failedKept: text,
      retryLabel: text,
      closeLabel: text,
      reachUsNow: text,
      anotherLabel: text,
      draftRestored: text,
      draftClearLabel: text,
    }),
  }),
  resources: record({
    ...sectionIntro,
    cards: list(record({ title: text, body: paragraph, href, linkLabel: text }).named("ResourceCard")).min(
      1,
      "should have at least one card",
    ),
  }),
})
