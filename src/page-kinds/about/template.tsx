import { graphql } from "gatsby"
import { AboutBody } from "./AboutBody"
import { headOf, pageOf } from "../page-template"

export default pageOf(AboutBody, "about")

export const Head = headOf<Queries.AboutPageQuery>("about")

export const query = graphql`
  query AboutPage {
    page: aboutPageYaml {
      seo {
        ...PageSeoFields
      }
      hero {
        ...PageHeroFields
      }
      mission {
        ...ContentSectionFields
      }
      vision {
        ...ContentSectionFields
      }
      whatWeDo {
        ...ContentSectionFields
      }
      whoWeServe {
        ...ContentSectionFields
      }
      leadership {
        ...ContentSectionFields
      }
    }
  }
`
