import { graphql, type HeadProps } from "gatsby"
import { Seo } from "../../components/seo/Seo"
import { present } from "../../content/required"
import { notFoundLogScript } from "../../widgets/not-found-log"
import { NotFoundBody } from "./NotFoundBody"
import { pageOf } from "../page-template"

/** Served for any address the site does not have (the host returns 404.html with status 404). */
export default pageOf(NotFoundBody, "not-found")

export function Head({ data }: HeadProps<Queries.NotFoundPageQuery>) {
  return (
    <Seo seo={present(data, "not-found").page.seo} noIndex>
      {/* Logs the address that has no page: see src/widgets/not-found-log.ts. */}
      <script dangerouslySetInnerHTML={{ __html: notFoundLogScript }} />
    </Seo>
  )
}

export const query = graphql`
  query NotFoundPage {
    page: notFoundPageYaml {
      seo {
        ...PageSeoFields
      }
      heading
      body
      homeLinkLabel
    }
  }
`
