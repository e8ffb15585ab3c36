import { graphql, type HeadProps } from "gatsby"
import { Seo } from "../../components/seo/Seo"
import { present } from "../../content/required"
import { HomeBody } from "./HomeBody"
import { pageOf } from "../page-template"

export default pageOf(HomeBody, "home")

export function Head({ data, location }: HeadProps<Queries.HomePageQuery>) {
  // Bundled before sourcing (gatsby-node.ts), so missing only if src/widgets/bundle.ts lost it.
  if (!data.carouselScript) throw new Error("The carousel's widget module was not bundled (src/widgets/bundle.ts).")
  return (
    <Seo seo={present(data, "home").page.seo} pathname={location.pathname}>
      {/* The carousel's behaviour (src/widgets/carousel); a module runs once the page is parsed. */}
      <script type="module" dangerouslySetInnerHTML={{ __html: data.carouselScript.code }} />
    </Seo>
  )
}

export const query = graphql`
  query HomePage {
    page: homePageYaml {
      seo {
        ...PageSeoFields
      }
      heading
      carousel {
        ...HeroCarouselFields
      }
      apply {
        ...ApplySectionFields
      }
      details {
        ...ExamDetailsSectionFields
      }
      differentiators {
        ...DifferentiatorsSectionFields
      }
      audience {
        ...AudienceSectionFields
      }
    }
    slides: allSlidesYaml {
      nodes {
        ...HeroCarouselSlideFields
      }
    }
    domains: allDomainsYaml {
      nodes {
        ...ApplySectionDomainFields
      }
    }
    exam: examYaml {
      ...ApplySectionExamFields
      ...ExamDetailsSectionExamFields
    }
    constants: constantsYaml {
      slideIntervalMs
    }
    site: siteYaml {
      credentialAbbreviation
    }
    carouselScript: widgetScript(name: { eq: "carousel" }) {
      code
    }
  }
`
