/**
 * The parts of Decap CMS's preview API this site uses, typed. Decap hands an entry over as an
 * Immutable.js map whose data is also Immutable (or, for entries loaded by getCollection, plain).
 */
import { vercelStegaClean } from "@vercel/stega"

/** An Immutable.js value: the preview reads it through toJS() only. */
interface ImmutableValue {
  toJS(): unknown
}

export interface DecapEntry {
  get(key: "data" | "path"): unknown
}

/** What Decap passes to a registered preview template (decap-cms-core's EditorPreviewPane). */
export interface PreviewTemplateProps {
  readonly entry: DecapEntry
  /** The preview frame's document and window: styles go into this document's head. */
  readonly document: Document
  readonly window: Window
  /**
   * Loads a saved file of a collection (for a file collection the slug is the file's name in the
   * config) as an entry; without a slug, every entry of the collection, as a list of entries
   * holding their data only (not their file names).
   */
  readonly getCollection: (collection: string, slug?: string) => Promise<unknown>
  /** The editor's copy of a media file (an upload not yet saved, or a saved file), whose toString is its address. */
  readonly getAsset: (path: string) => { toString(): string }
  /** Whether Decap is fetching a picture's file, whose getAsset answers with an empty address meanwhile. */
  readonly isLoadingAsset?: boolean
}

function isImmutable(value: unknown): value is ImmutableValue {
  return typeof value === "object" && value !== null && typeof (value as Partial<ImmutableValue>).toJS === "function"
}

function isEntry(value: unknown): value is DecapEntry {
  return typeof value === "object" && value !== null && typeof (value as Partial<DecapEntry>).get === "function"
}

/**
 * An entry's form data as plain objects and arrays; nothing for what is not an entry. Decap's visual
 * editing hands a preview its entry with every word marked in its own way (config/cms-config.ts):
 * the marks are taken off here, and the preview marks the words it draws with their fields itself
 * (field-marks.ts).
 */
export function entryData(entry: unknown): Record<string, unknown> {
  if (!isEntry(entry)) return {}
  const data = entry.get("data")
  const plain: unknown = vercelStegaClean(isImmutable(data) ? data.toJS() : data)
  return typeof plain === "object" && plain !== null && !Array.isArray(plain) ? (plain as Record<string, unknown>) : {}
}

/** Where an entry's file is ("content/pages/privacy.yaml"); undefined for a new entry, which has none yet. */
export function entryPath(entry: unknown): string | undefined {
  if (!isEntry(entry)) return undefined
  const path = entry.get("path")
  return typeof path === "string" && path !== "" ? path : undefined
}
