import { graphql, useStaticQuery } from "gatsby"

/**
 * Site-wide content (names, contact, header and footer words, navigation) and the site's address
 * (the owner's setting, publishing.yaml), read by the layout and by page heads. Components get it
 * from them as plain props, so they render the same in tests and in the editor's preview.
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
      ownerSettings {
        siteUrl
      }
    }
  `)
  if (!data.siteYaml) throw new Error("content/site.yaml is missing")
  if (!data.ownerSettings) throw new Error("The build made no OwnerSettings node of publishing.yaml (gatsby-node.ts)")
  return { ...data.siteYaml, navigation: data.allNavigationYaml.nodes, siteUrl: data.ownerSettings.siteUrl }
}

export type Site = ReturnType<typeof useSite>
