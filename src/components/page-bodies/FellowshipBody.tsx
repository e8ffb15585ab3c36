import { ContentSection } from "../ui/ContentSection"
import { PageHero } from "../ui/PageHero"

export interface FellowshipBodyProps {
  readonly page: NonNullable<Queries.FellowshipPageQuery["page"]>
}

/** The Fellowship page's sections, for the page and for the content editor's preview. */
export function FellowshipBody({ page }: FellowshipBodyProps) {
  return (
    <>
      <PageHero hero={page.hero} />
      <ContentSection copy={page.recognition} />
      <ContentSection copy={page.offerings} tone="alt" />
      <ContentSection copy={page.whoShouldApply} />
      <ContentSection copy={page.partners} tone="alt" />
      <ContentSection copy={page.standards} />
    </>
  )
}
