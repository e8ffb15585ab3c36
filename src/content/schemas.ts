/**
 * One schema per YAML file under content/. Gatsby's GraphQL types are generated
 * from these (see graphql-types.ts), and the content check validates every file
 * against them before a page is built.
 */
import { z } from "zod"
import {
  actionList,
  anchorId,
  email,
  hero,
  href,
  httpsUrl,
  named,
  phone,
  record,
  seo,
  text,
  textList,
  wholeNumber,
} from "./schema-kit"

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
  siteUrl: httpsUrl.refine((url) => !url.endsWith("/"), "should not end with a /"),
  tagline: text,
  copyrightYear: wholeNumber,
  contact: record({
    phone,
    email,
    addressLines: textList,
    hours: z.array(hours).min(1, "should list at least one row of opening hours"),
  }),
  links: z.record(
    z.string().regex(/^[a-z][A-Za-z0-9]*Url$/, "should be a name ending in Url, like applicationUrl"),
    httpsUrl,
  ),
  contactForm: record({ endpoint: httpsUrl }),
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
  }),
})

export const navigationSchema = z
  .array(
    named(
      "NavigationItem",
      record({
        name: text,
        path: z.string().regex(/^\/[a-z0-9-/]*$/, "should be a page address starting with /, like /about"),
      }),
    ),
  )
  .min(1, "should list at least one page")

export const constantsSchema = record({
  examFee: wholeNumber,
  examDurationHours: wholeNumber,
  examQuestions: wholeNumber,
  examBlocks: wholeNumber,
  examQuestionsPerBlock: wholeNumber,
  examPackageFee: wholeNumber,
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
  recertQuizFee: wholeNumber,
  membershipFee: wholeNumber,
  fellowExperienceYears: wholeNumber,
  responseTimeGeneral: text,
  responseTimeCertification: text,
  responseTimeTechnical: text,
  slideIntervalMs: wholeNumber.min(1000, "should be at least 1000 (one second)"),
})

export const slidesSchema = z
  .array(record({ title: text, subtitle: text, description: text, bullets: textList.optional() }))
  .min(1, "should have at least one slide: the Home page carousel cannot be empty")

export const domainsSchema = z
  .array(record({ title: text, description: text }))
  .min(1, "should list at least one exam domain")

export const faqSchema = z.array(record({ question: text, answer: text })).min(1, "should have at least one question")

export const eventsSchema = z
  .array(record({ title: text, when: text, format: text, description: text }))
  .min(1, "should list at least one event")

const step = named("Step", record({ title: text, description: text }))

export const examSchema = record({
  format: textList,
  eligibility: textList,
  requiredDocuments: textList,
  scheduling: textList,
  applicationSteps: z.array(step).min(1, "should list at least one step"),
})

/** The section header most page sections share: a fragment id, a small eyebrow line, a heading and a lead paragraph. */
const sectionIntro = {
  id: anchorId,
  eyebrow: text,
  heading: text,
  lead: text,
}

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
    fees: textList,
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

/** An inner page for which only the search metadata and the hero are defined yet. */
const heroPageSchema = record({ seo, hero })

export const aboutPageSchema = heroPageSchema
export const certificationPageSchema = heroPageSchema
export const fellowshipPageSchema = heroPageSchema
export const recertificationPageSchema = heroPageSchema
export const directoryPageSchema = heroPageSchema
export const communityPageSchema = heroPageSchema
export const contactPageSchema = heroPageSchema

export const notFoundPageSchema = record({ seo, heading: text, body: text, homeLinkLabel: text })
