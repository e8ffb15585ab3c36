/**
 * content/site.yaml as the build configuration reads it (the web manifest, the sitemap, robots.txt
 * and the headers file), so names, addresses and endpoints are written once, in the YAML.
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import { siteSchema } from "../content/schemas"
import type { SiteHost } from "../content/editor-settings"
import type { SiteYaml } from "../content/site-yaml"

/** The validated site.yaml; throws when it is missing or invalid. */
export function readSiteYaml(contentDir: string): SiteYaml {
  return siteSchema.parse(parse(readFileSync(path.join(contentDir, "site.yaml"), "utf8")))
}

/**
 * The validated site.yaml, or null when it has a problem: gatsby-config.ts then leaves out the
 * plugins that need it, and the content check (gatsby-node.ts) stops the build with the editor's
 * messages instead of a configuration error.
 */
export function readSiteYamlIfValid(contentDir: string): SiteYaml | null {
  try {
    return readSiteYaml(contentDir)
  } catch {
    return null
  }
}

/**
 * The host the site is deployed to (site.yaml's editor.host), whose reading of _headers the local
 * server and the publish check follow; Cloudflare Pages when none is named, the project's default.
 */
export function hostOf(site: SiteYaml): SiteHost {
  return site.editor.host ?? "cloudflare-pages"
}
