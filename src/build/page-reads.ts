/**
 * What each kind of page reads, known from its page query alone (src/page-kinds/<kind>/template.tsx):
 * each top-level field of the query, by the name the query gives it, is a content file, found by
 * its node type (homePageYaml is HomePageYaml, pages/home.yaml; allSlidesYaml is SlidesYaml's
 * entries, slides.yaml as a list), a query that reads buildDate changes with the build's day, and one
 * that reads ownerSettings reads the owner's settings (the site's address, the contact form's service).
 * Nothing restates it: the registry's pageData and filesOf, the editor's previews and the tests
 * take what this reads from the templates (the editor as CMS_PAGE_READS, defined when it is bundled).
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import { Kind, OperationTypeNode, parse, type DocumentNode, type FieldNode } from "graphql"
import { contentTypes } from "../content/content-files"
import { pascal } from "../content/fields/graphql"
import { BUILD_DATE_TYPE } from "../content/graphql-types"
import { OWNER_SETTINGS_TYPE } from "../content/owner-settings"
import { graphqlDocumentsIn } from "./graphql-tags"
import { pageKinds, type DataSource, type PageKind, type PageReads, type ReadsOfKinds } from "../content/page-registry"

/** A kind's template, in its folder (with its fields and its body), which gatsby-node.ts's createPages renders each of its pages with. */
export function templateOf(root: string, kind: PageKind): string {
  return path.join(root, "src", "page-kinds", kind, "template.tsx")
}

/** The page query of a template's source: the one graphql`` tag holding a named query. */
export function pageQueryIn(source: string, where: string): DocumentNode {
  const queries = graphqlDocumentsIn(source, where).filter((document) =>
    document.definitions.some(
      (definition) => definition.kind === Kind.OPERATION_DEFINITION && definition.operation === OperationTypeNode.QUERY,
    ),
  )
  if (queries.length !== 1) throw new Error(`${where} should have one page query, and has ${queries.length}`)
  return queries[0]
}

/** The node type a top-level query field reads: homePageYaml reads HomePageYaml, allSlidesYaml its list. */
function typeRead(field: string): { readonly typeName: string; readonly list: boolean } {
  const list = /^all[A-Z]/.test(field)
  const name = list ? field.slice("all".length) : field
  return { typeName: pascal(name), list }
}

/**
 * What a page query reads: each top-level field whose type is a content file's node, by its name
 * in the query (the page's own file, "page", is its page's and not listed), and whether it reads
 * the build's day and the owner's settings.
 */
export function readsOfQuery(query: string | DocumentNode): PageReads {
  const document = typeof query === "string" ? parse(query) : query
  const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION)
  if (!operation || operation.kind !== Kind.OPERATION_DEFINITION) throw new Error("Not a query")
  const fields = operation.selectionSet.selections.filter(
    (selection): selection is FieldNode => selection.kind === Kind.FIELD,
  )
  const draws: Record<string, DataSource> = {}
  let dated = false
  let ownerSettings = false
  for (const field of fields) {
    const name = field.alias?.value ?? field.name.value
    const { typeName, list } = typeRead(field.name.value)
    if (typeName === BUILD_DATE_TYPE) dated = true
    if (typeName === OWNER_SETTINGS_TYPE) ownerSettings = true
    const file = contentTypes.find((type) => type.typeName === typeName)
    if (name === "page" || !file) continue
    draws[name] = { file: file.file, list }
  }
  return { draws, dated, ownerSettings }
}

/** What every kind of page reads, from its template's query. */
export function pageReadsOf(root: string): ReadsOfKinds {
  return Object.fromEntries(
    pageKinds.map((kind) => {
      const template = templateOf(root, kind)
      const query = pageQueryIn(readFileSync(template, "utf8"), path.relative(root, template))
      return [kind, readsOfQuery(query)]
    }),
  ) as ReadsOfKinds
}
