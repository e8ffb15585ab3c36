import { graphql, type HeadProps, type PageProps } from "gatsby"
import { DomainList } from "../components/certification/DomainList"
import { Layout } from "../components/layout/Layout"
import { Seo } from "../components/seo/Seo"
import { credential } from "../components/seo/structured-data"
import { CheckList } from "../components/ui/CheckList"
import { ContentSection } from "../components/ui/ContentSection"
import { PageHero } from "../components/ui/PageHero"
import { SectionRow } from "../components/ui/Section"
import { StepList } from "../components/ui/StepList"
import { required } from "../content/required"
import { useSite } from "../hooks/use-site"

export default function CertificationPage({ data, location }: PageProps<Queries.CertificationPageQuery>) {
  const page = required(data.page, "pages/certification.yaml")
  const exam = required(data.exam, "exam.yaml")
  return (
    <Layout currentPath={location.pathname}>
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
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<Queries.CertificationPageQuery>) {
  const page = required(data.page, "pages/certification.yaml")
  const constants = required(data.constants, "constants.yaml")
  const site = useSite()
  const cdm = credential({
    board: site,
    credentialName: site.credentialName,
    credentialAbbreviation: site.credentialAbbreviation,
    description: page.seo.description,
    path: location.pathname,
    recertCycleYears: constants.recertCycleYears,
    domains: data.domains.nodes,
  })
  return <Seo seo={page.seo} pathname={location.pathname} structuredData={[cdm]} />
}

export const query = graphql`
  query CertificationPage {
    page: certificationPageYaml {
      seo {
        ...PageSeoFields
      }
      hero {
        ...PageHeroFields
      }
      overview {
        ...ContentSectionFields
      }
      topics {
        ...ContentSectionFields
      }
      applicationNote {
        ...ContentSectionFields
      }
      examDetails {
        ...ContentSectionFields
      }
      eligibility {
        ...ContentSectionFields
      }
      documents {
        ...ContentSectionFields
      }
      domains {
        ...ContentSectionFields
      }
      process {
        ...ContentSectionFields
      }
      badge {
        ...ContentSectionFields
      }
    }
    exam: examYaml {
      format
      fees
      eligibility
      requiredDocuments
      scheduling
      applicationSteps {
        title
        description
      }
    }
    domains: allDomainsYaml {
      nodes {
        title
        description
      }
    }
    constants: constantsYaml {
      recertCycleYears
    }
  }
`
