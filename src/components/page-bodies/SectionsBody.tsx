import { ContentSection, type ContentSectionCopy } from "../ui/ContentSection"
import { PageHero, type Hero } from "../ui/PageHero"

export interface SectionsBodyProps {
  readonly page: {
    readonly hero: Hero
    readonly sections: readonly ContentSectionCopy[]
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
