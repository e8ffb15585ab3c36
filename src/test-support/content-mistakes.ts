/**
 * The mistakes an editor can make in a content file, made of the file itself: at every place of its
 * data (one of each kind of place: the first entry of a list stands for the others, unless another
 * has other fields), a field left out or misspelt, a value of another kind (a number, text, a list, a
 * group: an unquoted {placeholder}), text one letter off or with spaces around it, a day the calendar
 * does not have, an empty list, an empty value. Nothing here knows a field's kind: the tests compare
 * what the content check and the JSON Schemas say of each.
 */
import type { Path } from "../content/fields"

export interface Mistake {
  /** What was done, and where: "events.1.format: one letter off". */
  readonly what: string
  readonly data: unknown
}

type Edit = (value: unknown) => unknown

/** Left out of its group. */
const LEFT_OUT = Symbol("left out")

const isGroup = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value)

/** The data with the value at a place edited (LEFT_OUT leaves it out of its group); the rest shared, not copied. */
function editedAt(data: unknown, at: Path, edit: (value: unknown) => unknown): unknown {
  if (at.length === 0) return edit(data)
  const [first, ...rest] = at
  if (Array.isArray(data)) {
    return data.map((item: unknown, index) => (index === first ? editedAt(item, rest, edit) : item))
  }
  if (!isGroup(data)) return data
  return Object.fromEntries(
    Object.entries(data).flatMap(([name, value]) => {
      if (name !== first) return [[name, value]]
      const edited = editedAt(value, rest, edit)
      return edited === LEFT_OUT ? [] : [[name, edited]]
    }),
  )
}

/** The group at a place with one field's name misspelt, in its place among the others. */
function misspelt(group: Record<string, unknown>, name: string): Record<string, unknown> {
  const wrong = `${name.slice(0, -1)}${name.endsWith("x") ? "y" : "x"}`
  return Object.fromEntries(Object.entries(group).map(([key, value]) => [key === name ? wrong : key, value]))
}

/** The values another value could be mistaken for, by what it is. */
function otherValues(value: unknown): [string, Edit][] {
  const edits: [string, Edit][] = [
    ["left empty", () => null],
    ["a number", () => 550],
    ["digits in quotes", () => "550"],
    ["a list", () => ["an entry"]],
    ["an unquoted {placeholder}", () => ({ examFee: null })],
  ]
  if (typeof value === "string") {
    edits.push(
      ["one letter off", (text) => `${String(text).slice(0, -1)}${String(text).endsWith("x") ? "y" : "x"}`],
      ["with a space before it", (text) => ` ${String(text)}`],
      ["with a space after it", (text) => `${String(text)} `],
      ["only spaces", () => "  "],
      ["a day the calendar does not have", (text) => String(text).replace(/\d{2}-\d{2}$/, "02-30")],
    )
  }
  if (typeof value === "number") {
    edits.push(
      ["with cents", (number) => Number(number) + 0.5],
      ["with a fraction of a cent", (number) => Number(number) + 0.005],
      ["below zero", () => -1],
    )
  }
  if (Array.isArray(value) && value.length > 0) edits.push(["an empty list", () => []])
  return edits.filter(([, edit]) => JSON.stringify(edit(value)) !== JSON.stringify(value))
}

/** Each place of the data, once for each kind of place: its path, and a signature of what is there. */
function placesOf(data: unknown, at: Path = [], seen = new Set<string>()): Path[] {
  const children: [string | number, unknown][] = Array.isArray(data)
    ? data.map((item: unknown, index) => [index, item])
    : isGroup(data)
      ? Object.entries(data)
      : []
  // The kind of place: its path with any list's entry as "*", and the names of its fields if it has any.
  const kind = `${at.map((segment) => (typeof segment === "number" ? "*" : segment)).join(".")}${isGroup(data) ? `{${Object.keys(data).sort().join(",")}}` : ""}`
  if (seen.has(kind)) return []
  seen.add(kind)
  return [at, ...children.flatMap(([segment, child]) => placesOf(child, [...at, segment], seen))]
}

/** The value at a place of the data, or undefined where there is none. */
function valueAt(data: unknown, at: Path): unknown {
  return at.reduce<unknown>(
    (current, segment) =>
      current !== null && typeof current === "object"
        ? (current as Record<string | number, unknown>)[segment]
        : undefined,
    data,
  )
}

/**
 * What the other entries of the nearest list hold at the same place, as values a place of an entry
 * could be given: another event's format, which its other fields may not go with.
 */
function siblingValues(data: unknown, at: Path): [string, Edit][] {
  const entry = at.map((segment) => typeof segment === "number").lastIndexOf(true)
  if (entry === -1) return []
  const list = valueAt(data, at.slice(0, entry))
  if (!Array.isArray(list)) return []
  const own = JSON.stringify(valueAt(data, at))
  return list.flatMap((sibling: unknown, index): [string, Edit][] => {
    const value = valueAt(sibling, at.slice(entry + 1))
    return value === undefined || JSON.stringify(value) === own ? [] : [[`as entry ${index + 1} has it`, () => value]]
  })
}

/** Every mistake made of a file's data, one of each kind of place at a time. */
export function mistakesIn(data: unknown): Mistake[] {
  return placesOf(data).flatMap((at) => {
    const where = at.length === 0 ? "the file" : at.join(".")
    const value = valueAt(data, at)
    const mistakes: Mistake[] = [...otherValues(value), ...siblingValues(data, at)].map(([what, edit]) => ({
      what: `${where}: ${what}`,
      data: editedAt(data, at, edit),
    }))
    if (isGroup(value)) {
      for (const name of Object.keys(value)) {
        mistakes.push(
          { what: `${where}: ${name} left out`, data: editedAt(data, [...at, name], () => LEFT_OUT) },
          { what: `${where}: ${name} misspelt`, data: editedAt(data, at, () => misspelt(value, name)) },
        )
      }
    }
    return mistakes
  })
}
