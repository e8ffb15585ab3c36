import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { Seo } from "../components/seo/Seo"
import { required } from "../content/required"
import { RecertificationBody } from "../components/page-bodies/RecertificationBody"

export default function RecertificationPage({ data, location }: PageProps<Queries.RecertificationPageQuery>) {
  return (
    <Layout currentPath={location.pathname}>
      <RecertificationBody data={data} />
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<Queries.RecertificationPageQuery>) {
  return <Seo seo={required(data.page, "pages/recertification.yaml").seo} pathname={location.pathname} />
}

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
