/**
 * What the publish check tells people: a line per page it checked in the log, one line of summary,
 * and on GitHub Actions an annotation on the file (and line) of each problem and a job summary in
 * the editor's words. Pure functions of the check's results; scripts/check-publish.ts prints them.
 */
import { formatProblem, type ContentProblem } from "../content/check"
import type { ServedPage } from "./checked-pages"

/** The checks run on every changed page, in the order the log lists them, each with its short name for the log's line per page. */
const SHORT = {
  "Nu HTML Checker": "Nu",
  "axe at phone width": "axe phone",
  "axe at desktop width": "axe desktop",
  "links and fragments": "links",
  "policy and headers": "policy",
} as const

export type PageCheck = keyof typeof SHORT

export const PAGE_CHECKS = Object.keys(SHORT) as readonly PageCheck[]

/** One problem a check found on a page. */
export interface PageFinding {
  readonly address: string
  readonly check: PageCheck
  readonly message: string
}

export interface PublishResult {
  /** Every page served, and the ones checked (changed since the last checked build). */
  readonly pages: readonly ServedPage[]
  readonly checked: readonly ServedPage[]
  /** No record of a checked build: every page was checked. */
  readonly firstRun: boolean
  readonly findings: readonly PageFinding[]
  readonly seconds: number
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`

/** The log: a line per checked page with each check's outcome, its problems below it, and a last line of summary. */
export function publishLog(result: PublishResult): string[] {
  const { pages, checked, findings, firstRun } = result
  const why = firstRun
    ? `no record of a checked build, so every page is checked`
    : `${plural(checked.length, "page")} of ${pages.length} changed since the last checked build`
  const lines = [`Publish check: ${why}.`]
  for (const page of checked) {
    const own = findings.filter((finding) => finding.address === page.address)
    const outcomes = PAGE_CHECKS.map(
      (check) => `${SHORT[check]} ${own.some((finding) => finding.check === check) ? "FAILED" : "ok"}`,
    )
    lines.push(`  ${page.address} (content/${page.contentFile}): ${outcomes.join(", ")}`)
    for (const finding of own) lines.push(`      - ${finding.check}: ${finding.message}`)
  }
  lines.push(summaryLine(result))
  return lines
}

/** The log's last line. */
export function summaryLine({ pages, checked, findings, seconds }: PublishResult): string {
  const failing = new Set(findings.map((finding) => finding.address)).size
  const unchanged = pages.length - checked.length
  const what = `${plural(checked.length, "page")} checked (${PAGE_CHECKS.join(", ")}), ${unchanged} unchanged, in ${seconds.toFixed(1)} s`
  return failing === 0
    ? `Publish check passed: ${what}.`
    : `Publish check FAILED: ${plural(findings.length, "problem")} on ${plural(failing, "page")}; ${what}.`
}

/** GitHub shows at most 10 error annotations a step. */
export const ANNOTATION_LIMIT = 10

function escapeData(text: string): string {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A")
}

function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C")
}

interface Annotation {
  readonly file: string
  readonly line?: number
  readonly title: string
  readonly message: string
}

/** Workflow commands that mark each problem on its file and line; past the limit, the last one says how many more. */
function annotationCommands(annotations: readonly Annotation[]): string[] {
  const more = annotations.length - ANNOTATION_LIMIT
  return annotations.slice(0, ANNOTATION_LIMIT).map(({ file, line, title, message }, index) => {
    const properties = [
      `file=${escapeProperty(file)}`,
      line ? `line=${line}` : undefined,
      `title=${escapeProperty(title)}`,
    ]
    const last = more > 0 && index === ANNOTATION_LIMIT - 1
    const said = last ? `${message} (and ${more} more problems: see the run's summary)` : message
    return `::error ${properties.filter(Boolean).join(",")}::${escapeData(said)}`
  })
}

/** An annotation for each content problem, on its file and line. */
export function contentAnnotations(problems: readonly ContentProblem[]): string[] {
  return annotationCommands(
    problems.map((problem) => ({
      file: `content/${problem.file}`,
      line: problem.line,
      title: "The change was not published",
      message: problem.where ? `${problem.where}: ${problem.message}` : problem.message,
    })),
  )
}

/** An annotation for each page problem, on the page's content file. */
export function pageAnnotations(result: PublishResult): string[] {
  const fileOf = new Map(result.pages.map((page) => [page.address, page.contentFile]))
  return annotationCommands(
    result.findings.map((finding) => ({
      file: `content/${fileOf.get(finding.address) ?? ""}`,
      title: `${finding.address} was not published (${finding.check})`,
      message: finding.message,
    })),
  )
}

/** Where the pages are (or will be) served: the live site or the draft's preview. */
export interface Publication {
  readonly address: string
  readonly kind: "live" | "preview"
}

const linkTo = (page: ServedPage, publication?: Publication) =>
  publication ? `[${page.address}](${new URL(page.address, publication.address).href})` : page.address

/** The job summary, in Markdown: what was checked and where it is, or each problem in the editor's words. */
export function publishSummary(result: PublishResult, publication?: Publication): string {
  const { checked, findings, pages } = result
  const where = publication
    ? ` at ${publication.address} (${publication.kind === "live" ? "the live site" : "the draft's preview"})`
    : ""
  if (findings.length === 0) {
    const rows = checked.map((page) => `| ${linkTo(page, publication)} | content/${page.contentFile} |`)
    return [
      `## Your change passed the publish check`,
      "",
      `${summaryLine(result)}`,
      "",
      checked.length > 0
        ? `The pages it changed, as they will be${where}:`
        : `No page changed: the site${where} is as it was.`,
      "",
      ...(checked.length > 0 ? ["| Page | Made from |", "| --- | --- |", ...rows, ""] : []),
      `Each was checked with: ${PAGE_CHECKS.join(", ")}; every page also passed the build's static-page rules.`,
      `${pages.length - checked.length} other pages did not change.`,
    ].join("\n")
  }
  const byPage = checked.filter((page) => findings.some((finding) => finding.address === page.address))
  return [
    `## Your change was not published`,
    "",
    `The change would put ${plural(findings.length, "problem")} on ${plural(byPage.length, "page")} in front of visitors. Nothing was changed on the site. What was found:`,
    "",
    ...byPage.flatMap((page) => [
      `### ${page.address}, made from content/${page.contentFile}`,
      "",
      ...findings
        .filter((finding) => finding.address === page.address)
        .map((finding) => `- **${finding.check}**: ${finding.message}`),
      "",
    ]),
    "If the problem is in what you wrote, change it and save again. If it is not, ask the site's developers: the log of this run has the details.",
  ].join("\n")
}

/** The job summary when the content check refused the change. */
export function contentSummary(problems: readonly ContentProblem[]): string {
  return [
    `## Your change was not published`,
    "",
    `The content has ${plural(problems.length, "problem")}. Nothing was changed on the site. Fix each one below, and save again:`,
    "",
    ...problems.map((problem) => `- ${formatProblem(problem)}`),
    "",
    "content/README.md says what each message means.",
  ].join("\n")
}

/** The job summary when the build itself failed after the content passed its check. */
export function buildFailedSummary(): string {
  return [
    `## Your change was not published`,
    "",
    "The content passed its check, but the site could not be built from it. Nothing was changed on the site. This is not something a content change should cause: ask the site's developers, and point them at this run's log.",
  ].join("\n")
}
