/** A toggle: true or false (a picture only decorative, drafts reviewed before publishing). */
import { z } from "zod"
import { withCommon, type CmsField } from "./decap"
import { Field } from "./field"
import type { GraphqlValueType } from "./graphql"
import type { JsonSchema } from "./json-schema"

export class ToggleField<S extends z.ZodTypeAny = z.ZodTypeAny> extends Field<S> {
  graphqlType(): GraphqlValueType {
    return { type: "Boolean" }
  }

  decapField(name: string): CmsField {
    return withCommon(name, this, { widget: "boolean" })
  }

  protected valueJsonSchema(): JsonSchema {
    return { type: "boolean", errorMessage: this.jsonErrorMessage() }
  }

  expectation(): string {
    return "true or false"
  }
}

export const toggle = new ToggleField(z.boolean({ invalid_type_error: "should be true or false" }))
