/**
 * What the gateway says when it will not do something, in the words of an editor who is not a
 * developer: Decap shows an answer's `message` as it is (in a notice, or on its sign-in screen
 * after "Git Gateway Error:"). Every refusal is a Refusal thrown where the reason is found and
 * answered once, by the handler (gateway.ts), as JSON with its status; nothing is written first.
 */

export class Refusal extends Error {
  constructor(
    /** The HTTP status: 401 for a sign-in to do again, 403 for what the editor may not do, 5xx for the gateway's or GitHub's trouble. */
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = "Refusal"
  }
}

// ---- Who is asking ------------------------------------------------------------------------------

export const NOT_SIGNED_IN = "You are not signed in to the editor. Open the editor on this site and sign in."

export const SIGN_IN_EXPIRED =
  "Your sign-in has expired. Sign in again: what you typed is kept in this browser, and the editor offers it back when you open the entry again."

export const SIGN_IN_NOT_FOR_THIS_SITE =
  "This sign-in was not made for this site's editor. Sign out, then sign in again from the editor on this site."

export const SIGN_IN_SERVICE_UNREACHABLE =
  "The sign-in service could not be reached to check who you are. Nothing was changed. Try again in a minute."

export const NO_ADDRESS =
  "Your sign-in did not give your email address, so the editor cannot tell whether you are one of its editors. Ask whoever looks after this website to check the sign-in's settings."

export const ADDRESS_NOT_VERIFIED =
  "Your sign-in says your email address has not been verified yet. Verify it with your organisation's account, then sign in again."

/** Said to a person the owner's list does not name. */
export function notAnEditor(address: string, contact: string | undefined): string {
  return `${address} is not among this site's editors; ask ${contact ?? "whoever looks after this website"} to add you.`
}

export const OTHER_ORIGIN = "The editor's gateway answers the editor on this site only."

/** Said at any address of the site but its live one (an earlier deployment's, a preview's). */
export function notTheLiveSite(siteAddress: string): string {
  return `The editor works on the live site only: open ${siteAddress}/admin/ and sign in there.`
}

// ---- What they asked for ------------------------------------------------------------------------

export const PUBLISHERS_ONLY =
  "You can save drafts; publishing them is for this site's publishers. Set your draft to Ready, and a publisher will publish it."

export const NO_DRAFTS_HERE =
  "This site publishes every change as soon as it is saved, and saving straight to the live site is for its publishers. Ask a publisher to make this change."

export const LIVE_BRANCH_FORWARD_ONLY =
  "The live site was changed by someone else after you started. Reload the editor, make your change again and save it. Nothing was saved."

export const LIVE_BRANCH_KEPT = "The live site's branch cannot be deleted or moved by the editor, only saved to."

export const DRAFTS_ONLY =
  "The editor saves to the live site's branch and to its own drafts only, and this is neither. Nothing was saved."

export const NOT_A_DRAFT = "This is not one of the editor's drafts, so the editor cannot change it."

export const HISTORY_TOO_LONG =
  "This change carries more earlier saves than the gateway can check at once (250). Nothing was saved. Ask whoever looks after this website."

export const DRAFT_CHANGED =
  "This draft was changed after you opened it. Reload the editor, check the draft and publish it again."

/** Said of a change that reaches beyond content/ (a file elsewhere, or anything that is not a plain file). */
export function notContent(path: string, reason: string): string {
  return `This change ${reason} (${path}): the editor can change only the files under content/. Nothing was saved.`
}

/** Said of content/, or a folder in it, that a change would turn into `what` (a file, a link, another repository). */
export function folderNotKept(path: string, what: string): string {
  return `This change turns the folder ${path}/ into ${what}: the editor can add, change and remove the files in a folder, but the folder stays a folder. Nothing was saved.`
}

export const CONTENT_FOLDER_REMOVED =
  "This change removes the whole content/ folder, every file the site is built from. Nothing was saved."

/** Said of a request the editor never makes: the gateway lets through only what it needs. */
export function notNeeded(method: string, path: string): string {
  return `The editor does not need to ${method} ${path}, so the gateway does not allow it.`
}

export const BAD_REQUEST = "The editor sent a request the gateway could not read. Reload the editor and try again."

// ---- Scheduling a draft -------------------------------------------------------------------------

export const SCHEDULING_FOR_PUBLISHERS =
  "You can see when a draft is scheduled; scheduling it, or changing or cancelling its time, is for this site's publishers."

export const NO_DRAFTS_TO_SCHEDULE =
  "This site publishes every change as soon as it is saved, so there are no drafts to schedule."

export const DRAFT_NOT_OPEN = "This draft has already been published or closed, so it cannot be scheduled."

export const NOT_SCHEDULED = "This draft is not scheduled, so there is nothing to unschedule."

export const SAVED_AFTER_SCHEDULING =
  "The draft was saved after it was scheduled, so it is no longer scheduled: what is published must be exactly what was scheduled. A publisher can schedule it again."

/** Said of a time zone's name that is none. */
export function notATimeZone(name: string): string {
  return `"${name}" is not a time zone's name: the time is read on the site's clock, named like Europe/London.`
}

/** Said of a time already gone. */
export function timeHasPassed(when: string): string {
  return `${when} has already passed. Choose a time still to come, or publish the draft now.`
}

/** Said by the scheduled job when the live site changed, since the draft was scheduled, a file the draft changes. */
export function changedSinceScheduled(path: string): string {
  return `The live site's ${path} was changed after this draft was scheduled, and the draft changes it too: publishing it would undo that change, so nothing was published. Check the draft against the live site, then schedule it again.`
}

/** Said by the scheduled job when who scheduled a draft is no longer one of its publishers. */
export function noLongerAPublisher(address: string): string {
  return `${address} scheduled this draft but is no longer among this site's publishers, so nothing was published.`
}

// ---- The gateway's own trouble ------------------------------------------------------------------

export const GITHUB_UNREACHABLE =
  "GitHub, where the site's files are kept, could not be reached or answered with an error. Nothing was changed. Try again in a minute."

/** What the site's owner must set before the gateway can work. */
export function notSetUp(missing: readonly string[]): string {
  return `The editor's gateway is not set up yet: ${missing.join(" and ")} ${missing.length === 1 ? "is" : "are"} missing. Whoever looks after this website sets ${missing.length === 1 ? "it" : "them"} in the host's settings (docs/deploying/editor-sign-in.md), then deploys again.`
}

export const SIGN_IN_WITH_GITHUB =
  "This site's editors sign in with GitHub (publishing.yaml has no signIn), so its gateway is off."
