/** The Fellowship page's fields (content/pages/fellowship.yaml): its sections. */
import { contentSection, hero, seo } from "../../content/common-fields"
import { record } from "../../content/fields"

export const fellowshipPageSchema = record({
  seo,
  hero,
  recognition: contentSection,
  offerings: contentSection,
  whoShouldApply: contentSection,
  partners: contentSection,
  standards: contentSection,
})
