import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { Seo } from "../components/seo/Seo"
import { ContentSection } from "../components/ui/ContentSection"
import { PageHero } from "../components/ui/PageHero"
import { required } from "../content/required"

export default function FellowshipPage({ data, location }: PageProps<Queries.FellowshipPageQuery>) {
  const page = required(data.page, "pages/fellowship.yaml")
  return (
    <Layout currentPath={location.pathname}>
      <PageHero hero={page.hero} />
      <ContentSection copy={page.recognition} />
      <ContentSection copy={page.offerings} tone="alt" />
      <ContentSection copy={page.whoShouldApply} />
      <ContentSection copy={page.partners} tone="alt" />
      <ContentSection copy={page.standards} />
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<Queries.FellowshipPageQuery>) {
  const page = required(data.page, "pages/fellowship.yaml")
  return <Seo title={page.seo.title} description={page.seo.description} pathname={location.pathname} />
}

export const query = graphql`
  query FellowshipPage {
    page: fellowshipPageYaml {
      seo {
        title
        description
      }
      hero {
        eyebrow
        title
        lead
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
