import { graphql, useStaticQuery } from "gatsby"

/**
 * Site-wide content (names, contact, header and footer words, navigation), read by the layout
 * and by page heads. Components get it from them as plain props, so they render the same in
 * tests and in the editor's preview.
 */
export function useSite() {
  const data = useStaticQuery<Queries.SiteLayoutQuery>(graphql`
    query SiteLayout {
      siteYaml {
        boardName
        boardShortName
        collegeName
        parentOrganizationName
        credentialName
        credentialAbbreviation
        siteUrl
        locale
        tagline
        sharing {
          imageAlt
        }
        contact {
          phone
          email
          addressLines
        }
        header {
          navLabel
          menuButtonLabel
          applyLabel
          applyHref
          skipLinkLabel
          newTabHint
        }
        footer {
          about
          contactHeading
          quickLinksHeading
          quickLinks {
            ...ActionFields
          }
          communityHeading
          communityLinks {
            ...ActionFields
          }
          resourcesHeading
          resourceLinks {
            ...ActionFields
          }
          copyright
          parentNote
          legalLinks {
            ...ActionFields
          }
        }
      }
      allNavigationYaml {
        nodes {
          name
          path
        }
      }
    }
  `)
  if (!data.siteYaml) throw new Error("content/site.yaml is missing")
  return { ...data.siteYaml, navigation: data.allNavigationYaml.nodes }
}

export type Site = ReturnType<typeof useSite>
