/**
 * The form of a page's name, the last part of its address: a general page's file name
 * (exam-policies.yaml is /exam-policies/) and a dated event's page (/community/events/summit-2027/).
 * Apart from page-names.ts's rules about which names are taken, so the schemas can use it.
 */
import slugify from "slugify"

/** Lowercase letters and digits, in words joined by single hyphens: "exam-policies", "summit-2027". */
export const PAGE_NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** What an editor is told a page name may be. */
export const PAGE_NAME_RULE = "lowercase letters (a-z), digits and single hyphens between words, like exam-policies"

/**
 * The clean page name closest to what was typed: letters without accents, lowercased, with a
 * hyphen for every run of anything else. "Exam Policies (2027)" gives "exam-policies-2027".
 * A letter with no accent to take off (ß, Ł, Æ, ø, Þ) is spelt in Latin letters as slugify's
 * table spells it ("Straße" gives "strasse", "Łódź" "lodz", "Ærø" "aero"), where it was once
 * dropped. Only such letters go through the table: every name made from other titles (and so
 * every published event address and calendar UID) is what it was.
 */
export function pageNameFrom(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\p{L}/gu, (letter) => (letter.charCodeAt(0) < 0x80 ? letter : slugify(letter)))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
}
