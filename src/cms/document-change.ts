/**
 * Waiting for Decap's page to reach a state: it draws everything itself, with no event to say when,
 * so the page's changes are watched until `holds()` is true of it.
 */

/**
 * Resolves true once `holds()` is true, checked now and at each change below the body; with
 * `withinMs`, false once that long has passed without it.
 */
export function whenDocumentHolds(document: Document, holds: () => boolean, withinMs?: number): Promise<boolean> {
  return new Promise((resolve) => {
    if (holds()) return resolve(true)
    const settle = (answer: boolean) => {
      observer.disconnect()
      clearTimeout(timer)
      resolve(answer)
    }
    const observer = new MutationObserver(() => {
      if (holds()) settle(true)
    })
    observer.observe(document.body, { childList: true, subtree: true })
    const timer = withinMs === undefined ? undefined : setTimeout(() => settle(holds()), withinMs)
  })
}
