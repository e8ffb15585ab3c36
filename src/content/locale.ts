/** The language of a locale, as HTML's lang attribute takes it: "en_US" gives "en". */
export function languageOf(locale: string): string {
  return locale.split("_")[0]
}
