import { ApplySection } from "../home/ApplySection"
import { AudienceSection } from "../home/AudienceSection"
import { DifferentiatorsSection } from "../home/DifferentiatorsSection"
import { ExamDetailsSection } from "../home/ExamDetailsSection"
import { HeroCarousel } from "../home/HeroCarousel"

type HomeData = Queries.HomePageQuery

export interface HomeBodyProps {
  readonly page: NonNullable<HomeData["page"]>
  readonly slides: HomeData["slides"]["nodes"]
  readonly domains: HomeData["domains"]["nodes"]
  readonly exam: NonNullable<HomeData["exam"]>
  readonly constants: NonNullable<HomeData["constants"]>
  readonly site: NonNullable<HomeData["site"]>
}

/** The Home page's sections, for the page and for the content editor's preview. */
export function HomeBody({ page, slides, domains, exam, constants, site }: HomeBodyProps) {
  return (
    <>
      <HeroCarousel
        heading={page.heading}
        slides={slides}
        copy={page.carousel}
        intervalMs={constants.slideIntervalMs}
        credential={site.credentialAbbreviation}
      />
      <ApplySection copy={page.apply} exam={exam} domains={domains} eligibilitySectionId={page.details.id} />
      <ExamDetailsSection copy={page.details} exam={exam} />
      <DifferentiatorsSection copy={page.differentiators} />
      <AudienceSection copy={page.audience} />
    </>
  )
}
