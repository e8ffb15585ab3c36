import { graphql, type HeadProps, type PageProps } from "gatsby"
import { DirectorySearch } from "../components/directory/DirectorySearch"
import { Layout } from "../components/layout/Layout"
import { Seo } from "../components/seo/Seo"
import { ContentSection } from "../components/ui/ContentSection"
import { PageHero } from "../components/ui/PageHero"
import { required } from "../content/required"

export default function DirectoryPage({ data, location }: PageProps<Queries.DirectoryPageQuery>) {
  const page = required(data.page, "pages/directory.yaml")
  const site = required(data.site, "site.yaml")
  return (
    <Layout currentPath={location.pathname}>
      <PageHero hero={page.hero} />
      <ContentSection copy={page.about} />
      <ContentSection copy={page.search} tone="alt">
        <DirectorySearch copy={page.searchForm} target={site.directorySearch} newTabHint={site.header.newTabHint} />
      </ContentSection>
      <ContentSection copy={page.verification} />
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<Queries.DirectoryPageQuery>) {
  return <Seo seo={required(data.page, "pages/directory.yaml").seo} pathname={location.pathname} />
}

export const query = graphql`
  query DirectoryPage {
    page: directoryPageYaml {
      seo {
        ...PageSeoFields
      }
      hero {
        ...PageHeroFields
      }
      about {
        ...ContentSectionFields
      }
      search {
        ...ContentSectionFields
      }
      searchForm {
        nameLabel
        locationLabel
        locationHint
        specialtyLabel
        specialtyHint
        practiceTypes
        submitLabel
      }
      verification {
        ...ContentSectionFields
      }
    }
    site: siteYaml {
      directorySearch {
        action
        nameParam
        locationParam
        specialtyParam
      }
      header {
        newTabHint
      }
    }
  }
`
