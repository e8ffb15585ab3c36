import type { BodyProps } from "../page-template"
import { DirectorySearch } from "./DirectorySearch"
import { ContentSection } from "../../components/ui/ContentSection"
import { PageHero } from "../../components/ui/PageHero"

/** The Directory page's sections, for the page and for the content editor's preview. */
export function DirectoryBody({ data }: BodyProps<Queries.DirectoryPageQuery>) {
  const { page, site } = data
  return (
    <>
      <PageHero hero={page.hero} />
      <ContentSection copy={page.about} />
      <ContentSection copy={page.search} tone="alt">
        <DirectorySearch copy={page.searchForm} target={site.directorySearch} newTabHint={site.header.newTabHint} />
      </ContentSection>
      <ContentSection copy={page.verification} />
    </>
  )
}
