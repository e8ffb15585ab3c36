/** A generic name ("Eastern Time") is the same all year: any instant names it. */
const ANY_INSTANT = new Date(0)

interface ZoneNaming {
  readonly language?: string
  readonly style?: "long" | "longGeneric"
  readonly instant?: Date
}

/**
 * A zone's name in words, as people name their clock all year ("Eastern Time", "United Kingdom
 * Time") or, in the style asked, its offset's name at an instant ("British Summer Time"): the
 * runtime's own time zone names (Intl), the database's name where it has none.
 */
export function zoneNameInWords(
  zone: string,
  { language = "en", style = "longGeneric", instant = ANY_INSTANT }: ZoneNaming = {},
): string {
  const parts = new Intl.DateTimeFormat(language, { timeZone: zone, timeZoneName: style }).formatToParts(instant)
  return parts.find((part) => part.type === "timeZoneName")?.value ?? zone
}
