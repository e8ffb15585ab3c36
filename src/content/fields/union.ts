/**
 * A union of blocks: one of several groups of fields, told apart by the word in one of their fields
 * (a block's "type: note", the settings' "backend: github"). In the file, the word says which fields
 * follow; in GraphQL, a union of the groups' object types, told apart by that word; in the editor,
 * a list of them is a list of typed forms. A page gets each block with its GraphQL type's name
 * (__typename), which its component tells the kinds apart by, at build time and in the preview alike.
 * In JSON Schema, the word is a choice, and each word's group applies once the word is written.
 */
import { z } from "zod"
import { labelOf, summaryOf, type CmsField } from "./decap"
import { Field, type ContentRoad, type FieldPresentation, type Path, type PictureUse } from "./field"
import type { GraphqlTypes, GraphqlValueType } from "./graphql"
import { record, type Fields, type GroupField } from "./group"
import { choice, ChoiceField, word } from "./choice"
import { describedBy, titled, type JsonSchema, type JsonSchemaDefinitions } from "./json-schema"

function wordOf(value: unknown, discriminator: string): unknown {
  return value !== null && typeof value === "object" ? (value as Record<string, unknown>)[discriminator] : undefined
}

export class UnionField<S extends z.ZodTypeAny = z.ZodTypeAny> extends Field<S> {
  constructor(
    schema: S,
    /** The field whose word says which group of fields a value is. */
    readonly discriminator: string,
    /** Each group by its word, in the schema's order. */
    readonly variants: ReadonlyMap<string, GroupField>,
    presentation: FieldPresentation = {},
  ) {
    super(schema, presentation)
  }

  /**
   * The GraphQL type of the group a word names: its own name (a block's, from block()), which the
   * types declare and a served value carries as __typename, so the two cannot disagree.
   */
  private static typeNameOf(word: string, variant: GroupField): string {
    if (variant.graphqlName === undefined) {
      throw new Error(`The group of the union whose word is "${word}" needs a GraphQL name (.named()) to be queried`)
    }
    return variant.graphqlName
  }

  graphqlType(types: GraphqlTypes, suggestedName: string): GraphqlValueType {
    const name = this.graphqlName ?? suggestedName
    if (types.unions.has(name)) return { type: name }
    const typeByWord = new Map(
      [...this.variants].map(([word, variant]) => {
        const typeName = UnionField.typeNameOf(word, variant)
        variant.graphqlType(types, typeName)
        return [word, typeName] as const
      }),
    )
    types.unions.set(name, {
      name,
      types: [...typeByWord.values()],
      resolveType: (value) => {
        const word = value[this.discriminator]
        return typeof word === "string" ? typeByWord.get(word) : undefined
      },
    })
    return { type: name }
  }

  decapField(name: string): CmsField {
    // Decap's object field cannot change its fields as a choice changes: only a list of them has a form.
    throw new Error(`${name}: a group of fields of several kinds has a form only as a list's entries`)
  }

  listEntry(): Partial<CmsField> {
    const types = [...this.variants].map(([word, variant]): CmsField => {
      // Decap writes the kind itself, in the typeKey field.
      const fields = variant.formFields().filter((field) => field.name !== this.discriminator)
      const summary = summaryOf(fields.map((field) => field.name))
      return {
        name: word,
        label: labelOf(word, variant),
        widget: "object",
        ...(variant.hint ? { hint: variant.hint } : {}),
        ...(summary ? { summary } : {}),
        fields,
      }
    })
    return { types, typeKey: this.discriminator }
  }

  /**
   * The word, a choice whose hover and completion say what each word's group is (its hint); then, for
   * each word, "if the word is this, the value is its group". Not "one of these groups" (anyOf): with
   * an unknown word the language server would report each group's differences from the value, and
   * before the word is written it would offer every group's fields at once.
   */
  protected valueJsonSchema(definitions: JsonSchemaDefinitions): JsonSchema {
    const { discriminator } = this
    const [first, ...others] = this.words
    if (first === undefined) throw new Error(`A union needs at least one kind of ${discriminator}`)
    // Every kind's word field is alike (union() makes sure): its label and hint are the word's.
    const wordField = this.child(discriminator)
    const wordChoice: JsonSchema = {
      title: labelOf(discriminator, wordField ?? {}),
      ...describedBy(wordField?.hint),
      ...choice([first, ...others]).jsonSchema(definitions),
      enumDescriptions: [...this.variants.values()].map((variant) => variant.hint ?? ""),
    }
    return {
      type: "object",
      properties: { [discriminator]: wordChoice },
      required: [discriminator],
      allOf: [...this.variants].map(([kind, variant]) => ({
        if: { properties: { [discriminator]: { const: kind } }, required: [discriminator] },
        then: titled(kind, variant, definitions),
      })),
    }
  }

  expectation(): string {
    return `a group of fields starting with "${this.discriminator}:" and one of: ${[...this.variants.keys()].join(", ")}`
  }

  advice(): string {
    return "Write its fields on the lines below, indented by two more spaces. Compare with a neighbouring entry."
  }

  /** The words that say which kind a value is. */
  get words(): readonly string[] {
    return [...this.variants.keys()]
  }

  of(value: unknown): GroupField | undefined {
    const word = wordOf(value, this.discriminator)
    return typeof word === "string" ? this.variants.get(word) : undefined
  }

  /** Its word's field is every kind's, so a value of an unknown kind is still placed there. */
  child(segment: string | number): Field | undefined {
    return segment === this.discriminator ? [...this.variants.values()][0]?.child(segment) : undefined
  }

  picturesIn(value: unknown, at: Path): PictureUse[] {
    return this.of(value)?.picturesIn(value, at) ?? []
  }

  protected mapParts(value: unknown, convert: (field: Field, part: unknown) => unknown): unknown {
    const variant = this.of(value)
    return variant ? convert(variant, value) : value
  }

  serve(value: unknown, road: ContentRoad): unknown {
    const variant = this.of(value)
    if (!variant) return value ?? null
    const served = variant.serve(value, road) as Record<string, unknown>
    return { __typename: UnionField.typeNameOf(String(wordOf(value, this.discriminator)), variant), ...served }
  }
}

/** A group that can be one of a union's: its fields a zod object, not refined as a whole. */
type Variant = GroupField<z.AnyZodObject>

/** One of these groups, told apart by the word in their `discriminator` field. */
export function union<D extends string, V extends readonly [Variant, ...Variant[]]>(discriminator: D, variants: V) {
  const byWord = new Map(
    variants.map((variant) => {
      const field = variant.child(discriminator)
      const words = field instanceof ChoiceField ? field.options : []
      if (words.length !== 1) throw new Error(`Each kind of ${discriminator} must have a one-word ${discriminator}`)
      return [words[0], variant as GroupField] as const
    }),
  )
  type Option = z.ZodDiscriminatedUnionOption<string>
  const options = variants.map((variant) => variant.schema) as unknown as [Option, ...Option[]]
  // zod's own type of a discriminated union is not inferred through these variants: its value's is.
  const key: string = discriminator
  const schema = z.discriminatedUnion(key, options) as unknown as z.ZodType<z.infer<V[number]["schema"]>>
  return new UnionField(schema, discriminator, byWord)
}

/** The field that says which kind of block an entry is ("type: note"). */
export const BLOCK_TYPE_FIELD = "type"

/**
 * One kind of block of a general page's section: the word editors write as its type, the GraphQL
 * type it becomes, what it is (the editor's hint), and its fields.
 */
export function block<Type extends string, T extends Fields>(
  type: Type,
  graphqlName: string,
  description: string,
  fields: T,
) {
  return record({ [BLOCK_TYPE_FIELD]: word(type), ...fields })
    .named(graphqlName)
    .describe(description)
}
