import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { Seo } from "../components/seo/Seo"
import { PageHero } from "../components/ui/PageHero"
import { required } from "../content/required"

export default function CertificationPage({ data, location }: PageProps<Queries.CertificationPageQuery>) {
  const page = required(data.page, "pages/certification.yaml")
  return (
    <Layout currentPath={location.pathname}>
      <PageHero hero={page.hero} />
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<Queries.CertificationPageQuery>) {
  const page = required(data.page, "pages/certification.yaml")
  return <Seo title={page.seo.title} description={page.seo.description} pathname={location.pathname} />
}

export const query = graphql`
  query CertificationPage {
    page: certificationPageYaml {
      seo {
        title
        description
      }
      hero {
        eyebrow
        title
        lead
      }
    }
  }
`
