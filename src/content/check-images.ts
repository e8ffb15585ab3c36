/**
 * The content check's pictures: every picture a file names must be there, in content/images/,
 * a photograph or image the build can encode (JPEG, PNG, WebP or AVIF; not an SVG drawing or a
 * GIF), whole (decoded to the last pixel: a file cut short passes a glance at its header), and
 * wide enough for the place it is shown in. Each problem names the YAML file and field, and the
 * picture's file. Reading pictures is asynchronous (sharp), so this runs after the rest of the
 * check, whose problems it joins (check.ts, checkContentAndPictures).
 */
import { readFile, stat as statOf } from "node:fs/promises"
import path from "node:path"
import sharp, { type Metadata } from "sharp"
import { problemAt, type ContentProblem, type LoadedFile } from "./loaded-file"
import type { PictureUse } from "./fields"
import { IMAGE_FORMATS, IMAGE_FORMATS_IN_WORDS, leastWidth } from "./fields/picture"

/** What is known of a picture file: its format and width, or why it cannot be used. */
type Reading =
  | { readonly kind: "missing" }
  | { readonly kind: "unreadable"; readonly reason: string }
  | { readonly kind: "picture"; readonly format: string; readonly width: number }

/** Readings by file, size and time of change: the development server checks again on every save. */
const readings = new Map<string, Promise<Reading>>()

/**
 * Pictures are decoded one at a time. libvips reports a decoder's warnings per thread, not per
 * picture, so a file cut short, decoded beside others, was now and then read as whole: 2 in
 * 200 here, and once in CI (libvips/libvips#2309). One at a time, 0 in 200.
 */
let lastDecode: Promise<unknown> = Promise.resolve()
function oneAtATime<T>(decode: () => Promise<T>): Promise<T> {
  const next = lastDecode.then(decode, decode)
  lastDecode = next.catch(() => undefined)
  return next
}

/** The format as editors know it; sharp reports AVIF and HEIC alike as heif, told apart by their compression. */
function formatName(metadata: Metadata): string {
  if (metadata.format === "heif") return metadata.compression === "av1" ? "AVIF" : "HEIC"
  if (metadata.format === "jpeg") return "JPEG"
  return (metadata.format ?? "unknown").toUpperCase().replace("WEBP", "WebP")
}

async function read(file: string): Promise<Reading> {
  let key: string
  try {
    const stat = await statOf(file)
    if (!stat.isFile()) return { kind: "missing" }
    key = `${file}:${stat.size}:${stat.mtimeMs}`
  } catch {
    return { kind: "missing" }
  }
  let reading = readings.get(key)
  if (!reading) {
    reading = (async (): Promise<Reading> => {
      try {
        // The bytes, read once, rather than the path: libvips keeps loads by file name, and a
        // picture replaced under the same name must be read again, never recalled.
        const bytes = await readFile(file)
        const metadata = await sharp(bytes).metadata()
        const format = formatName(metadata)
        // Decoding every pixel finds a file cut short or damaged, which its header alone hides.
        if ((IMAGE_FORMATS as readonly string[]).includes(format))
          await oneAtATime(() => sharp(bytes, { failOn: "error" }).stats())
        return { kind: "picture", format, width: metadata.width ?? 0 }
      } catch (error) {
        return { kind: "unreadable", reason: error instanceof Error ? error.message : String(error) }
      }
    })()
    readings.set(key, reading)
  }
  return reading
}

/** The formats editors most often try, in their words. */
const REFUSED_FORMATS: Readonly<Record<string, string>> = {
  SVG: "an SVG drawing",
  GIF: "a GIF",
  HEIC: "a HEIC photo (as phones save them)",
}

function problemWith(reading: Reading, use: PictureUse): string | undefined {
  const picture = `content/${use.file}`
  switch (reading.kind) {
    case "missing":
      return `${picture} does not exist. Upload the picture in the editor, or put its file in content/images/ with exactly this name (capitals count).`
    case "unreadable":
      return `${picture} is not a picture the site can read: it is not an image, or the file is damaged (${reading.reason.split("\n")[0]}). Save it again as ${IMAGE_FORMATS_IN_WORDS}, and replace the file.`
    case "picture":
      if (!(IMAGE_FORMATS as readonly string[]).includes(reading.format)) {
        const what = REFUSED_FORMATS[reading.format] ?? `a ${reading.format} file`
        return `${picture} is ${what}; pictures must be ${IMAGE_FORMATS_IN_WORDS} files. Export it as ${reading.format === "SVG" || reading.format === "GIF" ? "PNG" : "JPEG"} and name the new file here.`
      }
      if (reading.width < leastWidth(use.slot)) {
        return `${picture} is ${reading.width} pixels wide; ${use.slot.name} needs at least ${leastWidth(use.slot)}, so that it stays sharp on high-resolution screens. Use a larger picture.`
      }
      return undefined
  }
}

/** Every problem with the pictures the files name. */
export async function pictureProblems(contentDir: string, files: readonly LoadedFile[]): Promise<ContentProblem[]> {
  const checks = files.flatMap((file) =>
    (file.spec.field.of(file.data)?.picturesIn(file.data, []) ?? []).map(async (use) => {
      const problem = problemWith(await read(path.join(contentDir, use.file)), use)
      return problem ? [problemAt(file, [...use.at], problem)] : []
    }),
  )
  return (await Promise.all(checks)).flat()
}
