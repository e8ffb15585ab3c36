/** The Directory page's fields (content/pages/directory.yaml): its sections and the search form's words. */
import { contentSection, hero, seo, textList } from "../../content/common-fields"
import { record, text } from "../../content/fields"

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
