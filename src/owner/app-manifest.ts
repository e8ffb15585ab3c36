/**
 * The site's GitHub App, as the owner's setup asks GitHub to create it from a manifest ("Registering
 * a GitHub App from a manifest"): exactly the permissions the gateway mints its tokens with
 * (INSTALLATION_PERMISSIONS, their one source), no webhook, installable on its owner's account only.
 * The live check holds the installation to the same permissions.
 */
import { INSTALLATION_PERMISSIONS } from "../editor-gateway/github"

/** GitHub's own names of the permissions; metadata: read comes with every App. */
export type PermissionLevels = Readonly<Record<string, string>>

export interface AppManifest {
  readonly name: string
  readonly url: string
  readonly description: string
  readonly hook_attributes: { readonly url: string; readonly active: boolean }
  readonly redirect_url: string
  readonly public: boolean
  readonly default_permissions: PermissionLevels
  readonly default_events: readonly string[]
}

/** GitHub's limit on an App's name. */
const NAME_LENGTH = 34

/** The App's name GitHub is offered (the owner may change it on GitHub's page before creating it). */
export function appName(repository: string): string {
  const [, name] = repository.split("/")
  return `${name} editor`.slice(0, NAME_LENGTH)
}

export function appManifest(options: {
  readonly repository: string
  readonly siteUrl: string
  /** Where GitHub sends the owner back with the code to convert: the setup's page on this computer. */
  readonly redirectUrl: string
}): AppManifest {
  return {
    name: appName(options.repository),
    url: options.siteUrl,
    description: `Saves the content editors change on ${options.siteUrl}, and nothing else: the site's gateway lets through changes under content/ only.`,
    // The gateway calls GitHub; GitHub never calls it.
    hook_attributes: { url: options.siteUrl, active: false },
    redirect_url: options.redirectUrl,
    public: false,
    default_permissions: INSTALLATION_PERMISSIONS,
    default_events: [],
  }
}

/** A permission as the owner reads it: "contents: write". */
const described = ([name, level]: [string, string]) => `${name}: ${level}`

/**
 * How granted permissions differ from what the gateway needs, in the owner's words: each one too
 * many (or at a higher level), and each one missing (or at a lower level). Empty when they are exactly it.
 */
export function permissionDifferences(granted: PermissionLevels): { extra: string[]; missing: string[] } {
  const needed: PermissionLevels = INSTALLATION_PERMISSIONS
  return {
    extra: Object.entries(granted)
      .filter(([name, level]) => needed[name] !== level)
      .map(described),
    missing: Object.entries(needed)
      .filter(([name, level]) => granted[name] !== level)
      .map(described),
  }
}
