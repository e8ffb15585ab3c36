import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { SectionsBody } from "../components/page-bodies/SectionsBody"
import { Seo } from "../components/seo/Seo"
import { required } from "../content/required"

/** The privacy notice, linked from every page's footer and the contact form's consent box. */
export default function PrivacyPage({ data, location }: PageProps<Queries.PrivacyPageQuery>) {
  return (
    <Layout currentPath={location.pathname}>
      <SectionsBody page={required(data.page, "pages/privacy.yaml")} />
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<Queries.PrivacyPageQuery>) {
  return <Seo seo={required(data.page, "pages/privacy.yaml").seo} pathname={location.pathname} />
}

export const query = graphql`
  query PrivacyPage {
    page: privacyPageYaml {
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
