/**
 * A page query's data with every top-level field present. GraphQL returns null for a single-file
 * query when the file is missing; the content check stops the build long before that, so a null
 * here is a programming error. Templates, their heads and the editor's preview check once, here,
 * and every page body takes the checked data.
 */
import { drawsOf, pageFileOf, type PageKind } from "./page-registry"

export type Present<Data> = { readonly [Key in keyof Data]-?: NonNullable<Data[Key]> }

/** The content file a page query's field reads, as the registry says, when it is one. */
function fileOf(kind: PageKind, field: string): string | undefined {
  if (field === "page") return kind === "general" ? undefined : pageFileOf(kind)
  return drawsOf(kind)[field]?.file
}

export function present<Data extends object>(data: Data, kind: PageKind): Present<Data> {
  for (const [field, value] of Object.entries(data)) {
    if (value !== null && value !== undefined) continue
    const file = fileOf(kind, field)
    throw new Error(
      file
        ? `content/${file} returned no data (the ${kind} page's query, field ${field})`
        : `The ${kind} page's query returned no ${field}`,
    )
  }
  return data as Present<Data>
}
