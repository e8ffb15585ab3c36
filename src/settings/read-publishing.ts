/**
 * publishing.yaml, the owner's settings (publishing.ts), read from the project's folder and checked
 * as the content is: every problem with its line and field, in the content check's words.
 */
import { loadYamlFile } from "../content/check"
import type { ContentFile } from "../content/content-files"
import type { ContentProblem } from "../content/loaded-file"
import { PUBLISHING_FILE } from "../content/owner-settings"
import { publishingSettingsSchema, type PublishingSettings } from "./publishing"

export { PUBLISHING_FILE }

const spec: ContentFile = {
  file: PUBLISHING_FILE,
  typeName: "PublishingSettings",
  title: "Where the site is published and the editor saves",
  field: publishingSettingsSchema,
}

/** A problem of the settings file as one line: "publishing.yaml, line 4, host: should be …". */
export function formatSettingsProblem(problem: ContentProblem): string {
  const place = [problem.file, problem.line ? `line ${problem.line}` : undefined, problem.where]
    .filter(Boolean)
    .join(", ")
  return `${place}: ${problem.message}`
}

/** The settings, or every problem that keeps them from being read. */
export function checkPublishingSettings(
  projectDir: string,
): { readonly settings: PublishingSettings } | { readonly problems: readonly string[] } {
  const { file, problems } = loadYamlFile(projectDir, spec)
  if (!file || problems.length > 0) return { problems: problems.map(formatSettingsProblem) }
  return { settings: publishingSettingsSchema.schema.parse(file.data) }
}

/** The settings; throws with every problem, worded for the site's owner, when they cannot be read. */
export function readPublishingSettings(projectDir: string): PublishingSettings {
  const result = checkPublishingSettings(projectDir)
  if ("settings" in result) return result.settings
  throw new Error(publishingProblemsMessage(result.problems))
}

/** The settings, or null when they have a problem (the build's first step then stops and says which). */
export function readPublishingSettingsIfValid(projectDir: string): PublishingSettings | null {
  const result = checkPublishingSettings(projectDir)
  return "settings" in result ? result.settings : null
}

/** Every problem as one message, saying whose file it is and what a change to it means. */
export function publishingProblemsMessage(problems: readonly string[]): string {
  return [
    `The site was not built: ${PUBLISHING_FILE}, the owner's settings of where the site is published and the editor saves, has ${problems.length === 1 ? "a problem" : `${problems.length} problems`}. Fix each one below (docs/deploying/README.md says what each setting is):`,
    ...problems.map((problem) => `  - ${problem}`),
  ].join("\n")
}
