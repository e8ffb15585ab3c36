/**
 * What a file of content/pages/ may be called. Its name is its page's address
 * (exam-policies.yaml is /exam-policies/), so it must be one a link can carry unchanged and
 * nothing else of the site may already be published at it. The content check and the content
 * editor's "New page" both hold names to these rules, in the same words.
 */
import { PAGE_NAME_PATTERN, PAGE_NAME_RULE, pageNameFrom } from "./page-name-form"
import { builtInKinds } from "./page-registry"
import { RESERVED_PAGE_NAMES } from "./routes"

export { PAGE_NAME_PATTERN, PAGE_NAME_RULE, pageNameFrom }

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
