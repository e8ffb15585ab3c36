/**
 * A value as an editor wrote it, whichever YAML reader read the file. The content check and the
 * editor read YAML 1.2 (the yaml package), where 2027-05-14 is text; the build's reader (js-yaml, in
 * gatsby-transformer-yaml) reads an unquoted day as a Date at midnight UTC. Both give the same
 * text here: the day as written (a date field's value, or a day written unquoted in a sentence).
 */
import { DateTime } from "luxon"

export function asWritten(value: unknown): unknown {
  if (!(value instanceof Date)) return value
  const utc = DateTime.fromJSDate(value, { zone: "utc" })
  return utc.equals(utc.startOf("day")) ? utc.toISODate() : utc.toISO({ suppressMilliseconds: true })
}
