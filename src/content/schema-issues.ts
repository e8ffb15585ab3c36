/**
 * A content file's data against its schema, as sentences an editor can act on. Free of Node's
 * file system, so the content check (check.ts) and the content editor's preview word every
 * mistake the same way.
 */
import { z } from "zod"
import type { ContentFile } from "./content-files"
import { issueMessage } from "./messages"
import { fieldAt, type Path } from "./fields"

export interface SchemaIssue {
  /** Where in the data the issue is. */
  readonly at: Path
  /** For a misspelt field name: the name, whose line an editor should look at. */
  readonly key?: string
  /** The entry and field, as an editor would say it ("slide 3, title"). */
  readonly where?: string
  readonly message: string
}

/**
 * "slide 3, title" for a list file; "footer, quickLinks, item 2, href" for an object file; a list
 * that names its entries says so: "sections, section 2, blocks, block 1, type" reads as
 * "section 2, block 1, type", since the entry's word already says which list it is in.
 */
export function describePath(spec: ContentFile, at: Path, data?: unknown): string | undefined {
  if (at.length === 0) return undefined
  const parts: string[] = []
  at.forEach((segment, index) => {
    if (typeof segment !== "number") {
      parts.push(segment)
      return
    }
    const label = index === 0 ? spec.entryLabel : fieldAt(spec.field, at.slice(0, index), data)?.entryLabel
    // "sections, section 2": the list's name says no more than its entry's word.
    if (label && index > 0) parts.pop()
    parts.push(`${label ?? "item"} ${segment + 1}`)
  })
  return parts.join(", ")
}

/** Every way the data differs from what its file's schema allows; none when it is valid. */
export function schemaIssues(spec: ContentFile, data: unknown): SchemaIssue[] {
  const result = spec.field.schema.safeParse(data)
  if (result.success) return []
  const context = { field: spec.field, data, entryLabel: spec.entryLabel }
  return result.error.issues.map((issue) => ({
    at: issue.path,
    key: issue.code === z.ZodIssueCode.unrecognized_keys ? issue.keys[0] : undefined,
    where: describePath(spec, issue.path, data),
    message: issueMessage(issue, context),
  }))
}
