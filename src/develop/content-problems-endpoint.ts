/** The dev server's side of /__content-problems: a fresh content check on every request. */
import { checkContentAndPictures, formatProblem } from "../content/check"
import type { OwnerSettings } from "../content/owner-settings"
import type { ContentProblemsAnswer } from "./content-problems"

/**
 * Runs the whole check again rather than remembering the last one: it takes milliseconds, and
 * the browser must see the files as they are now, not as they were at the last file event.
 * `owner` is the owner's settings the content reads (publishing.yaml).
 */
export async function answerContentProblems(contentDir: string, owner: OwnerSettings): Promise<ContentProblemsAnswer> {
  // Pictures are read once per file and time of change, so checking them again costs little.
  const { problems } = await checkContentAndPictures(contentDir, { owner })
  return { problems: problems.map((problem) => ({ ...problem, text: formatProblem(problem) })) }
}
