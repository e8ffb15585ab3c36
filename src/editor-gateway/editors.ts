/**
 * Who may edit, as the owner lists them (publishing.yaml's signIn.editors): a person by address, or
 * everyone at a domain, each with a role. Addresses are compared without regard to case (as mail
 * systems treat them); a person's own line wins over their domain's, so a publisher can be named in
 * a domain of editors. A domain admits its own addresses only, not its subdomains'.
 */
import type { EditorRole } from "../settings/publishing"
import type { EditorEntry } from "./settings"

/** Who is asking, as the sign-in vouched for them. */
export interface Identity {
  /** Their address, lower-cased. */
  readonly email: string
  /** Their name, or their address when the sign-in gave none. */
  readonly name: string
}

/** A person the list admits, with what they may do. */
export interface Editor extends Identity {
  readonly role: EditorRole
}

/** The person's role, or undefined when the list does not name them. */
export function roleOf(email: string, editors: readonly EditorEntry[]): EditorRole | undefined {
  const address = email.toLowerCase()
  const domain = address.slice(address.lastIndexOf("@") + 1)
  const own = editors.find((entry) => entry.address?.toLowerCase() === address)
  if (own) return own.role
  return editors.find((entry) => entry.domain?.toLowerCase() === domain)?.role
}
