/**
 * What a file of content/pages/ may be called. Its name is its page's address
 * (exam-policies.yaml is /exam-policies/), so it must be one a link can carry unchanged and
 * nothing else of the site may already be published at it. The content check and the content
 * editor's "New page" both hold names to these rules, in the same words.
 */
import { builtInKinds } from "./page-registry"
import { RESERVED_PAGE_NAMES } from "./routes"

/** Lowercase letters and digits, in words joined by single hyphens: "exam-policies", "summit-2027". */
export const PAGE_NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** What an editor is told a page name may be. */
export const PAGE_NAME_RULE = "lowercase letters (a-z), digits and single hyphens between words, like exam-policies"

/**
 * The clean page name closest to what was typed: letters without accents, lowercased, with a
 * hyphen for every run of anything else. "Exam Policies (2027)" gives "exam-policies-2027".
 */
export function pageNameFrom(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
}

/**
 * Why a page may not be called this; undefined when it may. `taken` adds names taken elsewhere
 * (static/'s); `extension` is the file's, when the name is a file's (".yaml"), for the file name to suggest.
 */
export function pageNameProblem(name: string, taken: readonly string[] = [], extension?: string): string | undefined {
  if (!PAGE_NAME_PATTERN.test(name)) {
    const suggestion = pageNameFrom(name)
    const rename = !suggestion
      ? ""
      : extension
        ? ` Rename the file to ${suggestion}${extension}.`
        : ` Try ${suggestion}.`
    return `"${name}" cannot be a page's address: use ${PAGE_NAME_RULE}.${rename}`
  }
  if ((builtInKinds as readonly string[]).includes(name)) {
    return `"${name}" is the address of a built-in page. Choose another name.`
  }
  if ([...RESERVED_PAGE_NAMES, ...taken].includes(name)) {
    return `/${name}/ is reserved for something else the site publishes there. Choose another name.`
  }
  return undefined
}
