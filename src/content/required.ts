/**
 * GraphQL returns null for a single-file query when the file is missing. The content
 * check stops the build long before that, so reaching this is a programming error.
 */
export function required<T>(value: T | null | undefined, file: string): T {
  if (value === null || value === undefined) throw new Error(`content/${file} returned no data`)
  return value
}
