/**
 * Turns the zod content schemas into GraphQL type definitions for Gatsby, so every
 * YAML type is declared (no inference) from the same source that validates it.
 * Every text field carries the @copy extension, which resolves {placeholders}.
 */
import type { ContentFile } from "./content-files"
import { shapeOf, type FieldShape, type ObjectShape } from "./schema-shape"

function pascal(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1)
}

interface FieldType {
  /** The GraphQL type, without the outer "!". */
  readonly type: string
  readonly nullable: boolean
  /** Whether the field holds text (or a list of text) and so resolves placeholders. */
  readonly isText: boolean
}

/** The GraphQL type of a value, before the "!"; null for shapes GraphQL cannot express. */
type ValueType = Omit<FieldType, "nullable"> | null

class TypeCollector {
  private readonly definitions = new Map<string, { fields: ObjectShape["fields"]; sdl: string }>()

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
      const extension = fieldType.isText ? " @copy" : ""
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
        return { type: "String", isText: true }
      case "number":
        return { type: shape.integer ? "Int" : "Float", isText: false }
      case "boolean":
        return { type: "Boolean", isText: false }
      case "list": {
        const element = this.fieldType(shape.element, suggestedName)
        if (!element) return null
        return { type: `[${element.type}${element.nullable ? "" : "!"}]`, isText: element.isText }
      }
      case "object": {
        const name = shape.graphqlName ?? suggestedName
        this.addObject(name, shape)
        return { type: name, isText: false }
      }
      case "map":
        // Free-form name/value groups are used only as placeholder values, never queried.
        return null
    }
  }

  sdl(): string {
    return [...this.definitions.values()].map((definition) => definition.sdl).join("\n\n")
  }
}

/** The node's own shape: the entry of a list file, or the whole object of an object file. */
function nodeShapeOf(file: ContentFile): ObjectShape {
  const shape = shapeOf(file.schema)
  const node = shape.kind === "list" ? shape.element : shape
  if (node.kind !== "object") throw new Error(`content/${file.file}: its schema must be an object or a list of objects`)
  return node
}

export function graphqlTypeDefinitions(files: readonly ContentFile[]): string {
  const collector = new TypeCollector()
  for (const file of files) collector.addObject(file.typeName, nodeShapeOf(file), "Node")
  return collector.sdl()
}
