import type { BodyProps } from "../page-template"
import { ContentSection } from "../../components/ui/ContentSection"
import { PageHero } from "../../components/ui/PageHero"

/** The Recertification page's sections, for the page and for the content editor's preview. */
export function RecertificationBody({ data }: BodyProps<Queries.RecertificationPageQuery>) {
  const { page } = data
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
