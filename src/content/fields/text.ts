/**
 * Text: a sentence or label a visitor reads, one line in the editor. It may contain {placeholders},
 * which reach the page filled in (@copy at build time, the same resolver in the preview). Variants
 * with a rule of their own (an email address, a phone number, a name for a section's link) are
 * text with a pattern: the check's rule, and the same pattern the editor checks as it is typed.
 */
import { z } from "zod"
import { capitalized, withCommon, type CmsField } from "./decap"
import { Field, type ContentRoad, type FieldPresentation, type Path, type TextMark } from "./field"
import type { GraphqlValueType } from "./graphql"
import { matching, sentence, type JsonSchema } from "./json-schema"
import { asWritten } from "./yaml-value"

/** One regular expression that accepts what the field's rules accept, so the editor can check as it is typed. */
export interface TextPattern {
  readonly source: string
  /** In the schema's words: "should be ...". */
  readonly message: string
  /** The check takes spaces off both ends before it applies the pattern (the editor's field applies it as typed). */
  readonly trimmed?: boolean
}

/** What the check says of text with nothing in it but spaces (text's rule, in text's words). */
const NOT_EMPTY = "should not be empty"

/**
 * A pattern as JSON Schema applies it, to the value as written: where the check takes the spaces off
 * both ends first, the pattern allows them there (it must say where the value begins and ends, ^...$).
 */
function asWrittenPattern({ source, message, trimmed }: TextPattern): JsonSchema {
  if (!trimmed) return matching(source, message)
  const inner = /^\^(.*)\$$/s.exec(source)?.[1]
  if (inner === undefined) throw new Error(`The pattern ${source} must say where the value begins and ends (^...$)`)
  return matching(`^\\s*(?:${inner})\\s*$`, message)
}

/** Text fields resolve {placeholders} (src/build/field-extensions.ts's @copy, with this module's serveText). */
export const COPY_EXTENSION = "copy"

/**
 * A text value as GraphQL and the preview serve it: as the editor wrote it (a day written unquoted
 * in a sentence is that text, not js-yaml's Date: yaml-value.ts), its {placeholders} filled in on the road.
 */
export function serveText(value: unknown, road: Pick<ContentRoad, "text">): string | null {
  if (value === null || value === undefined) return null
  return road.text(String(asWritten(value)))
}

/** A flow map like {applicationUrl: null}: what YAML makes of an unquoted "{applicationUrl}". */
function unquotedPlaceholder(value: unknown): string | undefined {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return undefined
  const entries = Object.entries(value)
  if (entries.length !== 1 || entries[0][1] !== null) return undefined
  return entries[0][0]
}

export class TextField<S extends z.ZodTypeAny = z.ZodTypeAny> extends Field<S> {
  constructor(
    schema: S,
    presentation: FieldPresentation = {},
    /** The editor's check, as typed: one regular expression for the field's rules. */
    readonly pattern?: TextPattern,
    /** A paragraph rather than a line: typed in a larger box (long-text.ts). */
    readonly long = false,
  ) {
    super(schema, presentation)
  }

  graphqlType(): GraphqlValueType | null {
    return { type: "String", extension: `@${COPY_EXTENSION}` }
  }

  decapField(name: string): CmsField {
    const { pattern } = this
    return withCommon(name, this, {
      widget: this.long ? "text" : "string",
      ...(pattern ? { pattern: [pattern.source, capitalized(pattern.message)] as const } : {}),
    })
  }

  protected valueJsonSchema(): JsonSchema {
    const { pattern } = this
    return {
      type: "string",
      // Text of its own kind has its pattern; any other text needs something besides spaces.
      ...(pattern ? asWrittenPattern(pattern) : matching(/\S/, NOT_EMPTY)),
      errorMessage: this.jsonErrorMessage(),
    }
  }

  /** Words for the two likeliest ways text is not text: nothing after the colon, or a {placeholder} out of quotes. */
  protected jsonErrorMessage(): string {
    return `${sentence(`should be ${this.expectation()}`)} Write it after the colon, on the same line, in double quotes if it starts with {.`
  }

  expectation(): string {
    return "text"
  }

  listExpectation(): string {
    return 'a list of sentences, each on its own line starting with "- "'
  }

  advice(value: unknown): string {
    const placeholder = unquotedPlaceholder(value)
    if (placeholder) return `Text that starts with { must be in quotes: write "{${placeholder}}" with the quotes.`
    if (typeof value === "number" || typeof value === "boolean") {
      return `Put it in quotes to keep it as text: "${String(value)}".`
    }
    return "Write the text on the same line, after the colon."
  }

  serve(value: unknown, road: ContentRoad): unknown {
    return serveText(value, road)
  }

  /**
   * Marked: text with no rule of its own, which visitors read as written. Text with a rule (a
   * pattern: an email address, a section's link name, a language code; or a check: a time zone's
   * name) is also read by the site's code, which a mark would change.
   */
  markTexts(value: unknown, mark: TextMark, at: Path = []): unknown {
    const hasRule = this.pattern !== undefined || this.jsonRules.length > 0
    return typeof value === "string" && !hasRule ? mark(value, at) : value
  }
}

/** A sentence or label a visitor reads. It may contain {placeholders}. */
export const text = new TextField(z.string({ invalid_type_error: "should be text" }).trim().min(1, NOT_EMPTY))

/** Text with a rule of its own, written as one pattern: the check's rule and the editor's. */
export function textMatching(rule: {
  readonly pattern: RegExp
  /** "should be ...": the check's words for a value the pattern refuses, and the editor's. */
  readonly message: string
  /** The words for a value that is not text at all. */
  readonly notText?: string
  /** Spaces around the value are taken off before it is checked (true), or are part of it. */
  readonly trim?: boolean
  /** The words for a missing value, where the field is needed for a reason ("is needed when ..."). */
  readonly required?: string
}): TextField<z.ZodString> {
  const string = z.string({
    invalid_type_error: rule.notText ?? "should be text",
    ...(rule.required ? { required_error: rule.required } : {}),
  })
  const schema = (rule.trim ? string.trim() : string).regex(rule.pattern, rule.message)
  return new TextField(schema, {}, { source: rule.pattern.source, message: rule.message, trimmed: rule.trim })
}

/** The editor's pattern for an email address: zod's own rule is the check's. */
const EMAIL_PATTERN = "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$"
const EMAIL_RULE = "should be an email address like name@example.org"

export const email = new TextField(
  z.string({ invalid_type_error: "should be an email address" }).trim().email(EMAIL_RULE),
  { hint: "Like name@example.org" },
  { source: EMAIL_PATTERN, message: EMAIL_RULE, trimmed: true },
)

/** A phone number as visitors read it: digits with spaces, dashes, dots, brackets and an optional leading +. */
export const phone = textMatching({
  pattern: /^\+?[\d\s().-]{7,}$/,
  message: "should be a phone number like +1 (555) 010-2040",
  notText: "should be a phone number",
  trim: true,
}).describe("As visitors should read it, like +1 (555) 010-2040")

/** A name for a fragment link (#name): lowercase letters, digits and dashes. */
export const anchorId = textMatching({
  pattern: /^[a-z][a-z0-9-]*$/,
  message: "should be lowercase letters, digits and dashes, like cme-requirements",
})
  .labelled("Section link name")
  .describe(
    "The name links use to jump to this section (/page#name): lowercase letters, digits and dashes. If you change it, change the links that use it.",
  )
