/**
 * When the editor's first screen is drawn: Decap's login, its first screen with a button, which it
 * draws once its configuration is read (before that, a spinner). What the first screen does not
 * need is asked for then (cms.ts), so it never competes with the first screen for the processor.
 */

import { whenDocumentHolds } from "./document-change"

/** Decap's page: everything it draws is inside its root. */
const FIRST_SCREEN = "#nc-root button"

export async function whenFirstScreenDrawn(document: Document): Promise<void> {
  await whenDocumentHolds(document, () => document.querySelector(FIRST_SCREEN) !== null)
  // After the frame that shows it.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
}
