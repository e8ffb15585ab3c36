import { ContentSection } from "../ui/ContentSection"
import { PageHero } from "../ui/PageHero"

export interface RecertificationBodyProps {
  readonly page: NonNullable<Queries.RecertificationPageQuery["page"]>
}

/** The Recertification page's sections, for the page and for the content editor's preview. */
export function RecertificationBody({ page }: RecertificationBodyProps) {
  return (
    <>
      <PageHero hero={page.hero} />
      <ContentSection copy={page.cycle} />
      <ContentSection copy={page.cme} tone="alt" />
      <ContentSection copy={page.assessment} />
      <ContentSection copy={page.activities} tone="alt" />
      <ContentSection copy={page.apply} />
      <ContentSection copy={page.reminders} tone="alt" />
    </>
  )
}
