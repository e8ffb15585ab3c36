/**
 * When Decap refuses a save, it marks each invalid field with a message, but a field inside a
 * folded list entry or folded group stays hidden, and for anything but an empty required field
 * Decap shows no notice at all: the editor sees only "unsaved changes". After a save attempt,
 * this opens every fold that hides a message, one level at a time, and brings the first message
 * into view.
 *
 * It reads Decap's DOM: its error list is labelled "ControlErrorsList" in its class name, and a
 * fold's toggle is the first button in the bar just before the folded part (a list entry's top
 * bar, a group's heading bar). The editor test (e2e/editor.spec.ts) checks both on every run.
 */

const ERROR_MESSAGE = '[class*="ControlErrorsList"] li'

function isErrorMessage(node: Node): boolean {
  if (!(node instanceof Element)) return false
  return node.matches(ERROR_MESSAGE) || node.querySelector(ERROR_MESSAGE) !== null
}

/** The toggle of a fold: the first button in the nearest sibling before the folded element that has one. */
function toggleOf(folded: Element): HTMLElement | undefined {
  for (let sibling = folded.previousElementSibling; sibling; sibling = sibling.previousElementSibling) {
    const button = sibling.matches("button") ? sibling : sibling.querySelector("button")
    if (button instanceof HTMLElement) return button
  }
  return undefined
}

/** The outermost folded (display: none) element around a message, if any. */
function outermostFold(message: Element): Element | undefined {
  const view = message.ownerDocument.defaultView
  let outermost: Element | undefined
  for (let element = message.parentElement; element; element = element.parentElement) {
    if (view?.getComputedStyle(element).display === "none") outermost = element
  }
  return outermost
}

/**
 * One step: opens the outermost fold around each hidden message. Returns whether it opened any,
 * so the caller can step again once the editor has redrawn the opened parts.
 */
export function openFoldsAroundMessages(document: Document): boolean {
  const toggles = new Set<HTMLElement>()
  for (const message of document.querySelectorAll(ERROR_MESSAGE)) {
    const fold = outermostFold(message)
    const toggle = fold && toggleOf(fold)
    if (toggle) toggles.add(toggle)
  }
  for (const toggle of toggles) toggle.click()
  return toggles.size > 0
}

/** The first message an editor can see, brought to the middle of the form. */
function scrollToFirstMessage(document: Document): void {
  const first = [...document.querySelectorAll(ERROR_MESSAGE)].find((message) => outermostFold(message) === undefined)
  first?.scrollIntoView({ block: "center" })
}

/** A control that asks Decap to save: its toolbar's Publish menu ("Publish now", "Publish and create new"...). */
const SAVE_WORDS = /\b(publish|save)\b/i

/** How long after a save attempt new messages count as its answer. */
const ANSWER_WINDOW_MS = 3000

/**
 * After each save attempt, reveals the messages Decap shows for it. Only then: a fold the editor
 * closes by hand while a message is inside stays closed until the next attempt.
 * Returns a function that stops watching.
 */
export function revealInvalidFields(document: Document): () => void {
  const view = document.defaultView
  let answerUntil = 0
  let scheduled = false
  const reveal = (stepsLeft: number) => {
    const opened = openFoldsAroundMessages(document)
    if (opened && stepsLeft > 0) view?.requestAnimationFrame(() => reveal(stepsLeft - 1))
    else {
      scheduled = false
      scrollToFirstMessage(document)
    }
  }
  const schedule = () => {
    if (scheduled) return
    scheduled = true
    // After Decap has drawn this attempt's messages; nested folds need one step per level.
    view?.requestAnimationFrame(() => reveal(10))
  }
  const onClick = (event: Event) => {
    const control = event.target instanceof Element ? event.target.closest("button, [role=menuitem], a") : null
    if (!control || !SAVE_WORDS.test(control.textContent ?? "")) return
    answerUntil = Date.now() + ANSWER_WINDOW_MS
    // Messages from an earlier attempt are already drawn: no mutation will announce them.
    view?.setTimeout(schedule, 100)
  }
  const observer = new MutationObserver((records) => {
    if (Date.now() > answerUntil) return
    if (records.some((record) => [...record.addedNodes].some(isErrorMessage))) schedule()
  })
  document.addEventListener("click", onClick, true)
  observer.observe(document.body, { childList: true, subtree: true })
  return () => {
    document.removeEventListener("click", onClick, true)
    observer.disconnect()
  }
}
