import { graphql, type HeadProps, type PageProps } from "gatsby"
import { ApplySection } from "../components/home/ApplySection"
import { AudienceSection } from "../components/home/AudienceSection"
import { DifferentiatorsSection } from "../components/home/DifferentiatorsSection"
import { ExamDetailsSection } from "../components/home/ExamDetailsSection"
import { HeroCarousel } from "../components/home/HeroCarousel"
import { Layout } from "../components/layout/Layout"
import { Seo } from "../components/seo/Seo"
import { required } from "../content/required"

export default function HomePage({ data, location }: PageProps<Queries.HomePageQuery>) {
  const page = required(data.page, "pages/home.yaml")
  const exam = required(data.exam, "exam.yaml")
  const constants = required(data.constants, "constants.yaml")
  const site = required(data.site, "site.yaml")
  return (
    <Layout currentPath={location.pathname}>
      <HeroCarousel
        heading={page.heading}
        slides={data.slides.nodes}
        copy={page.carousel}
        intervalMs={constants.slideIntervalMs}
        credential={site.credentialAbbreviation}
      />
      <ApplySection
        copy={page.apply}
        examFormat={exam.format}
        fees={exam.fees}
        scheduling={exam.scheduling}
        domains={data.domains.nodes}
        steps={exam.applicationSteps}
        eligibilitySectionId={page.details.id}
      />
      <ExamDetailsSection copy={page.details} eligibility={exam.eligibility} />
      <DifferentiatorsSection copy={page.differentiators} />
      <AudienceSection copy={page.audience} />
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<Queries.HomePageQuery>) {
  // Bundled before sourcing (gatsby-node.ts), so missing only if src/widgets/bundle.ts lost it.
  if (!data.carouselScript) throw new Error("The carousel's widget module was not bundled (src/widgets/bundle.ts).")
  return (
    <Seo seo={required(data.page, "pages/home.yaml").seo} pathname={location.pathname}>
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
        label
        previousLabel
        nextLabel
        pauseLabel
        playLabel
        positionWord
        dotLabel
        actions {
          label
          href
        }
      }
      apply {
        id
        eyebrow
        heading
        lead
        overviewHeading
        domainsHeading
        feesHeading
        schedulingHeading
        eligibilityHeading
        eligibilitySummary
        eligibilityLinkLabel
        stepsHeading
        actions {
          label
          href
        }
      }
      details {
        id
        eyebrow
        heading
        lead
        eligibilityHeading
        packageHeading
        packagePrice
        packageNote
        examHeading
        examFacts
      }
      differentiators {
        id
        eyebrow
        heading
        lead
        cards {
          title
          body
        }
      }
      audience {
        id
        whoHeading
        who
        whyHeading
        why
      }
    }
    slides: allSlidesYaml {
      nodes {
        title
        subtitle
        description
        bullets
      }
    }
    domains: allDomainsYaml {
      nodes {
        title
      }
    }
    exam: examYaml {
      format
      fees
      eligibility
      scheduling
      applicationSteps {
        title
        description
      }
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
