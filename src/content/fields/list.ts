/**
 * A list: entries each starting with "- " in the file, all of one field (sentences, cards, a page's
 * blocks). Messages name an entry by the list's word for one ("section 2"). A list of groups is
 * edited as a list of forms, a list of blocks as a list of typed forms (union.ts), a list of
 * sentences as a list of lines.
 */
import { z } from "zod"
import { capitalized, labelOf, singular, withCommon, type CmsField } from "./decap"
import { Field, type ContentRoad, type Path, type PictureUse } from "./field"
import type { GraphqlTypes, GraphqlValueType } from "./graphql"
import { sentence, type JsonSchema, type JsonSchemaDefinitions } from "./json-schema"

export class ListField<S extends z.ZodTypeAny = z.ZodTypeAny> extends Field<S> {
  constructor(
    schema: S,
    readonly element: Field,
    readonly minItems?: number,
  ) {
    super(schema)
  }

  /** The same list, with at least `count` entries: `message` for fewer. */
  min(count: number, message: string): ListField<S> {
    // A list's schema is zod's array of its entries' (list() makes it), which min() keeps of that type.
    const schema = (this.schema as unknown as z.ZodArray<z.ZodTypeAny>).min(count, message) as unknown as S
    return Object.assign(this.copy(), { schema, minItems: count })
  }

  /** The same list, whose entries messages call `word` ("section" gives "section 2"). */
  entriesCalled(word: string): ListField<S> {
    return Object.assign(this.copy(), { entryLabel: word })
  }

  graphqlType(types: GraphqlTypes, suggestedName: string): GraphqlValueType | null {
    const element = this.element.graphqlType(types, suggestedName)
    if (!element) return null
    return { type: `[${element.type}${this.element.isOptional ? "" : "!"}]`, extension: element.extension }
  }

  decapField(name: string): CmsField {
    const label = labelOf(name, this)
    return withCommon(name, this, {
      widget: "list",
      label_singular: this.entryLabel ?? singular(label).toLowerCase(),
      ...(this.minItems ? { min: this.minItems } : {}),
      ...this.element.listEntry(name, label),
    })
  }

  protected valueJsonSchema(definitions: JsonSchemaDefinitions): JsonSchema {
    const { entryLabel } = this
    return {
      type: "array",
      items: { ...(entryLabel ? { title: capitalized(entryLabel) } : {}), ...this.element.jsonSchema(definitions) },
      ...(this.minItems ? { minItems: this.minItems } : {}),
      errorMessage: this.jsonErrorMessage(),
    }
  }

  /** What it should be says what to do: each entry on its own line, starting with "- ". */
  protected jsonErrorMessage(): string {
    return sentence(`should be ${this.expectation()}`)
  }

  expectation(entryLabel?: string): string {
    return this.element.listExpectation(entryLabel ?? this.entryLabel)
  }

  advice(): string {
    return 'Put each entry on its own line below, indented, starting with "- ".'
  }

  child(segment: string | number): Field | undefined {
    return typeof segment === "number" ? this.element : undefined
  }

  picturesIn(value: unknown, at: Path): PictureUse[] {
    if (!Array.isArray(value)) return []
    return value.flatMap((item, index) => this.element.of(item)?.picturesIn(item, [...at, index]) ?? [])
  }

  protected mapParts(value: unknown, convert: (field: Field, part: unknown, segment: number) => unknown): unknown {
    if (!Array.isArray(value)) return value
    return value.map((item: unknown, index) => {
      const field = this.element.of(item)
      return field ? convert(field, item, index) : item
    })
  }

  serve(value: unknown, road: ContentRoad): unknown {
    return Array.isArray(value) ? value.map((item) => this.element.serve(item, road)) : (value ?? null)
  }
}

/** A list of these entries (any number, until min() says how few). */
export function list<E extends Field>(element: E): ListField<z.ZodArray<E["schema"]>> {
  return new ListField(z.array(element.schema), element)
}
