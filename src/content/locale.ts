/** The language of a locale, as HTML's lang attribute takes it: "en_US" gives "en". */
export function languageOf(locale: string): string {
  return locale.split("_")[0]
}

/** A locale as JavaScript's date and number formats take it (BCP 47): "en_US" gives "en-US". */
export function formatLocaleOf(locale: string): string {
  return locale.replace("_", "-")
}
