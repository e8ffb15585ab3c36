/**
 * Whether the data Gatsby hands a page looks broken by the content: null where the page's query
 * result belongs, or null for one of its top-level fields. Every page query of this site asks,
 * at its top level, for single files (page, site, exam, constants), which the page cannot do
 * without and which are null only when the file is missing, could not be read, or broke the
 * query (a query error nulls the whole file's data).
 *
 * The query's `errors`, which Gatsby passes to the page beside `data`, cannot tell: under
 * `gatsby develop` they stay in the page's props after a later result without errors.
 */
export function pageDataLooksBroken(data: unknown): boolean {
  if (data === null) return true
  return typeof data === "object" && data !== undefined && Object.values(data).some((value) => value === null)
}
