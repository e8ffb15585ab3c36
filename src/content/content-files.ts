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
  notFoundPageSchema,
  recertificationPageSchema,
  siteSchema,
  slidesSchema,
} from "./schemas"

export interface ContentFile {
  /** Path below content/. */
  readonly file: string
  /** The GraphQL node type: one node for an object file, one per entry for a list file. */
  readonly typeName: string
  readonly schema: z.ZodTypeAny
  /** For list files: what one entry is called in messages ("slide" gives "slide 3"). */
  readonly entryLabel?: string
}

export const contentFiles: readonly ContentFile[] = [
  { file: "site.yaml", typeName: "SiteYaml", schema: siteSchema },
  { file: "navigation.yaml", typeName: "NavigationYaml", schema: navigationSchema, entryLabel: "link" },
  { file: "constants.yaml", typeName: "ConstantsYaml", schema: constantsSchema },
  { file: "slides.yaml", typeName: "SlidesYaml", schema: slidesSchema, entryLabel: "slide" },
  { file: "domains.yaml", typeName: "DomainsYaml", schema: domainsSchema, entryLabel: "domain" },
  { file: "faq.yaml", typeName: "FaqYaml", schema: faqSchema, entryLabel: "question" },
  { file: "events.yaml", typeName: "EventsYaml", schema: eventsSchema, entryLabel: "event" },
  { file: "exam.yaml", typeName: "ExamYaml", schema: examSchema },
  { file: "pages/home.yaml", typeName: "HomePageYaml", schema: homePageSchema },
  { file: "pages/about.yaml", typeName: "AboutPageYaml", schema: aboutPageSchema },
  { file: "pages/certification.yaml", typeName: "CertificationPageYaml", schema: certificationPageSchema },
  { file: "pages/fellowship.yaml", typeName: "FellowshipPageYaml", schema: fellowshipPageSchema },
  { file: "pages/recertification.yaml", typeName: "RecertificationPageYaml", schema: recertificationPageSchema },
  { file: "pages/directory.yaml", typeName: "DirectoryPageYaml", schema: directoryPageSchema },
  { file: "pages/community.yaml", typeName: "CommunityPageYaml", schema: communityPageSchema },
  { file: "pages/contact.yaml", typeName: "ContactPageYaml", schema: contactPageSchema },
  { file: "pages/not-found.yaml", typeName: "NotFoundPageYaml", schema: notFoundPageSchema },
]

export function contentFileFor(relativePath: string): ContentFile | undefined {
  return contentFiles.find((entry) => entry.file === relativePath)
}
