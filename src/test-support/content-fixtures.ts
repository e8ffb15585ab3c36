/**
 * The real content/ files, loaded and with placeholders resolved as the GraphQL layer
 * would, so component tests render what visitors see.
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import { createElement, type ReactElement } from "react"
import { parse } from "yaml"
import { NewTabHintContext } from "../components/ui/new-tab-hint"
import { collectPlaceholderValues, resolvePlaceholders, resolveTexts } from "../content/placeholders"

export const contentDir = path.join(__dirname, "..", "..", "content")

function readYaml(file: string): unknown {
  return parse(readFileSync(path.join(contentDir, file), "utf8"))
}

/** A content file as a page receives it from GraphQL. The type parameter names the query shape the test needs. */
export function loadContent<T>(file: string): T {
  const values = collectPlaceholderValues(readYaml("site.yaml"), readYaml("constants.yaml"))
  return resolveTexts(readYaml(file), (text) => resolvePlaceholders(text, values)) as T
}

/** What useSite()'s static query returns. */
export function siteLayoutData(): Queries.SiteLayoutQuery {
  return {
    siteYaml: loadContent<NonNullable<Queries.SiteLayoutQuery["siteYaml"]>>("site.yaml"),
    allNavigationYaml: { nodes: loadContent<Queries.SiteLayoutQuery["allNavigationYaml"]["nodes"]>("navigation.yaml") },
  }
}

/** An element as the page frame provides for it: links to other sites read site.yaml's new-tab hint. */
export function inPageContext(element: ReactElement): ReactElement {
  const site = siteLayoutData().siteYaml
  if (!site) throw new Error("content/site.yaml is missing")
  return createElement(NewTabHintContext.Provider, { value: site.header.newTabHint }, element)
}
