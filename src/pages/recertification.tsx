import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { Seo } from "../components/seo/Seo"
import { ContentSection } from "../components/ui/ContentSection"
import { PageHero } from "../components/ui/PageHero"
import { required } from "../content/required"

export default function RecertificationPage({ data, location }: PageProps<Queries.RecertificationPageQuery>) {
  const page = required(data.page, "pages/recertification.yaml")
  return (
    <Layout currentPath={location.pathname}>
      <PageHero hero={page.hero} />
      <ContentSection copy={page.cycle} />
      <ContentSection copy={page.cme} tone="alt" />
      <ContentSection copy={page.assessment} />
      <ContentSection copy={page.activities} tone="alt" />
      <ContentSection copy={page.apply} />
      <ContentSection copy={page.reminders} tone="alt" />
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
