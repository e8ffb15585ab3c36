/**
 * Ajv, a standard validator of JSON Schema, for the tests of the content's JSON Schemas: draft
 * 2020-12, the schemas' dialect; the language server's own keywords (markdownDescription,
 * errorMessage...) known as notes, so any other unknown keyword is still an error; and a price's cents
 * (multipleOf 0.01) divided as the language server divides them, in decimal digits, so that 17.55
 * is a multiple of 0.01 as it is to an editor (in binary floating point it is not quite).
 */
import Ajv2020 from "ajv/dist/2020"
import { LANGUAGE_SERVER_KEYWORDS } from "../../src/content/fields/json-schema"

export function jsonSchemaValidator(): Ajv2020 {
  const ajv = new Ajv2020({ multipleOfPrecision: 6 })
  ajv.addVocabulary([...LANGUAGE_SERVER_KEYWORDS])
  return ajv
}
