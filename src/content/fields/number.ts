/**
 * A whole number, such as a count or a fee in whole dollars: its rule, in the words the check and
 * the content editor's own number field (src/cms/widgets/NumberControl.tsx) both use, so a number is
 * refused the same way wherever it is typed. Prices with cents are amount.ts's.
 */
import { z } from "zod"
import { withCommon, type CmsField } from "./decap"
import { Field, type FieldPresentation } from "./field"
import type { GraphqlValueType } from "./graphql"
import type { JsonSchema } from "./json-schema"

/** The content editor's own number field: Decap's cuts 17.5 to 17 without a word and calls letters "required". */
export const NUMBER_WIDGET = "content-number"

/** The rules' words, shared with the editor's number field (src/cms/widgets/number-input.ts). */
export const NUMBER_WORDS = {
  notNegative: "should not be negative",
  whole: "should be a whole number",
  atLeast: (min: number) => `should be at least ${min}`,
  atMost: (max: number) => `should be at most ${max}`,
  cents: "should have at most two digits after the point, like 17.50",
} as const

export class NumberField<S extends z.ZodTypeAny = z.ZodTypeAny> extends Field<S> {
  constructor(
    schema: S,
    presentation: FieldPresentation,
    /** Digits after the point: none for a whole number, two for a price (amount.ts). */
    readonly decimals: 0 | 2,
    readonly min?: number,
  ) {
    super(schema, presentation)
  }

  /** The same number, at least `min`, with this message for a smaller one. */
  atLeast(min: number, message: string): NumberField<z.ZodNumber> {
    const schema = (this.schema as unknown as z.ZodNumber).min(min, message)
    return new NumberField(schema, { label: this.label, hint: this.hint }, this.decimals, min)
  }

  graphqlType(): GraphqlValueType {
    return { type: this.decimals === 0 ? "Int" : "Float" }
  }

  decapField(name: string): CmsField {
    return withCommon(name, this, {
      widget: NUMBER_WIDGET,
      decimals: this.decimals,
      ...(this.min !== undefined ? { min: this.min } : {}),
    })
  }

  protected valueJsonSchema(): JsonSchema {
    return {
      type: this.decimals === 0 ? "integer" : "number",
      ...(this.min !== undefined ? { minimum: this.min } : {}),
      // A price's cents: the language server divides in decimal digits, so 17.55 is a multiple of 0.01.
      ...(this.decimals > 0 ? { multipleOf: 10 ** -this.decimals } : {}),
      errorMessage: this.jsonErrorMessage(),
    }
  }

  expectation(): string {
    return "a number (digits only, no $ or units)"
  }

  advice(): string {
    return "Write digits only, like 550."
  }
}

/** A whole number such as a fee or a count. */
export const wholeNumber = new NumberField(
  z
    .number({ invalid_type_error: "should be a number (digits only, no $ or units)" })
    .int(NUMBER_WORDS.whole)
    .nonnegative(NUMBER_WORDS.notNegative),
  { hint: "Digits only: no $, commas or units." },
  0,
  0,
)
