/**
 * One editor's call, and what answering it may use: who they are (as the sign-in vouched and the
 * owner's list admits them), GitHub as the App, the owner's settings, and the host's log.
 */
import type { Editor } from "./editors"
import type { GitHubAccess } from "./github"
import type { GatewaySettings } from "./settings"

/** A write the gateway let through, for the host's log. */
export interface WriteRecord {
  readonly who: string
  readonly role: Editor["role"]
  readonly what: string
  readonly paths?: readonly string[]
  readonly commit?: string
}

export interface CallContext {
  readonly editor: Editor
  readonly github: GitHubAccess
  readonly settings: GatewaySettings
  readonly log: (record: WriteRecord) => void
}
