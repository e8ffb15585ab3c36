import type { InputHTMLAttributes, ReactNode } from "react"
import { hintIdOf } from "../../content/page-ids"
import { fieldStack, hintStyles, inputStyles, invalidInputStyles, labelStyles } from "./field-styles"

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className"> {
  readonly id: string
  readonly label: string
  readonly hint?: string
  /** Text shown after the label of a required field, so "required" is said in words, not colour. */
  readonly requiredMarker?: string
  /** Where the field's problem shows (FieldError), between the hint and the input as the GOV.UK pattern has it. */
  readonly error?: ReactNode
}

/** A labelled text input with an optional hint tied to it for screen readers. */
export function TextField({ id, label, hint, requiredMarker, required, error, ...input }: TextFieldProps) {
  const hintId = hint ? hintIdOf(id) : undefined
  return (
    <div css={fieldStack}>
      <label htmlFor={id} css={labelStyles}>
        {label}
        {required && requiredMarker ? ` ${requiredMarker}` : null}
      </label>
      {hint && (
        <span id={hintId} css={hintStyles}>
          {hint}
        </span>
      )}
      {error}
      <input id={id} required={required} aria-describedby={hintId} css={[inputStyles, invalidInputStyles]} {...input} />
    </div>
  )
}
