/**
 * Plain-language wording for what the YAML parser and the zod schemas report, so an
 * editor who has never seen a stack trace can tell what is wrong and what to type.
 * Every message says what was expected and what to do.
 */
import type { ErrorCode, YAMLError } from "yaml"
import { z } from "zod"
import { fieldAt, valueAt, type Field } from "./fields"
import { CHOICE_ADVICE } from "./fields/choice"
import { closestName } from "./placeholders"

/** How an editor would describe what the file holds at that place. */
function describeValue(value: unknown): string {
  if (value === null || value === undefined) return "empty"
  if (Array.isArray(value)) return "a list"
  if (typeof value === "object") return "a group of fields"
  if (typeof value === "number") return `the number ${value}`
  if (typeof value === "boolean") return `the word ${String(value)}`
  // Anything else YAML reads is text.
  const text = typeof value === "string" ? value : typeof value
  return `"${text.length > 60 ? `${text.slice(0, 57)}...` : text}"`
}

/** zod's own messages ("Expected array, received string", "Required") are replaced; the schemas' own are kept. */
function isZodDefault(message: string): boolean {
  return message === "Required" || /^(Expected |Invalid |String must|Number must|Array must)/.test(message)
}

export interface IssueContext {
  /** The file's field (its schema, in schemas.ts). */
  readonly field: Field
  readonly data: unknown
  readonly entryLabel?: string
}

/**
 * For the word that says which kind an entry of a list is (a block's type), what one entry is
 * called ("block"); undefined when the word belongs to a group of fields that is no list's entry.
 */
function entryOfKind(context: IssueContext, at: readonly (string | number)[]): string | undefined {
  const position = at.at(-2)
  if (typeof position !== "number") return undefined
  if (at.length === 2) return context.entryLabel ?? "entry"
  return fieldAt(context.field, at.slice(0, -2), context.data)?.entryLabel ?? "entry"
}

/**
 * The advice a schema's own rule gives after its message and the value (a custom issue's
 * params.advice, a sentence): its message says what the value should be, the advice what to do.
 */
function ruleAdvice(issue: z.ZodIssue): string | undefined {
  if (issue.code !== z.ZodIssueCode.custom) return undefined
  const advice: unknown = issue.params?.advice
  return typeof advice === "string" ? advice : undefined
}

/** Fields a group does not have: the closest name when one is misspelt, and the names it has. */
function unknownFieldsMessage(names: readonly string[], group: Field | undefined): string {
  const allowed = [...(group?.fieldNames() ?? [])]
  const keys = names.map((key) => `"${key}"`).join(", ")
  const suggestion = names.length === 1 ? closestName(names[0], allowed) : undefined
  const didYouMean = suggestion ? ` Did you mean "${suggestion}"?` : " Check the spelling."
  const isAre = names.length === 1 ? "is not a field" : "are not fields"
  const list = allowed.length > 0 ? ` The fields allowed here are: ${allowed.join(", ")}.` : ""
  return `${keys} ${isAre} here.${didYouMean}${list}`
}

/** One zod issue as a sentence an editor can act on. */
export function issueMessage(issue: z.ZodIssue, context: IssueContext): string {
  const at = issue.path
  const field = fieldAt(context.field, at, context.data)
  const label = at.length === 0 ? context.entryLabel : undefined
  const value = valueAt(context.data, at)
  // What a value of this field looks like, in an editor's words ("text", "a list of sentences").
  const expected = field?.expectation(label) ?? "a value"

  switch (issue.code) {
    case z.ZodIssueCode.unrecognized_keys: {
      // A field set elsewhere now (site.yaml's siteUrl) says where; any other is unknown.
      const moved = issue.keys.flatMap((key) => field?.movedField(key) ?? [])
      const unknown = issue.keys.filter((key) => field?.movedField(key) === undefined)
      return [...moved, ...(unknown.length > 0 ? [unknownFieldsMessage(unknown, field)] : [])].join(" ")
    }
    case z.ZodIssueCode.invalid_type: {
      if (issue.received === "undefined") {
        // A schema's own word for a missing field says why it is needed ("is needed when backend is github: ...").
        if (!isZodDefault(issue.message)) return `${issue.message}.`
        return `is missing. Add this field (${expected}); it is required.`
      }
      if (issue.received === "null") {
        if (typeof at[at.length - 1] === "number") {
          return 'is empty: a "-" with nothing after it. Write the entry after the "-", or delete the line.'
        }
        return `is empty. Write ${expected} after the colon.`
      }
      const should = isZodDefault(issue.message) ? `should be ${expected}` : issue.message
      return `${should}, but is ${describeValue(value)}. ${field?.advice(value) ?? "Compare with a neighbouring entry and write it the same way."}`
    }
    case z.ZodIssueCode.invalid_union_discriminator: {
      const words = issue.options.map(String)
      const suggestion = typeof value === "string" ? closestName(value, words) : undefined
      const didYouMean = suggestion ? ` Did you mean "${suggestion}"?` : ""
      const shown = value === undefined ? "is missing" : `is ${describeValue(value)}`
      const entry = entryOfKind(context, at)
      // An entry of a list says which kind of entry it is (a block); a group of settings, which choice it is.
      if (entry)
        return `should say which kind of ${entry} this is, one of: ${words.join(", ")}; it ${shown}.${didYouMean}`
      return `should be one of: ${words.join(", ")}, but ${shown}. ${CHOICE_ADVICE}${didYouMean}`
    }
    case z.ZodIssueCode.invalid_enum_value:
      return `should be one of: ${issue.options.join(", ")}, but is ${describeValue(value)}. ${CHOICE_ADVICE}`
    case z.ZodIssueCode.too_small:
      if (!isZodDefault(issue.message)) return `${issue.message}.`
      if (issue.type === "array") return `should have at least ${String(issue.minimum)} entries. Add more.`
      if (issue.type === "string") return `should have at least ${String(issue.minimum)} characters.`
      return `should be at least ${String(issue.minimum)}.`
    case z.ZodIssueCode.too_big:
      if (!isZodDefault(issue.message)) return `${issue.message}.`
      if (issue.type === "array") return `should have at most ${String(issue.maximum)} entries. Remove some.`
      if (issue.type === "string") return `should have at most ${String(issue.maximum)} characters. Shorten it.`
      return `should be at most ${String(issue.maximum)}.`
    default: {
      const should = isZodDefault(issue.message) ? `should be ${expected}` : issue.message
      const shown = typeof value === "string" ? `, but is ${describeValue(value)}` : ""
      // What to do, after the value: a schema rule's own advice ("February 2027 has 28 days."), or
      // for a refused link or address the likely fix, where there is one ("Use the secure address: https://...").
      const advice = ruleAdvice(issue) ?? (typeof value === "string" ? field?.fix(value) : undefined)
      return `${should}${shown}.${advice ? ` ${advice}` : ""}`
    }
  }
}

/** A line that is not where its neighbours are, or holds text that YAML reads as more than text. */
const OUT_OF_LINE =
  'this line or the one before it is indented differently from its neighbours, or holds text that must be in quotes. Line it up with the fields above (spaces, not tabs), and put text that starts with { [ * & ! | > or contains ": " or " #" in double quotes.'
const UNQUOTED_COLON = 'text that contains ": " must be in quotes. Put the whole text in double quotes ("...").'

/** What the parser's errors mean, by its code, in words an editor can act on. */
const YAML_ERROR_WORDS: Partial<Record<ErrorCode, string>> = {
  TAB_AS_INDENT: "this line is indented with a tab. Use spaces instead.",
  DUPLICATE_KEY: "this field appears twice in the same group. Keep one of them and delete the other.",
  BLOCK_AS_IMPLICIT_KEY: UNQUOTED_COLON,
  MULTILINE_IMPLICIT_KEY: UNQUOTED_COLON,
  BAD_INDENT: OUT_OF_LINE,
  UNEXPECTED_TOKEN: OUT_OF_LINE,
  BAD_SCALAR_START: OUT_OF_LINE,
}

/** What the YAML parser found, in plain words, with the line an editor should look at. */
export function yamlErrorMessage(error: YAMLError, source: string): { line?: number; message: string } {
  const line = error.linePos?.[0].line
  const start = "the file is not valid YAML:"
  const missing = error.code === "MISSING_CHAR" ? error.message : ""
  if (/quote/i.test(missing)) {
    return {
      line: lineOfUnclosedQuote(source, line) ?? line,
      message: `${start} a quote (") is opened but never closed. Add the closing quote at the end of the text.`,
    }
  }
  const words = /Sequence item without - indicator/.test(missing)
    ? "this line is not lined up with the fields above it. Indent it by the same number of spaces as the field above."
    : YAML_ERROR_WORDS[error.code]
  return {
    line,
    message: `${start} ${words ?? `${error.message.split(" at line")[0]}. Check the indentation, and that text starting with { or containing ": " is in quotes.`}`,
  }
}

/** The last line, up to the error, with an odd number of double quotes: where an unclosed quote starts. */
function lineOfUnclosedQuote(source: string, errorLine: number | undefined): number | undefined {
  const lines = source.split("\n").slice(0, errorLine ?? undefined)
  for (let index = lines.length - 1; index >= 0; index -= 1) {
    const quotes = (lines[index].replace(/\\"/g, "").match(/"/g) ?? []).length
    if (quotes % 2 === 1) return index + 1
  }
  return undefined
}
