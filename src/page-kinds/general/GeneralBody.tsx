import type { BodyProps } from "../page-template"
import { GeneralSection } from "../../components/blocks/GeneralSection"
import { PageHero } from "../../components/ui/PageHero"

/**
 * A page an editor added (content/pages/<name>.yaml), and the privacy notice and accessibility
 * statement: its heading, then its sections with alternating backgrounds so each stands apart.
 */
export function GeneralBody({ data }: BodyProps<Queries.GeneralPageQuery>) {
  const { page } = data
  return (
    <>
      <PageHero hero={page.hero} />
      {page.sections.map((section, index) => (
        <GeneralSection key={section.id} section={section} tone={index % 2 === 1 ? "alt" : "plain"} />
      ))}
    </>
  )
}
