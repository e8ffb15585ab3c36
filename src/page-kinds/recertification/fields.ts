/** The Recertification page's fields (content/pages/recertification.yaml): its sections. */
import { contentSection, hero, seo } from "../../content/common-fields"
import { record } from "../../content/fields"

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
