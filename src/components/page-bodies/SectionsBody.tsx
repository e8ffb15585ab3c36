import { ContentSection } from "../ui/ContentSection"
import { PageHero } from "../ui/PageHero"

export interface SectionsBodyProps {
  /** Typed by the fragments it draws rather than by a page query, as two pages' queries (privacy, accessibility) give it. */
  readonly page: {
    readonly hero: Queries.PageHeroFieldsFragment
    readonly sections: readonly Queries.ContentSectionFieldsFragment[]
  }
}

/**
 * A page of plain sections under its heading, alternating backgrounds so each stands apart:
 * the privacy notice and the accessibility statement, for the pages and the editor's preview.
 */
export function SectionsBody({ page }: SectionsBodyProps) {
  return (
    <>
      <PageHero hero={page.hero} />
      {page.sections.map((section, index) => (
        <ContentSection key={section.id} copy={section} tone={index % 2 === 1 ? "alt" : "plain"} />
      ))}
    </>
  )
}
