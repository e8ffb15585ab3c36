/**
 * Turns the zod content schemas into GraphQL type definitions for Gatsby, so every
 * YAML type is declared (no inference) from the same source that validates it.
 * Every text field carries the @copy extension, which resolves {placeholders}.
 */
import { z } from "zod"
import type { ContentFile } from "./content-files"
import { graphqlNameOf } from "./schema-kit"

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

class TypeCollector {
  private readonly definitions = new Map<string, { schema: z.ZodTypeAny; sdl: string }>()

  addObject(name: string, schema: z.AnyZodObject, interfaces = ""): void {
    const existing = this.definitions.get(name)
    if (existing) {
      if (existing.schema !== schema) throw new Error(`Two different content shapes are both named ${name}`)
      return
    }
    // Reserve the name before the fields, so a shape that contains itself cannot loop.
    this.definitions.set(name, { schema, sdl: "" })
    const fields = Object.entries(schema.shape as z.ZodRawShape).flatMap(([field, fieldSchema]) => {
      const fieldType = this.fieldType(fieldSchema, `${name}${pascal(field)}`)
      if (!fieldType) return []
      const marker = fieldType.nullable ? "" : "!"
      const extension = fieldType.isText ? " @copy" : ""
      return [`  ${field}: ${fieldType.type}${marker}${extension}`]
    })
    const directives = interfaces ? ` implements ${interfaces} @dontInfer` : ""
    this.definitions.set(name, { schema, sdl: `type ${name}${directives} {\n${fields.join("\n")}\n}` })
  }

  /** Null for shapes GraphQL cannot express (free-form name/value maps, used only as placeholder values). */
  private fieldType(schema: z.ZodTypeAny, suggestedName: string): FieldType | null {
    if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) {
      const inner = this.fieldType(schema.unwrap() as z.ZodTypeAny, suggestedName)
      return inner && { ...inner, nullable: true }
    }
    if (schema instanceof z.ZodEffects) return this.fieldType(schema.innerType() as z.ZodTypeAny, suggestedName)
    if (schema instanceof z.ZodString || schema instanceof z.ZodEnum) {
      return { type: "String", nullable: false, isText: true }
    }
    if (schema instanceof z.ZodNumber) return { type: schema.isInt ? "Int" : "Float", nullable: false, isText: false }
    if (schema instanceof z.ZodBoolean) return { type: "Boolean", nullable: false, isText: false }
    if (schema instanceof z.ZodArray) {
      const element = this.fieldType(schema.element as z.ZodTypeAny, suggestedName)
      if (!element) return null
      return { type: `[${element.type}${element.nullable ? "" : "!"}]`, nullable: false, isText: element.isText }
    }
    if (schema instanceof z.ZodObject) {
      const name = graphqlNameOf(schema) ?? suggestedName
      this.addObject(name, schema)
      return { type: name, nullable: false, isText: false }
    }
    if (schema instanceof z.ZodRecord) return null
    throw new Error(`The content schema uses a shape GraphQL types cannot be made from (${suggestedName})`)
  }

  sdl(): string {
    return [...this.definitions.values()].map((definition) => definition.sdl).join("\n\n")
  }
}

/** The node's own shape: the entry of a list file, or the whole object of an object file. */
export function nodeSchemaOf(file: ContentFile): z.AnyZodObject {
  let schema = file.schema
  if (schema instanceof z.ZodArray) schema = schema.element as z.ZodTypeAny
  if (!(schema instanceof z.ZodObject))
    throw new Error(`content/${file.file}: its schema must be an object or a list of objects`)
  return schema
}

export function graphqlTypeDefinitions(files: readonly ContentFile[]): string {
  const collector = new TypeCollector()
  for (const file of files) collector.addObject(file.typeName, nodeSchemaOf(file), "Node")
  return collector.sdl()
}
