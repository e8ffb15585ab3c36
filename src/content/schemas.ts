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
import { calendarDay, timeOfDay } from "./date-field"
import { EVENT_FORMATS, EVENT_PAGES_PATH, eventRules, uniqueEventPages } from "./events"
import { timeZone } from "./time-zone"
import { LINK_NAME_PATTERN } from "./links"
import { PAGE_NAME_PATTERN, PAGE_NAME_RULE } from "./page-name-form"

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
  /** What day it is for the build (build-date.ts), and the clock an event's times are on unless it names another. */
  timeZone: editorLabel(
    "Time zone",
    timeZone(
      "The board's time zone, like America/New_York: its day decides which events are still to come, and event times are on its clock unless an event names another zone.",
    ),
  ),
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

/** Where an event takes place in person: the venue and its address, as search engines and maps read it. */
const eventPlace = named(
  "EventPlace",
  editorLabel(
    "Place",
    record({
      name: editorLabel("Venue", text.describe("Its name, like Pennsylvania Convention Center.")),
      street: editorLabel("Street address", text.describe("Like 1101 Arch Street.")),
      city: text,
      region: editorLabel("State or region", text.optional().describe("Like PA.")),
      postalCode: editorLabel(
        "Postal code",
        text.optional().describe('Like 19107; put it in quotes in the file: "19107".'),
      ),
      country: text.describe("Like United States."),
    }).describe("Where it takes place in person. Search engines and maps show an event with its address."),
  ),
)

/** A college event (events.ts says how its fields go together, and eventRules checks it). */
const event = record({
  title: text,
  page: editorLabel(
    "Page address",
    z
      .string({ invalid_type_error: "should be text" })
      .regex(PAGE_NAME_PATTERN, `should be ${PAGE_NAME_RULE}`)
      .optional()
      .describe(
        `A dated event has its own page, ${EVENT_PAGES_PATH}<this>/, and calendar file. Left empty, it is made from the title (Annual Summit 2027 gives annual-summit-2027): set it to keep the address when the title changes.`,
      ),
  ),
  start: editorLabel(
    "First day",
    calendarDay(
      "The day it begins. Leave it empty while the date is to be announced, or for an event that repeats (say when instead).",
    ).optional(),
  ),
  startTime: editorLabel(
    "Starts at",
    timeOfDay("On the 24-hour clock, like 09:30. Leave it empty for an event that lasts all day.").optional(),
  ),
  end: editorLabel(
    "Last day",
    calendarDay(
      "For an event over several days, its last day. Leave it empty when it ends the day it starts.",
    ).optional(),
  ),
  endTime: editorLabel("Ends at", timeOfDay("On the 24-hour clock, like 17:00.").optional()),
  timeZone: editorLabel(
    "Time zone",
    timeZone(
      "The clock its times are on, like Europe/London, when it is not the board's (Site settings, Time zone).",
    ).optional(),
  ),
  when: editorLabel(
    "When, without a date",
    text
      .optional()
      .describe(
        'For an event with no date yet, or one that repeats: what to show instead of a date, like "2025, date to be announced" or "Monthly". Left empty, it shows as to be announced.',
      ),
  ),
  note: editorLabel(
    "Note on when",
    text.optional().describe("A few words after its date or frequency, like: first Tuesday of each month."),
  ),
  format: editorLabel(
    "How it takes place",
    z
      .enum(EVENT_FORMATS, {
        errorMap: () => ({ message: `should be one of: ${EVENT_FORMATS.join(", ")}` }),
      })
      .describe("In person needs no more; online needs its online address; a place is for an event in person."),
  ),
  place: eventPlace.optional(),
  online: editorLabel(
    "Online address",
    href
      .optional()
      .describe(
        "For an event online: the address people join at, or the page where they register to get it (https://..., or a link's name from Site settings).",
      ),
  ),
  registration: editorLabel(
    "Registration link",
    href.optional().describe("Where people register, when they need to: a page of this site or another site."),
  ),
  description: paragraph,
  details: editorLabel(
    "More about it",
    paragraphList.optional().describe("Paragraphs on the event's own page, below its description."),
  ),
  image: image("EventImage", imageSlots.event).optional(),
}).superRefine(eventRules)

export const eventsSchema = z.array(event).min(1, "should list at least one event").superRefine(uniqueEventPages)

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
  /** The words of the events list and of each dated event's own page (the events are events.yaml's). */
  eventLabels: editorLabel(
    "Words of the events and their pages",
    record({
      when: text,
      format: text,
      where: text,
      online: text,
      joinOnline: editorLabel("Link to join online", text),
      toBeAnnounced: editorLabel("For an event without a date or when", text),
      register: editorLabel("Registration button", text),
      addToCalendar: editorLabel("Calendar file link", text),
      calendarFeed: editorLabel("Link to subscribe to every event", text),
      pastHeading: editorLabel("Past events heading", text),
      eventEyebrow: editorLabel("Event page: line above its title", text),
      detailsHeading: editorLabel("Event page: heading of when and where", text),
      aboutHeading: editorLabel("Event page: heading of its longer description", text),
      ended: editorLabel("Event page: once it is over", text),
      allEvents: editorLabel("Event page: link back to every event", text),
    }),
  ),
  pastEventsShown: editorLabel(
    "Past events shown",
    wholeNumber.describe("How many of the latest past events the page lists, under their own heading; 0 lists none."),
  ),
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
