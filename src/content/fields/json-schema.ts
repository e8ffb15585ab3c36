/**
 * The content's JSON Schema (draft 2020-12), as each kind of field gives it (Field.jsonSchema): what
 * a YAML language server (Red Hat's, the engine of VS Code's YAML extension, in github.dev too) reads
 * to show a field's label and hint on hover, offer its names and choices as an editor types, and
 * underline a mistake before the file is saved. Besides the standard's keywords it writes four that the
 * language server reads and any other validator takes as notes: markdownDescription (the hover's
 * text), enumDescriptions (what each word of a choice means), errorMessage (its words for a value of
 * the wrong kind, a word no choice has, or a rule of a group broken) and patternErrorMessage (for text
 * its pattern refuses), so an editor reads the check's words there, not 'Incorrect type. Expected
 * "string"'. src/content/json-schemas.ts makes one schema of each content file.
 */
import { capitalized, labelOf } from "./decap"

/** The dialect of every schema: the one the language server and Ajv both validate by. */
export const JSON_SCHEMA_DIALECT = "https://json-schema.org/draft/2020-12/schema"

/** The keywords the language server reads beyond the standard's, which other validators must take as notes. */
export const LANGUAGE_SERVER_KEYWORDS = [
  "markdownDescription",
  "enumDescriptions",
  "errorMessage",
  "patternErrorMessage",
] as const

/** The keywords this project writes (JSON Schema has many more; these are what the content needs). */
export interface JsonSchema {
  readonly $schema?: string
  readonly $comment?: string
  /** A shape defined once in the file's $defs (JsonSchemaDefinitions). */
  readonly $ref?: string
  readonly $defs?: Readonly<Record<string, JsonSchema>>
  readonly title?: string
  readonly description?: string
  readonly markdownDescription?: string
  readonly examples?: readonly unknown[]
  readonly type?: "string" | "number" | "integer" | "boolean" | "object" | "array"
  readonly enum?: readonly string[]
  /** What each word of `enum` means, in its order: the language server shows it beside the word. */
  readonly enumDescriptions?: readonly string[]
  readonly const?: string | boolean
  readonly pattern?: string
  readonly minimum?: number
  readonly multipleOf?: number
  readonly items?: JsonSchema
  readonly minItems?: number
  /** A group's fields; false for one that must be left out (a rule of a group: "left out while ..."). */
  readonly properties?: Readonly<Record<string, JsonSchema | false>>
  readonly required?: readonly string[]
  readonly additionalProperties?: JsonSchema | false
  readonly propertyNames?: JsonSchema
  readonly allOf?: readonly JsonSchema[]
  readonly not?: JsonSchema
  readonly if?: JsonSchema
  readonly then?: JsonSchema
  readonly else?: JsonSchema
  /** The language server's words for a value of the wrong kind, a word no choice has, or a rule of a group broken. */
  readonly errorMessage?: string
  /** The language server's words for text its pattern refuses. */
  readonly patternErrorMessage?: string
}

/**
 * Said of a rule the content check applies that JSON Schema cannot say (an end before its start, two
 * events at one address, a time zone the database does not know): text editors leave it to the check,
 * and content/README.md lists it among what is checked when a change is saved or published. A field's
 * rule says it in place of its JSON Schema (Field.refine, Field.superRefine); an issue of such a rule
 * carries it in its params (CHECK_ONLY_PARAMS), so the tests of both verdicts know which the schemas
 * cannot give.
 */
export const CHECK_ONLY = "check only"

/** What JSON Schema says of a rule a field adds to its kind's, or CHECK_ONLY. */
export type JsonRule = JsonSchema | typeof CHECK_ONLY

/** The params of a check's issue from a rule JSON Schema cannot say. */
export const CHECK_ONLY_PARAMS = { checkOnly: true } as const

/** A rule's words as the language server shows them: "should be ..." as a sentence. */
export function sentence(words: string): string {
  return `${capitalized(words)}${/[.!?]$/.test(words) ? "" : "."}`
}

/** Text that must match a pattern, with the check's words for text that does not. */
export function matching(pattern: RegExp | string, words: string): JsonSchema {
  return { pattern: typeof pattern === "string" ? pattern : pattern.source, patternErrorMessage: sentence(words) }
}

/**
 * Plain text as Markdown that shows it as written: the language server shows markdownDescription as
 * it is, and escapes a description only in part (not "<", so a hint's "<this>" would vanish as a tag).
 */
export function asMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]<>#+!|~]/g, "\\$&")
}

/** A hint as the schema gives it: the description, and the same as Markdown for what shows that. */
export function describedBy(hint: string | undefined): Pick<JsonSchema, "description" | "markdownDescription"> {
  return hint === undefined ? {} : { description: hint, markdownDescription: asMarkdown(hint) }
}

/**
 * The shapes a file's schema defines once and refers to ($defs, $ref): a group of fields several
 * places share (a card, a page's section, a picture in its slot), by its GraphQL type's name, so a page
 * says each once however many of its sections use it, and a change to a card changes one place.
 */
export class JsonSchemaDefinitions {
  private readonly byName = new Map<string, JsonSchema>()

  /** A reference to the shape named so, defined the first time; the same name for another shape is an error. */
  refer(name: string, shape: JsonSchema): JsonSchema {
    const defined = this.byName.get(name)
    if (defined === undefined) this.byName.set(name, shape)
    else if (JSON.stringify(defined) !== JSON.stringify(shape)) {
      throw new Error(`Two different content shapes are both named ${name}`)
    }
    return { $ref: `#/$defs/${name}` }
  }

  /** Every shape defined, by name, in the order they were met. */
  result(): Record<string, JsonSchema> {
    return Object.fromEntries(this.byName)
  }
}

/** A field's JSON Schema where a group names it: titled with what the editor calls it. */
export function titled(
  name: string,
  field: { readonly label?: string; jsonSchema(definitions: JsonSchemaDefinitions): JsonSchema },
  definitions: JsonSchemaDefinitions,
): JsonSchema {
  return { title: labelOf(name, field), ...field.jsonSchema(definitions) }
}
