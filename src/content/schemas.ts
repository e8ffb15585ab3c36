/**
 * One schema per YAML file under content/. Gatsby's GraphQL types are generated
 * from these (see graphql-types.ts), and the content check validates every file
 * against them before a page is built.
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
  contentSection,
  email,
  hero,
  image,
  imageSlots,
  href,
  httpsUrl,
  labelled,
  named,
  phone,
  record,
  sectionIntro,
  seo,
  step,
  text,
  textList,
  wholeNumber,
} from "./schema-kit"
import { EDITOR_BACKENDS, SITE_HOSTS, editorSettingsProblems } from "./editor-backend"
import { LINK_NAME_PATTERN } from "./links"

const hours = named("OpeningHours", record({ days: text, time: text }))

/** A git branch's name, as git allows it (no spaces, not starting with - or /). */
const branchName = z
  .string({ invalid_type_error: "should be a branch name" })
  .trim()
  .regex(/^(?![-/])[A-Za-z0-9._/-]+$/, "should be a branch name like main")
  .describe("The branch the live site is built from, usually main.")

/**
 * The content editor at /admin/ on the live site: where it saves, how editors log in, and whether
 * changes are reviewed before they are published. Read by the editor (src/cms/cms.ts) and by
 * /admin/'s policy (src/cdn/headers.ts), through src/content/editor-backend.ts.
 */
const editorSettings = record({
  backend: z
    .enum(EDITOR_BACKENDS)
    .describe(
      "Where the content is kept and saved: github, gitlab, or git-gateway (only for a Netlify site that still has Netlify Identity).",
    ),
  repository: z
    .string({ invalid_type_error: "should be a repository like example-org/cdm-site" })
    .trim()
    .regex(/^[\w.-]+(\/[\w.-]+)+$/, "should be a repository like example-org/cdm-site")
    .optional()
    .describe("The repository the site's files are in, as owner/name (GitHub) or group/name (GitLab)."),
  branch: branchName,
  host: z
    .enum(SITE_HOSTS)
    .optional()
    .describe(
      "Where the site is published: cloudflare-pages (editors log in through the site's own GitHub login) or netlify (through Netlify's GitHub login).",
    ),
  gitlabAppId: text
    .optional()
    .describe("GitLab only: the Application ID of the GitLab application the editor logs in with."),
  gitlabAddress: httpsUrl
    .optional()
    .describe("GitLab only, and only for a GitLab of your own: its address. Leave empty for gitlab.com."),
  reviewBeforePublishing: z
    .boolean({ invalid_type_error: "should be true or false" })
    .describe(
      "true: each change is saved as a draft (a pull request) that someone reviews and publishes. false: saving publishes.",
    ),
}).superRefine((settings, context) => {
  for (const { field, message } of editorSettingsProblems(settings)) {
    context.addIssue({ code: z.ZodIssueCode.custom, path: [field], message })
  }
})

export const siteSchema = record({
  boardName: text,
  boardShortName: text,
  collegeName: text,
  collegeShortName: text,
  parentOrganizationName: text,
  credentialName: text,
  credentialAbbreviation: text,
  fellowDesignation: text,
  siteUrl: httpsUrl.refine((url) => !url.endsWith("/"), "should not end with a /"),
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
  links: z.record(
    // The names a link may start with as a {placeholder} (links.ts): each value is a secure address.
    z.string().regex(new RegExp(`^${LINK_NAME_PATTERN}$`), "should be a name ending in Url, like applicationUrl"),
    httpsUrl,
  ),
  contactForm: record({
    endpoint: httpsUrl,
    honeypotName: z.string().regex(/^[A-Za-z_][\w-]*$/, "should be a field name like _gotcha"),
    redirectField: z.string().regex(/^[A-Za-z_][\w-]*$/, "should be a field name like _next"),
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
    applyHref: href,
    skipLinkLabel: text,
    newTabHint: text,
  }),
  footer: record({
    about: text,
    contactHeading: text,
    quickLinksHeading: text,
    quickLinks: actionList,
    communityHeading: text,
    communityLinks: actionList,
    resourcesHeading: text,
    resourceLinks: actionList,
    copyright: text,
    parentNote: text,
    /** The privacy notice and the accessibility statement: on every page, outside the top bar. */
    legalLinks: actionList,
  }),
  editor: editorSettings,
})

export const navigationSchema = z
  .array(
    named(
      "NavigationItem",
      record({
        name: text,
        // A page of this site: "/" and its name, never "//", which a browser reads as another site.
        path: z.string().regex(/^\/(?!\/)[a-z0-9-/]*$/, "should be a page address starting with /, like /about"),
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
  slideIntervalMs: wholeNumber.min(1000, "should be at least 1000 (one second)"),
})

export const slidesSchema = z
  .array(
    record({
      title: text,
      subtitle: text,
      description: text,
      bullets: textList.optional(),
      image: image("SlideImage", imageSlots.slide).optional(),
    }),
  )
  .min(1, "should have at least one slide: the Home page carousel cannot be empty")

export const domainsSchema = z
  .array(record({ title: text, description: text }))
  .min(1, "should list at least one exam domain")

export const faqSchema = z.array(record({ question: text, answer: text })).min(1, "should have at least one question")

export const eventsSchema = z
  .array(
    record({
      title: text,
      when: text,
      format: text,
      description: text,
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
    positionWord: text,
    dotLabel: text,
    actions: actionList,
  }),
  apply: record({
    ...sectionIntro,
    overviewHeading: text,
    domainsHeading: text,
    feesHeading: text,
    schedulingHeading: text,
    eligibilityHeading: text,
    eligibilitySummary: text,
    eligibilityLinkLabel: text,
    stepsHeading: text,
    actions: actionList,
  }),
  details: record({
    ...sectionIntro,
    eligibilityHeading: text,
    packageHeading: text,
    packagePrice: text,
    packageNote: text,
    examHeading: text,
    examFacts: textList,
  }),
  differentiators: record({
    ...sectionIntro,
    cards: z.array(named("FeatureCard", record({ title: text, body: text }))).min(1, "should have at least one card"),
  }),
  audience: record({
    id: anchorId,
    whoHeading: text,
    who: textList,
    whyHeading: text,
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
  supportPanelLabel: text,
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
      errorTitlePrefix: text,
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
      .array(named("ResourceCard", record({ title: text, body: text, href, linkLabel: text })))
      .min(1, "should have at least one card"),
  }),
})

/** A question with its answer, shown as a disclosure widget that opens on a click or a key press. */
const question = named("Question", record({ question: text, answer: text }))

/**
 * The blocks a section of a general page is built from, in any order and as often as needed: the
 * parts the built-in pages' sections are made of. Each says which it is with its type.
 */
export const pageBlock = named(
  "PageBlock",
  z.discriminatedUnion(BLOCK_TYPE_FIELD, [
    block("paragraphs", "ParagraphsBlock", "Paragraphs of text.", { paragraphs: textList }),
    block("list", "ListBlock", "A list with ticks, with an optional small heading above it.", {
      heading: text.optional(),
      items: textList,
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
    block("note", "NoteBlock", "A sentence set apart, with a gold bar beside it.", { note: text }),
    block("image", "ImageBlock", "A picture as wide as the text, with an optional caption under it.", {
      image: image("BlockImage", imageSlots.block),
      caption: text.optional(),
    }),
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

export const notFoundPageSchema = record({ seo, heading: text, body: text, homeLinkLabel: text })

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
