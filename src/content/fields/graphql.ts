/**
 * The GraphQL types of the content, declared (never inferred) from its fields: each field says its
 * own type (Field.graphqlType), and a group of fields or a union declares its type here, once per
 * name, before the types it contains. gatsby-node.ts gives Gatsby the result.
 */

/** A field as the types see it (field.ts's Field): its own type, and whether the file may leave it out. */
interface TypedField {
  readonly isOptional: boolean
  graphqlType(types: GraphqlTypes, suggestedName: string): GraphqlValueType | null
}

/** A field's GraphQL type, before the outer "!". */
export interface GraphqlValueType {
  readonly type: string
  /** The field's extension (text: @copy, resolving {placeholders}; a date: @contentDate). */
  readonly extension?: string
}

/**
 * A GraphQL union of object types, told apart by a field of the content (a block's "type"). SDL
 * cannot say how to tell them apart, so Gatsby gets it built with schema.buildUnionType and this
 * resolveType.
 */
export interface ContentUnion {
  readonly name: string
  /** The member types, in the schema's order. */
  readonly types: readonly string[]
  /** The member type of a value, by its discriminator's word. */
  readonly resolveType: (value: Record<string, unknown>) => string | undefined
}

/** A word or field name as part of a GraphQL type name, which has no dashes: "git-gateway" gives GitGateway. */
export function pascal(word: string): string {
  return word
    .split(/[^A-Za-z0-9]+/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("")
}

/** The types met so far, each declared once, in SDL. */
export class GraphqlTypes {
  private readonly objects = new Map<string, { owner: object; sdl: string }>()
  /** The unions, by name. */
  readonly unions = new Map<string, ContentUnion>()
  /** The interfaces, by name, in SDL: the fields several types share, for one fragment to ask for them. */
  readonly interfaces = new Map<string, string>()

  /**
   * Declares an object type with these fields (their names and fields, in order), once: the same
   * group met again under its name is the same type; another group under a taken name is an error.
   */
  object(
    name: string,
    owner: object,
    fields: readonly (readonly [string, TypedField])[],
    options: {
      /** Interfaces it implements ("Node", for a file's own type, which is never inferred). */
      readonly interfaces?: readonly string[]
      /** Fields with a resolver of their own, in SDL ("imageData: GatsbyImageData @pictureData(...)"). */
      readonly extraFields?: readonly string[]
    } = {},
  ): void {
    const existing = this.objects.get(name)
    if (existing) {
      if (existing.owner !== owner) throw new Error(`Two different content shapes are both named ${name}`)
      return
    }
    // Reserve the name before the fields, so a type is declared before the types it contains.
    this.objects.set(name, { owner, sdl: "" })
    const lines = fields.flatMap(([fieldName, field]) => {
      const type = field.graphqlType(this, `${name}${pascal(fieldName)}`)
      if (!type) return []
      const extension = type.extension ? ` ${type.extension}` : ""
      return [`  ${fieldName}: ${type.type}${field.isOptional ? "" : "!"}${extension}`]
    })
    lines.push(...(options.extraFields ?? []).map((line) => `  ${line}`))
    const interfaces = options.interfaces ?? []
    const implementing = interfaces.length > 0 ? ` implements ${interfaces.join(" & ")}` : ""
    const directives = `${implementing}${interfaces.includes("Node") ? " @dontInfer" : ""}`
    this.objects.set(name, { owner, sdl: `type ${name}${directives} {\n${lines.join("\n")}\n}` })
  }

  /** Every object type in SDL, and the unions. */
  result(): { readonly sdl: string; readonly unions: readonly ContentUnion[] } {
    return {
      sdl: [...this.interfaces.values(), ...[...this.objects.values()].map((definition) => definition.sdl)].join(
        "\n\n",
      ),
      unions: [...this.unions.values()],
    }
  }
}
