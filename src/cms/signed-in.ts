/**
 * Who is signed in, said beside the editor's account menu: Decap's header shows only an avatar,
 * and on a shared computer an editor should see at a glance whose name their saves will carry
 * (through the gateway, every commit's author is the signed-in person). Decap keeps the signed-in
 * user in localStorage under its own key; its header is watched for, since Decap draws it only once
 * someone is signed in and draws it anew as the editor moves between screens. The sign-out is
 * Decap's own, in that menu ("Log Out").
 */
import { colors, fontSizes, space } from "../styles/theme"

/** Where Decap keeps the signed-in user (decap-cms-core's backend storageKey). */
export const USER_KEY = "decap-cms-user"
/** The account menu's button (a span with the button role), by the label Decap's English phrases give it. */
const ACCOUNT_BUTTON = '[aria-label="Account options dropdown"]'
const MARK = "data-signed-in-as"

export const signedInStyles = `
  [${MARK}] { margin: 0 ${space.xs}; font-size: ${fontSizes.sm}; color: ${colors.inkMuted}; white-space: nowrap; }
`

/** "Ana Editor (ana@board.example)", or what the stored user has of it; null when it names no one. */
export function signedInAs(stored: string | null): string | null {
  let user: unknown
  try {
    user = JSON.parse(stored ?? "null")
  } catch {
    return null
  }
  if (user === null || typeof user !== "object") return null
  const field = (name: string) => {
    const value = (user as Record<string, unknown>)[name]
    return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined
  }
  const address = field("email") ?? field("login")
  const name = field("name")
  if (!address) return name ?? null
  return name && name !== address ? `${name} (${address})` : address
}

/** Keeps the line "Signed in as …" beside the account menu whenever Decap draws it. */
export function showWhoIsSignedIn(document: Document, storage: Storage): void {
  const place = () => {
    const button = document.querySelector(ACCOUNT_BUTTON)
    const menu = button?.parentElement
    if (!menu?.parentElement || menu.parentElement.querySelector(`[${MARK}]`)) return
    const who = signedInAs(storage.getItem(USER_KEY))
    if (!who) return
    const line = document.createElement("span")
    line.setAttribute(MARK, "")
    line.textContent = `Signed in as ${who}`
    menu.parentElement.insertBefore(line, menu)
  }
  new MutationObserver(place).observe(document.body, { childList: true, subtree: true })
  place()
}
