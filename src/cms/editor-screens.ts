/**
 * Decap's own screens, made usable by everyone (WCAG 2.2 AA, as ATAG 2.0 Part A asks of an editor):
 * what Decap draws with too little contrast, without a visible focus, or without a name. Decap's
 * styles are Emotion rules computed from its palette when its modules load, with no theme to pass,
 * so its texts are found by the component names Emotion keeps in their class names (as
 * field-focus.ts and FileStatusControl find theirs). What a style cannot give, a name or a text
 * alternative, is given to each such element as Decap draws it. docs/editor-accessibility.md says
 * what each rule fixes and the change offered to Decap for it.
 */
import { colors, focusRing } from "../styles/theme"

/** Decap's grey (#798291, 3.4:1 on its own background) on texts that carry meaning, by component name. */
const GREY_TEXTS = [
  '[class*="AppHeaderButton"]',
  '[class*="AppHeaderSiteLink"]',
  '[class*="SidebarNavLink"]',
  '[class*="CollectionTopDescription"]',
  '[class*="WorkflowTopDescription"]',
  '[class*="ColumnCount"]',
  '[class*="grayText"]',
  '[class*="CardText"]',
  '[class*="GoBackButton"] p',
  '[class*="CardDateContainer"]',
]

/** Every element a keyboard can reach: each gets the site's focus ring, where Decap took the browser's off. */
const KEYBOARD_STOPS = "a, button, input, select, textarea, summary, [tabindex], [role='button'], [contenteditable]"

/** A card of the media library (a dialog), by the name Emotion keeps in its class ("css-1ab2c3-Card e1f2g3"). */
const MEDIA_CARD = '[role="dialog"] :is([class*="-Card "], [class$="-Card"])'
/** Decap's `colors.active`, the border of the chosen card. */
const CHOSEN_BORDER = "rgb(58, 105, 199)"

/** Marks the preview's frame while the focus is inside it: a frame matches no :focus-within from its content. */
const FOCUS_INSIDE = "data-focus-inside"

const watchedFrames = new WeakSet<HTMLIFrameElement>()
const watchedWindows = new WeakSet<Window>()

/**
 * The preview's frame is a keyboard stop of its own when its page scrolls (the browser's focusable
 * scroller), and the focus inside another document shows on no element of this one: the frame is
 * outlined while the focus is in it.
 */
function outlineFrameWithFocus(frame: HTMLIFrameElement): void {
  if (watchedFrames.has(frame)) return
  watchedFrames.add(frame)
  const watch = () => {
    const inside = frame.contentWindow
    if (!inside || watchedWindows.has(inside)) return
    watchedWindows.add(inside)
    inside.addEventListener("focus", () => frame.setAttribute(FOCUS_INSIDE, ""))
    inside.addEventListener("blur", () => frame.removeAttribute(FOCUS_INSIDE))
  }
  frame.addEventListener("load", watch)
  watch()
}

/** Ahead of Decap's own rules, whose class selectors Emotion adds to the page after these. */
const OVER_DECAP = ":root"

/** The theme's focus ring as CSS text: its outline and offset (where its band of white is not wanted too). */
const RING = `outline: ${focusRing.outline}; outline-offset: ${focusRing.outlineOffset};`

const editorScreenStyles = `
  ${OVER_DECAP} :is(${GREY_TEXTS.join(", ")}) { color: ${colors.inkMuted}; }
  ${OVER_DECAP} [class*="AppHeaderButton"][class*="buttonActive"] { color: ${colors.navy}; }
  :is(${KEYBOARD_STOPS}):focus-visible { ${RING} box-shadow: ${focusRing.boxShadow}; }
  .nc-fileUploadButton:focus-within, [${FOCUS_INSIDE}], ${OVER_DECAP} ${MEDIA_CARD}:focus-visible { ${RING} }
  ${OVER_DECAP} [class*="WorkflowTop"] [class*="StyledDropdownButton"] { background-color: ${colors.inkMuted}; }
  ${OVER_DECAP} [class*="PublishButton"] { background-color: ${colors.teal}; color: ${colors.white}; }
  ${OVER_DECAP} :is([class*="StatusButton"], [class*="publishedButton"]) { background-color: ${colors.surfaceTint}; color: ${colors.teal}; }
  ${OVER_DECAP} [class*="DeleteButton"] { color: ${colors.error}; }
  :root {
    --toastify-color-success: ${colors.teal};
    --toastify-color-info: ${colors.navy};
    --toastify-color-warning: ${colors.navy};
    --toastify-color-error: ${colors.error};
  }
`

/** The name each of Decap's unnamed controls is given, found by what it is. */
const NAMES: readonly { readonly selector: string; readonly attribute: string; readonly value: string }[] = [
  // The preview pane's frame (decap-cms-core's EditorPreviewPane).
  { selector: "#preview-pane", attribute: "title", value: "Preview of the pages this entry is on" },
  // A list entry's top bar (decap-cms-ui-default's ListItemTopBar): fold, drag, remove, by their icons.
  {
    selector: '[class*="ListItemTopBar"] > button:first-child',
    attribute: "aria-label",
    value: "Open or fold entry",
  },
  {
    selector: '[class*="ListItemTopBar"] [aria-roledescription="sortable"]',
    attribute: "aria-label",
    value: "Move entry",
  },
  { selector: '[class*="ListItemTopBar"] > button:last-child', attribute: "aria-label", value: "Remove entry" },
  // A media library card's picture: the card's text below it says which file it is.
  { selector: '[class*="CardImage"]', attribute: "alt", value: "" },
]

/**
 * Decap's notices (react-toastify's toasts: "Entry saved", "Entry published", a refused save) are
 * each drawn with role="alert", in a container drawn empty with the editor. A notice that is news, not
 * a problem, is said politely instead, through that container made a status region before any
 * notice arrives (a live region drawn with its text in it is not read out); a problem stays an alert.
 */
const NOTICES = ".Toastify"
/** The region's name, which tells it from Decap's other live region (a list's drag and drop). */
export const NOTICES_NAME = "Notices"
const NEWS = ".Toastify__toast:not(.Toastify__toast--error) [role='alert']"

function announceNoticesPolitely(root: ParentNode): void {
  for (const container of root.querySelectorAll(NOTICES)) {
    if (container.getAttribute("role") !== "status") container.setAttribute("role", "status")
    if (container.getAttribute("aria-label") !== NOTICES_NAME) container.setAttribute("aria-label", NOTICES_NAME)
  }
  for (const notice of root.querySelectorAll(NEWS)) notice.removeAttribute("role")
}

/** A keyboard stop that takes the focus now: enabled, drawn, in the Tab order. */
function takesFocus(element: HTMLElement): boolean {
  return !element.matches(":disabled") && element.tabIndex >= 0 && element.getClientRects().length > 0
}

/** The first stop after `element` in the page's order, outside it. */
function stopAfter(element: Element): HTMLElement | undefined {
  return [...element.ownerDocument.querySelectorAll<HTMLElement>(KEYBOARD_STOPS)].find(
    (stop) =>
      !element.contains(stop) &&
      element.compareDocumentPosition(stop) & Node.DOCUMENT_POSITION_FOLLOWING &&
      takesFocus(stop),
  )
}

/** A control that had the keyboard's focus, with what is needed to find its place once it is gone. */
interface FocusedControl {
  readonly control: Element
  readonly around: readonly Element[]
  readonly words: string
}

const DIALOG = "[role='dialog']"

function focusedControl(control: Element): FocusedControl {
  const around: Element[] = []
  for (let parent = control.parentElement; parent; parent = parent.parentElement) around.push(parent)
  return { control, around, words: control.textContent?.trim() ?? "" }
}

/** Where the focus goes when `lost` no longer takes it: itself, or the same words drawn anew, or the first stop where it was. */
function placeOf({ control, around, words }: FocusedControl): HTMLElement | undefined {
  const document = control.ownerDocument
  if (control instanceof HTMLElement && control.isConnected && takesFocus(control)) return control
  if (control.isConnected) return stopAfter(control)
  const drawnAnew = [...document.querySelectorAll<HTMLElement>(control.tagName)].find(
    (candidate) => words !== "" && candidate.textContent?.trim() === words && takesFocus(candidate),
  )
  const place = around.find((parent) => parent.isConnected)
  const firstIn = (parent: Element) =>
    [...parent.querySelectorAll<HTMLElement>(KEYBOARD_STOPS)].find(takesFocus) ?? stopAfter(parent)
  return drawnAnew ?? (place ? firstIn(place) : undefined)
}

/**
 * Decap disables the control an editor just used (Save, once saved) or draws it anew (the toolbar,
 * once published; the picture's button, once a picture is chosen in the media library), and the
 * browser then leaves the keyboard's focus on the page's body, where a screen reader says nothing
 * useful and Tab starts again at the top. The focus goes instead to that control drawn anew (the same
 * words), else to the first stop where it was; after a dialog, to where the dialog was opened from.
 * Only after a keyboard's focus (:focus-visible): a click elsewhere is the editor's own choice.
 */
function keepKeyboardFocus(document: Document): () => void {
  let last: FocusedControl | undefined
  let beforeDialog: FocusedControl | undefined
  document.addEventListener("focusin", (event) => {
    const control = event.target
    if (!(control instanceof HTMLElement) || !control.matches(":focus-visible")) {
      last = undefined
      return
    }
    if (control.closest(DIALOG) && last && !last.control.closest(DIALOG)) beforeDialog = last
    last = focusedControl(control)
  })
  return () => {
    if (!last || document.activeElement !== document.body) return
    const inDialog = !last.control.isConnected && last.around.some((parent) => parent.matches(DIALOG))
    placeOf(inDialog && beforeDialog ? beforeDialog : last)?.focus()
  }
}

/**
 * Decap's menus (react-aria-menubutton's) wrap their items in an element of no role, so a screen
 * reader finds items outside their menu: each such wrapper is made a part of the menu's structure only.
 */
function joinMenuItemsToMenus(root: ParentNode): void {
  for (const item of root.querySelectorAll("[role='menu'] [role='menuitem']")) {
    for (
      let parent = item.parentElement;
      parent && parent.getAttribute("role") !== "menu";
      parent = parent.parentElement
    ) {
      if (!parent.hasAttribute("role")) parent.setAttribute("role", "none")
    }
  }
}

/** Decap's preview switch (EditorInterface's EditorToggle), which shows whether the preview is on by its colour alone. */
const PREVIEW_SWITCH = '[class*="EditorToggle"][title="Toggle preview"]'

/** The preview switch says whether it is on, as a toggle button does: pressed while the preview is shown. */
function tellPreviewSwitchState(document: Document): void {
  const shown = String(document.querySelector("#preview-pane") !== null)
  for (const toggle of document.querySelectorAll(PREVIEW_SWITCH)) {
    if (toggle.getAttribute("aria-pressed") !== shown) toggle.setAttribute("aria-pressed", shown)
  }
}

/**
 * A field Decap refused says why in a list above it (its ControlErrorsList, beside its label), which
 * its input does not point to: on the input, a screen reader hears nothing wrong. While the list is
 * shown, the input is marked invalid and described by it (the label's `for` names the input).
 */
const FIELD_ERRORS = '[class*="ControlErrorsList"]'
const ERRORS_ID = "-errors"

function tieErrorsToTheirFields(document: Document): void {
  for (const list of document.querySelectorAll(FIELD_ERRORS)) {
    const inputId = list.parentElement?.querySelector("label[for]")?.getAttribute("for")
    const input = inputId ? document.getElementById(inputId) : null
    if (!input) continue
    const id = `${input.id}${ERRORS_ID}`
    if (list.id !== id) list.id = id
    if (input.getAttribute("aria-invalid") !== "true") input.setAttribute("aria-invalid", "true")
    const described = (input.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean)
    if (!described.includes(id)) input.setAttribute("aria-describedby", [...described, id].join(" "))
  }
  // Once a message is gone (the field put right), its input is no longer marked.
  for (const input of document.querySelectorAll(`[aria-invalid="true"][aria-describedby*="${ERRORS_ID}"]`)) {
    const described = (input.getAttribute("aria-describedby") ?? "").split(/\s+/)
    const gone = described.filter((id) => id.endsWith(ERRORS_ID) && !document.getElementById(id))
    if (gone.length === 0) continue
    const kept = described.filter((id) => !gone.includes(id))
    input.removeAttribute("aria-invalid")
    if (kept.length > 0) input.setAttribute("aria-describedby", kept.join(" "))
    else input.removeAttribute("aria-describedby")
  }
}

/** Names each unnamed control of Decap's in `root` (a document, or what was just drawn). */
function nameDecapControls(root: ParentNode): void {
  joinMenuItemsToMenus(root)
  for (const frame of root.querySelectorAll<HTMLIFrameElement>("#preview-pane")) outlineFrameWithFocus(frame)
  for (const { selector, attribute, value } of NAMES) {
    for (const element of root.querySelectorAll(selector)) {
      if (element.getAttribute(attribute) !== value) element.setAttribute(attribute, value)
    }
  }
}

/**
 * A media library card (decap-cms-core's MediaLibraryCard) is a picture chosen by a click only: it
 * is out of the Tab order (tabIndex -1) and says it is chosen by its border's colour alone. Each card
 * is made a toggle button, in the Tab order, whose pressed state is that border (Decap's active blue),
 * and Enter or Space presses it as a click does: an existing picture is chosen with the keyboard.
 */
function makeMediaCardsToggleButtons(root: ParentNode): void {
  for (const card of root.querySelectorAll<HTMLElement>(MEDIA_CARD)) {
    if (card.getAttribute("role") !== "button") {
      card.setAttribute("role", "button")
      card.tabIndex = 0
    }
    const chosen = String(getComputedStyle(card).borderTopColor === CHOSEN_BORDER)
    if (card.getAttribute("aria-pressed") !== chosen) card.setAttribute("aria-pressed", chosen)
  }
}

function pressMediaCardsWithKeys(document: Document): void {
  document.addEventListener("keydown", (event) => {
    const card =
      event.target instanceof Element ? event.target.closest<HTMLElement>(`${MEDIA_CARD}[role="button"]`) : null
    if (!card || (event.key !== "Enter" && event.key !== " ")) return
    event.preventDefault()
    card.click()
  })
}

/** Adds the styles to the editor page, and names Decap's controls whenever it draws. */
export function makeEditorScreensAccessible(document: Document): void {
  document.head.append(Object.assign(document.createElement("style"), { textContent: editorScreenStyles }))
  const keepFocus = keepKeyboardFocus(document)
  pressMediaCardsWithKeys(document)
  let focusCheck = false
  const fix = () => {
    nameDecapControls(document)
    announceNoticesPolitely(document)
    makeMediaCardsToggleButtons(document)
    tellPreviewSwitchState(document)
    tieErrorsToTheirFields(document)
    // After the frame that draws the change: the browser moves a disabled control's focus then.
    if (focusCheck) return
    focusCheck = true
    requestAnimationFrame(() =>
      setTimeout(() => {
        focusCheck = false
        keepFocus()
      }),
    )
  }
  new MutationObserver(fix).observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    // A control disabled (its focus lost), a media card chosen (its class changes with its border).
    attributeFilter: ["disabled", "class"],
  })
  fix()
}
