import { graphql } from "gatsby"
import { HomeBody } from "./HomeBody"
import { headOf, pageOf } from "../page-template"

export default pageOf(HomeBody, "home")

/** The carousel's behaviour (src/widgets/carousel). */
export const Head = headOf<Queries.HomePageQuery>("home", { widget: (data) => data.carouselScript })

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
