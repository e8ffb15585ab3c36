import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { SectionsBody } from "../components/page-bodies/SectionsBody"
import { Seo } from "../components/seo/Seo"
import { required } from "../content/required"

/** The accessibility statement, linked from every page's footer. */
export default function AccessibilityPage({ data, location }: PageProps<Queries.AccessibilityPageQuery>) {
  return (
    <Layout currentPath={location.pathname}>
      <SectionsBody page={required(data.page, "pages/accessibility.yaml")} />
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<Queries.AccessibilityPageQuery>) {
  return <Seo seo={required(data.page, "pages/accessibility.yaml").seo} pathname={location.pathname} />
}

export const query = graphql`
  query AccessibilityPage {
    page: accessibilityPageYaml {
      seo {
        ...PageSeoFields
      }
      hero {
        ...PageHeroFields
      }
      sections {
        ...ContentSectionFields
      }
    }
  }
`
