import { graphql } from "gatsby"
import { GeneralBody } from "./GeneralBody"
import { headOf, pageOf } from "../page-template"

/** A page of content/pages/ that is not a built-in one: the privacy notice, or any page an editor added. */
export default pageOf(GeneralBody, "general")

export const Head = headOf<Queries.GeneralPageQuery>("general")

/** Its node's id comes in the page's context from gatsby-node.ts's createPages, which finds it by the page's file. */
export const query = graphql`
  query GeneralPage($id: String!) {
    page: generalPageYaml(id: { eq: $id }) {
      seo {
        ...PageSeoFields
      }
      hero {
        ...PageHeroFields
      }
      sections {
        ...GeneralSectionFields
      }
    }
  }
`
