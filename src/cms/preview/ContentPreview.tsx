import { Global } from "@emotion/react"
import { useCallback, useEffect, useMemo, useRef, useState } from "react"
import { ErrorBoundary } from "react-error-boundary"
import { CheckingPanel } from "../checking/CheckingPanel"
import { cmsEntryOf, PAGE_ADDRESS_FIELD } from "../config/cms-config"
import { describeLinks, linksTo } from "../../content/inbound-links"
import type { OwnerSettings } from "../../content/owner-settings"
import { pageFileOf, sitePageOf, type ReadsOfKinds } from "../../content/page-registry"
import { loadLinkingContent, rememberContentLoader } from "../content-loader"
import { entryData, entryPath, type DecapEntry, type PreviewTemplateProps } from "./decap"
import { FindingHint, targetStyles, useFieldTargets, ValuesNamed } from "./field-finding"
import { filesFor, pagesShowing, unseenPartsOf } from "./page-previews"
import { PagePreviewFrame } from "./PagePreviewFrame"
import { contentOfForm, problemsIn, resolveForPreview, type ContentByFile } from "./preview-content"
import { cannotDraw, PreviewBanner, UnseenParts } from "./PreviewNotes"
import { PreviewStyles } from "./PreviewStyles"
import { useSettledValue, type Settling } from "./use-settled-value"

/**
 * How soon the preview follows the form: a pause in the typing about as long as the gap between a
 * brisk typist's keys (150 ms), and at least once a second while the keys keep coming.
 */
const PREVIEW_SETTLING: Settling = { quietMs: 250, atMostMs: 1000 }

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
 * kind of page's query reads (the build's, as CMS_PAGE_READS), `owner` the owner's settings the
 * pages are drawn with (CMS_OWNER_SETTINGS).
 */
export function previewFor(file: string, reads: ReadsOfKinds, owner: OwnerSettings) {
  function ContentFilePreview(props: PreviewTemplateProps) {
    return <FilePreview file={file} reads={reads} owner={owner} {...props} />
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
export function generalPagePreview(reads: ReadsOfKinds, owner: OwnerSettings) {
  function GeneralPagePreview(props: PreviewTemplateProps) {
    const file = generalPageFileOf(props.entry)
    const linkedFrom = useInboundLinks(file, entryPath(props.entry) !== undefined)
    return (
      <FilePreview file={file} reads={reads} owner={owner} {...props} extraNotes={linkedFrom ? [linkedFrom] : []} />
    )
  }
  return GeneralPagePreview
}

/**
 * Where the preview shows a picture's file: the editor's own copy of it, uploaded a moment ago or
 * saved. Decap hands the preview a new getAsset with every change to the entry; the pages are drawn
 * again only when what they show changes (they would otherwise all be drawn again at each
 * keystroke, before the keystroke's own field is), so the address is asked of the latest one. A
 * picture Decap was still fetching had no address yet: once it is in, the pages are drawn again.
 */
function usePictureUrl(getAsset: PreviewTemplateProps["getAsset"], isLoadingAsset: boolean): (path: string) => string {
  const latest = useRef(getAsset)
  useEffect(() => {
    latest.current = getAsset
  }, [getAsset])
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new function when a fetch ends, on purpose
  return useCallback((path: string) => latest.current(path).toString(), [isLoadingAsset])
}

interface FilePreviewProps extends PreviewTemplateProps {
  readonly file: string
  readonly reads: ReadsOfKinds
  readonly owner: OwnerSettings
  /** Said above the preview besides its own notes. */
  readonly extraNotes?: readonly string[]
}

function FilePreview({
  file,
  reads,
  owner,
  entry,
  document,
  getCollection,
  getAsset,
  isLoadingAsset = false,
  extraNotes = [],
}: FilePreviewProps) {
  // A picture is shown from the editor's own copy of its file: uploaded a moment ago, or saved.
  const pictureUrl = usePictureUrl(getAsset, isLoadingAsset)
  // Lent to the parts of the editor that read other files (src/cms/content-loader.ts).
  useEffect(() => rememberContentLoader(getCollection), [getCollection])
  const saved = useSavedFiles(file, reads, getCollection)
  // The preview follows the form once the typing settles, at a lower priority than the form itself:
  // Decap hands a new entry on each keystroke, and the keystroke's own render (its field's) would
  // otherwise wait for the form to be read and checked and every page it shows on (site settings:
  // nine) to be drawn again. The keystroke's render finds everything below as it was.
  const deferredEntry = useSettledValue(entry, PREVIEW_SETTLING)
  const edited = useMemo(() => contentOfForm(file, entryData(deferredEntry)), [file, deferredEntry])
  const problems = useMemo(() => problemsIn(file, edited), [file, edited])
  // Kept from an earlier render, as React does for values of previous renders: set while
  // rendering, so the next render has it without waiting for an effect.
  const [lastDrawable, setLastDrawable] = useState<unknown>(undefined)
  if (problems.length === 0 && lastDrawable !== edited) setLastDrawable(edited)
  const shown = problems.length === 0 ? edited : lastDrawable

  // Every file as written (placeholders not yet filled, which says which pages name a value), then served.
  const written = useMemo(
    () => (saved.state === "ready" && shown !== undefined ? new Map([...saved.files, [file, shown]]) : undefined),
    [saved, shown, file],
  )
  const resolved = useMemo(
    () => written && resolveForPreview(written, pictureUrl, owner, { withFieldMarks: true }),
    [written, pictureUrl, owner],
  )
  const { root, valuesNamed } = useFieldTargets(file)

  // Made again only when the deferred content changes: a keystroke's urgent render finds the same elements.
  const pages = useMemo(
    () =>
      resolved &&
      written &&
      pagesShowing(file, reads, written).map((page) => (
        // A page the site's components refuse to draw (SmartLink, given a link that is none, as a
        // misspelt {placeholder} leaves it) says why in place of the page, and is drawn again on
        // the next change, instead of Decap's error screen, which stays until a reload.
        <ErrorBoundary key={page.path + page.file} resetKeys={[resolved.files]} fallbackRender={cannotDraw(page.path)}>
          <PagePreviewFrame page={page} content={resolved.files} owner={owner} showListing={page.file === file} />
        </ErrorBoundary>
      )),
    [resolved, written, file, reads, owner],
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
      <Global styles={targetStyles} />
      <div ref={root}>
        <PreviewBanner notes={notes} loading={saved.state === "loading"}>
          {valuesNamed && written && <ValuesNamed chosen={valuesNamed} file={file} content={written} root={root} />}
        </PreviewBanner>
        <UnseenParts text={unseenPartsOf(file)} />
        <FindingHint />
        <CheckingPanel file={file} content={shown} typed={entry} drawn={pages} root={root} />
        {pages}
      </div>
    </PreviewStyles>
  )
}
