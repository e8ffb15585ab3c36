/**
 * What the check beside the preview says, each finding in one shape whatever found it: the
 * content's rules (src/content/accessibility-rules.ts) on the file being edited, and axe-core on the
 * pages drawn (axe-in-preview.ts). Each says what is wrong, where, and how to fix it, with the field
 * it comes from when there is one, for the preview's way to a field (field-finding.tsx).
 */
import { accessibilityFindings } from "../../content/accessibility-rules"
import { contentFileFor } from "../../content/content-files"
import { capitalized } from "../../content/fields/decap"
import { valueAt } from "../../content/fields"
import { describePath } from "../../content/schema-issues"
import { formPathOf } from "../config/cms-format"
import type { FieldSource } from "../preview/field-marks"
import { FIELD_SOURCE, sourceOf } from "../preview/field-targets"
import { acknowledgementOf } from "./acknowledged"
import type { PageViolation } from "./axe-in-preview"
import { axeWords } from "./axe-words"

export interface Finding {
  /** Tells it from the others, from one check to the next. */
  readonly key: string
  /** Refused by the content check; a warning asking for judgement; or found on a drawn page by axe. */
  readonly kind: "refused" | "warning" | "page"
  readonly problem: string
  readonly where: string
  readonly fix: string
  readonly field?: FieldSource
  /** A warning's acknowledgement, which holds for the field's value it was given about (acknowledged.ts). */
  readonly acknowledgement?: string
}

/** The content's rules on a file's content as the preview shows it. */
export function contentFindings(file: string, data: unknown): Finding[] {
  const spec = contentFileFor(file)
  if (!spec || data === undefined) return []
  return accessibilityFindings(file, data).map((found) => {
    const path = formPathOf(spec, data, found.at)
    return {
      key: `${found.rule} ${path}`,
      kind: found.certain ? "refused" : "warning",
      problem: capitalized(found.problem),
      where: `This file's field: ${describePath(spec, found.at, data) ?? path}.`,
      fix: found.fix,
      field: { file, path },
      acknowledgement: found.certain ? undefined : acknowledgementOf(found.rule, path, valueAt(data, found.at)),
    }
  })
}

/** The field an element of a drawn page shows: its own, or the first within it. */
function fieldOf(element: Element): FieldSource | undefined {
  return sourceOf(element.closest(`[${FIELD_SOURCE}]`)) ?? sourceOf(element.querySelector(`[${FIELD_SOURCE}]`))
}

/** The words of an element as an editor finds it on the page: its text, or a picture's alt text. */
function wordsOf(element: Element): string {
  const words = (element.textContent ?? "").trim() || (element.getAttribute("alt") ?? "")
  return words.length > 60 ? `${words.slice(0, 57)}…` : words
}

/** The name of a drawn page as its preview says it ("Preview: Home page"). */
function pageNameOf(page: Element): string {
  return (page.getAttribute("aria-label") ?? "").replace(/^Preview: /, "")
}

/** axe's violations, one finding per rule, page and field (the elements of no field together). */
export function pageFindings(violations: readonly PageViolation[]): Finding[] {
  return violations.flatMap(({ page, rule, help, elements }) => {
    const byField = new Map<string, { field?: FieldSource; words: string[] }>()
    for (const element of elements) {
      const field = fieldOf(element)
      const key = field ? `${field.file} ${field.path}` : ""
      const group = byField.get(key) ?? { field, words: [] }
      const words = wordsOf(element)
      if (words && !group.words.includes(words)) group.words.push(words)
      byField.set(key, group)
    }
    const { problem, fix } = axeWords(rule, help)
    return [...byField].map(([key, { field, words }]) => ({
      key: `axe ${rule} ${pageNameOf(page)} ${key}`,
      kind: "page" as const,
      problem,
      where: `On the ${pageNameOf(page)}${words.length > 0 ? `, at ${words.map((said) => `“${said}”`).join(", ")}` : ""}.`,
      fix,
      field,
    }))
  })
}
