/**
 * The JSON Schemas text editors read (json-schemas.ts): committed as the content's fields give them,
 * and giving the content check's verdict, as Ajv (a standard validator of draft 2020-12) applies
 * them: on every shipped file, and on every mistake an editor can make of one (content-mistakes.ts)
 * except those only the check can see (a rule whose issues say CHECK_ONLY). What an editor sees of
 * them in VS Code is tests/repo/yaml-language-server.test.ts's.
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import { mistakesIn, type Mistake } from "../../tests/support/fixtures/content-mistakes"
import { readYaml, sampledPages } from "../../tests/support/fixtures/content-fixtures"
import { withDatedEvents } from "../../tests/support/fixtures/dated-events"
import { jsonSchemaValidator } from "../../tests/support/json-schema-validator"
import { contentFileFor, requiredContentFiles, type ContentFile } from "./content-files"
import { CHECK_ONLY_PARAMS } from "./fields/json-schema"
import { jsonSchemaFiles, jsonSchemaOf, JSON_SCHEMAS_FOLDER, schemaFilesIn, VSCODE_SETTINGS } from "./json-schemas"

const root = path.join(__dirname, "..", "..")
const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(root, file), "utf8"))

describe("the committed JSON Schemas", () => {
  const written = jsonSchemaFiles(readFileSync(path.join(root, VSCODE_SETTINGS), "utf8"))

  it("are what the content's fields give, each file and VS Code's yaml.schemas (else run npm run json-schemas)", () => {
    const differing = [...written].filter(([file, text]) => {
      try {
        return JSON.stringify(readJson(file)) !== JSON.stringify(JSON.parse(text))
      } catch {
        return true // missing, or not JSON
      }
    })
    expect(differing.map(([file]) => file)).toEqual([])
    expect(schemaFilesIn(root)).toEqual(
      [...written.keys()].filter((file) => file.startsWith(`${JSON_SCHEMAS_FOLDER}/`)).sort(),
    )
  })
})

/** A file's data with the file it is, as the check reads it. */
interface Sample {
  readonly name: string
  readonly spec: ContentFile
  readonly data: unknown
}

const eventsSpec = requiredContentFiles.find((spec) => spec.file === "events.yaml") as ContentFile

/**
 * The files the verdicts are compared on: every file the site needs, the general pages the tests
 * sample (one for each block type any uses), and events.yaml with dated events (the shipped ones have
 * no date, so a day or a time would go untried).
 */
const samples: readonly Sample[] = [
  ...requiredContentFiles.map((spec) => ({ name: spec.file, spec, data: readYaml(spec.file) })),
  ...sampledPages
    .filter((page) => page.kind === "general")
    .map((page) => ({ name: page.file, spec: contentFileFor(page.file) as ContentFile, data: readYaml(page.file) })),
  {
    name: "events.yaml with dated events",
    spec: eventsSpec,
    data: parse(withDatedEvents(readFileSync(path.join(root, "content", eventsSpec.file), "utf8"))),
  },
]

const datedEvents = samples[samples.length - 1]

/** The dated events with one of them changed so. */
function withEvent(index: number, change: Record<string, unknown>): unknown {
  const events = datedEvents.data as Record<string, unknown>[]
  return events.map((event, at) => (at === index ? { ...event, ...change } : event))
}

/**
 * Mistakes of the event rules that no value of the content leads to (mistakesIn makes the others:
 * a dated event's start left out, another event's format, its online address left out...).
 */
const eventMistakes = [
  { what: "a dated event with when", data: withEvent(0, { when: "Monthly" }) },
  { what: "an event on whole days with a time zone", data: withEvent(0, { timeZone: "Europe/London" }) },
  { what: "an event in person moved online", data: withEvent(0, { status: "Moved online" }) },
  { what: "an online address on this site", data: withEvent(1, { online: "/contact" }) },
]

describe("the JSON Schemas' verdict, as Ajv gives it, against the content check's", () => {
  const ajv = jsonSchemaValidator()
  const validators = new Map(samples.map(({ spec }) => [spec, ajv.compile(jsonSchemaOf(spec))] as const))

  /** Whether the check's schema step refuses the data for a reason JSON Schema can say too. */
  function checkRefuses(spec: ContentFile, data: unknown): boolean {
    const result = spec.field.schema.safeParse(data)
    if (result.success) return false
    return result.error.issues.some(
      (issue) => !("params" in issue && issue.params?.checkOnly === CHECK_ONLY_PARAMS.checkOnly),
    )
  }

  it.each(samples.map((sample) => [sample.name, sample] as const))("accepts %s, as the check does", (_name, sample) => {
    const validate = validators.get(sample.spec)
    expect(validate?.(sample.data) ? [] : validate?.errors).toEqual([])
  })

  /** How the two differ on a mistake: nothing when both refuse it, or both accept it. */
  function disagreement({ name, spec }: Sample, { what, data }: Mistake): string[] {
    const check = checkRefuses(spec, data)
    const schema = !validators.get(spec)?.(data)
    if (check === schema) return []
    return [
      `${name}, ${what}: the check ${check ? "refuses" : "accepts"} it, the JSON Schema ${schema ? "refuses" : "accepts"} it`,
    ]
  }

  it("refuses each mistake the check refuses, and only those: a field left out or misspelt, a wrong choice, text where a number belongs, a day that is not one...", () => {
    const disagreements = samples.flatMap((sample) =>
      mistakesIn(sample.data).flatMap((mistake) => disagreement(sample, mistake)),
    )
    expect(disagreements).toEqual([])
  })

  it("refuses each mistake of the event rules the check refuses that JSON Schema can say", () => {
    expect(eventMistakes.flatMap((mistake) => disagreement(datedEvents, mistake))).toEqual([])
    // Each is a mistake: the check refuses it.
    expect(eventMistakes.filter(({ data }) => !checkRefuses(eventsSpec, data)).map(({ what }) => what)).toEqual([])
  })
})
