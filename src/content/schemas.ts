/**
 * One schema per data file under content/ (site.yaml, the lists, the exam's facts), made of the
 * kinds of field in fields/ (and the groups several files share, common-fields.ts); each page's own
 * file has its kind's (src/page-kinds/<kind>/fields.ts). Gatsby's GraphQL types (graphql-types.ts)
 * and the content editor's forms are generated from these, and the content check validates every
 * file against them before a page is built. Each field says what the editor shows for it: its hint (.describe()), its
 * label where its name would puzzle an editor (.labelled()), and a larger box for a paragraph.
 */
import {
  amount,
  calendarDay,
  choice,
  email,
  href,
  httpsUrl,
  list,
  names,
  paragraph,
  phone,
  picture,
  record,
  text,
  textMatching,
  timeOfDay,
  wholeNumber,
  type ServedValue,
} from "./fields"
import { actionList, paragraphList, step, textList } from "./common-fields"
import {
  EVENT_FORMATS,
  EVENT_PAGES_PATH,
  EVENT_STATUSES,
  eventRules,
  eventRulesInJsonSchema,
  onlineAddress,
  onlineAddressInJsonSchema,
  uniqueEventPages,
} from "./events"
import { CHECK_ONLY } from "./fields/json-schema"
import { timeZone } from "./time-zone"
import { LINK_NAME_PATTERN } from "./links"
import { MOVED_TO_OWNER_SETTINGS } from "./owner-settings"
import { PAGE_NAME_PATTERN, PAGE_NAME_RULE } from "./page-name-form"

const hours = record({ days: text, time: text }).named("OpeningHours")

/**
 * Site-wide content. The site's address and the contact form's service were once written here too:
 * they are the owner's settings now (owner-settings.ts), and a file that still has them is told so.
 */
export const siteSchema = record({
  boardName: text,
  boardShortName: text,
  collegeName: text,
  collegeShortName: text,
  parentOrganizationName: text,
  credentialName: text,
  credentialAbbreviation: text,
  fellowDesignation: text,
  tagline: text,
  copyrightYear: wholeNumber,
  /** The language and region the pages are written for: the page's lang and og:locale. */
  locale: textMatching({
    pattern: /^[a-z]{2}_[A-Z]{2}$/,
    message: "should be a language and region like en_US",
    notText: "should be a language and region",
  }).describe("The language and region of the site's text, like en_US (English, United States)."),
  sharing: record({ imageAlt: text }),
  contact: record({
    phone,
    email,
    addressLines: textList,
    hours: list(hours).min(1, "should list at least one row of opening hours"),
  }),
  links: names(
    // The names a link may start with as a {placeholder} (links.ts): each value is a secure address.
    textMatching({
      pattern: new RegExp(`^${LINK_NAME_PATTERN}$`),
      message: "should be a name ending in Url, like applicationUrl",
    }).describe("Ends in Url, like applicationUrl. Sentences and links use it as {applicationUrl}."),
    httpsUrl.labelled("Web address"),
  ).describe("Each name can be used in a link or sentence as a {placeholder}: {applicationUrl}."),
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
    applyHref: href.labelled("Apply button's link"),
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
  timeZone: timeZone(
    "The board's time zone, like America/New_York: its day decides which events are still to come, and event times are on its clock unless an event names another zone.",
  ).labelled("Time zone"),
}).movedOut(MOVED_TO_OWNER_SETTINGS)

export const navigationSchema = list(
  record({
    name: text,
    // A page of this site: "/" and its name, never "//", which a browser reads as another site.
    path: textMatching({
      pattern: /^\/(?!\/)[a-z0-9-/]*$/,
      message: "should be a page address starting with /, like /about",
    }).describe("A page of this site, like /about."),
  }).named("NavigationItem"),
).min(1, "should list at least one page")

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
  slideIntervalMs: wholeNumber
    .atLeast(1000, "should be at least 1000 (one second)")
    .describe("6000 is six seconds. At least 1000.")
    .labelled("Time between slides (milliseconds)"),
})

export const slidesSchema = list(
  record({
    title: text,
    subtitle: text,
    description: paragraph,
    bullets: textList.optional(),
    image: picture("SlideImage", "slide").optional(),
  }),
).min(1, "should have at least one slide: the Home page carousel cannot be empty")

export const domainsSchema = list(record({ title: text, description: paragraph })).min(
  1,
  "should list at least one exam domain",
)

export const faqSchema = list(record({ question: text, answer: paragraph })).min(1, "should have at least one question")

/** Where an event takes place in person: the venue and its address, as search engines and maps read it. */
const eventPlace = record({
  name: text.describe("Its name, like Pennsylvania Convention Center.").labelled("Venue"),
  street: text.describe("Like 1101 Arch Street.").labelled("Street address"),
  city: text,
  region: text.optional().describe("Like PA.").labelled("State or region"),
  postalCode: text.optional().describe('Like 19107; put it in quotes in the file: "19107".').labelled("Postal code"),
  country: text.describe("Like United States."),
})
  .describe("Where it takes place in person. Search engines and maps show an event with its address.")
  .labelled("Place")
  .named("EventPlace")

/** An event's place as the pages, its structured data and its calendar file read it. */
export type EventPlace = ServedValue<typeof eventPlace>

/** A college event (events.ts says how its fields go together, and eventRules checks it). */
const event = record({
  title: text,
  page: textMatching({ pattern: PAGE_NAME_PATTERN, message: `should be ${PAGE_NAME_RULE}` })
    .optional()
    .describe(
      `A dated event has its own page, ${EVENT_PAGES_PATH}<this>/, and calendar file. Left empty, it is made from the title (Annual Summit 2027 gives annual-summit-2027): set it to keep the address when the title changes.`,
    )
    .labelled("Page address"),
  start: calendarDay(
    "The day it begins. Leave it empty while the date is to be announced, or for an event that repeats (say when instead).",
  )
    .optional()
    .labelled("First day"),
  startTime: timeOfDay("On the 24-hour clock, like 09:30. Leave it empty for an event that lasts all day.")
    .optional()
    .labelled("Starts at"),
  end: calendarDay("For an event over several days, its last day. Leave it empty when it ends the day it starts.")
    .optional()
    .labelled("Last day"),
  endTime: timeOfDay("On the 24-hour clock, like 17:00.").optional().labelled("Ends at"),
  timeZone: timeZone(
    "The clock its times are on, like Europe/London, when it is not the board's (Site settings, Time zone). Visitors see them on the board's clock too.",
  )
    .optional()
    .labelled("Time zone"),
  when: text
    .optional()
    .describe(
      'For an event with no date yet, or one that repeats: what to show instead of a date, like "2025, date to be announced" or "Monthly". Left empty, it shows as to be announced.',
    )
    .labelled("When, without a date"),
  note: text
    .optional()
    .describe("A few words after its date or frequency, like: first Tuesday of each month.")
    .labelled("Note on when"),
  format: choice(EVENT_FORMATS, { message: `should be one of: ${EVENT_FORMATS.join(", ")}` })
    .describe("In person needs no more; online needs its online address; a place is for an event in person.")
    .labelled("How it takes place"),
  status: choice(EVENT_STATUSES, { message: `should be one of: ${EVENT_STATUSES.join(", ")}` })
    .optional()
    .describe(
      "Leave empty while it takes place as planned. Cancelled or Postponed shows beside its date, on its page, in calendars and in search results; Moved online goes with format Online.",
    )
    .labelled("Status"),
  place: eventPlace.optional(),
  online: href
    .superRefine(onlineAddress, onlineAddressInJsonSchema)
    .optional()
    .describe(
      "For an event online: the address people join at, or the page where they register to get it (https://..., or a link's name from Site settings).",
    )
    .labelled("Online address"),
  registration: href
    .optional()
    .describe("Where people register, when they need to: a page of this site or another site.")
    .labelled("Registration link"),
  description: paragraph,
  details: paragraphList
    .optional()
    .describe("Paragraphs on the event's own page, below its description.")
    .labelled("More about it"),
  image: picture("EventImage", "event").optional(),
}).superRefine(eventRules, eventRulesInJsonSchema)

export const eventsSchema = list(event)
  .min(1, "should list at least one event")
  .superRefine(uniqueEventPages, CHECK_ONLY)

export const examSchema = record({
  format: textList,
  fees: textList,
  eligibility: textList,
  requiredDocuments: textList,
  scheduling: textList,
  applicationSteps: list(step).min(1, "should list at least one step"),
})
