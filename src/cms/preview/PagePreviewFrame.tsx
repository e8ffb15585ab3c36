/**
 * One page of the preview: the pages' own frame (header and footer) around the page's body, under a
 * line naming the page, with what search results show of it when it is the file's own page.
 */
import type { ReactNode } from "react"
import { PageFrame } from "../../components/layout/PageFrame"
import { absoluteUrl } from "../../components/seo/structured-data"
import { Container } from "../../components/ui/Container"
import { NewTabHintContext } from "../../components/ui/new-tab-hint"
import type { OwnerSettings } from "../../content/owner-settings"
import { searchTitle, searchTitleWarning } from "../../content/search-title"
import { GlobalStyles } from "../../styles/GlobalStyles"
import { colors, fontSizes, fontWeights, space } from "../../styles/theme"
import { readMarks } from "./field-marks"
import { siteOf, type PagePreview } from "./page-previews"
import type { ContentByFile } from "./preview-content"
import { noteBox } from "./PreviewNotes"

export function PagePreviewFrame({
  page,
  content,
  owner,
  showListing,
}: {
  readonly page: PagePreview
  readonly content: ContentByFile
  /** The owner's settings the build read: the site's address, the contact form's service. */
  readonly owner: OwnerSettings
  readonly showListing: boolean
}) {
  if (
    !page.files.every((needed) => content.has(needed)) ||
    !content.has("site.yaml") ||
    !content.has("navigation.yaml")
  ) {
    return null
  }
  const site = siteOf(content, owner)
  const listing = showListing ? searchListingOf(content.get(page.file)) : undefined
  const name = page.name(content)
  return (
    <section aria-label={`Preview: ${name}`}>
      <PreviewLabel>
        On the {name} ({page.path})
      </PreviewLabel>
      {listing && (
        <SearchListing
          title={searchTitle(listing.title, site.boardName)}
          description={listing.description}
          address={absoluteUrl(site.siteUrl, page.path)}
        />
      )}
      {page.unframed ? (
        <NewTabHintContext.Provider value={site.header.newTabHint}>
          <GlobalStyles />
          {page.render(content, owner)}
        </NewTabHintContext.Provider>
      ) : (
        <PageFrame site={site} currentPath={page.path}>
          {page.render(content, owner)}
        </PageFrame>
      )}
    </section>
  )
}

function searchListingOf(page: unknown): { title: string; description: string } | undefined {
  if (typeof page !== "object" || page === null || !("seo" in page)) return undefined
  const seo = (page as { seo?: { title?: unknown; description?: unknown } }).seo
  return typeof seo?.title === "string" && typeof seo.description === "string"
    ? { title: seo.title, description: seo.description }
    : undefined
}

function PreviewLabel({ children }: { readonly children: ReactNode }) {
  return (
    <p
      data-preview-note
      css={{
        background: colors.navyDeep,
        color: colors.onDarkMuted,
        fontSize: fontSizes.sm,
        fontWeight: fontWeights.semibold,
        padding: `${space.xxs} ${space.md}`,
      }}
    >
      {children}
    </p>
  )
}

/** What a search engine or a shared link shows for the page: words that appear nowhere on it. */
function SearchListing({
  title,
  description,
  address,
}: {
  readonly title: string
  readonly description: string
  readonly address: string
}) {
  return (
    <Container css={{ paddingBlock: space.md }}>
      <div
        data-preview-note
        css={{ ...noteBox, background: colors.surfaceAlt, display: "grid", gap: space.xxs, maxWidth: "40rem" }}
      >
        <p css={{ fontWeight: fontWeights.semibold, color: colors.inkMuted }}>In search results and link previews:</p>
        <p css={{ color: colors.inkMuted }}>{address}</p>
        <p css={{ fontSize: fontSizes.lg, color: colors.searchResultTitle }}>{title}</p>
        <p>{description}</p>
        <TitleLengthWarning title={title} />
      </div>
    </Container>
  )
}

/** A search title that search engines would cut: said beside the listing, without refusing the save. */
function TitleLengthWarning({ title }: { readonly title: string }) {
  // Measured without the marks of the fields it is made of (field-marks.ts), which take no room.
  const warning = searchTitleWarning(readMarks(title).text)
  if (!warning) return null
  return (
    <p role="status" css={{ ...noteBox, background: colors.noticeSurface, border: `1px solid ${colors.goldDeep}` }}>
      {`Search title: ${warning}`}
    </p>
  )
}
