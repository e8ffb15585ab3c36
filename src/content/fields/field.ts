/**
 * A field of a content file, as one kind of field says it. Each kind (text.ts, number.ts, picture.ts,
 * list.ts, group.ts, union.ts...) is one module that says everything about its fields: the zod schema
 * that validates a value (with the check's messages), what the editor calls the field and its hint,
 * the GraphQL type the pages query, the content editor's field (Decap's) and control, the JSON Schema
 * text editors read (json-schema.ts), how a form's value becomes the file's, what an editor is told a
 * value should be, and the value a page's props hold. The schemas (schemas.ts) are built from the
 * kinds' constructors; everything that reads a schema (the GraphQL types, the editor's forms and YAML
 * format, the JSON Schemas, the check's messages and pictures, the preview) asks the fields, and none
 * of them looks inside zod or asks which kind a field is.
 */
import type { z } from "zod"
import { singular, type CmsField } from "./decap"
import type { GraphqlTypes, GraphqlValueType } from "./graphql"
import {
  CHECK_ONLY,
  describedBy,
  sentence,
  type JsonRule,
  type JsonSchema,
  type JsonSchemaDefinitions,
} from "./json-schema"

export type Path = readonly (string | number)[]

/** A text value as something else needs it, told where the text is (Field.markTexts). */
export type TextMark = (text: string, at: Path) => string

/** A picture a file names: where, which file, and the place it is shown in (picture.ts's slots). */
export interface PictureUse {
  readonly at: Path
  readonly file: string
  readonly slot: PictureSlot
}

/**
 * Where a picture is shown, which decides the files the build makes of it and how wide the picture
 * must be: picture.ts says each place's (slots), and its GraphQL field and the content check read them.
 */
export interface PictureSlot {
  /** What editors call the place, in messages: "the page heading's picture". */
  readonly name: string
  /** How it is laid out: as wide as the screen allows up to `width`, or always `width` by `height`.  */
  readonly layout: "CONSTRAINED" | "FIXED"
  /** The widest it is drawn on a desktop, in CSS pixels (a fixed one: always so wide, and `height` high). */
  readonly width: number
  readonly height?: number
  /** The widths of the files made of it, for every screen and density: the widest is the file's least width. */
  readonly breakpoints: readonly number[]
}

/**
 * How a content value reaches a page's props, the same at build time (the GraphQL resolvers,
 * src/build/field-extensions.ts) and in the editor's preview and the tests (serve): text with its {placeholders}
 * filled, a picture described as the page draws it. Each kind says what it does with its values
 * (Field.serve); the road says what the build or the preview has to do it with.
 */
export interface ContentRoad {
  /** A text as visitors read it: its {placeholders} filled in. */
  readonly text: (text: string) => string
  /** What a picture's file is drawn from: the build's image data, or the editor's own address for the file. */
  readonly picture: (file: string, slot: PictureSlot) => unknown
}

/** What every field says, whatever its kind. */
export interface FieldPresentation {
  /** What the editor calls the field, where its name would puzzle an editor: "Introduction" for lead. */
  readonly label?: string
  /** The hint under the field in the editor, and in the editors' guide. */
  readonly hint?: string
  /** The file may leave it out. */
  readonly isOptional?: boolean
  /** The GraphQL type's name, for a group of fields shared by several files (a card, a page section). */
  readonly graphqlName?: string
}

export abstract class Field<S extends z.ZodTypeAny = z.ZodTypeAny> {
  readonly label?: string
  readonly hint?: string
  readonly isOptional: boolean = false
  readonly graphqlName?: string
  /** What JSON Schema says of the rules this field adds to its kind's (refine, superRefine). */
  readonly jsonRules: readonly JsonSchema[] = []

  constructor(
    /** What a value must be, with the check's own messages. */
    readonly schema: S,
    presentation: FieldPresentation = {},
  ) {
    Object.assign(this, presentation)
  }

  /** This field, of the same kind, schema and options, presented otherwise. */
  protected copy(presentation: FieldPresentation = {}): this {
    return Object.assign(Object.create(Object.getPrototypeOf(this) as object) as this, this, presentation)
  }

  /** This field with a schema and presentation changed: the same kind, its own options kept. */
  protected with<T extends z.ZodTypeAny>(schema: T, presentation: FieldPresentation = {}): Field<T> {
    return Object.assign(this.copy(presentation), { schema }) as unknown as Field<T>
  }

  /** The same field, which the file may leave out. */
  optional(): Field<z.ZodOptional<S>> {
    return this.with(this.schema.optional(), { isOptional: true })
  }

  /** The same field with its hint in the editor. */
  describe(hint: string): this {
    return this.copy({ hint })
  }

  /** The same field, which the editor calls so ("Introduction" for lead). */
  labelled(label: string): this {
    return this.copy({ label })
  }

  /** The same field as a GraphQL type of this name (a group shared by several files). */
  named(graphqlName: string): this {
    return this.copy({ graphqlName })
  }

  /**
   * The same field with a rule of its own on its value, whose issues the check words like its own,
   * and what JSON Schema says of the rule for text editors, or CHECK_ONLY where it cannot.
   */
  superRefine(
    rule: (value: z.infer<S>, context: z.RefinementCtx) => void,
    inJsonSchema: JsonRule,
  ): Field<z.ZodEffects<S>> {
    return this.withRule(this.schema.superRefine(rule) as z.ZodEffects<S>, inJsonSchema)
  }

  /** The same field with a rule on its value: false gives the message; and the rule in JSON Schema, or CHECK_ONLY. */
  refine(rule: (value: z.infer<S>) => boolean, message: string, inJsonSchema: JsonRule): Field<z.ZodEffects<S>> {
    return this.withRule(this.schema.refine(rule, message) as z.ZodEffects<S>, inJsonSchema)
  }

  private withRule<T extends z.ZodTypeAny>(schema: T, inJsonSchema: JsonRule): Field<T> {
    const field = this.with(schema)
    if (inJsonSchema === CHECK_ONLY) return field
    return Object.assign(field, { jsonRules: [...this.jsonRules, inJsonSchema] })
  }

  // ---- GraphQL -------------------------------------------------------------------------------

  /**
   * The GraphQL type of a value, before the "!"; null for a field the pages never query. A group
   * declares its object type with `types`; `suggestedName` names one that has no name of its own.
   */
  abstract graphqlType(types: GraphqlTypes, suggestedName: string): GraphqlValueType | null

  // ---- The content editor (Decap) --------------------------------------------------------------

  /** The content editor's field for it, named so in the form. */
  abstract decapField(name: string): CmsField

  /** The editor's fields for an entry of a list of it: by default one field of its kind. */
  listEntry(name: string, label: string): Partial<CmsField> {
    return { field: { ...this.decapField(name), label: singular(label) } }
  }

  // ---- Text editors (JSON Schema) ----------------------------------------------------------------

  /**
   * The JSON Schema of a value of it: its hint, what its kind allows (valueJsonSchema; a shape several
   * fields share, by its GraphQL name, once in the file's definitions), and the rules the field adds.
   * Its title is the name a group gives it (json-schema.ts's titled).
   */
  jsonSchema(definitions: JsonSchemaDefinitions): JsonSchema {
    const shape = this.valueJsonSchema(definitions)
    const value = this.graphqlName === undefined ? shape : definitions.refer(this.graphqlName, shape)
    const rules = [...(value.allOf ?? []), ...this.jsonRules]
    return { ...describedBy(this.hint), ...value, ...(rules.length > 0 ? { allOf: rules } : {}) }
  }

  /** What a value of its kind may be, in JSON Schema, with the check's words for one it is not. */
  protected abstract valueJsonSchema(definitions: JsonSchemaDefinitions): JsonSchema

  /** The language server's words for a value of the wrong kind: what it should be, and what to do. */
  protected jsonErrorMessage(): string {
    return `${sentence(`should be ${this.expectation()}`)} ${this.advice(undefined)}`
  }

  // ---- The check's messages --------------------------------------------------------------------

  /** What a value of it looks like, in an editor's words: "text", "a list of sentences". */
  abstract expectation(entryLabel?: string): string

  /** What a list of it looks like, in an editor's words: "a list of cards, each starting with "- "". */
  listExpectation(entryLabel?: string): string {
    return `a list of ${entryLabel ? `${entryLabel}s` : "entries"}, each starting with "- "`
  }

  /** What to type, for a value of the wrong kind. */
  advice(_value: unknown): string {
    return "Compare with a neighbouring entry and write it the same way."
  }

  /** The likely fix for a value its rules refused, after the message ("Use the secure address: https://..."). */
  fix(_value: string): string | undefined {
    return undefined
  }

  // ---- Finding one's way in a value ------------------------------------------------------------

  /** The field of a part of a value: a group's field by name, a list's entry by position; undefined elsewhere. */
  child(_segment: string | number, _value: unknown): Field | undefined {
    return undefined
  }

  /** The field that describes this value: for a group of several kinds, the kind its word names. */
  of(_value: unknown): Field | undefined {
    return this
  }

  /** A group's field names, in the schema's order; undefined for any other field. */
  fieldNames(): readonly string[] | undefined {
    return undefined
  }

  /** For a group: the words for a field it once had that is now set elsewhere; undefined for any other name. */
  movedField(_name: string): string | undefined {
    return undefined
  }

  /** For a list: what one entry is called in messages ("section" gives "section 2"). */
  readonly entryLabel?: string

  /** Whether the field holds a link (link.ts), wherever it is and whatever it is called. */
  readonly holdsLink: boolean = false

  /** Every picture the value names, with where it is. */
  picturesIn(_value: unknown, _at: Path): PictureUse[] {
    return []
  }

  // ---- The content editor's form and the file ---------------------------------------------------

  /**
   * The value with each part converted by the part's field: a group's fields, a list's entries, the
   * group of a union that its word names; a value of any other field has no parts, and stays as it is.
   * `convert` is told where the part is: a group's field name, a list entry's position, or nothing
   * for a union's group, which is the value itself.
   */
  protected mapParts(
    value: unknown,
    _convert: (field: Field, part: unknown, segment?: string | number) => unknown,
  ): unknown {
    return value
  }

  /** The value as the editor's form holds it (a group of names and values becomes a list of pairs). */
  toForm(value: unknown): unknown {
    return this.mapParts(value, (field, part) => field.toForm(part))
  }

  /** A form's value as the file holds it: the reverse of toForm. */
  fromForm(value: unknown): unknown {
    return this.mapParts(value, (field, part) => field.fromForm(part))
  }

  /**
   * The value with each text a visitor reads passed through `mark` with where it is, every other
   * value as it is: the editor's preview marks each sentence with the field it comes from
   * (src/cms/preview/field-marks.ts). Text kinds say which of their values are such text (text.ts).
   */
  markTexts(value: unknown, mark: TextMark, at: Path = []): unknown {
    return this.mapParts(value, (field, part, segment) =>
      field.markTexts(part, mark, segment === undefined ? at : [...at, segment]),
    )
  }

  /**
   * Where a part of a value is in the editor's form: the same path, except where the form holds a
   * value otherwise than the file (a group of names and values is a list of pairs, names.ts).
   */
  formPath(at: Path, value: unknown): Path {
    const [segment, ...rest] = at
    if (segment === undefined) return []
    const part = valueAt(value, [segment])
    const field = this.of(value)?.child(segment, value)?.of(part)
    return [segment, ...(field ? field.formPath(rest, part) : rest)]
  }

  /** The value with every group's fields in the schema's order, for writing it afresh. */
  inFieldOrder(value: unknown): unknown {
    return this.mapParts(value, (field, part) => field.inFieldOrder(part))
  }

  // ---- A page's props ---------------------------------------------------------------------------

  /** The value a page's props hold for it, as GraphQL serves it: absent is null, as GraphQL gives it. */
  serve(value: unknown, _road: ContentRoad): unknown {
    return value ?? null
  }
}

/** The field at a path of a value, or undefined if the path leaves the field; a group of several kinds is the value's kind. */
export function fieldAt(root: Field, at: Path, data?: unknown): Field | undefined {
  let current: Field | undefined = root.of(data)
  let value = data
  for (const segment of at) {
    const parent: Field | undefined = current
    current = parent?.child(segment, value)
    value =
      value !== null && typeof value === "object" ? (value as Record<string | number, unknown>)[segment] : undefined
    // A union's own word is answered by any of its kinds, so an unknown word is still placed.
    current = current?.of(value) ?? current
  }
  return current
}

/** The value at a path of a value, or undefined if the path leaves it. */
export function valueAt(data: unknown, at: Path): unknown {
  let current: unknown = data
  for (const segment of at) {
    if (current === null || typeof current !== "object") return undefined
    current = (current as Record<string | number, unknown>)[segment]
  }
  return current
}

/** The value a field allows, as TypeScript types it: what its schema parses. */
export type ValueOf<F extends { readonly schema: z.ZodTypeAny }> = z.infer<F["schema"]>

/**
 * A value as a page's props hold it (Field.serve, and GraphQL): what the file may leave out is null
 * when it does.
 */
export type Served<T> = T extends readonly (infer Entry)[]
  ? Served<Entry>[]
  : T extends object
    ? { [Name in keyof T]-?: Served<Exclude<T[Name], undefined>> | (undefined extends T[Name] ? null : never) }
    : T

/** A field's value as a page's props hold it. */
export type ServedValue<F extends { readonly schema: z.ZodTypeAny }> = Served<ValueOf<F>>
