/**
 * When the editor's first screen is drawn: Decap's login, its first screen with a button, which it
 * draws once its configuration is read (before that, a spinner). What the first screen does not
 * need is asked for then (cms.ts), so it never competes with the first screen for the processor.
 */

/** Decap's page: everything it draws is inside its root. */
const FIRST_SCREEN = "#nc-root button"

export function whenFirstScreenDrawn(document: Document): Promise<void> {
  return new Promise((resolve) => {
    const drawn = () => {
      if (!document.querySelector(FIRST_SCREEN)) return false
      observer.disconnect()
      // After the frame that shows it.
      requestAnimationFrame(() => setTimeout(resolve))
      return true
    }
    const observer = new MutationObserver(drawn)
    if (!drawn()) observer.observe(document.body, { childList: true, subtree: true })
  })
}
