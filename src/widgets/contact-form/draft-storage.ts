/**
 * Where the contact form keeps a draft: this tab's sessionStorage. It survives a reload and the
 * browser restoring a crashed or closed-and-reopened tab, while a new tab, or the next person at a
 * shared computer (a clinic's front desk), starts with an empty form. Never localStorage, which
 * would keep a visitor's message about their health for whoever opens the page next.
 */

/** The draft's key in sessionStorage (and in localStorage, where earlier versions of the form kept it). */
export const DRAFT_KEY = "contact-form-draft"

export type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">

/** The tab's sessionStorage, or null where it is off or refused: the form then works without a draft. */
export function tabStorage(window: Window): DraftStorage | null {
  try {
    const storage = window.sessionStorage
    storage.getItem(DRAFT_KEY)
    return storage
  } catch {
    return null
  }
}

/** Deletes the draft from one storage area, where the browser lets the page reach it. */
function removeDraftFrom(window: Window, area: "sessionStorage" | "localStorage"): void {
  try {
    window[area].removeItem(DRAFT_KEY)
  } catch {
    // Storage off or refused: there is nothing kept to forget.
  }
}

/**
 * Deletes the draft from this tab, and any draft an earlier version of the form left in
 * localStorage, which would otherwise stay on the computer with no end.
 */
export function forgetDraft(window: Window): void {
  removeDraftFrom(window, "sessionStorage")
  forgetDraftLeftOnTheComputer(window)
}

/** Deletes only what an earlier version of the form left in localStorage: the tab's draft stays. */
export function forgetDraftLeftOnTheComputer(window: Window): void {
  removeDraftFrom(window, "localStorage")
}
