import { graphql } from "gatsby"
import type { ReactNode } from "react"
import { appleTouchIcon, favicon, shareImage } from "../../brand/assets"
import { searchTitle } from "../../content/search-title"
import { useSite } from "../../hooks/use-site"
import { colors } from "../../styles/theme"
import { speculationRules } from "./speculation-rules"
import { absoluteUrl, boardOrganization, jsonLdDocument, website, type JsonLdNode } from "./structured-data"
import { languageOf } from "../../content/locale"

interface SeoProps {
  /** The page's search title (the board's name is appended) and description, from its YAML file's seo block. */
  readonly seo: Queries.PageSeoFieldsFragment
  /** The page's address on this site, for the canonical link; omitted for the not-found page. */
  readonly pathname?: string
  readonly noIndex?: boolean
  /** The page's own schema.org nodes, added to the board and website every page describes. */
  readonly structuredData?: readonly JsonLdNode[]
  /** The page's own scripts (a widget module, the not-found log), after everything pages share. */
  readonly children?: ReactNode
}

/**
 * The document head every page shares, through Gatsby's Head API: title and description, the
 * canonical address, the cards shown when the page is shared, icons, structured data and the
 * speculation rules that let browsers prerender the next page.
 * (The web manifest link comes from gatsby-plugin-manifest, configured in gatsby-config.ts.)
 */
export function Seo({ seo, pathname, noIndex = false, structuredData = [], children }: SeoProps) {
  const { title, description } = seo
  const site = useSite()
  const fullTitle = searchTitle(title, site.boardName)
  const url = pathname === undefined ? undefined : absoluteUrl(site.siteUrl, pathname)
  const image = absoluteUrl(site.siteUrl, shareImage.path)
  const jsonLd = jsonLdDocument([boardOrganization(site), website(site), ...structuredData])
  return (
    <>
      <html lang={languageOf(site.locale)} />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {url && <link rel="canonical" href={url} />}
      {noIndex && <meta name="robots" content="noindex" />}
      <meta name="theme-color" content={colors.navy} />
      <link rel="icon" href={favicon.ico} sizes="32x32" />
      <link rel="icon" href={favicon.svg} type="image/svg+xml" />
      <link rel="apple-touch-icon" href={appleTouchIcon.path} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.boardName} />
      <meta property="og:locale" content={site.locale} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {url && <meta property="og:url" content={url} />}
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content={shareImage.type} />
      <meta property="og:image:width" content={String(shareImage.width)} />
      <meta property="og:image:height" content={String(shareImage.height)} />
      <meta property="og:image:alt" content={site.sharing.imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={site.sharing.imageAlt} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      {/* Instant navigation without a client-side router: see src/components/seo/speculation-rules.ts. */}
      <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules }} />
      {children}
    </>
  )
}

export const pageSeoFields = graphql`
  fragment PageSeoFields on PageSeo {
    title
    description
  }
`
