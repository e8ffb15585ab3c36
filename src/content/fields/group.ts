/**
 * A group of fields: named fields indented below a name in the file (a page's heading, a section, a
 * card), each its own kind. Every field is known: a misspelt name is an error, not silently
 * ignored. A group is a GraphQL object type (named when several files share it), and a form of its
 * fields in the editor, folded when it is long.
 */
import { z } from "zod"
import { withCommon, summaryOf, type CmsField } from "./decap"
import { Field, type ContentRoad, type FieldPresentation, type Path, type PictureUse } from "./field"
import type { GraphqlTypes, GraphqlValueType } from "./graphql"
import { titled, type JsonSchema, type JsonSchemaDefinitions } from "./json-schema"

/** An optional group (a card's link): Decap's object field, unchecked while left empty (src/cms/widgets/GroupControl.tsx). */
export const OPTIONAL_GROUP_WIDGET = "content-optional-group"

export type Fields = Readonly<Record<string, Field>>

/** The zod shape of a group's fields: each field's own schema. */
export type ZodShapeOf<T extends Fields> = { [Name in keyof T]: T[Name]["schema"] }

/** A group's value as YAML reads it: an object, not a list. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value)
}

/** Each entry of a value, with the field that describes it (for a group of several kinds, its kind). */
function described(value: Record<string, unknown>, fields: ReadonlyMap<string, Field>) {
  return Object.entries(value).map(([name, item]) => [name, item, fields.get(name)?.of(item)] as const)
}

export class GroupField<S extends z.ZodTypeAny = z.ZodTypeAny> extends Field<S> {
  /** Fields it once had that are now set elsewhere, each with the words that say where (movedOut). */
  private readonly moved: ReadonlyMap<string, string> = new Map()

  constructor(
    schema: S,
    /** Its fields, in the schema's order. */
    readonly fields: ReadonlyMap<string, Field>,
    presentation: FieldPresentation = {},
  ) {
    super(schema, presentation)
  }

  graphqlType(types: GraphqlTypes, suggestedName: string): GraphqlValueType {
    const name = this.graphqlName ?? suggestedName
    // Its copies (labelled, optional) share its fields: one type, whatever each is called.
    types.object(name, this.fields, [...this.fields])
    return { type: name }
  }

  /** The editor's fields for its own. */
  formFields(): CmsField[] {
    return [...this.fields].map(([name, field]) => field.decapField(name))
  }

  decapField(name: string): CmsField {
    const fields = this.formFields()
    // Small groups (a page's heading, its search listing) stay open; page sections fold, so a page reads as a list of them.
    const widget = this.isOptional ? OPTIONAL_GROUP_WIDGET : "object"
    return withCommon(name, this, { widget, collapsed: fields.length > 4, fields })
  }

  listEntry(): Partial<CmsField> {
    const summary = summaryOf([...this.fields.keys()])
    return { fields: this.formFields(), ...(summary ? { summary } : {}) }
  }

  /**
   * Its fields, the ones it cannot do without, and no other (a misspelt name is refused). No words of
   * its own: the language server would say them of a missing or unknown field too, where its own
   * ('Missing property "title"', 'Property titel is not allowed', with each free name as a quick fix) say more.
   */
  protected valueJsonSchema(definitions: JsonSchemaDefinitions): JsonSchema {
    const fields = [...this.fields]
    const required = fields.filter(([, field]) => !field.isOptional).map(([name]) => name)
    return {
      type: "object",
      properties: Object.fromEntries(fields.map(([name, field]) => [name, titled(name, field, definitions)])),
      ...(required.length > 0 ? { required } : {}),
      additionalProperties: false,
    }
  }

  expectation(): string {
    return `a group of fields indented below it (${[...this.fields.keys()].join(", ")})`
  }

  advice(): string {
    return "Write its fields on the lines below, indented by two more spaces. Compare with a neighbouring entry."
  }

  child(segment: string | number): Field | undefined {
    return typeof segment === "string" ? this.fields.get(segment) : undefined
  }

  fieldNames(): readonly string[] {
    return [...this.fields.keys()]
  }

  /**
   * The same group, which says of each of these fields, found in a file, the words given for it
   * (where it is set now) instead of calling it unknown: it is still refused.
   */
  movedOut(words: Readonly<Record<string, string>>): this {
    return Object.assign(this.copy(), { moved: new Map(Object.entries(words)) })
  }

  movedField(name: string): string | undefined {
    return this.moved.get(name)
  }

  picturesIn(value: unknown, at: Path): PictureUse[] {
    if (!isPlainObject(value)) return []
    return described(value, this.fields).flatMap(([name, item, field]) => field?.picturesIn(item, [...at, name]) ?? [])
  }

  protected mapParts(value: unknown, convert: (field: Field, part: unknown, segment: string) => unknown): unknown {
    if (!isPlainObject(value)) return value
    return Object.fromEntries(
      described(value, this.fields).map(([name, item, field]) => [name, field ? convert(field, item, name) : item]),
    )
  }

  inFieldOrder(value: unknown): unknown {
    if (!isPlainObject(value)) return value
    const order = [...this.fields.keys()]
    const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length)
    const keys = Object.keys(value).sort((a, b) => rank(a) - rank(b))
    return super.inFieldOrder(Object.fromEntries(keys.map((key) => [key, value[key]])))
  }

  serve(value: unknown, road: ContentRoad): unknown {
    if (!isPlainObject(value)) return value ?? null
    return Object.fromEntries([...this.fields].map(([name, field]) => [name, field.serve(value[name], road)]))
  }
}

/** A group of these fields, every one known. */
export function record<T extends Fields>(fields: T): GroupField<z.ZodObject<ZodShapeOf<T>, "strict">> {
  const shape = Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.schema])) as ZodShapeOf<T>
  return new GroupField(z.object(shape).strict(), new Map(Object.entries(fields)))
}
