/**
 * The publish check, in order: the content check (a mistake is refused in seconds, before anything
 * is built), the build with its gates, then every check content can break on the pages that changed
 * (check-pages.ts). What it tells the log, GitHub's annotations and the run's summary comes from
 * report.ts. The build and the server are given to it (scripts/check-publish.ts gives the real ones),
 * so its order and its messages are tested without a build.
 */
import { appendFileSync } from "node:fs"
import { checkContentAndPictures, formatProblems, formatWarnings } from "../content/check"
import type { OwnerSettings } from "../content/owner-settings"
import { checkChangedPages, type PageCheckInputs } from "./check-pages"
import {
  buildFailedSummary,
  contentAnnotations,
  contentSummary,
  pageAnnotations,
  publishLog,
  publishSummary,
  type Publication,
} from "./report"

/** What the last step takes (check-pages.ts), but where the site is served, which the check starts itself. */
export interface PublishCheckOptions extends Omit<PageCheckInputs, "baseUrl"> {
  /** The owner's settings the content check reads (publishing.yaml: the site's address, the form's service). */
  readonly owner: OwnerSettings
  /** The folder of files published as they are, whose names a page may not take. */
  readonly staticDir: string
  /** Runs the build; true when it finished. */
  readonly build: () => boolean
  /** Serves the built site as the host does, until stopped. */
  readonly serve: (publicDir: string) => Promise<{ readonly baseUrl: string; stop(): void }>
  /** Where the pages will be served, for the run's summary; undefined when not known yet. */
  readonly publication: Publication | undefined
  /** On GitHub Actions: annotate each problem, and the file to write the run's summary to. */
  readonly github?: { readonly annotate: boolean; readonly summaryFile?: string }
  readonly log: (text: string) => void
  readonly error: (text: string) => void
}

/** Runs the check; resolves with the exit code: 0 when the change may be published. */
export async function runPublishCheck(options: PublishCheckOptions): Promise<number> {
  const { log, error, github } = options
  const summarize = (markdown: string) => {
    if (github?.summaryFile) appendFileSync(github.summaryFile, `${markdown}\n`)
  }
  const annotate = (commands: readonly string[]) => {
    if (github?.annotate) for (const command of commands) log(command)
  }

  const started = performance.now()
  const content = await checkContentAndPictures(options.contentDir, {
    owner: options.owner,
    staticDir: options.staticDir,
  })
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  if (content.problems.length > 0) {
    error(formatProblems(content.problems, "check"))
    annotate(contentAnnotations(content.problems))
    summarize(contentSummary(content.problems))
    error(`Publish check FAILED: the content check refused the change in ${seconds} s.`)
    return 1
  }
  log(`Content OK: ${content.filesChecked} files checked in ${seconds} s.`)
  if (content.warnings.length > 0) log(formatWarnings(content.warnings))

  if (!options.build()) {
    summarize(buildFailedSummary())
    error("Publish check FAILED: the build did not finish (see above).")
    return 1
  }

  const server = await options.serve(options.publicDir)
  try {
    const result = await checkChangedPages({ ...options, baseUrl: server.baseUrl })
    log(publishLog(result).join("\n"))
    annotate(pageAnnotations(result))
    summarize(publishSummary(result, options.publication))
    return result.findings.length === 0 ? 0 : 1
  } finally {
    server.stop()
  }
}
