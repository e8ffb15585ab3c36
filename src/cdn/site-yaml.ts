/**
 * content/site.yaml as the build configuration reads it (the web manifest, the directory search's
 * form policy, the build's time zone), so names and addresses are written once, in the YAML. The
 * site's own address and the contact form's service are the owner's (publishing.yaml).
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
