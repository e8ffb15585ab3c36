/**
 * Turns the zod content schemas into GraphQL type definitions for Gatsby, so every
 * YAML type is declared (no inference) from the same source that validates it.
 * Every text field carries the @copy extension, which resolves {placeholders}; a picture's file
 * is linked to its File node (which gatsby-transformer-sharp gives a childImageSharp) by its path
 * below content/, the File node's relativePath.
 */
import type { ContentFile } from "./content-files"
import { shapeOf, type FieldShape, type ObjectShape, type UnionShape } from "./schema-shape"

/** A word or field name as part of a GraphQL type name, which has no dashes: "git-gateway" gives GitGateway. */
function pascal(word: string): string {
  return word
    .split(/[^A-Za-z0-9]+/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("")
}

interface FieldType {
  /** The GraphQL type, without the outer "!". */
  readonly type: string
  readonly nullable: boolean
  /** The field's extension: @copy for text (placeholders resolved), @link for a picture's file. */
  readonly extension?: string
}

/** Text fields resolve {placeholders} (gatsby-node.ts's @copy extension). */
const COPY = "@copy"

/**
 * A date field's value is its text as written, whichever YAML parser read the file (date-field.ts's
 * dateFromYaml, which gatsby-node.ts's @contentDate extension applies).
 */
export const DATE_EXTENSION = "contentDate"

/** A picture's path below content/ is the relativePath of its File node in the content source. */
const FILE_LINK = '@link(by: "relativePath")'

/** The GraphQL type of a value, before the "!"; null for shapes GraphQL cannot express. */
type ValueType = Omit<FieldType, "nullable"> | null

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

export interface GraphqlTypeDefinitions {
  /** Every object type, in SDL. */
  readonly sdl: string
  readonly unions: readonly ContentUnion[]
}

class TypeCollector {
  private readonly definitions = new Map<string, { fields: ObjectShape["fields"]; sdl: string }>()
  private readonly unionDefinitions = new Map<string, ContentUnion>()

  addObject(name: string, shape: ObjectShape, interfaces = ""): void {
    const existing = this.definitions.get(name)
    if (existing) {
      // schema-shape gives one zod object one map of fields: another map is another shape.
      if (existing.fields !== shape.fields) throw new Error(`Two different content shapes are both named ${name}`)
      return
    }
    // Reserve the name before the fields, so a type is declared before the types it contains.
    this.definitions.set(name, { fields: shape.fields, sdl: "" })
    const fields = [...shape.fields].flatMap(([field, fieldShape]) => {
      const fieldType = this.fieldType(fieldShape, `${name}${pascal(field)}`)
      if (!fieldType) return []
      const marker = fieldType.nullable ? "" : "!"
      const extension = fieldType.extension ? ` ${fieldType.extension}` : ""
      return [`  ${field}: ${fieldType.type}${marker}${extension}`]
    })
    const directives = interfaces ? ` implements ${interfaces} @dontInfer` : ""
    this.definitions.set(name, { fields: shape.fields, sdl: `type ${name}${directives} {\n${fields.join("\n")}\n}` })
  }

  private fieldType(shape: FieldShape, suggestedName: string): FieldType | null {
    const valueType = this.valueType(shape, suggestedName)
    return valueType && { ...valueType, nullable: shape.optional || shape.nullable }
  }

  private valueType(shape: FieldShape, suggestedName: string): ValueType {
    switch (shape.kind) {
      case "text":
      case "choice":
        return { type: "String", extension: COPY }
      case "imageFile":
        return { type: "File", extension: FILE_LINK }
      case "date":
        return { type: "String", extension: `@${DATE_EXTENSION}` }
      case "number":
        return { type: shape.integer ? "Int" : "Float" }
      case "boolean":
        return { type: "Boolean" }
      case "list": {
        const element = this.fieldType(shape.element, suggestedName)
        if (!element) return null
        return { type: `[${element.type}${element.nullable ? "" : "!"}]`, extension: element.extension }
      }
      case "object": {
        const name = shape.graphqlName ?? suggestedName
        this.addObject(name, shape)
        return { type: name }
      }
      case "map":
        // Free-form name/value groups are used only as placeholder values, never queried.
        return null
      case "union":
        return { type: this.addUnion(shape, suggestedName) }
    }
  }

  private addUnion(shape: UnionShape, suggestedName: string): string {
    const name = shape.graphqlName ?? suggestedName
    if (this.unionDefinitions.has(name)) return name
    const typeByWord = new Map(
      [...shape.variants].map(([word, variant]) => {
        const typeName = variant.graphqlName ?? `${name}${pascal(word)}`
        this.addObject(typeName, variant)
        return [word, typeName] as const
      }),
    )
    this.unionDefinitions.set(name, {
      name,
      types: [...typeByWord.values()],
      resolveType: (value) => {
        const word = value[shape.discriminator]
        return typeof word === "string" ? typeByWord.get(word) : undefined
      },
    })
    return name
  }

  result(): GraphqlTypeDefinitions {
    return {
      sdl: [...this.definitions.values()].map((definition) => definition.sdl).join("\n\n"),
      unions: [...this.unionDefinitions.values()],
    }
  }
}

/** The node's own shape: the entry of a list file, or the whole object of an object file. */
function nodeShapeOf(file: ContentFile): ObjectShape {
  const shape = shapeOf(file.schema)
  const node = shape.kind === "list" ? shape.element : shape
  if (node.kind !== "object") throw new Error(`content/${file.file}: its schema must be an object or a list of objects`)
  return node
}

export function graphqlTypeDefinitions(files: readonly ContentFile[]): GraphqlTypeDefinitions {
  const collector = new TypeCollector()
  for (const file of files) collector.addObject(file.typeName, nodeShapeOf(file), "Node")
  return collector.result()
}

/** The node type of the build's day (build-date.ts), which gatsby-node.ts creates once per build. */
export const BUILD_DATE_TYPE = "BuildDate"

/** The build's day, declared like every content type: the pages that change with the date query it. */
export const buildDateTypeDefinition = `type ${BUILD_DATE_TYPE} implements Node @dontInfer {
  today: String!
  year: Int!
}`
