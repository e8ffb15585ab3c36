/**
 * What the content editor's number field makes of what an editor typed. Nothing is rounded or
 * cut: a number the content cannot take is refused with a sentence saying what to type, in the
 * content check's words (fields/number.ts's NUMBER_WORDS), and the text stays in the field as typed.
 */
import { NUMBER_WORDS } from "../../content/fields/number"

export interface NumberRules {
  /** The field's label, which starts each message. */
  readonly label: string
  /** Digits allowed after the point: 0 for whole numbers, 2 for prices. */
  readonly decimals: 0 | 2
  readonly min?: number
  readonly max?: number
}

export type NumberReading =
  | { readonly kind: "empty" }
  | { readonly kind: "number"; readonly value: number }
  | { readonly kind: "invalid"; readonly message: string }

/** Digits, optionally with a point and more digits; a leading minus so "-5" is read and refused as negative. */
const NUMBER_TEXT = /^-?(\d+(\.\d*)?|\.\d+)$/

export function readNumber(typed: string, rules: NumberRules): NumberReading {
  const text = typed.trim()
  if (text === "") return { kind: "empty" }
  const example = rules.decimals === 0 ? "like 550" : "like 550 or 17.50"
  if (!NUMBER_TEXT.test(text)) {
    return {
      kind: "invalid",
      message: `${rules.label} should be a number: digits only, ${example}, with no $, commas, spaces or units. "${text}" is not one.`,
    }
  }
  const fraction = text.split(".")[1] ?? ""
  if (rules.decimals === 0 && /[1-9]/.test(fraction)) {
    return { kind: "invalid", message: `${rules.label} ${NUMBER_WORDS.whole}, ${example}: ${text} has a fraction.` }
  }
  if (fraction.replace(/0+$/, "").length > rules.decimals) {
    return {
      kind: "invalid",
      message: `${rules.label} ${NUMBER_WORDS.cents}: ${text} has more.`,
    }
  }
  const value = Number(text)
  if (rules.min !== undefined && value < rules.min) {
    const should = rules.min === 0 ? NUMBER_WORDS.notNegative : NUMBER_WORDS.atLeast(rules.min)
    return { kind: "invalid", message: `${rules.label} ${should}.` }
  }
  if (rules.max !== undefined && value > rules.max) {
    return { kind: "invalid", message: `${rules.label} ${NUMBER_WORDS.atMost(rules.max)}.` }
  }
  return { kind: "number", value }
}
