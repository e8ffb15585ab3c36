import type { BodyProps } from "../page-template"
import { ApplySection } from "./ApplySection"
import { AudienceSection } from "./AudienceSection"
import { DifferentiatorsSection } from "./DifferentiatorsSection"
import { ExamDetailsSection } from "./ExamDetailsSection"
import { HeroCarousel } from "../../widgets/carousel/HeroCarousel"

/**
 * The Home page's sections, for the page and for the content editor's preview. They take the home
 * query's content; its carousel module is the page head's, not the body's.
 */
export function HomeBody({ data }: BodyProps<Omit<Queries.HomePageQuery, "carouselScript">>) {
  const { page, exam, constants, site } = data
  return (
    <>
      <HeroCarousel
        heading={page.heading}
        slides={data.slides.nodes}
        copy={page.carousel}
        intervalMs={constants.slideIntervalMs}
        credential={site.credentialAbbreviation}
      />
      <ApplySection copy={page.apply} exam={exam} domains={data.domains.nodes} eligibilitySectionId={page.details.id} />
      <ExamDetailsSection copy={page.details} exam={exam} />
      <DifferentiatorsSection copy={page.differentiators} />
      <AudienceSection copy={page.audience} />
    </>
  )
}
