/**
 * A page query's data with every top-level field present. GraphQL returns null for a single-file
 * query when the file is missing; the content check stops the build long before that, so a null
 * here is a programming error. Templates, their heads and the editor's preview check once, here,
 * and every page body takes the checked data.
 */
import { builtInKinds, pageFileOf, type PageKind } from "./page-registry"

export type Present<Data> = { readonly [Key in keyof Data]-?: NonNullable<Data[Key]> }

export function present<Data extends object>(data: Data, kind: PageKind): Present<Data> {
  for (const [field, value] of Object.entries(data)) {
    if (value !== null && value !== undefined) continue
    // A built-in page's own file is the page's; any other field is its query's to name.
    const ownFile =
      field === "page" && (builtInKinds as readonly PageKind[]).includes(kind) ? pageFileOf(kind) : undefined
    throw new Error(
      ownFile
        ? `content/${ownFile} returned no data (the ${kind} page's query, field page)`
        : `The ${kind} page's query returned no ${field} (src/page-kinds/${kind}/template.tsx)`,
    )
  }
  return data as Present<Data>
}
