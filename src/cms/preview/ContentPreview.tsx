import { useCallback, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from "react"
import { ErrorBoundary, type FallbackProps } from "react-error-boundary"
import { PageFrame } from "../../components/layout/PageFrame"
import { absoluteUrl } from "../../components/seo/structured-data"
import { Container } from "../../components/ui/Container"
import { NewTabHintContext } from "../../components/ui/new-tab-hint"
import { cmsEntryOf, PAGE_ADDRESS_FIELD } from "../config/cms-config"
import { describeLinks, linksTo } from "../../content/inbound-links"
import { pageFileOf, sitePageOf, type ReadsOfKinds } from "../../content/page-registry"
import { searchTitle, searchTitleWarning } from "../../content/search-title"
import { GlobalStyles } from "../../styles/GlobalStyles"
import { colors, fontSizes, fontWeights, radii, space } from "../../styles/theme"
import { loadLinkingContent, rememberContentLoader } from "../content-loader"
import { entryData, entryPath, type DecapEntry, type PreviewTemplateProps } from "./decap"
import { filesFor, pagesShowing, siteOf, unseenPartsOf, type PagePreview } from "./page-previews"
import { contentOfForm, problemsIn, resolveForPreview, type ContentByFile } from "./preview-content"
import { PreviewStyles } from "./PreviewStyles"

type Saved =
  | { readonly state: "loading" }
  | { readonly state: "ready"; readonly files: ContentByFile; readonly notes: readonly string[] }

/** The saved files a preview draws beside the one being edited, loaded once through the CMS's own backend. */
function useSavedFiles(file: string, reads: ReadsOfKinds, getCollection: PreviewTemplateProps["getCollection"]): Saved {
  const [saved, setSaved] = useState<Saved>({ state: "loading" })
  // Loaded again only when the list changes, not when a new page's address (its file's name) does;
  // worked out once per file, not on every keystroke.
  const othersKey = useMemo(
    () =>
      filesFor(pagesShowing(file, reads))
        .filter((other) => other !== file)
        .join("\n"),
    [file, reads],
  )
  useEffect(() => {
    let current = true
    const others = othersKey.split("\n").filter(Boolean)
    void Promise.all(
      others.map(async (other) => {
        try {
          const { collection, slug } = cmsEntryOf(other)
          const entry = await getCollection(collection, slug)
          const content = contentOfForm(other, entryData(entry))
          const problems = problemsIn(other, content)
          return { other, content: problems.length === 0 ? content : undefined, problems }
        } catch (error) {
          return { other, content: undefined, problems: [error instanceof Error ? error.message : String(error)] }
        }
      }),
    ).then((results) => {
      if (!current) return
      const files = new Map(results.filter((result) => result.content !== undefined).map((r) => [r.other, r.content]))
      const notes = results
        .filter((result) => result.content === undefined)
        .map(
          (result) =>
            `content/${result.other} could not be read (${result.problems[0]}), so the parts of the page it fills are not shown.`,
        )
      setSaved({ state: "ready", files, notes })
    })
    return () => {
      current = false
    }
  }, [othersKey, getCollection])
  return saved
}

/**
 * The preview of one content file: the pages it appears on, drawn by the site's own components
 * and theme, updating as the editor types. A change the file cannot take yet (an emptied required
 * field) keeps the last version that could be drawn on show, and says why. `reads` says what each
 * kind of page's query reads (the build's, as CMS_PAGE_READS).
 */
export function previewFor(file: string, reads: ReadsOfKinds) {
  function ContentFilePreview(props: PreviewTemplateProps) {
    return <FilePreview file={file} reads={reads} {...props} />
  }
  ContentFilePreview.displayName = `Preview(${file})`
  return ContentFilePreview
}

/**
 * The file of a general page being edited: its own, or for a new page the one its address field
 * says it will be saved as.
 */
function generalPageFileOf(entry: DecapEntry): string {
  const saved = entryPath(entry)
  if (saved) return saved.replace(/^content\//, "")
  const address = entryData(entry)[PAGE_ADDRESS_FIELD]
  return pageFileOf(typeof address === "string" && address !== "" ? address : "new-page")
}

/**
 * What links to a saved general page, from any file: said above its preview, since the page
 * cannot be deleted while they do (src/cms/deletion-guard.ts).
 */
function useInboundLinks(file: string, saved: boolean): string | undefined {
  const [note, setNote] = useState<string | undefined>(undefined)
  useEffect(() => {
    let current = true
    const page = sitePageOf(file)
    if (!saved || !page) return undefined
    void loadLinkingContent().then((content) => {
      if (!current || !content) return
      const links = linksTo(page.path, content)
      setNote(
        links.length > 0
          ? `Linked from ${describeLinks(links)}. While these links are there, the page cannot be deleted.`
          : undefined,
      )
    })
    return () => {
      current = false
    }
  }, [file, saved])
  return note
}

/** The preview of any page of the Pages collection, new ones included. */
export function generalPagePreview(reads: ReadsOfKinds) {
  function GeneralPagePreview(props: PreviewTemplateProps) {
    const file = generalPageFileOf(props.entry)
    const linkedFrom = useInboundLinks(file, entryPath(props.entry) !== undefined)
    return <FilePreview file={file} reads={reads} {...props} extraNotes={linkedFrom ? [linkedFrom] : []} />
  }
  return GeneralPagePreview
}

interface FilePreviewProps extends PreviewTemplateProps {
  readonly file: string
  readonly reads: ReadsOfKinds
  /** Said above the preview besides its own notes. */
  readonly extraNotes?: readonly string[]
}

function FilePreview({ file, reads, entry, document, getCollection, getAsset, extraNotes = [] }: FilePreviewProps) {
  // A picture is shown from the editor's own copy of its file: uploaded a moment ago, or saved.
  const pictureUrl = useCallback((path: string) => getAsset(path).toString(), [getAsset])
  // Lent to the parts of the editor that read other files (src/cms/content-loader.ts).
  useEffect(() => rememberContentLoader(getCollection), [getCollection])
  const saved = useSavedFiles(file, reads, getCollection)
  // Decap hands a new entry on each change, so this reads the form once per change.
  const edited = useMemo(() => contentOfForm(file, entryData(entry)), [file, entry])
  const problems = useMemo(() => problemsIn(file, edited), [file, edited])
  // Kept from an earlier render, as React does for values of previous renders: set while
  // rendering, so the next render has it without waiting for an effect.
  const [lastDrawable, setLastDrawable] = useState<unknown>(undefined)
  if (problems.length === 0 && lastDrawable !== edited) setLastDrawable(edited)
  // The pages are drawn at a lower priority than the form: with a file that many pages show (site
  // settings, on nine), an editor's keystrokes would otherwise wait for every page to be drawn again.
  const shown = useDeferredValue(problems.length === 0 ? edited : lastDrawable)

  // Every file as written (placeholders not yet filled, which says which pages name a value), then served.
  const written = useMemo(
    () => (saved.state === "ready" && shown !== undefined ? new Map([...saved.files, [file, shown]]) : undefined),
    [saved, shown, file],
  )
  const resolved = useMemo(() => written && resolveForPreview(written, pictureUrl), [written, pictureUrl])

  // Made again only when the deferred content changes, so a keystroke's urgent render (the form's)
  // finds the same elements here and leaves the pages to the deferred one.
  const pages = useMemo(
    () =>
      resolved &&
      written &&
      pagesShowing(file, reads, written).map((page) => (
        // A page the site's components refuse to draw (SmartLink, given a link that is none, as a
        // misspelt {placeholder} leaves it) says why in place of the page, and is drawn again on
        // the next change, instead of Decap's error screen, which stays until a reload.
        <ErrorBoundary key={page.path + page.file} resetKeys={[resolved.files]} fallbackRender={cannotDraw(page.path)}>
          <PagePreviewFrame page={page} content={resolved.files} showListing={page.file === file} />
        </ErrorBoundary>
      )),
    [resolved, written, file, reads],
  )

  const notes = [
    ...problems.map((problem) =>
      shown === undefined
        ? `The preview cannot show this file yet: ${problem}`
        : `Not shown yet, the preview keeps the last version it could show: ${problem}`,
    ),
    ...(saved.state === "ready" ? saved.notes : []),
    ...(resolved?.notes ?? []),
    ...extraNotes,
  ]

  return (
    <PreviewStyles document={document}>
      <PreviewBanner notes={notes} loading={saved.state === "loading"} />
      <UnseenParts text={unseenPartsOf(file)} />
      {pages}
    </PreviewStyles>
  )
}

function PagePreviewFrame({
  page,
  content,
  showListing,
}: {
  readonly page: PagePreview
  readonly content: ContentByFile
  readonly showListing: boolean
}) {
  if (
    !page.files.every((needed) => content.has(needed)) ||
    !content.has("site.yaml") ||
    !content.has("navigation.yaml")
  ) {
    return null
  }
  const site = siteOf(content)
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
          {page.render(content)}
        </NewTabHintContext.Provider>
      ) : (
        <PageFrame site={site} currentPath={page.path}>
          {page.render(content)}
        </PageFrame>
      )}
    </section>
  )
}

/** What the preview shows where a page could not be drawn: the site's own words on why. */
function cannotDraw(path: string) {
  function CannotDraw({ error }: FallbackProps) {
    const message = error instanceof Error ? error.message : String(error)
    return (
      <Container css={{ paddingBlock: space.sm }}>
        <p role="status" css={{ ...noteBox, background: colors.noticeSurface, border: `1px solid ${colors.goldDeep}` }}>
          {`The page at ${path} cannot be drawn with this change, and publishing it would stop the build: ${message}`}
        </p>
      </Container>
    )
  }
  return CannotDraw
}

function searchListingOf(page: unknown): { title: string; description: string } | undefined {
  if (typeof page !== "object" || page === null || !("seo" in page)) return undefined
  const seo = (page as { seo?: { title?: unknown; description?: unknown } }).seo
  return typeof seo?.title === "string" && typeof seo.description === "string"
    ? { title: seo.title, description: seo.description }
    : undefined
}

const noteBox = {
  padding: `${space.sm} ${space.md}`,
  borderRadius: radii.sm,
  fontSize: fontSizes.sm,
} as const

function PreviewBanner({ notes, loading }: { readonly notes: readonly string[]; readonly loading: boolean }) {
  if (!loading && notes.length === 0) return null
  return (
    // Sticky: the editor scrolls the preview along with the form, and a note must stay in view.
    <Container
      css={{
        position: "sticky",
        top: 0,
        zIndex: 20,
        background: colors.surface,
        paddingBlock: space.sm,
        display: "grid",
        gap: space.xs,
      }}
    >
      {loading && <p css={{ ...noteBox, background: colors.surfaceAlt }}>Loading the rest of the page…</p>}
      {notes.length > 0 && (
        <ul
          role="status"
          css={{
            ...noteBox,
            listStyle: "none",
            background: colors.noticeSurface,
            border: `1px solid ${colors.goldDeep}`,
            display: "grid",
            gap: space.xxs,
          }}
        >
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </Container>
  )
}

/** Where the preview says what it cannot show: parts of the file no visitor sees on a page. */
function UnseenParts({ text }: { readonly text: string | undefined }) {
  if (!text) return null
  return (
    <Container css={{ paddingBlock: space.sm }}>
      <p css={{ ...noteBox, background: colors.surfaceAlt }}>{text}</p>
    </Container>
  )
}

function PreviewLabel({ children }: { readonly children: ReactNode }) {
  return (
    <p
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
      <div css={{ ...noteBox, background: colors.surfaceAlt, display: "grid", gap: space.xxs, maxWidth: "40rem" }}>
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
  const warning = searchTitleWarning(title)
  if (!warning) return null
  return (
    <p role="status" css={{ ...noteBox, background: colors.noticeSurface, border: `1px solid ${colors.goldDeep}` }}>
      {`Search title: ${warning}`}
    </p>
  )
}
