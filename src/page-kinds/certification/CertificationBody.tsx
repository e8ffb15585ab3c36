import type { BodyProps } from "../page-template"
import { DomainList } from "./DomainList"
import { CheckList } from "../../components/ui/CheckList"
import { ContentSection } from "../../components/ui/ContentSection"
import { PageHero } from "../../components/ui/PageHero"
import { SectionRow } from "../../components/ui/Section"
import { StepList } from "../../components/ui/StepList"

/** The Certification page's sections, for the page and for the content editor's preview. */
export function CertificationBody({ data }: BodyProps<Queries.CertificationPageQuery>) {
  const { page, exam } = data
  return (
    <>
      <PageHero hero={page.hero} />
      <ContentSection copy={page.overview} />
      <ContentSection copy={page.topics} tone="alt" />
      <SectionRow>
        <ContentSection copy={page.applicationNote} layout="panel">
          <CheckList items={exam.scheduling} />
        </ContentSection>
        <ContentSection copy={page.examDetails} layout="panel">
          <CheckList items={[...exam.format, ...exam.fees]} />
        </ContentSection>
      </SectionRow>
      <SectionRow tone="alt">
        <ContentSection copy={page.eligibility} layout="panel">
          <CheckList items={exam.eligibility} />
        </ContentSection>
        <ContentSection copy={page.documents} layout="panel">
          <CheckList items={exam.requiredDocuments} />
        </ContentSection>
      </SectionRow>
      <ContentSection copy={page.domains}>
        <DomainList domains={data.domains.nodes} />
      </ContentSection>
      <ContentSection copy={page.process} tone="alt">
        <StepList steps={exam.applicationSteps} />
      </ContentSection>
      <ContentSection copy={page.badge} />
    </>
  )
}
