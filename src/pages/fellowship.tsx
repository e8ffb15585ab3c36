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
