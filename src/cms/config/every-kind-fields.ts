/**
 * A group of fields of several kinds, told apart by one of its fields (site.yaml's editor settings,
 * one kind per backend), as one Decap form. Decap's object field cannot change its fields as a
 * choice changes, so the form shows every kind's fields, and the content check says what the
 * chosen kind needs and refuses what it does not use. (A list of such groups, a page's blocks, is
 * Decap's list of typed entries instead: cms-config.ts's typedListField.)
 */
import type { ChoiceShape, FieldShape, ObjectShape, UnionShape } from "../../content/schema-shape"

/**
 * The field names of every kind, in order: each kind's own order kept, a field first seen in a
 * later kind placed after the field it follows there.
 */
function namesInOrder(kinds: readonly ObjectShape[]): string[] {
  const names: string[] = []
  for (const kind of kinds) {
    let previous: string | undefined
    for (const name of kind.fields.keys()) {
      if (!names.includes(name)) names.splice(previous === undefined ? 0 : names.indexOf(previous) + 1, 0, name)
      previous = name
    }
  }
  return names
}

/** One field as every kind has it: a choice offers every kind's words; otherwise the first kind's field. */
function mergedField(shapes: readonly FieldShape[], requiredByEvery: boolean): FieldShape {
  const choices = shapes.filter((shape): shape is ChoiceShape => shape.kind === "choice")
  const description = shapes.find((shape) => shape.description)?.description
  const base: FieldShape =
    choices.length === shapes.length
      ? { ...choices[0], options: [...new Set(choices.flatMap((choice) => choice.options))] }
      : shapes[0]
  return { ...base, optional: !requiredByEvery, ...(description ? { description } : {}) }
}

/**
 * The fields of every kind as one group, in the kinds' order: the field that tells them apart is a
 * choice of every kind's word, and a field is required only when every kind requires it.
 */
export function fieldsOfEveryKind(union: UnionShape): ObjectShape {
  const kinds = [...union.variants.values()]
  const fields = namesInOrder(kinds).map((name): [string, FieldShape] => {
    const shapes = kinds.flatMap((kind) => kind.fields.get(name) ?? [])
    const requiredByEvery = kinds.every((kind) => kind.fields.get(name)?.optional === false)
    return [name, mergedField(shapes, requiredByEvery)]
  })
  return {
    kind: "object",
    optional: union.optional,
    nullable: union.nullable,
    ...(union.description ? { description: union.description } : {}),
    ...(union.label ? { label: union.label } : {}),
    fields: new Map(fields),
  }
}
