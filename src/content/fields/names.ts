/**
 * Names and values: a free-form group of "name: value" lines (site.yaml's links, each name a
 * {placeholder} sentences use). The editor shows it as a list of name and value pairs, which a save
 * turns back into the group; the pages never query it (its values reach them as placeholders).
 */
import { z } from "zod"
import { labelOf, singular, withCommon, type CmsField } from "./decap"
import { Field, type Path } from "./field"
import type { GraphqlValueType } from "./graphql"
import { isPlainObject } from "./group"
import { titled, type JsonSchema, type JsonSchemaDefinitions } from "./json-schema"

/** The two fields of each pair in the editor's list. */
export const NAME_FIELD = "name"
export const VALUE_FIELD = "value"

export class NamesField<S extends z.ZodTypeAny = z.ZodTypeAny> extends Field<S> {
  constructor(
    schema: S,
    readonly name: Field,
    readonly value: Field,
  ) {
    super(schema)
  }

  graphqlType(): GraphqlValueType | null {
    return null
  }

  decapField(name: string): CmsField {
    return withCommon(name, this, {
      widget: "list",
      label_singular: singular(labelOf(name, this)).toLowerCase(),
      summary: `{{fields.${NAME_FIELD}}}`,
      fields: [this.name.decapField(NAME_FIELD), this.value.decapField(VALUE_FIELD)],
    })
  }

  protected valueJsonSchema(definitions: JsonSchemaDefinitions): JsonSchema {
    return {
      type: "object",
      propertyNames: this.name.jsonSchema(definitions),
      additionalProperties: titled(VALUE_FIELD, this.value, definitions),
    }
  }

  expectation(): string {
    return 'a group of "name: value" lines indented below it'
  }

  advice(): string {
    return "Write its fields on the lines below, indented by two more spaces. Compare with a neighbouring entry."
  }

  child(segment: string | number): Field | undefined {
    return typeof segment === "string" ? this.value : undefined
  }

  /** The group as the editor's list of pairs. */
  toForm(value: unknown): unknown {
    if (!isPlainObject(value)) return value
    return Object.entries(value).map(([name, item]) => ({ [NAME_FIELD]: name, [VALUE_FIELD]: item }))
  }

  /** A value's place in the form: its pair's value field, at the pair's position. */
  formPath(at: Path, value: unknown): Path {
    const [name, ...rest] = at
    const index = isPlainObject(value) && name !== undefined ? Object.keys(value).indexOf(String(name)) : -1
    if (index < 0 || !isPlainObject(value)) return at
    return [index, VALUE_FIELD, ...this.value.formPath(rest, value[String(name)])]
  }

  /** The editor's list of pairs as the group, a pair with no name left out. */
  fromForm(value: unknown): unknown {
    if (!Array.isArray(value)) return value
    const pairs = value
      .filter(isPlainObject)
      .filter((item) => typeof item[NAME_FIELD] === "string" && item[NAME_FIELD] !== "")
      .map((item) => [item[NAME_FIELD] as string, item[VALUE_FIELD]])
    return Object.fromEntries(pairs)
  }
}

/** A group of names (each as `name` allows) and values (each as `value` allows). */
export function names<N extends Field<z.ZodString>, V extends Field>(name: N, value: V) {
  return new NamesField(z.record(name.schema, value.schema), name, value)
}
