/**
 * The hosts the site can be published to, by the name publishing.yaml gives (its `host`): the one
 * place a host's name leads to what it does. A name not listed is a type error where it is written,
 * and the settings' check refuses it in the owner's words (src/settings/publishing.ts).
 */
import { cloudflarePages } from "./cloudflare-pages"
import type { Host } from "./host"
import { netlify } from "./netlify"

export const HOSTS = { "cloudflare-pages": cloudflarePages, netlify } as const satisfies Record<string, Host>

export type SiteHost = keyof typeof HOSTS

/** Every host's name, as the settings' schema offers them. */
export const SITE_HOSTS = Object.keys(HOSTS) as [SiteHost, ...SiteHost[]]

/** The host of that name; a name that is none of them fails here, naming the ones there are. */
export function hostOf(name: SiteHost): Host {
  if (!Object.hasOwn(HOSTS, name))
    throw new Error(`"${String(name)}" is not a host this site can be published to: ${SITE_HOSTS.join(", ")}`)
  return HOSTS[name]
}
