/** The About page's fields (content/pages/about.yaml): its sections. */
import { contentSection, hero, seo } from "../../content/common-fields"
import { record } from "../../content/fields"

export const aboutPageSchema = record({
  seo,
  hero,
  mission: contentSection,
  vision: contentSection,
  whatWeDo: contentSection,
  whoWeServe: contentSection,
  leadership: contentSection,
})
