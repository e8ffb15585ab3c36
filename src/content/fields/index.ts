/**
 * The kinds of field content files are made of, one module each (field.ts says what every kind
 * says of its fields): the constructors the schemas (schemas.ts) are written with.
 */
export { amount } from "./amount"
export { choice, word } from "./choice"
export { calendarDay, timeOfDay } from "./date"
export {
  fieldAt,
  Field,
  type ContentRoad,
  type Path,
  type PictureSlot,
  type PictureUse,
  type ServedValue,
  type ValueOf,
  valueAt,
} from "./field"
export { record } from "./group"
export { href, httpsUrl } from "./link"
export { list } from "./list"
export { paragraph } from "./long-text"
export { names } from "./names"
export { wholeNumber } from "./number"
export { picture } from "./picture"
export { anchorId, email, phone, text, textMatching } from "./text"
export { toggle } from "./toggle"
export { block, BLOCK_TYPE_FIELD, union } from "./union"
