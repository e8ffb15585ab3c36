/**
 * content/site.yaml as the build configuration reads it (the web manifest, the sitemap, robots.txt
 * and the headers file), so names, addresses and endpoints are written once, in the YAML.
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import { siteSchema } from "../content/schemas"
import type { SiteYaml } from "../content/site-yaml"

/** The validated site.yaml; throws when it is missing or invalid. */
export function readSiteYaml(contentDir: string): SiteYaml {
  return siteSchema.schema.parse(parse(readFileSync(path.join(contentDir, "site.yaml"), "utf8")))
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
