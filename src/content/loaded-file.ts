/**
 * A content file as the content check reads it: its parsed YAML document (for the line of any
 * value), its data, and the spec it is checked against; with the helpers that word a problem at
 * a place in it.
 */
import { isMap, isScalar, type Document, type LineCounter } from "yaml"
import type { ContentFile } from "./content-files"
import type { Path } from "./fields"
import { describePath } from "./schema-issues"

export interface ContentProblem {
  /** Path below content/. */
  readonly file: string
  readonly line?: number
  /** The entry and field, as an editor would say it ("slide 3, title"). */
  readonly where?: string
  readonly message: string
}

export interface LoadedFile {
  readonly spec: ContentFile
  readonly document: Document
  readonly lines: LineCounter
  readonly data: unknown
}

/** The line of the value at a path, or of the nearest enclosing entry the parser knows. */
export function lineOf(file: LoadedFile, at: Path, key?: string): number | undefined {
  for (let length = at.length; length >= 0; length -= 1) {
    const node = file.document.getIn(at.slice(0, length), true)
    if (key !== undefined && length === at.length && isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && item.key.value === key)
      const range = pair && isScalar(pair.key) ? pair.key.range : undefined
      if (range) return file.lines.linePos(range[0]).line
    }
    const range = (node as { range?: [number, number, number] } | undefined)?.range
    if (range) return file.lines.linePos(range[0]).line
  }
  return undefined
}

export function problemAt(file: LoadedFile, at: Path, message: string): ContentProblem {
  return { file: file.spec.file, line: lineOf(file, at), where: describePath(file.spec, at, file.data), message }
}

/** Calls visit for every text value in the data, with its path. */
export function forEachText(data: unknown, visit: (text: string, at: Path) => void, at: Path = []): void {
  if (typeof data === "string") visit(data, at)
  else if (Array.isArray(data)) data.forEach((item, index) => forEachText(item, visit, [...at, index]))
  else if (data !== null && typeof data === "object") {
    for (const [key, value] of Object.entries(data)) forEachText(value, visit, [...at, key])
  }
}
