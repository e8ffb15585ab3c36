import type { Present } from "../../content/required"
import { DirectorySearch } from "./DirectorySearch"
import { ContentSection } from "../../components/ui/ContentSection"
import { PageHero } from "../../components/ui/PageHero"

export interface DirectoryBodyProps {
  readonly data: Present<Queries.DirectoryPageQuery>
}

/** The Directory page's sections, for the page and for the content editor's preview. */
export function DirectoryBody({ data }: DirectoryBodyProps) {
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
