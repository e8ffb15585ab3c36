#!/usr/bin/env node
/**
 * The growth benchmark (npm run bench:growth; not part of npm test, and never timed in tests): how the
 * build, and optionally the content editor, grow as editors add general pages (issue 29, "the site
 * grows to a thousand pages").
 * 1. A scratch copy of the project as it is in the working tree (scripts/scratch-copy.ts:
 *    tracked and untracked-but-not-ignored files, node_modules linked), so the repository's content/,
 *    public/ and Gatsby cache are never touched. Its own clean `npm run build` first: Gatsby's cache
 *    holds absolute paths, so a copy cannot reuse the project's. Its time is reported, not as growth.
 * 2. For each N of PAGES: the previous N's pages removed, N general pages generated into the copy's
 *    content/pages/ (scripts/growth/generate-pages.mjs: copies of the privacy notice, growth-0001.yaml
 *    on, each with its own words), `npm run check:content`, then the incremental `npm run build` (the
 *    build after the change), measured: wall time; ms per added page, (t_N - t_0) / N against the N = 0
 *    build; the rules of public/_headers; the generated pages' mean HTML size; public/'s files and
 *    bytes; the build's peak memory (scripts/growth/measure-build.mjs: GNU time's largest process, and
 *    the whole process tree's sampled PSS). A failed build is recorded with its first error line, and
 *    the benchmark goes on.
 * 3. With EDITOR=1, the content editor on the largest N's pages (scripts/growth/measure-editor.mjs):
 *    the Pages collection's first list, how many entries it lists, a search for one page's heading,
 *    and the console errors meanwhile.
 * Prints the table and one PASS/FAIL line for the budget (at most BUDGET_MS_PER_PAGE per added page at
 * the largest N); writes bench-results/growth.json.
 * Env: PAGES (default "0,100,1000"; 0 is always measured first, as the baseline), EDITOR=1 for the
 * editor's part (only "1": EDITOR often names a text editor), KEEP_SCRATCH=1 to keep the scratch copy
 * (its path is printed; the builds' logs are in its .growth-logs/), CHROME_PATH.
 */
import { execFileSync } from "node:child_process"
import { mkdirSync } from "node:fs"
import { cpus, totalmem } from "node:os"
import path from "node:path"
import { pathToFileURL } from "node:url"
import { tsImport } from "tsx/esm/api"
import { generatePages, GROWTH_PREFIX, removeGeneratedPages } from "./growth/generate-pages.mjs"
import { publicStats, runMeasured, stopRunning } from "./growth/measure-build.mjs"
import { measureEditor } from "./growth/measure-editor.mjs"
import { pad, reportBudgets, root } from "./measuring.mjs"

const { makeScratchCopy, removeScratchCopy } = await tsImport("./scratch-copy.ts", import.meta.url)

/** The budget (issue 29): what one more general page may add to the build after the change, at the largest N. */
const BUDGET_MS_PER_PAGE = 10

/**
 * The N of PAGES, 0 first (the baseline every other N is measured against), each once, in the order given.
 * @param {string} text
 * @returns {number[]}
 */
function pageCounts(text) {
  const counts = text.split(",").map((part) => Number(part.trim()))
  const wrong = counts.filter((count) => !Number.isInteger(count) || count < 0)
  if (wrong.length > 0 || counts.length === 0) {
    throw new Error(`PAGES must be whole numbers separated by commas, like 0,100,1000 (not "${text}")`)
  }
  return [...new Set([0, ...counts])]
}

const counts = pageCounts(process.env.PAGES ?? "0,100,1000")
const largest = Math.max(...counts)
const keepScratch = process.env.KEEP_SCRATCH === "1"
const withEditor = process.env.EDITOR === "1"

/** @param {string} line */
const progress = (line) => process.stderr.write(`[bench:growth ${new Date().toISOString().slice(11, 19)}] ${line}\n`)

/**
 * @typedef {object} Row
 * @property {number} pages N, the generated pages in content/pages/
 * @property {{ ok: boolean, seconds: number, error?: string }} contentCheck npm run check:content
 * @property {import("./growth/measure-build.mjs").RunResult} build the build after the change (output dropped)
 * @property {number | null} msPerAddedPage (t_N - t_0) / N, null for N = 0 or when a build failed
 * @property {number | null} cpuMsPerAddedPage the same of the builds' CPU time (the budget is on wall time;
 *   this one says how much of a difference is the machine's other work)
 * @property {number | null} headerRules
 * @property {number | null} bytesPerPage mean size of the generated pages' index.html
 * @property {number} pagesWritten generated pages found in public/
 * @property {number} publicFiles
 * @property {number} publicBytes
 */

/**
 * A run's result without its whole output, which stays in the build's log.
 * @param {import("./growth/measure-build.mjs").RunResult} run
 */
const withoutOutput = (run) => ({ ...run, output: undefined })

async function main() {
  progress(`PAGES ${counts.join(", ")}${withEditor ? ", then the content editor" : ""}`)
  const scratch = makeScratchCopy(root)
  const contentDir = path.join(scratch.dir, "content")
  const publicDir = path.join(scratch.dir, "public")
  const logDir = path.join(scratch.dir, ".growth-logs")
  mkdirSync(logDir)
  progress(`scratch copy: ${scratch.dir} (${scratch.files} files, node_modules linked)`)
  /** `npm run <script>` in the scratch copy, measured, its output written to .growth-logs/<log>. */
  const npmRun = (script, log) =>
    runMeasured(scratch.dir, ["npm", "run", "--silent", script], { logFile: path.join(logDir, log) })

  let cleaned = false
  const cleanUp = () => {
    if (cleaned) return
    cleaned = true
    if (keepScratch) progress(`kept the scratch copy: ${scratch.dir}`)
    else removeScratchCopy(scratch.dir)
  }
  // Ctrl-C stops the build under way and leaves nothing behind (but what KEEP_SCRATCH keeps).
  for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
    process.once(signal, () => {
      stopRunning()
      cleanUp()
      process.exit(130)
    })
  }

  /** @type {Row[]} */
  const rows = []
  /** @type {import("./growth/measure-editor.mjs").EditorFigures | undefined} */
  let editor
  /** @type {import("./growth/measure-build.mjs").RunResult} */
  let cleanBuild
  try {
    progress("clean build of the scratch copy...")
    cleanBuild = await npmRun("build", "build-clean.log")
    progress(
      `clean build: ${cleanBuild.ok ? "done" : `FAILED (${cleanBuild.error})`} in ${cleanBuild.seconds.toFixed(1)} s`,
    )

    /** @type {import("./growth/generate-pages.mjs").GeneratedPage[]} */
    let generated = []
    for (const count of counts) {
      removeGeneratedPages(contentDir)
      generated = generatePages(contentDir, count)
      const check = await npmRun("check:content", `check-content-${count}.log`)
      progress(`N=${count}: content check ${check.ok ? "OK" : `FAILED (${check.error})`}; building...`)
      const build = await npmRun("build", `build-${count}.log`)
      progress(`N=${count}: build ${build.ok ? "done" : `FAILED (${build.error})`} in ${build.seconds.toFixed(1)} s`)
      rows.push({
        pages: count,
        contentCheck: { ok: check.ok, seconds: check.seconds, error: check.error },
        build: withoutOutput(build),
        msPerAddedPage: null,
        cpuMsPerAddedPage: null,
        ...publicStats(
          publicDir,
          generated.map((page) => page.name),
        ),
      })
    }
    const baseline = rows.find((row) => row.pages === 0)
    for (const row of rows) {
      if (row.pages > 0 && row.build.ok && baseline?.build.ok) {
        row.msPerAddedPage = ((row.build.seconds - baseline.build.seconds) * 1000) / row.pages
        const [cpu, baselineCpu] = [row.build.cpuSeconds, baseline.build.cpuSeconds]
        if (cpu !== undefined && baselineCpu !== undefined)
          row.cpuMsPerAddedPage = ((cpu - baselineCpu) * 1000) / row.pages
      }
    }

    if (withEditor) {
      // The editor reads the content folder through the file server: the largest N's pages must be there.
      if (counts.at(-1) !== largest) {
        removeGeneratedPages(contentDir)
        generated = generatePages(contentDir, largest)
      }
      // A page from the middle of the set: not one of the first entries the list shows.
      const target = generated[Math.floor(generated.length / 2)]
      // The project's own list of pages says how many general pages a complete list shows.
      const { sitePagesIn } = /** @type {{ sitePagesIn: (dir: string) => { kind: string }[] }} */ (
        await tsImport(pathToFileURL(path.join(root, "src", "content", "site-pages.ts")).href, import.meta.url)
      )
      progress(`the content editor with ${largest} generated pages...`)
      editor = await measureEditor({
        scratchDir: scratch.dir,
        searchFor: target ? { name: target.name, title: target.title } : undefined,
        expected: sitePagesIn(contentDir).filter((page) => page.kind === "general").length,
      })
    }
  } finally {
    cleanUp()
  }

  report(cleanBuild, rows, editor, keepScratch ? scratch.dir : undefined)
}

/** @param {number | null | undefined} value @param {number} digits */
const fixed = (value, digits) => (value === null || value === undefined ? "-" : value.toFixed(digits))

/**
 * Prints the table, the editor's figures and the budget; writes bench-results/growth.json.
 * @param {import("./growth/measure-build.mjs").RunResult} cleanBuild
 * @param {Row[]} rows
 * @param {import("./growth/measure-editor.mjs").EditorFigures | undefined} editor
 * @param {string | undefined} keptScratch
 */
function report(cleanBuild, rows, editor, keptScratch) {
  const memory = (/** @type {import("./growth/measure-build.mjs").RunResult} */ run) =>
    `${fixed(run.treeMb, 0)} / ${fixed(run.largestProcessMb, 0)}`
  console.log(
    `\nClean build of the scratch copy (not the growth figure): ${cleanBuild.ok ? "" : "FAILED, "}${cleanBuild.seconds.toFixed(1)} s (CPU ${fixed(cleanBuild.cpuSeconds, 1)} s), peak memory ${memory(cleanBuild)} MB (whole tree PSS / largest process RSS), load ${cleanBuild.loadBefore[0].toFixed(1)} before`,
  )
  console.log(
    `\nThe build after the change (npm run build, incremental), with N generated general pages (load: the machine's 1-minute load average before the build; ${cpus().length} cores):`,
  )
  console.log(
    "     N | check:content | build after the change | ms per added page | CPU s | CPU ms per page | _headers rules | bytes per page | public files | public MB | peak MB tree / largest | load before",
  )
  for (const row of rows) {
    const build = `${row.build.ok ? "" : "FAILED "}${row.build.seconds.toFixed(1)} s`
    console.log(
      `${pad(row.pages, 6)} | ${pad(row.contentCheck.ok ? "OK" : "FAILED", 13)} | ${pad(build, 22)} | ${pad(fixed(row.msPerAddedPage, 1), 17)} | ${pad(fixed(row.build.cpuSeconds, 1), 5)} | ${pad(fixed(row.cpuMsPerAddedPage, 1), 15)} | ${pad(row.headerRules ?? "-", 14)} | ${pad(row.bytesPerPage ?? "-", 14)} | ${pad(row.publicFiles, 12)} | ${pad((row.publicBytes / 1e6).toFixed(1), 9)} | ${pad(memory(row.build), 22)} | ${pad(row.build.loadBefore[0].toFixed(1), 11)}`,
    )
  }
  for (const row of rows) {
    if (!row.contentCheck.ok) console.log(`  N=${row.pages}: the content check failed: ${row.contentCheck.error}`)
    if (!row.build.ok) console.log(`  N=${row.pages}: the build failed: ${row.build.error}`)
    else if (row.pagesWritten !== row.pages) {
      console.log(`  N=${row.pages}: public/ holds ${row.pagesWritten} of the ${row.pages} generated pages`)
    }
  }

  if (editor) {
    console.log(`\nThe content editor (/admin/, local file server) with ${largest} generated pages:`)
    if (editor.skipped) console.log(`  not measured: ${editor.skipped}`)
    else {
      console.log(`  editor open (login shown): ${fixed(editor.openMs, 0)} ms`)
      console.log(
        `  Pages collection: first entries after ${fixed(editor.firstListMs, 0)} ms; ${editor.listed ?? "-"} listed, settled after ${fixed(editor.settledListMs, 0)} ms; ${editor.listedAfterScroll ?? "-"} after scrolling to the end; ${editor.expected} general pages in content/pages/`,
      )
      if (editor.searchedFor) {
        console.log(
          `  search for "${editor.searchedFor}": found after ${fixed(editor.searchMs, 0)} ms (${editor.searchResults ?? "-"} listed among the results)`,
        )
      }
      console.log(`  served with public/_headers: ${editor.headersApplied ? "yes" : "no (the build did not write it)"}`)
      if (editor.error) console.log(`  stopped at ${editor.error}`)
      console.log(`  console errors and page errors: ${editor.consoleErrors.length}`)
      for (const error of editor.consoleErrors.slice(0, 10)) console.log(`    - ${error}`)
    }
  }

  const atLargest = rows.find((row) => row.pages === largest)
  /** @type {[string, boolean][]} */
  const checks = []
  if (largest > 0 && atLargest) {
    const why = atLargest.msPerAddedPage !== null ? `${atLargest.msPerAddedPage.toFixed(1)} ms` : "a build failed"
    checks.push([
      `At most ${BUDGET_MS_PER_PAGE} ms of build after the change per added page at N=${largest} (${why})`,
      atLargest.msPerAddedPage !== null && atLargest.msPerAddedPage <= BUDGET_MS_PER_PAGE,
    ])
  } else console.log(`\nNo N above 0 in PAGES: the budget (ms per added page) was not measured.`)
  const resultFile = reportBudgets(checks, "growth.json", {
    date: new Date().toISOString(),
    commit: execFileSync("git", ["rev-parse", "HEAD"], { cwd: root, encoding: "utf8" }).trim(),
    machine: { cpus: cpus().length, memoryMb: Math.round(totalmem() / 2 ** 20), node: process.version },
    pageNames: `${GROWTH_PREFIX}0001 ...`,
    budgetMsPerAddedPage: BUDGET_MS_PER_PAGE,
    cleanBuild: withoutOutput(cleanBuild),
    rows,
    editor,
    checks,
    scratch: keptScratch,
  })
  console.log(
    `\nResults: ${path.relative(root, resultFile)}${keptScratch ? `; scratch copy kept: ${keptScratch}` : ""}`,
  )
}

await main()
