import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { Seo } from "../components/seo/Seo"
import { required } from "../content/required"
import { FellowshipBody } from "../components/page-bodies/FellowshipBody"

export default function FellowshipPage({ data, location }: PageProps<Queries.FellowshipPageQuery>) {
  return (
    <Layout currentPath={location.pathname}>
      <FellowshipBody data={data} />
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<Queries.FellowshipPageQuery>) {
  return <Seo seo={required(data.page, "pages/fellowship.yaml").seo} pathname={location.pathname} />
}

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
