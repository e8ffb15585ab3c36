/**
 * A page query's data with every top-level field present. GraphQL returns null for a single-file
 * query when the file is missing; the content check stops the build long before that, so a null
 * here is a programming error. Templates, their heads and the editor's preview check once, here,
 * and every page body takes the checked data.
 */
export type Present<Data> = { readonly [Key in keyof Data]-?: NonNullable<Data[Key]> }

export function present<Data extends object>(data: Data, page: string): Present<Data> {
  for (const [field, value] of Object.entries(data)) {
    if (value === null || value === undefined) throw new Error(`The ${page} page's query returned no ${field}`)
  }
  return data as Present<Data>
}
