import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { Seo } from "../components/seo/Seo"
import { required } from "../content/required"
import { AboutBody } from "../components/page-bodies/AboutBody"

export default function AboutPage({ data, location }: PageProps<Queries.AboutPageQuery>) {
  return (
    <Layout currentPath={location.pathname}>
      <AboutBody data={data} />
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<Queries.AboutPageQuery>) {
  return <Seo seo={required(data.page, "pages/about.yaml").seo} pathname={location.pathname} />
}

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
