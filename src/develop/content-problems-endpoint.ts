/** The dev server's side of /__content-problems: a fresh content check on every request. */
import { checkContent, formatProblem } from "../content/check"
import type { ContentProblemsAnswer } from "./content-problems"

/**
 * Runs the whole check again rather than remembering the last one: it takes milliseconds, and
 * the browser must see the files as they are now, not as they were at the last file event.
 */
export function answerContentProblems(contentDir: string): ContentProblemsAnswer {
  const { problems } = checkContent(contentDir)
  return { problems: problems.map((problem) => ({ ...problem, text: formatProblem(problem) })) }
}
