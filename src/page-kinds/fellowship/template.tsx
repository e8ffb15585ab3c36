import { graphql } from "gatsby"
import { FellowshipBody } from "./FellowshipBody"
import { headOf, pageOf } from "../page-template"

export default pageOf(FellowshipBody, "fellowship")

export const Head = headOf<Queries.FellowshipPageQuery>("fellowship")

export const query = graphql`
  query FellowshipPage {
    page: fellowshipPageYaml {
      seo {
        ...PageSeoFields
      }
      hero {
        ...PageHeroFields
      }
      recognition {
        ...ContentSectionFields
      }
      offerings {
        ...ContentSectionFields
      }
      whoShouldApply {
        ...ContentSectionFields
      }
      partners {
        ...ContentSectionFields
      }
      standards {
        ...ContentSectionFields
      }
    }
  }
`
