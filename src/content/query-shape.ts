/**
 * Content read from a file, in the shape a page query returns it: the one difference is that a
 * block (one of several kinds, schemas.ts's pageBlock) carries the GraphQL type of its kind in
 * __typename, which its component tells the kinds apart by. The editor's preview and the page
 * tests draw content read from files with the same components as the pages.
 */
import { contentFileFor } from "./content-files"
import { shapeOf, shapeOfValue, type FieldShape } from "./schema-shape"

function withTypenames(value: unknown, declared: FieldShape | undefined): unknown {
  const shape = shapeOfValue(declared, value)
  if (Array.isArray(value)) {
    const element = declared?.kind === "list" ? declared.element : undefined
    return value.map((item) => withTypenames(item, element))
  }
  if (value === null || typeof value !== "object" || shape?.kind !== "object") return value
  const fields = Object.entries(value).map(([key, item]) => [key, withTypenames(item, shape.fields.get(key))] as const)
  const typename = declared?.kind === "union" ? shape.graphqlName : undefined
  return { ...(typename ? { __typename: typename } : {}), ...Object.fromEntries(fields) }
}

/** A content file's data as its page's query returns it; data of a file the site does not know is returned as it is. */
export function queryShaped(file: string, data: unknown): unknown {
  const spec = contentFileFor(file)
  return spec ? withTypenames(data, shapeOf(spec.schema)) : data
}
