/**
 * A content file's data as a page's props hold it: the same road at build time and in the editor's
 * preview and the tests. Each kind of field says what it serves (fields/: text with its
 * {placeholders} filled, a date as written, a picture drawn from its files, a block with its GraphQL
 * type's name, anything absent as null); the build's GraphQL resolvers (src/build/field-extensions.ts)
 * call the same kinds' functions, field by field, with the build's road (placeholders strict, pictures from the build's
 * image data), and the preview and the tests serve whole files on a road of their own
 * (contentRoad: placeholders from the files in hand, a picture at its address).
 */
import { contentFileFor } from "./content-files"
import type { ContentRoad, PictureSlot } from "./fields"
import { fillPlaceholders, type PlaceholderValues } from "./placeholders"

export type { ContentRoad }

/** A content file's data as its page's query serves it; data of a file the site does not know, as it is. */
export function servedContent(file: string, data: unknown, road: ContentRoad): unknown {
  const spec = contentFileFor(file)
  return spec ? spec.field.serve(data, road) : data
}

/** Where a picture's file can be seen before the build: in the editor, its own address for the file. */
export type PictureUrl = (file: string) => string

/**
 * The road outside the build: placeholders filled from these values, a name with none answered by
 * `unknown` (the tests: an error; the preview: kept as written, noted), and each picture drawn from
 * its address (the preview: the editor's own copy of the file), as the Picture component draws one
 * in place of the build's image data.
 */
export function contentRoad(
  values: PlaceholderValues,
  unknown: (name: string) => string,
  pictureUrl: PictureUrl = (file) => file,
): ContentRoad {
  return {
    text: (text) => fillPlaceholders(text, values, unknown),
    picture: (file: string, _slot: PictureSlot) => ({ previewUrl: pictureUrl(file) }),
  }
}
