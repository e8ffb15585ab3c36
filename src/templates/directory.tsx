import { graphql } from "gatsby"
import { DirectoryBody } from "../components/page-bodies/DirectoryBody"
import { headOf, pageOf } from "./page-template"

export default pageOf(DirectoryBody)

export const Head = headOf<Queries.DirectoryPageQuery>("pages/directory.yaml")

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
