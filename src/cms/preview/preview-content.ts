/**
 * The content a preview draws: the file being edited, as its form holds it now, beside the saved
 * files the same pages draw from, served as the pages' props hold them (placeholders filled in).
 * Where the preview cannot show something as a visitor would see it, it says so in a note.
 */
import { contentFromForm } from "../config/cms-format"
import { buildDateForSite, buildPlaceholderValues } from "../../content/build-date"
import { contentFileFor, type ContentFile } from "../../content/content-files"
import { ownerPlaceholderValues, type OwnerSettings } from "../../content/owner-settings"
import {
  collectPlaceholderValues,
  PlaceholderError,
  unknownPlaceholderMessage,
  type PlaceholderValues,
} from "../../content/placeholders"
import { contentRoad, servedContent, type PictureUrl } from "../../content/served-content"
import { schemaIssues } from "../../content/schema-issues"
import { markedContent } from "./field-marks"

/** Content by file path below content/ ("pages/home.yaml"). */
export type ContentByFile = ReadonlyMap<string, unknown>

export interface ResolvedContent {
  readonly files: ContentByFile
  /** What the preview shows differently from the built page, in plain words. */
  readonly notes: readonly string[]
}

function contentFileSpec(file: string): ContentFile {
  const spec = contentFileFor(file)
  if (!spec) throw new Error(`content/${file} is not a file the site knows`)
  return spec
}

/** A file as a form (or a saved file loaded through the CMS) holds it, in the shape of its YAML. */
export function contentOfForm(file: string, formData: Record<string, unknown>): unknown {
  return contentFromForm(formData, contentFileSpec(file))
}

/** The edited file's mistakes, worded as the content check words them ("slide 3, title: is missing..."). */
export function problemsIn(file: string, content: unknown): string[] {
  return schemaIssues(contentFileSpec(file), content).map(({ where, message }) =>
    where ? `${where}: ${message}` : message,
  )
}

/**
 * Every file as a page's props hold it (served-content.ts), on the preview's road: its
 * placeholders replaced by the build's own values (the owner's settings' among them), a picture
 * seen at the editor's own address for its file, and with `withFieldMarks` each sentence marked
 * with its field (field-marks.ts). An unknown name stays in the text as typed, so a half-typed
 * {placeholder} does not blank the preview, and a note says what the build would say about it.
 */
export function resolveForPreview(
  files: ContentByFile,
  pictureUrl: PictureUrl,
  owner: OwnerSettings,
  { withFieldMarks = false }: { readonly withFieldMarks?: boolean } = {},
): ResolvedContent {
  const notes: string[] = []
  let values: PlaceholderValues = new Map()
  try {
    // {year} as of today's date: the preview has no build, and reads the clock.
    const build = buildPlaceholderValues(buildDateForSite(files.get("site.yaml")))
    values = collectPlaceholderValues(
      files.get("site.yaml"),
      files.get("constants.yaml"),
      build,
      ownerPlaceholderValues(owner),
    )
  } catch (error) {
    if (!(error instanceof PlaceholderError)) throw error
    notes.push(error.message)
  }
  const unknown = new Set<string>()
  const road = contentRoad(
    values,
    (name) => {
      unknown.add(name)
      return `{${name}}`
    },
    pictureUrl,
  )
  // The values a sentence names are filled in unmarked: the sentence's mark says which values it names.
  const shown = withFieldMarks ? markedContent(files) : files
  const served = new Map([...shown].map(([file, data]) => [file, servedContent(file, data, road)] as const))
  for (const name of unknown) {
    notes.push(
      `${unknownPlaceholderMessage(name, values)} The preview shows it as {${name}}; publishing would stop the build.`,
    )
  }
  return { files: served, notes }
}
