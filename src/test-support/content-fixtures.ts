/**
 * The real content/ files, loaded and with placeholders resolved as the GraphQL layer
 * would, so component tests render what visitors see.
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import { collectPlaceholderValues, resolvePlaceholders } from "../content/placeholders"

export const contentDir = path.join(__dirname, "..", "..", "content")

function readYaml(file: string): unknown {
  return parse(readFileSync(path.join(contentDir, file), "utf8"))
}

function resolveDeep(value: unknown, values: ReadonlyMap<string, string>): unknown {
  if (typeof value === "string") return resolvePlaceholders(value, values)
  if (Array.isArray(value)) return value.map((item) => resolveDeep(item, values))
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveDeep(item, values)]))
  }
  return value
}

/** A content file as a page receives it from GraphQL. The type parameter names the query shape the test needs. */
export function loadContent<T>(file: string): T {
  const values = collectPlaceholderValues(readYaml("site.yaml"), readYaml("constants.yaml"))
  return resolveDeep(readYaml(file), values) as T
}

/** What useSite()'s static query returns. */
export function siteLayoutData(): Queries.SiteLayoutQuery {
  return {
    siteYaml: loadContent<NonNullable<Queries.SiteLayoutQuery["siteYaml"]>>("site.yaml"),
    allNavigationYaml: { nodes: loadContent<Queries.SiteLayoutQuery["allNavigationYaml"]["nodes"]>("navigation.yaml") },
  }
}
