/**
 * The sitemap (gatsby-plugin-sitemap writes sitemap-index.xml and sitemap-0.xml) and robots.txt,
 * both from the site's address, the owner's siteUrl in publishing.yaml.
 */
import { builtInSitePages, type SitePage } from "../content/page-registry"
import { ADMIN_FOLDER } from "../content/routes"

/** The content editor's clean URL and everything under it: never listed, never crawled. */
const EDITOR_PREFIX = `/${ADMIN_FOLDER}`

const SITEMAP_INDEX = "/sitemap-index.xml"

/** What the sitemap reads of each page Gatsby built (from the page registry, by createPages). */
type BuiltPage = Pick<SitePage, "path">

/** The pages no link leads to (the page the contact form ends on): built, never listed. */
const UNLISTED_PATHS = builtInSitePages.filter((page) => !page.listed).map((page) => page.path)

/** Options for gatsby-plugin-sitemap. It already leaves out /404, /404.html and /dev-404-page. */
export function sitemapPluginOptions(siteUrl: string) {
  return {
    query: "{ allSitePage { nodes { path } } }",
    resolveSiteUrl: () => siteUrl,
    excludes: [EDITOR_PREFIX, `${EDITOR_PREFIX}/**`, ...UNLISTED_PATHS],
    // robots.txt points crawlers to the sitemap; a link in every page's head adds nothing.
    createLinkInHead: false,
    // Search engines ignore changefreq and priority; the address is what matters.
    serialize: (page: BuiltPage) => ({ url: page.path }),
  }
}

/** robots.txt: crawl everything but the admin app, and find the pages in the sitemap. */
export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *", // No trailing slash: the rule then covers the clean URL /admin as well as /admin/.
    `Disallow: ${EDITOR_PREFIX}`,
    "",
    `Sitemap: ${siteUrl}${SITEMAP_INDEX}`,
    "",
  ].join("\n")
}
