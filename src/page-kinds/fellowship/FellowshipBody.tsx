import type { BodyProps } from "../page-template"
import { ContentSection } from "../../components/ui/ContentSection"
import { PageHero } from "../../components/ui/PageHero"

/** The Fellowship page's sections, for the page and for the content editor's preview. */
export function FellowshipBody({ data }: BodyProps<Queries.FellowshipPageQuery>) {
  const { page } = data
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
