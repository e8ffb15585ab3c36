import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { Seo } from "../components/seo/Seo"
import { ContentSection } from "../components/ui/ContentSection"
import { PageHero } from "../components/ui/PageHero"
import { SectionRow } from "../components/ui/Section"
import { required } from "../content/required"

export default function AboutPage({ data, location }: PageProps<Queries.AboutPageQuery>) {
  const page = required(data.page, "pages/about.yaml")
  return (
    <Layout currentPath={location.pathname}>
      <PageHero hero={page.hero} />
      <SectionRow>
        <ContentSection copy={page.mission} layout="panel" />
        <ContentSection copy={page.vision} layout="panel" />
      </SectionRow>
      <ContentSection copy={page.whatWeDo} tone="alt" />
      <ContentSection copy={page.whoWeServe} />
      <ContentSection copy={page.leadership} tone="alt" />
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
