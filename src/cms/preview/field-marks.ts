/**
 * Each sentence the preview draws carries, invisibly, the field it comes from: its file, its place
 * in that file's form as Decap names it ("items.1.title"), and the {placeholders} it names. A mark is
 * a run of zero-width characters (@vercel/stega, the encoding Decap's own visual editing and Sanity's
 * use), added to the files' words on the preview's road only (preview-content.ts), so it follows a
 * sentence wherever the site's components put it; field-targets.ts reads the marks off the drawn
 * page and removes them. The build never marks anything: no page of the site carries one.
 */
import { VERCEL_STEGA_REGEX, vercelStegaDecodeAll, vercelStegaEncode } from "@vercel/stega"
import { contentFileFor } from "../../content/content-files"
import { placeholdersIn } from "../../content/placeholders"
import { formPathOf } from "../config/cms-format"

/** Content by file path below content/ ("pages/home.yaml"), as preview-content.ts holds it. */
type ContentByFile = ReadonlyMap<string, unknown>

export interface FieldSource {
  /** The content file, below content/ ("pages/about.yaml"). */
  readonly file: string
  /** Where the field is in the file's form, as Decap's visual editing names it ("sections.0.heading"). */
  readonly path: string
  /** The {placeholders} the sentence names, whose values are written in another field. */
  readonly names?: readonly string[]
}

/** Marks as written, by source: a sentence's mark depends on its place, not on its words. */
const written = new Map<string, string>()

/**
 * Marks read, by their characters: a preview shows the same few hundred again at each change. A run
 * of marks with nothing between them (words joined by a component) is read as one.
 */
const read = new Map<string, readonly FieldSource[]>()

export function markOf(source: FieldSource): string {
  const key = JSON.stringify(source)
  let mark = written.get(key)
  if (mark === undefined) {
    mark = vercelStegaEncode(source)
    written.set(key, mark)
    // The drawn page's marks are read back (readMarks): a mark written here needs no decoding.
    read.set(mark, [source])
  }
  return mark
}

/** Files marked, by their content: the files saved stay the same from one change to the next. */
const markedFiles = new WeakMap<object, unknown>()

function markedFile(file: string, content: unknown): unknown {
  const spec = contentFileFor(file)
  if (!spec || typeof content !== "object" || content === null) return content
  let marked = markedFiles.get(content)
  if (marked === undefined) {
    marked = spec.field.markTexts(content, (text, at) => {
      const names = placeholdersIn(text)
      const path = formPathOf(spec, content, at)
      return text + markOf(names.length > 0 ? { file, path, names } : { file, path })
    })
    markedFiles.set(content, marked)
  }
  return marked
}

/** Every file's words, each followed by its field's mark; a file the site does not know, as it is. */
export function markedContent(files: ContentByFile): ContentByFile {
  return new Map([...files].map(([file, content]) => [file, markedFile(file, content)] as const))
}

const ANY_MARK = new RegExp(VERCEL_STEGA_REGEX.source, "gu")

export function isFieldSource(value: unknown): value is FieldSource {
  if (typeof value !== "object" || value === null) return false
  const { file, path, names } = value as Partial<Record<keyof FieldSource, unknown>>
  return (
    typeof file === "string" &&
    typeof path === "string" &&
    (names === undefined || (Array.isArray(names) && names.every((name) => typeof name === "string")))
  )
}

/** What a run of marks says; nothing for one that does not read (another tool's, or cut short). */
function decodedMarks(marks: string): unknown[] {
  try {
    return vercelStegaDecodeAll<unknown>(marks) ?? []
  } catch {
    return []
  }
}

function sourcesOfMarks(marks: string): readonly FieldSource[] {
  let sources = read.get(marks)
  if (sources === undefined) {
    sources = decodedMarks(marks).filter(isFieldSource)
    read.set(marks, sources)
  }
  return sources
}

/**
 * The text without its marks, whichever tool wrote them (none is left for an editor to copy into a
 * field), and the fields they name (none for text with no mark of this preview's).
 */
export function readMarks(text: string): { readonly text: string; readonly sources: readonly FieldSource[] } {
  const marks = text.match(ANY_MARK)
  if (!marks) return { text, sources: [] }
  const sources = marks.flatMap(sourcesOfMarks)
  return { text: text.replace(ANY_MARK, ""), sources }
}
