/**
 * The one place that looks inside the zod content schemas. It turns a schema into a plain
 * description of its shape (text, a number, a list of groups of fields...), which the GraphQL
 * types, the editors' messages, the CMS forms and the CMS's YAML format read, so none of them
 * depends on zod's classes or internals, and all of them see a schema the same way.
 */
import { z } from "zod"
import { datePartOf, type DatePart } from "./date-field"
import { entryLabelOf, graphqlNameOf, imageSlotOf, presentationOf, type ImageSlot } from "./schema-kit"

interface Common {
  /** The file may leave it out (.optional() or .default()). */
  readonly optional: boolean
  /** The file may leave it empty (.nullable()). */
  readonly nullable: boolean
  /** The first .describe() text on the schema or anything it wraps. */
  readonly description?: string
  /** What the editor calls the field, given with schema-kit's editorLabel (else its name says). */
  readonly label?: string
}

/** One regular expression that accepts what a string's checks accept, so a form can check as it is typed. */
export interface TextPattern {
  readonly source: string
  /** In the schema's words: "should be ...". */
  readonly message: string
}

export interface TextShape extends Common {
  readonly kind: "text"
  readonly pattern?: TextPattern
  /** A paragraph rather than a line (schema-kit's paragraph). */
  readonly longText?: true
}

/** A picture's file, by its path below content/ (schema-kit's image): GraphQL links it to the file. */
export interface ImageFileShape extends Common {
  readonly kind: "imageFile"
  readonly slot: ImageSlot
  readonly pattern?: TextPattern
}

/** A day of the calendar or a time of day (date-field.ts): text in a fixed form, with its own picker. */
export interface DateShape extends Common {
  readonly kind: "date"
  readonly part: DatePart
}

export interface NumberShape extends Common {
  readonly kind: "number"
  readonly integer: boolean
  readonly min?: number
  readonly max?: number
}

export interface BooleanShape extends Common {
  readonly kind: "boolean"
}

export interface ChoiceShape extends Common {
  readonly kind: "choice"
  readonly options: readonly string[]
}

export interface ListShape extends Common {
  readonly kind: "list"
  readonly element: FieldShape
  readonly minItems?: number
  /** What one entry is called in messages ("section"), given with schema-kit's labelled(). */
  readonly entryLabel?: string
}

export interface ObjectShape extends Common {
  readonly kind: "object"
  /** The GraphQL type name given with schema-kit's named(), for shapes shared by several fields. */
  readonly graphqlName?: string
  /** In the schema's order. */
  readonly fields: ReadonlyMap<string, FieldShape>
}

/** A free-form group of names and values (z.record). */
export interface MapShape extends Common {
  readonly kind: "map"
  readonly key: FieldShape
  readonly value: FieldShape
}

/**
 * One of several groups of fields, told apart by the word in one of their fields (a block's
 * "type: note"): z.discriminatedUnion.
 */
export interface UnionShape extends Common {
  readonly kind: "union"
  /** The GraphQL union's name, given with schema-kit's named(). */
  readonly graphqlName?: string
  /** The field whose word says which group of fields this is. */
  readonly discriminator: string
  /** Each group by its word, in the schema's order; each has the discriminator as a one-word choice. */
  readonly variants: ReadonlyMap<string, ObjectShape>
}

export type FieldShape =
  | TextShape
  | ImageFileShape
  | DateShape
  | NumberShape
  | BooleanShape
  | ChoiceShape
  | ListShape
  | ObjectShape
  | MapShape
  | UnionShape

type Path = readonly (string | number)[]

/**
 * zod 3 has no public accessor for a string's regex and startsWith checks (with their messages) or
 * for an array's minimum length, which the CMS turns into form rules: these two read its definitions.
 */
function stringChecksOf(schema: z.ZodString): readonly z.ZodStringCheck[] {
  return schema._def.checks
}

function minItemsOf(schema: z.ZodArray<z.ZodTypeAny>): number | undefined {
  return schema._def.minLength?.value
}

const EMAIL_PATTERN = "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$"

function escapedForRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
}

/** The string checks zod can express as one regular expression; a regex check wins, as it is the most exact. */
function patternOf(schema: z.ZodString): TextPattern | undefined {
  const checks = stringChecksOf(schema)
  const regex = checks.find((check) => check.kind === "regex")
  if (regex && regex.kind === "regex")
    return { source: regex.regex.source, message: regex.message ?? "has the wrong form" }
  const email = checks.find((check) => check.kind === "email")
  if (email) return { source: EMAIL_PATTERN, message: email.message ?? "should be an email address" }
  const startsWith = checks.find((check) => check.kind === "startsWith")
  if (startsWith && startsWith.kind === "startsWith") {
    const message = startsWith.message ?? `should start with ${startsWith.value}`
    return { source: `^${escapedForRegex(startsWith.value)}\\S+$`, message }
  }
  const url = checks.find((check) => check.kind === "url")
  if (url) return { source: "^https?://\\S+$", message: url.message ?? "should be a web address" }
  return undefined
}

/** A zod object with any fields (zod's own AnyZodObject is typed with `any`). */
type ZodFields = z.ZodObject<z.ZodRawShape>

interface Unwrapped extends Common {
  readonly inner: z.ZodTypeAny
  readonly longText?: true
}

/**
 * Looks through optional, nullable, default and refined schemas to the value inside. What is
 * said of the field (its hint, label and box) is taken from the outermost schema that says it.
 */
function unwrapped(schema: z.ZodTypeAny): Unwrapped {
  let current = schema
  let optional = false
  let nullable = false
  let description: string | undefined
  let label: string | undefined
  let longText: true | undefined
  for (;;) {
    description ||= current.description
    const presentation = presentationOf(current)
    label ??= presentation?.label
    longText ??= presentation?.longText
    if (current instanceof z.ZodOptional) {
      optional = true
      current = current.unwrap() as z.ZodTypeAny
    } else if (current instanceof z.ZodNullable) {
      nullable = true
      current = current.unwrap() as z.ZodTypeAny
    } else if (current instanceof z.ZodDefault) {
      optional = true
      current = current.removeDefault() as z.ZodTypeAny
    } else if (current instanceof z.ZodEffects) {
      current = current.innerType() as z.ZodTypeAny
    } else {
      return {
        inner: current,
        optional,
        nullable,
        ...(description ? { description } : {}),
        ...(label ? { label } : {}),
        ...(longText ? { longText } : {}),
      }
    }
  }
}

/** The zod schema inside the wrappers, for tests that hold a generated form or type against its schema. */
export function innerSchema(schema: z.ZodTypeAny): z.ZodTypeAny {
  return unwrapped(schema).inner
}

/**
 * The same zod object gives the same map of fields however it is wrapped, so a shape that recurs
 * (a card, a page section) can be recognised as one: GraphQL declares it once.
 */
const fieldsByObject = new WeakMap<ZodFields, ReadonlyMap<string, FieldShape>>()

function fieldsOf(schema: ZodFields): ReadonlyMap<string, FieldShape> {
  const known = fieldsByObject.get(schema)
  if (known) return known
  const shape = schema.shape
  const fields = new Map(Object.entries(shape).map(([name, field]) => [name, shapeOf(field)]))
  fieldsByObject.set(schema, fields)
  return fields
}

function numberShape(schema: z.ZodNumber, common: Common): NumberShape {
  const { minValue: min, maxValue: max } = schema
  return {
    kind: "number",
    ...common,
    integer: schema.isInt,
    ...(min !== null ? { min } : {}),
    ...(max !== null ? { max } : {}),
  }
}

function listShape(schema: z.ZodArray<z.ZodTypeAny>, outer: z.ZodTypeAny, common: Common): ListShape {
  const minItems = minItemsOf(schema)
  // labelled() marks the list as written, which may be the optional list around this one.
  const entryLabel = entryLabelOf(outer) ?? entryLabelOf(schema)
  return {
    kind: "list",
    ...common,
    element: shapeOf(schema.element),
    ...(minItems !== undefined ? { minItems } : {}),
    ...(entryLabel ? { entryLabel } : {}),
  }
}

/** A discriminated union (zod 3's public discriminator and options). */
type ZodBlocks = z.ZodDiscriminatedUnion<string, z.ZodDiscriminatedUnionOption<string>[]>

function unionShape(schema: ZodBlocks, common: Common): UnionShape {
  const graphqlName = graphqlNameOf(schema)
  const variants = new Map<string, ObjectShape>()
  for (const option of schema.options) {
    const variant = shapeOf(option)
    const word = option.shape[schema.discriminator]
    if (variant.kind !== "object" || !(word instanceof z.ZodLiteral) || typeof word.value !== "string") {
      throw new Error(
        `Each kind of ${graphqlName ?? "block"} must be a group of fields with a one-word ${schema.discriminator}`,
      )
    }
    variants.set(word.value, variant)
  }
  return {
    kind: "union",
    ...common,
    ...(graphqlName ? { graphqlName } : {}),
    discriminator: schema.discriminator,
    variants,
  }
}

function objectShape(schema: ZodFields, common: Common): ObjectShape {
  const graphqlName = graphqlNameOf(schema)
  return { kind: "object", ...common, ...(graphqlName ? { graphqlName } : {}), fields: fieldsOf(schema) }
}

function described(schema: z.ZodTypeAny): FieldShape {
  const { inner, longText, ...common } = unwrapped(schema)
  if (inner instanceof z.ZodLiteral && typeof inner.value === "string") {
    return { kind: "choice", ...common, options: [inner.value] }
  }
  if (inner instanceof z.ZodDiscriminatedUnion) return unionShape(inner as ZodBlocks, common)
  if (inner instanceof z.ZodString) {
    const pattern = patternOf(inner)
    const slot = imageSlotOf(inner)
    if (slot) return { kind: "imageFile", ...common, slot, ...(pattern ? { pattern } : {}) }
    const part = datePartOf(inner)
    if (part) return { kind: "date", ...common, part }
    return { kind: "text", ...common, ...(pattern ? { pattern } : {}), ...(longText ? { longText } : {}) }
  }
  if (inner instanceof z.ZodNumber) return numberShape(inner, common)
  if (inner instanceof z.ZodBoolean) return { kind: "boolean", ...common }
  if (inner instanceof z.ZodEnum) return { kind: "choice", ...common, options: [...(inner.options as string[])] }
  // instanceof narrows to zod's any-typed generics; name the element types the content uses.
  if (inner instanceof z.ZodArray) return listShape(inner as z.ZodArray<z.ZodTypeAny>, schema, common)
  if (inner instanceof z.ZodObject) return objectShape(inner as ZodFields, common)
  if (inner instanceof z.ZodRecord) {
    const { keySchema, valueSchema } = inner as z.ZodRecord<z.ZodString, z.ZodTypeAny>
    return { kind: "map", ...common, key: shapeOf(keySchema), value: shapeOf(valueSchema) }
  }
  throw new Error(`The content schemas use a kind of value the site cannot describe (${inner.constructor.name})`)
}

const shapes = new WeakMap<z.ZodTypeAny, FieldShape>()

/** What values a schema allows, as a plain description. Shared building blocks are described once. */
export function shapeOf(schema: z.ZodTypeAny): FieldShape {
  const known = shapes.get(schema)
  if (known) return known
  const shape = described(schema)
  shapes.set(schema, shape)
  return shape
}

/**
 * The shape a value has: for one of several groups of fields (a block), the group its
 * discriminator names (undefined when it names none); any other shape as it is.
 */
export function shapeOfValue(shape: FieldShape | undefined, value: unknown): FieldShape | undefined {
  if (shape?.kind !== "union") return shape
  const word =
    value !== null && typeof value === "object" ? (value as Record<string, unknown>)[shape.discriminator] : undefined
  return typeof word === "string" ? shape.variants.get(word) : undefined
}

function childOf(value: unknown, segment: string | number): unknown {
  return value !== null && typeof value === "object" ? (value as Record<string | number, unknown>)[segment] : undefined
}

/**
 * The shape of the value at a path (list positions and field names), or undefined if the path
 * leaves the shape. Inside a group of several kinds (a block), the data says which kind it is.
 */
export function shapeAt(shape: FieldShape, at: Path, data?: unknown): FieldShape | undefined {
  let current: FieldShape | undefined = shapeOfValue(shape, data)
  let value = data
  for (const segment of at) {
    value = childOf(value, segment)
    if (current?.kind === "list" && typeof segment === "number") current = current.element
    else if (current?.kind === "object" && typeof segment === "string") current = current.fields.get(segment)
    else if (current?.kind === "map" && typeof segment === "string") current = current.value
    else return undefined
    // A union's own discriminator is answered by any of its kinds (each has it), so an unknown word is still placed.
    current = current?.kind === "union" ? (shapeOfValue(current, value) ?? current) : current
  }
  return current
}

/** The field names of a group of fields, in the schema's order; undefined for any other shape. */
export function fieldNamesOf(shape: FieldShape | undefined): string[] | undefined {
  return shape?.kind === "object" ? [...shape.fields.keys()] : undefined
}
