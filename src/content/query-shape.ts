/**
 * Content read from a file, in the shape a page query returns it. Two differences: a block (one of
 * several kinds, schemas.ts's pageBlock) carries the GraphQL type of its kind in __typename, which
 * its component tells the kinds apart by; and a picture's file, which the query links to its
 * encoded image data, is only its address here (previewUrl: the editor's own, or the path), which
 * the picture component draws as it is. The editor's preview and the page tests draw content read
 * from files with the same components as the pages.
 */
import { contentFileFor } from "./content-files"
import { shapeOf, shapeOfValue, type FieldShape } from "./schema-shape"

/** Where a picture's file can be seen before the build: in the editor, its own address for the file. */
export type PictureUrl = (file: string) => string

function withTypenames(value: unknown, declared: FieldShape | undefined, pictureUrl: PictureUrl): unknown {
  const shape = shapeOfValue(declared, value)
  if (shape?.kind === "imageFile" && typeof value === "string") return { previewUrl: pictureUrl(value) }
  if (Array.isArray(value)) {
    const element = declared?.kind === "list" ? declared.element : undefined
    return value.map((item) => withTypenames(item, element, pictureUrl))
  }
  if (value === null || typeof value !== "object" || shape?.kind !== "object") return value
  const fields = Object.entries(value).map(
    ([key, item]) => [key, withTypenames(item, shape.fields.get(key), pictureUrl)] as const,
  )
  const typename = declared?.kind === "union" ? shape.graphqlName : undefined
  return { ...(typename ? { __typename: typename } : {}), ...Object.fromEntries(fields) }
}

/**
 * A content file's data as its page's query returns it; data of a file the site does not know is
 * returned as it is. A picture is seen at pictureUrl's address for its file (by default, its path).
 */
export function queryShaped(file: string, data: unknown, pictureUrl: PictureUrl = (path) => path): unknown {
  const spec = contentFileFor(file)
  return spec ? withTypenames(data, shapeOf(spec.schema), pictureUrl) : data
}
