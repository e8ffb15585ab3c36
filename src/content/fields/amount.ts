/**
 * An amount: a price in US dollars, whole (550) or with cents (17.50). Sentences show a price with
 * cents as 17.50, two digits after the point (placeholders.ts); every other number in the content is
 * whole (number.ts), so only prices can have a point. Typed in the editor's own number field, with
 * two digits after the point.
 */
import { z } from "zod"
import { NUMBER_WORDS, NumberField } from "./number"

/** Whether a number has at most two digits after the point (17.5 and 17.50 do, 17.505 does not). */
function hasWholeCents(value: number): boolean {
  const cents = value * 100
  return Math.abs(cents - Math.round(cents)) < 1e-6
}

export const amount = new NumberField(
  z
    .number({ invalid_type_error: "should be a price: digits, with cents after a point if needed (no $ or commas)" })
    .nonnegative(NUMBER_WORDS.notNegative)
    .refine(hasWholeCents, NUMBER_WORDS.cents),
  { hint: "Digits only, like 550, or with cents like 17.50: no $, commas or units." },
  2,
  0,
)
