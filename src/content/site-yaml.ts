/**
 * content/site.yaml's type, inferred from its schema (schemas.ts): the one description of the
 * file that the build's configuration, the CDN's files and the tests all read it by.
 */
import type { ValueOf } from "./fields"
import type { siteSchema } from "./schemas"

export type SiteYaml = ValueOf<typeof siteSchema>
