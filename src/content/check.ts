/**
 * The content check: reads every file under content/, and reports every problem at
 * once in words an editor can act on (file, line, entry, field, what to do). It runs
 * before every build (gatsby-node.ts) and on its own (npm run check:content).
 * Which files there are (check-page-files.ts) and their links (check-links.ts) are checked
 * in modules of their own; here, each file against its schema and its {placeholders}.
 */
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { LineCounter, parseDocument } from "yaml"
import { accessibilityFindings } from "./accessibility-rules"
import { buildDateForSite, buildPlaceholderValues } from "./build-date"
import { linkProblems, navigationProblems, pageIdProblems, pageRoutesOf } from "./check-links"
import { pictureProblems } from "./check-images"
import { pageFileProblems } from "./check-page-files"
import { contentFileFor, requiredContentFiles, type ContentFile } from "./content-files"
import { forEachText, lineOf, problemAt, type ContentProblem, type LoadedFile } from "./loaded-file"
import { yamlErrorMessage } from "./messages"
import { ownerPlaceholderValues, type OwnerSettings } from "./owner-settings"
import { sitePageOf } from "./page-registry"
import {
  collectPlaceholderValues,
  PlaceholderError,
  placeholdersIn,
  resolvePlaceholders,
  unknownPlaceholderMessage,
  type PlaceholderValues,
} from "./placeholders"
import { schemaIssues } from "./schema-issues"
import { skippedTimes } from "./events"
import { isTimeZone } from "./time-zone"
import { searchTitle, searchTitleWarning } from "./search-title"
import { sitePagesIn } from "./site-pages"

export type { ContentProblem } from "./loaded-file"

export function formatProblem(problem: ContentProblem): string {
  const place = [`content/${problem.file}`, problem.line ? `line ${problem.line}` : undefined, problem.where]
    .filter(Boolean)
    .join(", ")
  return `${place}: ${problem.message}`
}

/** All problems as one message: for the build, which stopped, or for `npm run check:content`. */
export function formatProblems(problems: readonly ContentProblem[], after: "build" | "check" = "build"): string {
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`
  const intro =
    after === "build"
      ? `The site was not built: the content has ${count}. Fix each one below, save, and build again.`
      : `The content has ${count}. Fix each one below, save, and run npm run check:content again.`
  return [
    intro,
    ...problems.map((problem) => `  - ${formatProblem(problem)}`),
    "See content/README.md for what each message means.",
  ].join("\n")
}

/** Warnings, which do not stop the build, as one message. */
export function formatWarnings(warnings: readonly ContentProblem[]): string {
  const count = warnings.length === 1 ? "1 warning" : `${warnings.length} warnings`
  return [
    `The content has ${count} (the site is built all the same):`,
    ...warnings.map((w) => `  - ${formatProblem(w)}`),
  ].join("\n")
}

/**
 * A YAML file read and checked against its spec's schema, every problem worded for an editor with
 * its line. `folder` holds the file: content/ for the content, the project's folder for the owner's
 * settings (src/settings), which are checked the same way.
 */
export function loadYamlFile(folder: string, spec: ContentFile): { file?: LoadedFile; problems: ContentProblem[] } {
  const filePath = path.join(folder, spec.file)
  if (!existsSync(filePath)) {
    return {
      problems: [{ file: spec.file, message: "this file is missing. Restore it from the last working version." }],
    }
  }
  const source = readFileSync(filePath, "utf8")
  const lines = new LineCounter()
  const document = parseDocument(source, { lineCounter: lines, prettyErrors: true, uniqueKeys: true })
  if (document.errors.length > 0) {
    // Later parser errors are usually knock-on effects of the first: report that one, precisely.
    const [first, ...rest] = document.errors
    const { line, message } = yamlErrorMessage(first, source)
    const more = rest.length > 0 ? " Fixing it may clear the other parser errors in this file; check again after." : ""
    return { problems: [{ file: spec.file, line, message: `${message}${more}` }] }
  }
  const data: unknown = document.toJS()
  if (data === null || data === undefined) {
    return {
      problems: [{ file: spec.file, message: "the file is empty. Restore its content from the last working version." }],
    }
  }
  const file = { spec, document, lines, data }
  const problems = schemaIssues(spec, data).map(({ at, key, where, message }): ContentProblem => ({
    file: spec.file,
    line: lineOf(file, at, key),
    where,
    message,
  }))
  return { file, problems }
}

export interface ContentCheck {
  readonly problems: readonly ContentProblem[]
  /** What deserves a look but does not stop the build (a search title search engines would cut). */
  readonly warnings: readonly ContentProblem[]
  /** How many content files were read and checked. */
  readonly filesChecked: number
}

export interface CheckOptions {
  /**
   * The owner's settings the content reads (publishing.yaml, owner-settings.ts): the site's own
   * address, which a link should not spell out, and the values sentences name ({formServiceName}).
   */
  readonly owner: OwnerSettings
  /** The folder of files published as they are, whose names a page may not take (the project's static/). */
  readonly staticDir?: string
}

/** Search titles that search engines would cut, with the board's name as every page's title has it. */
function searchTitleWarnings(files: readonly LoadedFile[], values: PlaceholderValues): ContentProblem[] {
  const boardName = values.get("boardName") ?? ""
  return files.flatMap((file) => {
    const title = (file.data as { seo?: { title?: unknown } } | null)?.seo?.title
    if (!sitePageOf(file.spec.file) || typeof title !== "string") return []
    // A title with an unknown placeholder is reported as that.
    if (placeholdersIn(title).some((name) => !values.has(name))) return []
    const warning = searchTitleWarning(searchTitle(resolvePlaceholders(title, values), boardName))
    return warning ? [problemAt(file, ["seo", "title"], warning)] : []
  })
}

/** The check of everything but the pictures, as found, with the files it read, for the pictures' check to read on. */
function runCheck(contentDir: string, options: CheckOptions) {
  const staticDir = options.staticDir ?? path.join(contentDir, "..", "static")
  const pageFiles = pageFileProblems(contentDir, staticDir)
  const specs: ContentFile[] = [
    ...requiredContentFiles,
    ...pageFiles.generalPages.flatMap((file) => contentFileFor(file) ?? []),
  ]
  const problems: ContentProblem[] = [...pageFiles.problems]
  const loaded: LoadedFile[] = []
  for (const spec of specs) {
    const result = loadYamlFile(contentDir, spec)
    problems.push(...result.problems)
    if (result.file) loaded.push(result.file)
  }
  const done = (warnings: readonly ContentProblem[] = []) => ({ problems, warnings, loaded, specs })

  const pageRoutes = pageRoutesOf(sitePagesIn(contentDir))
  const navigation = loaded.find((file) => file.spec.file === "navigation.yaml")
  if (navigation) problems.push(...navigationProblems(navigation, pageRoutes))
  for (const file of loaded) {
    const page = sitePageOf(file.spec.file)
    if (page) problems.push(...pageIdProblems(file, page.kind))
    // What needs judgement is the editor's to weigh, as a warning it shows beside the preview (src/cms/checking/).
    for (const finding of accessibilityFindings(file.spec.file, file.data)) {
      if (finding.certain) problems.push(problemAt(file, finding.at, `${finding.problem} ${finding.fix}`))
    }
  }

  // Placeholders and links depend on site.yaml and constants.yaml: if either cannot be read,
  // every {placeholder} would look unknown. Say so once instead of burying the real problem.
  const site = loaded.find((file) => file.spec.file === "site.yaml")
  const constants = loaded.find((file) => file.spec.file === "constants.yaml")
  const unreadable = [site ? undefined : "site.yaml", constants ? undefined : "constants.yaml"].filter(Boolean)
  if (unreadable.length > 0) {
    problems.push({
      file: unreadable[0] as string,
      message: `the {placeholders} and links of the other files were not checked, because ${unreadable.join(" and ")} could not be read. Fix the problem above, then check again.`,
    })
    return done()
  }

  let values: Map<string, string>
  try {
    values = collectPlaceholderValues(
      site?.data,
      constants?.data,
      buildPlaceholderValues(buildDateForSite(site?.data)),
      ownerPlaceholderValues(options.owner),
    )
  } catch (error) {
    if (!(error instanceof PlaceholderError)) throw error
    problems.push({ file: "site.yaml", message: error.message })
    return done()
  }

  for (const file of loaded) {
    forEachText(file.data, (text, at) => {
      for (const name of placeholdersIn(text)) {
        if (!values.has(name)) problems.push(problemAt(file, at, unknownPlaceholderMessage(name, values)))
      }
    })
  }
  problems.push(...linkProblems(loaded, pageRoutes, (text) => resolvePlaceholders(text, values), options.owner.siteUrl))
  // An event's times on the board's clock (site.yaml's time zone) unless it names its own.
  const events = loaded.find((file) => file.spec.file === "events.yaml")
  const boardZone = (site?.data as { timeZone?: unknown } | undefined)?.timeZone
  if (events && typeof boardZone === "string" && isTimeZone(boardZone)) {
    for (const { at, message } of skippedTimes(events.data, boardZone)) problems.push(problemAt(events, at, message))
  }
  return done(searchTitleWarnings(loaded, values))
}

/**
 * Every file against its schema, its {placeholders} and its links; fast and synchronous, for the
 * tests of the check's words. The build and the development server run checkContentAndPictures.
 */
export function checkContent(contentDir: string, options: CheckOptions): ContentCheck {
  return finished(runCheck(contentDir, options))
}

/** The whole check, the pictures the files name among it (check-images.ts): before every build. */
export async function checkContentAndPictures(contentDir: string, options: CheckOptions): Promise<ContentCheck> {
  const check = runCheck(contentDir, options)
  return finished(check, await pictureProblems(contentDir, check.loaded))
}

/**
 * A check's result, its problems with any more (the pictures'), each list file by file (in the order
 * they were read), top to bottom, so an editor can work down the list.
 */
function finished(check: ReturnType<typeof runCheck>, more: readonly ContentProblem[] = []): ContentCheck {
  const { problems, warnings, specs } = check
  const fileOrder = (file: string) => {
    const index = specs.findIndex((spec) => spec.file === file)
    return index === -1 ? specs.length : index
  }
  // The sort is stable: problems of one line stay in the order they were found.
  const inReadingOrder = (found: readonly ContentProblem[]) =>
    [...found].sort((a, b) => fileOrder(a.file) - fileOrder(b.file) || (a.line ?? Infinity) - (b.line ?? Infinity))
  return {
    problems: inReadingOrder([...problems, ...more]),
    warnings: inReadingOrder(warnings),
    filesChecked: specs.length,
  }
}
