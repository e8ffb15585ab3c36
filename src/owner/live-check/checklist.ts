/**
 * The live check's answer: a checklist in the owner's words, each line a promise the live site
 * keeps or not, with what fixes it when not. Printed in the terminal, and written as Markdown into
 * the weekly check's issue. It holds names and addresses only, never a secret.
 */

export interface CheckLine {
  /** The promise, as a sentence that is true when the line passes. */
  readonly says: string
  readonly passed: boolean
  /** Why it failed, or what it found worth saying. */
  readonly why?: string
  /** What fixes it: the setup's step, or what to do on a platform's page. */
  readonly fix: string
}

export const pass = (says: string, fix: string, why?: string): CheckLine => ({
  says,
  passed: true,
  fix,
  ...(why ? { why } : {}),
})

export const fail = (says: string, why: string, fix: string): CheckLine => ({ says, passed: false, why, fix })

/** The last line: how many promises are kept. */
export function verdict(lines: readonly CheckLine[]): string {
  const failed = lines.filter((line) => !line.passed).length
  return failed === 0
    ? `All ${lines.length} checks pass: the live site keeps its promise.`
    : `${failed} of ${lines.length} checks fail: each says what fixes it.`
}

/** The checklist for a terminal: ✓ or ✗, and under a failed line why and what fixes it. */
export function checklistText(lines: readonly CheckLine[]): string {
  const shown = lines.flatMap((line) =>
    line.passed
      ? [`✓ ${line.says}${line.why ? ` (${line.why})` : ""}`]
      : [`✗ ${line.says}`, `    Found: ${line.why ?? ""}`, `    Fix:   ${line.fix}`],
  )
  return [...shown, "", verdict(lines)].join("\n")
}

/** The checklist in Markdown, for the weekly check's issue. */
export function checklistMarkdown(lines: readonly CheckLine[], heading: string): string {
  const shown = lines.map((line) =>
    line.passed
      ? `- [x] ${line.says}${line.why ? ` (${line.why})` : ""}`
      : `- [ ] **${line.says}**\n  Found: ${line.why ?? ""}\n  Fix: ${line.fix}`,
  )
  return [`## ${heading}`, "", ...shown, "", verdict(lines), ""].join("\n")
}
