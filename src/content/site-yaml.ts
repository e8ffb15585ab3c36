/**
 * content/site.yaml's type, inferred from its schema (schemas.ts): the one description of the
 * file that the build's configuration, the CDN's files and the tests all read it by.
 */
import type { z } from "zod"
import type { siteSchema } from "./schemas"

export type SiteYaml = z.infer<typeof siteSchema>
