import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { GeneralBody } from "../components/page-bodies/GeneralBody"
import { Seo } from "../components/seo/Seo"
import { required } from "../content/required"

/** The id of the page's node, which gatsby-node.ts's createPages finds by the page's file. */
interface GeneralPageContext {
  readonly id: string
}

/** A page of content/pages/ that is not a built-in one: the privacy notice, or any page an editor added. */
export default function GeneralPage({ data, location }: PageProps<Queries.GeneralPageQuery, GeneralPageContext>) {
  return (
    <Layout currentPath={location.pathname}>
      <GeneralBody data={data} />
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<Queries.GeneralPageQuery, GeneralPageContext>) {
  return <Seo seo={required(data.page, "a general page").seo} pathname={location.pathname} />
}

export const query = graphql`
  query GeneralPage($id: String!) {
    page: generalPageYaml(id: { eq: $id }) {
      seo {
        ...PageSeoFields
      }
      hero {
        ...PageHeroFields
      }
      sections {
        ...GeneralSectionFields
      }
    }
  }
`
