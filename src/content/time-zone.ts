/**
 * A time zone, by its name in the IANA time zone database (America/New_York, Europe/Paris): the
 * board's (site.yaml's timeZone, which says what day it is for the build) and an event's, whose
 * times are on that zone's clock. The names calendars and browsers know, and only those.
 */
import { IANAZone } from "luxon"
import { z } from "zod"
import { TextField } from "./fields/text"
import { CHECK_ONLY_PARAMS, matching } from "./fields/json-schema"
import { closestName } from "./placeholders"

/** How the database writes a zone's name: Area/Location, the location in one or more parts. */
const TIME_ZONE_NAME = /^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)+$/

const EXAMPLE = "America/New_York"

const TIME_ZONE_RULE = `should be a time zone's name, Area/City as the time zone database writes it, like ${EXAMPLE}`

/** The answers given, by name: the runtime makes a formatter to answer, and the editor's preview asks on every change. */
const answered = new Map<string, boolean>()
/** More names than any content holds: past it, the answers are forgotten (an editor typing names one letter at a time). */
const ANSWERS_KEPT = 200

/** Whether a name is a time zone's: Area/Location as the IANA database names it, and known here. */
export function isTimeZone(name: string): boolean {
  let answer = answered.get(name)
  if (answer === undefined) {
    answer = TIME_ZONE_NAME.test(name) && IANAZone.isValidZone(name)
    if (answered.size >= ANSWERS_KEPT) answered.clear()
    answered.set(name, answer)
  }
  return answer
}

/**
 * Has the runtime read its time zone database, which it does at the first zone it is asked about
 * (about 65 ms on an ordinary laptop): the editor has it done while it waits for the editor, not
 * while an entry opens.
 */
export function readTimeZoneDatabase(): void {
  isTimeZone(EXAMPLE)
}

/** The zone an editor probably meant, of those this runtime knows, as advice after the message. */
function didYouMean(name: string): string | undefined {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : []
  const suggestion = closestName(name, known)
  return suggestion ? `Did you mean ${suggestion}?` : undefined
}

/**
 * A time zone's name: text whose rule refuses any other name, with a suggestion. JSON Schema says
 * how a name is written; whether the database has it is the check's to say.
 */
export function timeZone(hint: string) {
  return new TextField(z.string({ invalid_type_error: `should be a time zone's name, like ${EXAMPLE}` }), {
    hint,
  }).superRefine(
    (name, context) => {
      if (isTimeZone(name)) return
      context.addIssue({
        code: z.ZodIssueCode.custom,
        message: TIME_ZONE_RULE,
        params: { advice: didYouMean(name), ...(TIME_ZONE_NAME.test(name) ? CHECK_ONLY_PARAMS : {}) },
      })
    },
    { ...matching(TIME_ZONE_NAME, TIME_ZONE_RULE), examples: [EXAMPLE] },
  )
}
