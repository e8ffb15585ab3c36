/**
 * One schema per YAML file under content/. Gatsby's GraphQL types (graphql-types.ts) and the
 * content editor's forms are generated from these, and the content check validates every file
 * against them before a page is built. Each field says what the editor shows for it: its hint
 * (.describe()), its label where its name would puzzle an editor (schema-kit's editorLabel), and
 * a larger box for a paragraph (schema-kit's paragraph).
 */
import { z } from "zod"
import {
  action,
  amount,
  actionList,
  anchorId,
  block,
  BLOCK_TYPE_FIELD,
  card,
  checkList,
  contentSection,
  editorLabel,
  email,
  hero,
  image,
  imageSlots,
  href,
  httpsUrl,
  labelled,
  named,
  paragraph,
  paragraphList,
  phone,
  record,
  sectionIntro,
  seo,
  step,
  text,
  textList,
  wholeNumber,
} from "./schema-kit"
import { LINK_NAME_PATTERN } from "./links"

const hours = named("OpeningHours", record({ days: text, time: text }))

export const siteSchema = record({
  boardName: text,
  boardShortName: text,
  collegeName: text,
  collegeShortName: text,
  parentOrganizationName: text,
  credentialName: text,
  credentialAbbreviation: text,
  fellowDesignation: text,
  siteUrl: editorLabel(
    "Site address",
    httpsUrl
      .refine((url) => !url.endsWith("/"), "should not end with a /")
      .describe("The public address of this site, without a / at the end. Used for canonical links."),
  ),
  tagline: text,
  copyrightYear: wholeNumber,
  /** The language and region the pages are written for: the page's lang and og:locale. */
  locale: z
    .string({ invalid_type_error: "should be a language and region" })
    .regex(/^[a-z]{2}_[A-Z]{2}$/, "should be a language and region like en_US")
    .describe("The language and region of the site's text, like en_US (English, United States)."),
  sharing: record({ imageAlt: text }),
  contact: record({
    phone,
    email,
    addressLines: textList,
    hours: z.array(hours).min(1, "should list at least one row of opening hours"),
  }),
  links: z
    .record(
      // The names a link may start with as a {placeholder} (links.ts): each value is a secure address.
      z
        .string()
        .regex(new RegExp(`^${LINK_NAME_PATTERN}$`), "should be a name ending in Url, like applicationUrl")
        .describe("Ends in Url, like applicationUrl. Sentences and links use it as {applicationUrl}."),
      editorLabel("Web address", httpsUrl),
    )
    .describe("Each name can be used in a link or sentence as a {placeholder}: {applicationUrl}."),
  contactForm: record({
    endpoint: httpsUrl.describe("The form service's address that receives the contact form."),
    honeypotName: z
      .string()
      .regex(/^[A-Za-z_][\w-]*$/, "should be a field name like _gotcha")
      .describe("The hidden anti-spam field the form service expects (Formspree: _gotcha)."),
    redirectField: z
      .string()
      .regex(/^[A-Za-z_][\w-]*$/, "should be a field name like _next")
      .describe(
        'The field that tells the form service where to send the visitor after sending (Formspree: _next): the site\'s own "message sent" page.',
      ),
  }),
  directorySearch: record({
    action: httpsUrl,
    nameParam: text,
    locationParam: text,
    specialtyParam: text,
  }),
  header: record({
    navLabel: text,
    menuButtonLabel: text,
    applyLabel: text,
    applyHref: editorLabel("Apply button's link", href),
    skipLinkLabel: text,
    newTabHint: text,
  }),
  footer: record({
    about: paragraph,
    contactHeading: text,
    quickLinksHeading: text,
    quickLinks: actionList,
    communityHeading: text,
    communityLinks: actionList,
    resourcesHeading: text,
    resourceLinks: actionList,
    copyright: text,
    parentNote: paragraph,
    /** The privacy notice and the accessibility statement: on every page, outside the top bar. */
    legalLinks: actionList,
  }),
})

export const navigationSchema = z
  .array(
    named(
      "NavigationItem",
      record({
        name: text,
        // A page of this site: "/" and its name, never "//", which a browser reads as another site.
        path: z
          .string()
          .regex(/^\/(?!\/)[a-z0-9-/]*$/, "should be a page address starting with /, like /about")
          .describe("A page of this site, like /about."),
      }),
    ),
  )
  .min(1, "should list at least one page")

export const constantsSchema = record({
  examFee: amount,
  examDurationHours: wholeNumber,
  examQuestions: wholeNumber,
  examBlocks: wholeNumber,
  examQuestionsPerBlock: wholeNumber,
  examPackageFee: amount,
  examPackageIncludes: text,
  examPackageDurationHours: wholeNumber,
  examPackageQuestions: wholeNumber,
  recertCycleYears: wholeNumber,
  earlyRenewalMonths: wholeNumber,
  cmeTotalCredits: wholeNumber,
  cmeCoreCredits: wholeNumber,
  cmeEthicsCredits: wholeNumber,
  cmeElectiveCredits: wholeNumber,
  teachingCreditCap: wholeNumber,
  recertQuizQuestions: wholeNumber,
  recertQuizFee: amount,
  membershipFee: amount,
  fellowExperienceYears: wholeNumber,
  responseTimeGeneral: text,
  responseTimeCertification: text,
  responseTimeTechnical: text,
  slideIntervalMs: editorLabel(
    "Time between slides (milliseconds)",
    wholeNumber.min(1000, "should be at least 1000 (one second)").describe("6000 is six seconds. At least 1000."),
  ),
})

export const slidesSchema = z
  .array(
    record({
      title: text,
      subtitle: text,
      description: paragraph,
      bullets: textList.optional(),
      image: image("SlideImage", imageSlots.slide).optional(),
    }),
  )
  .min(1, "should have at least one slide: the Home page carousel cannot be empty")

export const domainsSchema = z
  .array(record({ title: text, description: paragraph }))
  .min(1, "should list at least one exam domain")

export const faqSchema = z
  .array(record({ question: text, answer: paragraph }))
  .min(1, "should have at least one question")

export const eventsSchema = z
  .array(
    record({
      title: text,
      when: text.describe('Free text, such as "2025, date to be announced".'),
      format: text,
      description: paragraph,
      image: image("EventImage", imageSlots.event).optional(),
    }),
  )
  .min(1, "should list at least one event")

export const examSchema = record({
  format: textList,
  fees: textList,
  eligibility: textList,
  requiredDocuments: textList,
  scheduling: textList,
  applicationSteps: z.array(step).min(1, "should list at least one step"),
})

export const homePageSchema = record({
  seo,
  heading: text,
  carousel: record({
    label: text,
    previousLabel: text,
    nextLabel: text,
    pauseLabel: text,
    playLabel: text,
    positionWord: editorLabel('Word between a slide\'s number and the count ("2 of 4")', text),
    dotLabel: editorLabel("Words before each slide button's number", text),
    actions: actionList,
  }),
  apply: record({
    ...sectionIntro,
    overviewHeading: text,
    domainsHeading: text,
    feesHeading: text,
    schedulingHeading: text,
    eligibilityHeading: text,
    eligibilitySummary: paragraph,
    eligibilityLinkLabel: text,
    stepsHeading: text,
    actions: actionList,
  }),
  details: record({
    ...sectionIntro,
    eligibilityHeading: text,
    packageHeading: text,
    packagePrice: text,
    packageNote: paragraph,
    examHeading: text,
    examFacts: textList,
  }),
  differentiators: editorLabel(
    "What sets us apart",
    record({
      ...sectionIntro,
      cards: z
        .array(named("FeatureCard", record({ title: text, body: paragraph })))
        .min(1, "should have at least one card"),
    }),
  ),
  audience: record({
    id: anchorId,
    whoHeading: editorLabel("Who it is for: heading", text),
    who: textList,
    whyHeading: editorLabel("Why it matters: heading", text),
    why: textList,
  }),
})

export const aboutPageSchema = record({
  seo,
  hero,
  mission: contentSection,
  vision: contentSection,
  whatWeDo: contentSection,
  whoWeServe: contentSection,
  leadership: contentSection,
})

export const certificationPageSchema = record({
  seo,
  hero,
  overview: contentSection,
  topics: contentSection,
  applicationNote: contentSection,
  examDetails: contentSection,
  eligibility: contentSection,
  documents: contentSection,
  domains: contentSection,
  process: contentSection,
  badge: contentSection,
})

export const fellowshipPageSchema = record({
  seo,
  hero,
  recognition: contentSection,
  offerings: contentSection,
  whoShouldApply: contentSection,
  partners: contentSection,
  standards: contentSection,
})

export const recertificationPageSchema = record({
  seo,
  hero,
  cycle: contentSection,
  cme: contentSection,
  assessment: contentSection,
  activities: contentSection,
  apply: contentSection,
  reminders: contentSection,
})

export const directoryPageSchema = record({
  seo,
  hero,
  about: contentSection,
  search: contentSection,
  searchForm: record({
    nameLabel: text,
    locationLabel: text,
    locationHint: text,
    specialtyLabel: text,
    specialtyHint: text,
    practiceTypes: textList,
    submitLabel: text,
  }),
  verification: contentSection,
})

export const communityPageSchema = record({
  seo,
  hero,
  college: contentSection,
  membership: contentSection,
  membershipPrice: text,
  fellows: contentSection,
  eligibility: contentSection,
  events: contentSection,
  eventLabels: record({ when: text, format: text }),
  faq: contentSection,
})

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
    times: z
      .array(named("ResponseTime", record({ topic: text, time: text })))
      .min(1, "should list at least one response time"),
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
    cards: z
      .array(named("ResourceCard", record({ title: text, body: paragraph, href, linkLabel: text })))
      .min(1, "should have at least one card"),
  }),
})

/** A question with its answer, shown as a disclosure widget that opens on a click or a key press. */
const question = named("Question", record({ question: text, answer: paragraph }))

/**
 * The blocks a section of a general page is built from, in any order and as often as needed: the
 * parts the built-in pages' sections are made of. Each says which it is with its type.
 */
export const pageBlock = named(
  "PageBlock",
  z.discriminatedUnion(BLOCK_TYPE_FIELD, [
    block("paragraphs", "ParagraphsBlock", "Paragraphs of text.", { paragraphs: paragraphList }),
    block("list", "ListBlock", "A list with ticks, with an optional small heading above it.", {
      heading: text.optional(),
      items: checkList,
    }),
    block("steps", "StepsBlock", "Numbered steps: what to do, and a sentence on how.", {
      steps: z.array(step).min(1, "should have at least one step"),
    }),
    block("cards", "CardsBlock", "Cards side by side, each with a title, text and an optional link.", {
      cards: z.array(card).min(1, "should have at least one card"),
    }),
    block("buttons", "ButtonsBlock", "A row of buttons to pages of this site or to other sites.", {
      buttons: actionList,
    }),
    block("note", "NoteBlock", "A sentence set apart, with a gold bar beside it.", { note: paragraph }),
    editorLabel(
      "Picture",
      block("image", "ImageBlock", "A picture as wide as the text, with an optional caption under it.", {
        image: image("BlockImage", imageSlots.block),
        caption: text.optional(),
      }),
    ),
    block("questions", "QuestionsBlock", "Questions and answers; each answer opens under its question.", {
      questions: z.array(question).min(1, "should have at least one question"),
    }),
  ]),
)

/** A section of a general page: a heading block, then its blocks in order. */
const generalSection = named(
  "GeneralSection",
  record({
    ...sectionIntro,
    blocks: labelled("block", z.array(pageBlock).min(1, "should have at least one block, or be left out")).optional(),
  }),
)

/**
 * A page an editor adds: content/pages/<name>.yaml becomes the page /<name>/. Its search listing,
 * its heading, and sections built from blocks. The privacy notice and the accessibility statement
 * are pages of this kind.
 */
export const generalPageSchema = record({
  seo,
  hero,
  sections: labelled(
    "section",
    z.array(generalSection).min(1, "should have at least one section: a page needs something below its heading"),
  ),
})

export const notFoundPageSchema = record({ seo, heading: text, body: paragraph, homeLinkLabel: text })

/**
 * The page the contact form ends on once the form service has the message (/contact/sent/): what
 * happens next, how soon the board answers (the Contact page's response times), and where to go.
 */
export const contactSentPageSchema = record({
  seo,
  hero,
  nextSteps: record({ ...sectionIntro, steps: z.array(step).min(1, "should have at least one step") }),
  /** The heading over the response times, which are the Contact page's own (pages/contact.yaml). */
  responseTimes: record({ ...sectionIntro }),
  actions: actionList,
})
