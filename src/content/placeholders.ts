/**
 * Sentences in content/ may name a value instead of repeating it: "{phone}",
 * "${examFee} USD". The values come from one place (site.yaml and constants.yaml, and the few the
 * build and the owner's settings give), so changing the phone number there changes it in every
 * sentence on the next build.
 */

import { distance } from "fastest-levenshtein"
import { valueAt } from "./fields/field"
import { unbreakablePhone } from "./links"
import { OWNER_SETTINGS_ORIGIN } from "./owner-settings"

/** A placeholder is a name in braces: letters and digits, starting with a letter. */
const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g

export type PlaceholderValues = ReadonlyMap<string, string>

type Scalar = string | number | boolean

function isScalar(value: unknown): value is Scalar {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean"
}

function scalarEntries(value: unknown): [string, Scalar][] {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return []
  return Object.entries(value).filter((entry): entry is [string, Scalar] => isScalar(entry[1]))
}

export class PlaceholderError extends Error {}

const CONTACT_ORIGIN = "site.yaml (contact)"

/** Each group of values sentences can name: how messages name it, its file, and where it is in the file. */
const VALUE_GROUPS = [
  { origin: "site.yaml", file: "site.yaml", at: [] },
  { origin: CONTACT_ORIGIN, file: "site.yaml", at: ["contact"] },
  { origin: "site.yaml (links)", file: "site.yaml", at: ["links"] },
  { origin: "constants.yaml", file: "constants.yaml", at: [] },
] as const

/**
 * How a value reads in a sentence. A number with a fraction can only be a price (every other
 * number in the content is whole; fields/number.ts), so it gets its cents: 17.5 reads 17.50.
 */
function placeholderText(value: Scalar): string {
  if (typeof value === "number" && !Number.isInteger(value)) return value.toFixed(2)
  return String(value)
}

/** The files whose values sentences name as placeholders. */
export const PLACEHOLDER_FILES: readonly string[] = ["site.yaml", "constants.yaml"]

/** The files whose values sentences can name, each group of values with where it is written. */
function fileSources(site: unknown, constants: unknown): [string, [string, Scalar][]][] {
  const valuesOf = groupValues(site, constants)
  return VALUE_GROUPS.map((group) => [group.origin, valuesOf(group)])
}

/** A group's values (VALUE_GROUPS), read from the two files that give them. */
function groupValues(site: unknown, constants: unknown) {
  const files: Readonly<Record<string, unknown>> = { "site.yaml": site, "constants.yaml": constants }
  return ({ file, at }: (typeof VALUE_GROUPS)[number]) => scalarEntries(valueAt(files[file], at))
}

/**
 * Where the value a placeholder names is written: its file and its place there (["contact",
 * "phone"]); undefined for a name no file gives (the build's {year}, or an unknown name).
 */
export function placeholderSource(
  name: string,
  site: unknown,
  constants: unknown,
): { readonly file: string; readonly at: readonly string[] } | undefined {
  const valuesOf = groupValues(site, constants)
  const group = VALUE_GROUPS.find((candidate) => valuesOf(candidate).some(([key]) => key === name))
  return group && { file: group.file, at: [...group.at, name] }
}

/** The placeholder names a file gives sentences (site.yaml's and constants.yaml's values; none for any other file). */
export function placeholderNamesOf(file: string, data: unknown): Set<string> {
  const sources =
    file === "site.yaml" ? fileSources(data, undefined) : file === "constants.yaml" ? fileSources(undefined, data) : []
  return new Set(sources.flatMap(([, entries]) => entries.map(([name]) => name)))
}

/**
 * The values a placeholder can name: every single value at the top of site.yaml, in its
 * contact and links groups, and in constants.yaml, those the build gives ({year}, from
 * build-date.ts) and those of the owner's settings ({formServiceName}, owner-settings.ts). A name
 * used twice is an error, since a sentence could not say which one it means.
 */
export function collectPlaceholderValues(
  site: unknown,
  constants: unknown,
  build: ReadonlyMap<string, string> = new Map(),
  owner: ReadonlyMap<string, string> = new Map(),
): Map<string, string> {
  const sources: [string, [string, Scalar][]][] = [
    ["the build's date", [...build]],
    [OWNER_SETTINGS_ORIGIN, [...owner]],
    ...fileSources(site, constants),
  ]
  const values = new Map<string, string>()
  const origins = new Map<string, string>()
  for (const [origin, entries] of sources) {
    for (const [name, value] of entries) {
      const firstOrigin = origins.get(name)
      if (firstOrigin) {
        throw new PlaceholderError(
          `The name "${name}" is defined in both ${firstOrigin} and ${origin}. Rename one of them so {${name}} means one thing.`,
        )
      }
      origins.set(name, origin)
      // The phone number keeps to one line in every sentence, as it does in its links.
      const text = placeholderText(value)
      values.set(name, origin === CONTACT_ORIGIN && name === "phone" ? unbreakablePhone(text) : text)
    }
  }
  return values
}

/** The placeholder names a sentence uses, in order of appearance. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1])
}

/** The name closest to a misspelt one, if it is close enough to be what the editor meant. */
export function closestName(name: string, names: Iterable<string>): string | undefined {
  let best: { name: string; score: number } | undefined
  for (const known of names) {
    // Edit distance, whatever the case: the placeholder an editor probably meant.
    const score = distance(name.toLowerCase(), known.toLowerCase())
    if (!best || score < best.score) best = { name: known, score }
  }
  return best && best.score <= Math.max(2, Math.floor(name.length / 3)) ? best.name : undefined
}

export function unknownPlaceholderMessage(name: string, values: PlaceholderValues): string {
  const suggestion = closestName(name, values.keys())
  const hint = suggestion
    ? `Did you mean {${suggestion}}?`
    : "Use a name defined in content/site.yaml or content/constants.yaml, or add it there."
  return `{${name}} is not a known placeholder. ${hint}`
}

/**
 * Replaces every {name} with its value. A name with none is `unknown`'s to answer: the build stops
 * (resolvePlaceholders), the editor's preview keeps it as written and says what the build would.
 */
export function fillPlaceholders(text: string, values: PlaceholderValues, unknown: (name: string) => string): string {
  return text.replace(PLACEHOLDER, (_match, name: string) => values.get(name) ?? unknown(name))
}

/** Replaces every {name} with its value; an unknown name is an error that says which and suggests a fix. */
export function resolvePlaceholders(text: string, values: PlaceholderValues, where = "content"): string {
  return fillPlaceholders(text, values, (name) => {
    throw new PlaceholderError(`${where}: ${unknownPlaceholderMessage(name, values)}`)
  })
}
