/**
 * Brings the editor's form to a field: scrolled into view, opened where folded (a list entry, a
 * group), focused, and briefly outlined. Decap's visual editing does the opening, scrolling and
 * focusing (each collection's editor.visualEditing, config/cms-config.ts): a click in the preview on
 * words carrying a field's path in its own encoding ({decap: path}, @vercel/stega) reaches its form's
 * focus(path), through each list and group on the way. The preview's own marks are read off the page
 * (preview/field-targets.ts), so a request is made as Decap expects it: a click, inside the preview,
 * on a moment's element holding that mark. A field of another file is reached by opening that
 * file's entry first; its preview then makes the request (takeFieldToFocus).
 */
import { vercelStegaEncode } from "@vercel/stega"
import { cmsEntryOf } from "./config/cms-config"
import { whenDocumentHolds } from "./document-change"
import { colors } from "../styles/theme"
import type { FieldSource } from "./preview/field-marks"

/** Marks the control just found, for the outline (fieldFocusStyles). */
const FOUND = "data-found-field"
const OUTLINED_FOR_MS = 2000
/** Decap's preview frame, there while an entry's editor is. */
const PREVIEW_FRAME = "#preview-pane"
/** How long a field of another file waits for its entry to open before the request is dropped. */
const WAITS_FOR_MS = 15_000

export const fieldFocusStyles = `
  [${FOUND}] { outline: 3px solid ${colors.focus}; outline-offset: 4px; border-radius: 4px; }
  @media (prefers-reduced-motion: no-preference) { [${FOUND}] { transition: outline-color 0.3s; } }
`

/** Outlines the control that takes the focus next, if one does soon: Decap opens folds first. */
function outlineWhatIsFocused(document: Document): void {
  const outline = (event: FocusEvent) => {
    if (!(event.target instanceof Element)) return
    // Decap labels each field's container in its class name (as fileStatusStyles read it).
    const control = event.target.closest('[class*="ControlContainer"]') ?? event.target
    control.setAttribute(FOUND, "")
    setTimeout(() => control.removeAttribute(FOUND), OUTLINED_FOR_MS)
  }
  document.addEventListener("focusin", outline, { once: true })
  setTimeout(() => document.removeEventListener("focusin", outline), OUTLINED_FOR_MS)
}

/** Focuses the field at `path` ("items.1.title") of the entry being edited, asked from inside its preview. */
export function focusFieldOfEntry(previewRoot: Element, path: string): void {
  outlineWhatIsFocused(document)
  const request = previewRoot.ownerDocument.createElement("span")
  request.hidden = true
  request.textContent = vercelStegaEncode({ decap: path })
  previewRoot.append(request)
  request.click()
  request.remove()
}

let waiting: { readonly field: FieldSource; readonly since: number } | undefined

/**
 * Opens the entry of the field's file, whose preview then focuses the field (takeFieldToFocus).
 * Through its collection's list, as an editor goes: Decap reads an entry when its editor is first
 * drawn, and an address changed from one entry straight to another would keep the first one's
 * editor, with an empty form. Nothing opens if the editor stays (an editor who chose to keep their
 * unsaved changes).
 */
export async function openFieldOfFile(field: FieldSource, document: Document = window.document): Promise<void> {
  const { collection, slug } = cmsEntryOf(field.file)
  const location = document.location
  const request = { field, since: Date.now() }
  waiting = request
  const list = `#/collections/${collection}`
  location.hash = list
  const left = await whenDocumentHolds(document, () => document.querySelector(PREVIEW_FRAME) === null, WAITS_FOR_MS)
  // Only this request's way on: not one a later click replaced, nor once the editor went elsewhere.
  if (waiting !== request) return
  if (left && location.hash === list) location.hash = `${list}/entries/${slug}`
  else waiting = undefined
}

/** The field of `file` its entry was just opened for, if any; left waiting. */
export function fieldWaitingIn(file: string): FieldSource | undefined {
  const request = waiting
  if (!request || request.field.file !== file || Date.now() - request.since > WAITS_FOR_MS) return undefined
  return request.field
}

/** The field of `file` its entry was just opened for, if any, no longer waiting. */
export function takeFieldToFocus(file: string): FieldSource | undefined {
  const field = fieldWaitingIn(file)
  if (field) waiting = undefined
  return field
}
