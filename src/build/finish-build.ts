/**
 * Everything the build does after Gatsby has written the pages, in this order:
 *
 * 1. Check that public/ holds exactly the pages of the registry (built-pages.ts): each of them,
 *    and no page file of a page that no longer exists.
 * 2. Check that every page is static (static-page.ts). This comes before the policies because
 *    they allow each page's inline scripts by hash: a page still carrying Gatsby's runtime must
 *    stop the build, not be allowed by its own policy.
 * 3. Check that public/ holds every file the pages load (their pictures).
 * 4. Write the calendar files of the events (src/cdn/calendar.ts), then check that the host
 *    publishes that many files (host-limits.ts): the one thing that still grows with the pages, in
 *    words an editor can act on, and a warning well before the limit.
 * 5. Write each page's own policy into it (made in step 2's pass, while the page is parsed: a page
 *    is parsed once for steps 2, 3 and 5), and the files the CDN reads beside the pages (_headers,
 *    robots.txt). _headers is written last of all: scripts/build.ts takes it as the sign these
 *    steps ran.
 */
import { readdirSync } from "node:fs"
import path from "node:path"
import { fileLimitFindings } from "../cdn/host-limits"
import { writeCalendarFiles, type CalendarFile } from "../cdn/calendar"
import {
  formOriginsOf,
  pageWithPolicy,
  readPageFiles,
  visitorPagesOf,
  writeCdnFiles,
  type PageFile,
} from "../cdn/write-cdn-files"
import type { PublishingSettings } from "../settings/publishing"
import type { SitePage } from "../content/page-registry"
import type { WidgetScript } from "../widgets/bundle"
import { missingAssets, missingPages, strayPages } from "./built-pages"
import { staticPageProblems } from "./static-page"
import { unservedNamesIn } from "./unserved-files"

export interface FinishBuildInputs {
  readonly publicDir: string
  readonly contentDir: string
  /** Where the site is published and the editor saves (publishing.yaml). */
  readonly settings: PublishingSettings
  /** Every page of the site (src/content/site-pages.ts), which public/ must hold. */
  readonly pages: readonly SitePage[]
  readonly widgetScripts: readonly WidgetScript[]
  /** The events' calendar files (src/cdn/calendar.ts), made from the pages' data as of the build's day. */
  readonly calendars: readonly CalendarFile[]
}

export interface FinishBuildResult {
  /** Why the build must stop; nothing was written when there is one. */
  readonly problems: readonly string[]
  /** What was checked and written, for the build log. */
  readonly report: readonly string[]
}

function problemsOf({ html, address }: PageFile, widgetScripts: readonly WidgetScript[]): string[] {
  const widgetModules = widgetScripts.map((script) => script.code)
  return staticPageProblems(html, { widgetModules }).map(
    (problem) => `${address} is not a static page: it carries ${problem}.`,
  )
}

/** How many files a deployment of public/ uploads: all but what Gatsby keeps there for itself. */
export function servedFileCount(publicDir: string): number {
  const unserved = new Set(unservedNamesIn(publicDir))
  // What is not served is left unread: page-data/ alone holds a file per page.
  return readdirSync(publicDir, { withFileTypes: true })
    .filter((entry) => !unserved.has(entry.name))
    .reduce(
      (count, entry) =>
        count +
        (entry.isDirectory()
          ? readdirSync(path.join(publicDir, entry.name), { recursive: true, withFileTypes: true }).filter((file) =>
              file.isFile(),
            ).length
          : 1),
      0,
    )
}

/** Step 2: what keeps any page from being static. */
export function checkStaticPages(publicDir: string, widgetScripts: readonly WidgetScript[]): string[] {
  return visitorPagesOf(readPageFiles(publicDir)).flatMap((page) => problemsOf(page, widgetScripts))
}

export function finishBuild({
  publicDir,
  contentDir,
  settings,
  pages: sitePages,
  widgetScripts,
  calendars,
}: FinishBuildInputs): FinishBuildResult {
  // Each page is read once, here, for every step below.
  const allPages = readPageFiles(publicDir)
  const pages = visitorPagesOf(allPages)
  const relativeFiles = allPages.map(({ file }) => path.relative(publicDir, file).split(path.sep).join("/"))
  const unlike = [...missingPages(publicDir, sitePages), ...strayPages(relativeFiles, sitePages)]
  if (unlike.length > 0) return { problems: unlike, report: [] }
  // A page's gate, the files it loads and its policy are read one after the other, so the page is
  // parsed once for all three (page-html.ts keeps the page it parsed last): parsing is most of
  // what these steps cost a page. The files matter, and the policies are written, only once every
  // page is known to be static.
  const formOrigins = formOriginsOf(contentDir, settings)
  const checked = pages.map((page) => ({
    problems: problemsOf(page, widgetScripts),
    assets: missingAssets(publicDir, [page]),
    policed: pageWithPolicy(page, formOrigins),
  }))
  const problems = checked.flatMap((page) => page.problems)
  if (problems.length > 0) {
    return {
      problems: [
        ...problems,
        "Pages are meant to be served without Gatsby's runtime (gatsby-plugin-no-javascript-utils in gatsby-config.ts); see src/build/static-page.ts.",
      ],
      report: [],
    }
  }
  // The pictures and icons the pages load.
  const assets = checked.flatMap((page) => page.assets)
  if (assets.length > 0) return { problems: assets, report: [] }
  writeCalendarFiles(publicDir, calendars)
  // Counted before _headers and robots.txt are written: two files more, whatever the site.
  const files = servedFileCount(publicDir) + 2
  const limits = fileLimitFindings(files, settings.host)
  if (limits.problems.length > 0) return { problems: limits.problems, report: [] }
  const cdn = writeCdnFiles({ publicDir, contentDir, settings, pages: checked.map((page) => page.policed) })
  return {
    problems: [],
    report: [
      `${sitePages.length} pages of content/ built, as ${pages.length} files, all static; widget modules: ${widgetScripts.map((script) => `${script.name} (${script.bytes} bytes)`).join(", ")}`,
      `${cdn.pages} pages given their own policy; public/_headers: ${cdn.rules.length} rules, ${cdn.headersBytes} bytes; ${calendars.length} calendar files; ${files} files to publish`,
      ...limits.warnings.map((warning) => `Warning: ${warning}`),
    ],
  }
}
