import { graphql } from "gatsby"
import { DirectoryBody } from "./DirectoryBody"
import { headOf, pageOf } from "../page-template"

export default pageOf(DirectoryBody, "directory")

export const Head = headOf<Queries.DirectoryPageQuery>("directory")

export const query = graphql`
  query DirectoryPage {
    page: directoryPageYaml {
      seo {
        ...PageSeoFields
      }
      hero {
        ...PageHeroFields
      }
      about {
        ...ContentSectionFields
      }
      search {
        ...ContentSectionFields
      }
      searchForm {
        ...DirectorySearchFields
      }
      verification {
        ...ContentSectionFields
      }
    }
    site: siteYaml {
      directorySearch {
        ...DirectorySearchTargetFields
      }
      header {
        newTabHint
      }
    }
  }
`
