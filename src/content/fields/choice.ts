/**
 * A choice: one of a few words (an event's format, the backend), offered as a list in the editor;
 * a one-word choice is the word that says which kind a block is (union.ts).
 */
import { z } from "zod"
import { withCommon, type CmsField } from "./decap"
import { Field, type ContentRoad } from "./field"
import type { GraphqlValueType } from "./graphql"
import type { JsonSchema } from "./json-schema"
import { COPY_EXTENSION, serveText } from "./text"

/** What to do about a word no choice has, in the check's words (messages.ts) and the language server's. */
export const CHOICE_ADVICE = "Use one of those words exactly."

export class ChoiceField<S extends z.ZodTypeAny = z.ZodTypeAny> extends Field<S> {
  constructor(
    schema: S,
    /** The words, in the order the editor offers them. */
    readonly options: readonly string[],
  ) {
    super(schema)
  }

  graphqlType(): GraphqlValueType {
    return { type: "String", extension: `@${COPY_EXTENSION}` }
  }

  decapField(name: string): CmsField {
    return withCommon(name, this, { widget: "select", options: this.options })
  }

  protected valueJsonSchema(): JsonSchema {
    const [only, ...others] = this.options
    // One word (a block's type) is a constant; several, a choice the language server offers.
    const words = others.length === 0 && only !== undefined ? { const: only } : { enum: this.options }
    return { type: "string", ...words, errorMessage: this.jsonErrorMessage() }
  }

  expectation(): string {
    return `one of: ${this.options.join(", ")}`
  }

  advice(): string {
    return CHOICE_ADVICE
  }

  serve(value: unknown, road: ContentRoad): unknown {
    return serveText(value, road)
  }
}

/**
 * One of these words. `message` is said of anything else (the check's own words otherwise), and
 * `required` of a missing word, where the field is needed for a reason ("is needed when ...").
 */
export function choice<Word extends string>(
  words: readonly [Word, ...Word[]],
  { message, required }: { readonly message?: string; readonly required?: string } = {},
) {
  const options = message ? { errorMap: () => ({ message }) } : required ? { required_error: required } : {}
  const schema = z.enum(words as [Word, ...Word[]], options)
  return new ChoiceField(schema, words)
}

/** Exactly this word: the word that says which kind a block is ("type: note"), or a group of settings. */
export function word<Word extends string>(value: Word) {
  return new ChoiceField(z.literal(value), [value])
}
