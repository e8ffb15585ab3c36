/** The Certification page's fields (content/pages/certification.yaml): its sections; the exam's facts are exam.yaml's. */
import { contentSection, hero, seo } from "../../content/common-fields"
import { record } from "../../content/fields"

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
