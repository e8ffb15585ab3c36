/**
 * Whether src/gatsby-types.d.ts, which `gatsby build` writes from the schema and the queries
 * (graphqlTypegen), has a type for every named query and fragment in the code. Gatsby writes the
 * file whatever it found: a build that saw no queries (see queryTypeProblems) leaves the schema
 * types alone, and `tsc` then fails on every page with "Namespace 'Queries' has no exported
 * member", which says nothing of the cause. This check runs before tsc and names it.
 */
import { readFileSync, readdirSync } from "node:fs"
import path from "node:path"
import { Kind, OperationTypeNode } from "graphql"
import { graphqlDocumentsIn } from "./graphql-tags"

export interface QueryDefinition {
  readonly kind: "query" | "fragment"
  readonly name: string
  /** Relative to the project, for messages. */
  readonly file: string
}

/** The type graphqlTypegen names for a definition: HomePage -> HomePageQuery, PageSeoFields -> PageSeoFieldsFragment. */
export function generatedTypeName({ kind, name }: QueryDefinition): string {
  return `${name}${kind === "query" ? "Query" : "Fragment"}`
}

/** Named queries and fragments in graphql`...` tags of one source text, as graphql parses them. */
export function definitionsIn(source: string, file: string): QueryDefinition[] {
  return graphqlDocumentsIn(source, file).flatMap((document) =>
    document.definitions.flatMap((definition): QueryDefinition[] => {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) return [{ kind: "fragment", name: definition.name.value, file }]
      if (
        definition.kind === Kind.OPERATION_DEFINITION &&
        definition.operation === OperationTypeNode.QUERY &&
        definition.name
      )
        return [{ kind: "query", name: definition.name.value, file }]
      return []
    }),
  )
}

/** The TypeScript modules under dir, tests and declaration files left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/** Every named query and fragment under src/. */
export function definitionsOfProject(root: string): QueryDefinition[] {
  return sourceFiles(path.join(root, "src")).flatMap((file) =>
    definitionsIn(readFileSync(file, "utf8"), path.relative(root, file)),
  )
}

/** The types a generated file declares. */
function declaredTypes(generated: string): Set<string> {
  return new Set([...generated.matchAll(/^\s*type (\w+)\b/gm)].map(([, name]) => name))
}

/**
 * What is wrong with the generated file, in words: empty when it has every type. Gatsby leaves out
 * the definitions of any file whose path contains node_modules, .yarn or .cache (it takes them for
 * a plugin's), so a checkout under such a folder gets no query types at all.
 */
export function queryTypeProblems(definitions: readonly QueryDefinition[], generated: string | undefined): string[] {
  if (generated === undefined)
    return ["src/gatsby-types.d.ts is missing. `npm run build` (or `npm run develop`) writes it from the queries."]
  const declared = declaredTypes(generated)
  const missing = definitions.filter((definition) => !declared.has(generatedTypeName(definition)))
  if (missing.length === 0) return []
  return [
    `src/gatsby-types.d.ts lacks the types of ${missing.length} of the ${definitions.length} queries and fragments:`,
    ...missing.map((definition) => `  ${generatedTypeName(definition)} (${definition.kind} in ${definition.file})`),
    "Gatsby writes them at the end of `npm run build`. If the project's folder path contains node_modules, .yarn" +
      " or .cache, Gatsby takes every query for a plugin's and writes none: build from another folder.",
  ]
}
