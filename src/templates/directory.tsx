import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { Seo } from "../components/seo/Seo"
import { required } from "../content/required"
import { DirectoryBody } from "../components/page-bodies/DirectoryBody"

export default function DirectoryPage({ data, location }: PageProps<Queries.DirectoryPageQuery>) {
  return (
    <Layout currentPath={location.pathname}>
      <DirectoryBody data={data} />
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<Queries.DirectoryPageQuery>) {
  return <Seo seo={required(data.page, "pages/directory.yaml").seo} pathname={location.pathname} />
}

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
