/**
 * The drawn preview, made a way to the form: every element showing a marked sentence (field-marks.ts)
 * loses the mark and gains its field's source (FIELD_SOURCE), a place in the keyboard's order when it
 * has none, and answers a click, or Enter, by choosing that field. Marks inside attributes are
 * removed too (a picture's alt text makes the picture a target; an id or an address just loses it).
 * It watches the preview as React draws it again, so a sentence is never shown with its mark, and
 * reads the page the site's own components drew, with nothing of their code changed.
 */
import { isFieldSource, readMarks, type FieldSource } from "./field-marks"

/** The attribute a target's field source is kept in (JSON), which the preview's styles outline on hover. */
export const FIELD_SOURCE = "data-field-source"

/** Attributes whose words make their element a target: a picture's alt text. */
const TARGET_ATTRIBUTES = new Set(["alt"])

/** Elements the keyboard reaches by themselves: words inside one are found through it. */
const FOCUSABLE = "a[href], button, input, select, textarea, summary"

/** The id of the preview's line saying what choosing a sentence does, which each target is described by. */
export const FINDING_HINT_ID = "field-finding-hint"

/*
 * The preview's nodes belong to its frame's window, whose Text and Element are not this window's:
 * nodes and events are told apart by their type, never by instanceof.
 */
function isText(node: Node): node is Text {
  return node.nodeType === Node.TEXT_NODE
}

function isElement(node: EventTarget | null): node is Element {
  return node !== null && (node as Partial<Node>).nodeType === Node.ELEMENT_NODE
}

function makeTarget(element: Element, source: FieldSource): void {
  // A link's words (its hidden "opens in a new tab" among them) are the link's to find: one stop
  // for the keyboard, and no focusable element inside another.
  const focusable = element.closest(FOCUSABLE)
  const target = focusable ?? element
  target.setAttribute(FIELD_SOURCE, JSON.stringify(source))
  target.setAttribute("aria-describedby", FINDING_HINT_ID)
  if (!focusable) target.setAttribute("tabindex", "0")
}

function cleanText(node: Text): void {
  const { text, sources } = readMarks(node.data)
  if (text !== node.data) node.data = text
  // A sentence carries one mark, its own (the values it names are filled in unmarked); words a
  // component joins into one text ("Title | Board name") are found by the first.
  const source = sources[0]
  if (source && node.parentElement) makeTarget(node.parentElement, source)
}

function cleanAttribute(element: Element, name: string): void {
  const value = element.getAttribute(name)
  if (value === null) return
  const { text, sources } = readMarks(value)
  if (text !== value) element.setAttribute(name, text)
  const source = sources[0]
  if (source && TARGET_ATTRIBUTES.has(name)) makeTarget(element, source)
}

function cleanElement(element: Element): void {
  for (const attribute of [...element.attributes]) cleanAttribute(element, attribute.name)
}

function cleanSubtree(node: Node): void {
  if (isText(node)) {
    cleanText(node)
    return
  }
  if (!isElement(node)) return
  cleanElement(node)
  const walker = node.ownerDocument.createTreeWalker(node, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT)
  for (let current = walker.nextNode(); current; current = walker.nextNode()) {
    if (isText(current)) cleanText(current)
    else if (isElement(current)) cleanElement(current)
  }
}

/** The source a target keeps, if the element is one. */
export function sourceOf(target: Element | null): FieldSource | undefined {
  const source = target?.getAttribute(FIELD_SOURCE)
  if (!source) return undefined
  const read: unknown = JSON.parse(source)
  return isFieldSource(read) ? read : undefined
}

/**
 * Keeps the preview under `root` clean of marks and its sentences targets, calling `choose` with
 * the field of the one clicked or entered. Returns what stops it.
 */
export function showFieldTargets(root: Element, choose: (source: FieldSource, target: Element) => void): () => void {
  cleanSubtree(root)
  const Observer = root.ownerDocument.defaultView?.MutationObserver ?? MutationObserver
  const observer = new Observer((records) => {
    for (const record of records) {
      if (!record.target.isConnected) continue
      if (record.type === "characterData" && isText(record.target)) cleanText(record.target)
      else if (record.type === "attributes" && isElement(record.target) && record.attributeName)
        cleanAttribute(record.target, record.attributeName)
      else for (const added of record.addedNodes) if (added.isConnected) cleanSubtree(added)
    }
  })
  observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true })

  const chosen = (event: Event) => {
    const target = isElement(event.target) ? event.target.closest(`[${FIELD_SOURCE}]`) : null
    const source = sourceOf(target)
    if (!target || !source || !root.contains(target)) return
    // A link or button of the page is the field it shows, here: it neither goes nor acts.
    event.preventDefault()
    choose(source, target)
  }
  const entered = (event: Event) => {
    if ((event as Partial<KeyboardEvent>).key !== "Enter") return
    // Links and buttons turn Enter into a click by themselves.
    if (isElement(event.target) && event.target.matches("a[href], button")) return
    chosen(event)
  }
  root.addEventListener("click", chosen)
  root.addEventListener("keydown", entered)
  return () => {
    observer.disconnect()
    root.removeEventListener("click", chosen)
    root.removeEventListener("keydown", entered)
  }
}
