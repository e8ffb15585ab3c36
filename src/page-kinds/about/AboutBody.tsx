import type { BodyProps } from "../page-template"
import { ContentSection } from "../../components/ui/ContentSection"
import { PageHero } from "../../components/ui/PageHero"
import { SectionRow } from "../../components/ui/Section"

/** The About page's sections, for the page and for the content editor's preview. */
export function AboutBody({ data }: BodyProps<Queries.AboutPageQuery>) {
  const { page } = data
  return (
    <>
      <PageHero hero={page.hero} />
      <SectionRow>
        <ContentSection copy={page.mission} layout="panel" />
        <ContentSection copy={page.vision} layout="panel" />
      </SectionRow>
      <ContentSection copy={page.whatWeDo} tone="alt" />
      <ContentSection copy={page.whoWeServe} />
      <ContentSection copy={page.leadership} tone="alt" />
    </>
  )
}
