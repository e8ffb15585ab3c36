import { graphql } from "gatsby"
import { RecertificationBody } from "./RecertificationBody"
import { headOf, pageOf } from "../page-template"

export default pageOf(RecertificationBody, "recertification")

export const Head = headOf<Queries.RecertificationPageQuery>("recertification")

export const query = graphql`
  query RecertificationPage {
    page: recertificationPageYaml {
      seo {
        ...PageSeoFields
      }
      hero {
        ...PageHeroFields
      }
      cycle {
        ...ContentSectionFields
      }
      cme {
        ...ContentSectionFields
      }
      assessment {
        ...ContentSectionFields
      }
      activities {
        ...ContentSectionFields
      }
      apply {
        ...ContentSectionFields
      }
      reminders {
        ...ContentSectionFields
      }
    }
  }
`
