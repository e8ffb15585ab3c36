import { graphql, type HeadProps } from "gatsby"
import { Seo } from "../../components/seo/Seo"
import { credential } from "../../components/seo/structured-data"
import { present } from "../../content/required"
import { useSite } from "../../hooks/use-site"
import { CertificationBody } from "./CertificationBody"
import { pageOf } from "../page-template"

export default pageOf(CertificationBody, "certification")

export function Head({ data, location }: HeadProps<Queries.CertificationPageQuery>) {
  const { page, constants } = present(data, "certification")
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
        ...StepFields
      }
    }
    domains: allDomainsYaml {
      nodes {
        ...DomainListFields
      }
    }
    constants: constantsYaml {
      recertCycleYears
    }
  }
`
