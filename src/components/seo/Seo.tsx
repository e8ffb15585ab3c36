import { useSite } from "../../hooks/use-site"
import { colors } from "../../styles/theme"

interface SeoProps {
  /** The page's own title; the board's name is appended. */
  readonly title: string
  readonly description: string
  /** The page's address on this site, for the canonical link; omitted for the not-found page. */
  readonly pathname?: string
  readonly noIndex?: boolean
}

/** The document head every page shares, through Gatsby's Head API. */
export function Seo({ title, description, pathname, noIndex = false }: SeoProps) {
  const site = useSite()
  const fullTitle = `${title} | ${site.boardName}`
  const url = pathname === undefined ? undefined : `${site.siteUrl}${pathname === "/" ? "" : pathname}`
  return (
    <>
      <html lang="en" />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {url && <link rel="canonical" href={url} />}
      {noIndex && <meta name="robots" content="noindex" />}
      <meta name="theme-color" content={colors.navy} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.boardName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {url && <meta property="og:url" content={url} />}
      <meta name="twitter:card" content="summary" />
    </>
  )
}
