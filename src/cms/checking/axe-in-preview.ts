/**
 * axe-core on the pages the preview draws. axe reads the window and document it runs in, so it is
 * put in the preview frame's own window (as the publish check puts it in each page), from its code's
 * text, asked for the first time a preview is checked: nothing of it is in the editor's first
 * screen, nor in the previews' code. Each page is checked on its own, in an idle moment of its own,
 * so a keystroke waits for one page's check at most, and a check no longer wanted stops there.
 */
import type { AxeResults, RunOptions } from "axe-core"
import { WCAG_TAGS } from "../../publish/wcag-tags"

type Axe = typeof import("axe-core")

/** Each drawn page of the preview (PagePreviewFrame.tsx), and the preview's own words within it. */
export const DRAWN_PAGE = 'section[aria-label^="Preview: "]'
export const PREVIEW_NOTE = "[data-preview-note]"

const OPTIONS: RunOptions = {
  runOnly: { type: "tag", values: WCAG_TAGS },
  rules: {
    // Not WCAG's, but the one way a page's outline goes wrong: a skipped heading level.
    "heading-order": { enabled: true },
    // The preview draws several pages in one document, whose ids repeat from page to page; each
    // built page is checked with this rule by the publish check.
    "duplicate-id-aria": { enabled: false },
  },
  resultTypes: ["violations"],
  elementRef: true,
}

/** One rule broken on one drawn page, with the elements it was found on. */
export interface PageViolation {
  readonly page: Element
  readonly rule: string
  readonly help: string
  readonly elements: readonly Element[]
}

let loading: Promise<string> | undefined

/** axe's code as text (bundled so, plugins/decap-admin/gatsby-node.ts), to run in the frame's window. */
function axeSource(): Promise<string> {
  loading ??= import("axe-core/axe.min.js").then((module) => module.default)
  return loading
}

/** axe in the preview frame's window, put there once. */
async function axeIn(window: Window & typeof globalThis): Promise<Axe> {
  const held = (window as unknown as { axe?: Axe }).axe
  if (held) return held
  const source = await axeSource()
  if (typeof source !== "string") throw new Error("axe-core's code was not bundled as its text")
  // The editor's policy allows eval (docs/headers.md); the frame has no address to load a script from.
  window.eval(source)
  return (window as unknown as { axe: Axe }).axe
}

/**
 * The browser's next idle moment: whatever else waits goes first, the preview's own drawing among
 * it (React draws it in slices, which a check's turn between two would otherwise hold back).
 */
const nextIdle = (window: Window) =>
  new Promise((resolve) =>
    "requestIdleCallback" in window ? window.requestIdleCallback(resolve) : setTimeout(resolve),
  )

/**
 * The violations of each page drawn under `root`, or undefined if `wanted` turned false before the
 * check was done.
 */
export async function checkDrawnPages(root: Element, wanted: () => boolean): Promise<PageViolation[] | undefined> {
  const window = root.ownerDocument.defaultView
  if (!window) return undefined
  await nextIdle(window)
  if (!wanted()) return undefined
  const axe = await axeIn(window)
  const found: PageViolation[] = []
  for (const page of root.querySelectorAll(DRAWN_PAGE)) {
    await nextIdle(window)
    if (!wanted() || !page.isConnected) return undefined
    const notes = [...page.querySelectorAll(PREVIEW_NOTE)]
    const results: AxeResults = await axe.run({ include: [page], exclude: notes }, OPTIONS)
    for (const violation of results.violations) {
      found.push({
        page,
        rule: violation.id,
        help: violation.help,
        elements: violation.nodes.flatMap((node) => (node.element ? [node.element] : [])),
      })
    }
  }
  return found
}
