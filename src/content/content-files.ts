/**
 * Every YAML file under content/, the GraphQL node type it becomes, its schema,
 * and the word an editor uses for one of its entries (for messages like "slide 3").
 */
import type { z } from "zod"
import {
  aboutPageSchema,
  certificationPageSchema,
  communityPageSchema,
  constantsSchema,
  contactPageSchema,
  directoryPageSchema,
  domainsSchema,
  eventsSchema,
  examSchema,
  faqSchema,
  fellowshipPageSchema,
  homePageSchema,
  navigationSchema,
  accessibilityPageSchema,
  notFoundPageSchema,
  privacyPageSchema,
  recertificationPageSchema,
  siteSchema,
  slidesSchema,
} from "./schemas"

export interface ContentFile {
  /** Path below content/. */
  readonly file: string
  /** The GraphQL node type: one node for an object file, one per entry for a list file. */
  readonly typeName: string
  /** What the file holds, in an editor's words (the CMS shows it as the file's name). */
  readonly title: string
  readonly schema: z.ZodTypeAny
  /** For list files: what one entry is called in messages ("slide" gives "slide 3"). */
  readonly entryLabel?: string
}

export const contentFiles: readonly ContentFile[] = [
  {
    file: "site.yaml",
    title: "Site settings: names, contact details, links, header and footer",
    typeName: "SiteYaml",
    schema: siteSchema,
  },
  {
    file: "navigation.yaml",
    title: "Top bar links",
    typeName: "NavigationYaml",
    schema: navigationSchema,
    entryLabel: "link",
  },
  { file: "constants.yaml", title: "Fees and numbers", typeName: "ConstantsYaml", schema: constantsSchema },
  {
    file: "slides.yaml",
    title: "Home carousel slides",
    typeName: "SlidesYaml",
    schema: slidesSchema,
    entryLabel: "slide",
  },
  {
    file: "domains.yaml",
    title: "Exam content domains",
    typeName: "DomainsYaml",
    schema: domainsSchema,
    entryLabel: "domain",
  },
  {
    file: "faq.yaml",
    title: "Frequently asked questions",
    typeName: "FaqYaml",
    schema: faqSchema,
    entryLabel: "question",
  },
  { file: "events.yaml", title: "College events", typeName: "EventsYaml", schema: eventsSchema, entryLabel: "event" },
  {
    file: "exam.yaml",
    title: "Exam facts: format, fees, eligibility, documents, steps",
    typeName: "ExamYaml",
    schema: examSchema,
  },
  { file: "pages/home.yaml", title: "Home page", typeName: "HomePageYaml", schema: homePageSchema },
  { file: "pages/about.yaml", title: "About page", typeName: "AboutPageYaml", schema: aboutPageSchema },
  {
    file: "pages/certification.yaml",
    title: "Certification page",
    typeName: "CertificationPageYaml",
    schema: certificationPageSchema,
  },
  {
    file: "pages/fellowship.yaml",
    title: "Fellowship page",
    typeName: "FellowshipPageYaml",
    schema: fellowshipPageSchema,
  },
  {
    file: "pages/recertification.yaml",
    title: "Recertification page",
    typeName: "RecertificationPageYaml",
    schema: recertificationPageSchema,
  },
  { file: "pages/directory.yaml", title: "Directory page", typeName: "DirectoryPageYaml", schema: directoryPageSchema },
  { file: "pages/community.yaml", title: "Community page", typeName: "CommunityPageYaml", schema: communityPageSchema },
  { file: "pages/contact.yaml", title: "Contact page", typeName: "ContactPageYaml", schema: contactPageSchema },
  { file: "pages/privacy.yaml", title: "Privacy notice", typeName: "PrivacyPageYaml", schema: privacyPageSchema },
  {
    file: "pages/accessibility.yaml",
    title: "Accessibility statement",
    typeName: "AccessibilityPageYaml",
    schema: accessibilityPageSchema,
  },
  {
    file: "pages/not-found.yaml",
    title: "Page not found (404)",
    typeName: "NotFoundPageYaml",
    schema: notFoundPageSchema,
  },
]

export function contentFileFor(relativePath: string): ContentFile | undefined {
  return contentFiles.find((entry) => entry.file === relativePath)
}
