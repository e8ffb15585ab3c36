#!/usr/bin/env node
/**
 * The content editor's benchmark (npm run bench:editor; not part of npm test, and never timed in
 * tests). The production build (`npm run build`, unless SKIP_BUILD=1), served as the CDN serves it,
 * with the local file server (decap-server) on a scratch copy of content/ (nothing is saved), in
 * Debian's Chromium with the CPU slowed 4x through the DevTools protocol: RUNS cold runs (default 5;
 * scripts/editor-bench/run.mjs says what one measures), each in a new browser. Prints each figure's
 * median and range and one PASS/FAIL line per budget (issue 48); writes bench-results/editor.json.
 *
 * PROFILE=1 also records the first run's steps under V8's sampling profiler, into
 * bench-results/editor-profiles/<step>.cpuprofile (DevTools' Performance panel opens them), and
 * prints where each step's time went by script file.
 * SITE_DIR=<folder> measures another build than public/ (a copy of an earlier one, for a before and
 * after; no build then).
 * COMPARE=<folder>,... measures the first screen of other editors too: each folder is served as
 * /admin/ (its index.html loads the editor, with the same configuration as a config.yml beside it),
 * against the same file server. Env: CHROME_PATH.
 */
import { spawn } from "node:child_process"
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { setTimeout as sleep } from "node:timers/promises"
import { brotliCompressSync, constants } from "node:zlib"
import { tsImport } from "tsx/esm/api"
import { measureRun } from "./editor-bench/run.mjs"
import { serveFolderAsEditor } from "./editor-bench/other-editor.mjs"
import { timeByOrigin } from "./editor-bench/profile-summary.mjs"
import { entryToOpen, LARGEST_ENTRY_FILE } from "./editor-bench/entries.mjs"
import {
  buildSite,
  launchChromium,
  CPU_SLOWDOWN,
  median,
  ms,
  pad,
  reportBudgets,
  root,
  serveBuild,
  spread,
} from "./measuring.mjs"
import { isInUse } from "./port-in-use.mjs"

const { FILE_SERVER_PORT, fileServerProcess } = await tsImport("./local-editor.ts", import.meta.url)
const { ADMIN_SOURCE_MAPS } = await tsImport("../plugins/decap-admin/source-maps.ts", import.meta.url)

/** Issue 48's budgets, at 4x CPU slowdown on this machine. */
const BUDGET = {
  firstScreenMs: 3500,
  /** Brotli JavaScript (quality 11, as a CDN sends it) fetched before the first screen. */
  scriptBeforeFirstScreenBytes: 1_000_000,
  largestEntryMs: 2000,
  keystrokeP75Ms: 100,
}

const runs = Number(process.env.RUNS ?? 5)
const profileFirstRun = process.env.PROFILE === "1"
const siteDir = process.env.SITE_DIR ? path.resolve(process.env.SITE_DIR) : path.join(root, "public")

/** @param {string} line */
const progress = (line) => process.stderr.write(`[bench:editor ${new Date().toISOString().slice(11, 19)}] ${line}\n`)

const brotliSize = (file) =>
  brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length

/** The script files' bytes and brotli bytes, each served path read from `dir` as served from `servedAs`. */
function scriptBytes(dir, paths, servedAs = "/") {
  const files = paths.map((served) => path.join(dir, path.relative(servedAs, served)))
  return {
    files: files.length,
    bytes: files.reduce((sum, file) => sum + readFileSync(file).length, 0),
    brotli: files.reduce((sum, file) => sum + brotliSize(file), 0),
  }
}

async function startFileServer() {
  if (await isInUse(FILE_SERVER_PORT)) {
    throw new Error(`port ${FILE_SERVER_PORT} is in use (another file server or an editor test?): run under flock`)
  }
  const scratch = mkdtempSync(path.join(tmpdir(), "bench-editor-"))
  cpSync(path.join(root, "content"), path.join(scratch, "content"), { recursive: true })
  const server = fileServerProcess(root, { repository: scratch })
  const child = spawn(server.command, server.args, { env: { ...process.env, ...server.env }, stdio: "ignore" })
  for (let tries = 0; tries < 200 && !(await isInUse(FILE_SERVER_PORT)); tries += 1) await sleep(100)
  return {
    stop: () => {
      child.kill()
      rmSync(scratch, { recursive: true, force: true })
    },
  }
}

/** RUNS cold runs of one editor, each in a new browser. */
async function measureEditor(base, plan, label) {
  const results = []
  for (let run = 0; run < runs; run += 1) {
    const browser = await launchChromium()
    try {
      const { figures, profiles } = await measureRun({ ...plan, base, browser, profile: profileFirstRun && run === 0 })
      results.push(figures)
      if (profileFirstRun && run === 0) writeProfiles(label, profiles)
      progress(`${label}: run ${run + 1} of ${runs}, first screen ${figures.firstScreenMs.toFixed(0)} ms`)
    } finally {
      await browser.close()
    }
  }
  return results
}

/**
 * The editor's source maps for the build measured: beside it (plugins/decap-admin's), or, for an
 * earlier build that deployed them, in its admin folder.
 */
const mapsDir = [path.join(siteDir, "..", ADMIN_SOURCE_MAPS), path.join(siteDir, "admin")].find(existsSync) ?? siteDir

function writeProfiles(label, profiles) {
  const dir = path.join(root, "bench-results", "editor-profiles")
  mkdirSync(dir, { recursive: true })
  for (const [step, profile] of Object.entries(profiles)) {
    if (!profile) continue
    const file = path.join(dir, `${label}-${step}.cpuprofile`)
    writeFileSync(file, JSON.stringify(profile))
    console.log(`\n${label}, ${step}: where the time went (self time), ${path.relative(root, file)}`)
    for (const { where, ms } of timeByOrigin(profile, mapsDir).slice(0, 15))
      console.log(`${pad(ms.toFixed(0), 8)} ms  ${where}`)
  }
}

const mb = (bytes) => `${(bytes / 1e6).toFixed(2)} MB`

async function main() {
  if (!process.env.SKIP_BUILD && !process.env.SITE_DIR) {
    progress("npm run build")
    await buildSite()
  }
  const plan = {
    firstScreenOnly: false,
    largest: entryToOpen(LARGEST_ENTRY_FILE),
    typing: { ...entryToOpen("site.yaml"), field: "Board name", typed: " Quickstep" },
    third: entryToOpen("pages/community.yaml"),
  }
  const fileServer = await startFileServer()
  const site = await serveBuild(siteDir)
  const others = []
  let results
  try {
    results = await measureEditor(site.base, plan, "this-editor")
    for (const folder of (process.env.COMPARE ?? "").split(",").filter(Boolean)) {
      const other = await serveFolderAsEditor(folder)
      try {
        const figures = await measureEditor(other.base, { ...plan, firstScreenOnly: true }, path.basename(folder))
        others.push({ folder, figures, scripts: scriptBytes(folder, figures[0].scriptsBeforeFirstScreen, "/admin/") })
      } finally {
        other.close()
      }
    }
  } finally {
    site.close()
    fileServer.stop()
  }

  const atStart = scriptBytes(siteDir, results[0].scriptsBeforeFirstScreen)
  const atEnd = scriptBytes(siteDir, results[0].scriptsAtEnd)
  const summary = {
    firstScreen: spread(results.map((r) => r.firstScreenMs)),
    longestTaskBeforeFirstScreen: spread(results.map((r) => r.longestTaskBeforeFirstScreenMs)),
    largestEntry: spread(results.map((r) => r.largestEntryMs)),
    keystrokeP75: spread(results.map((r) => r.keystrokeP75Ms)),
    keystrokeMax: spread(results.map((r) => r.keystrokeMaxMs)),
    previewAfterLastKey: spread(results.map((r) => r.previewAfterLastKeyMs)),
    keystrokeParts: Object.fromEntries(
      ["inputDelay", "processing", "presentation"].map((name) => [
        name,
        median(results.map((r) => r.keystrokeParts[name])),
      ]),
    ),
    heap: spread(results.map((r) => r.heapBytes)),
  }
  console.log(`\nThe content editor, CPU ${CPU_SLOWDOWN}x slower, ${runs} cold runs: median (range)`)
  console.log(`first screen (login)             ${ms(summary.firstScreen)}`)
  console.log(
    `script before it                 ${atStart.files} files, ${mb(atStart.bytes)}, ${mb(atStart.brotli)} brotli`,
  )
  console.log(`longest task before it           ${ms(summary.longestTaskBeforeFirstScreen)}`)
  console.log(`largest entry open (form+preview) ${ms(summary.largestEntry)}`)
  console.log(`keystroke to paint, p75          ${ms(summary.keystrokeP75)}`)
  console.log(`keystroke to paint, max          ${ms(summary.keystrokeMax)}`)
  const parts = summary.keystrokeParts
  console.log(
    `  its parts, medians             waiting ${parts.inputDelay.toFixed(0)} ms, handlers ${parts.processing.toFixed(0)} ms, to the paint ${parts.presentation.toFixed(0)} ms`,
  )
  console.log(`preview after the last keystroke ${ms(summary.previewAfterLastKey)}`)
  console.log(
    `heap after three entries         ${mb(summary.heap.median)} (${mb(summary.heap.min)}-${mb(summary.heap.max)})`,
  )
  console.log(`script by the end                ${atEnd.files} files, ${mb(atEnd.bytes)}, ${mb(atEnd.brotli)} brotli`)
  for (const other of others) {
    console.log(
      `${path.basename(other.folder)}: first screen ${ms(spread(other.figures.map((r) => r.firstScreenMs)))}, ${other.scripts.files} script files, ${mb(other.scripts.brotli)} brotli before it, longest task ${ms(spread(other.figures.map((r) => r.longestTaskBeforeFirstScreenMs)))}`,
    )
  }
  const errors = [...new Set(results.flatMap((r) => r.errors))]
  if (errors.length > 0) console.log(`\nPage errors: ${errors.join("; ")}`)

  reportBudgets(
    [
      [`First screen <= ${BUDGET.firstScreenMs} ms (median)`, summary.firstScreen.median <= BUDGET.firstScreenMs],
      [
        `Script before the first screen <= ${mb(BUDGET.scriptBeforeFirstScreenBytes)} brotli`,
        atStart.brotli <= BUDGET.scriptBeforeFirstScreenBytes,
      ],
      [
        `Largest entry open <= ${BUDGET.largestEntryMs} ms (median)`,
        summary.largestEntry.median <= BUDGET.largestEntryMs,
      ],
      [
        `Keystroke to paint p75 <= ${BUDGET.keystrokeP75Ms} ms with the preview open (median of runs)`,
        summary.keystrokeP75.median <= BUDGET.keystrokeP75Ms,
      ],
      ["No page error", errors.length === 0],
    ],
    "editor.json",
    { runs, cpuSlowdown: CPU_SLOWDOWN, summary, scriptsAtStart: atStart, scriptsAtEnd: atEnd, results, others },
  )
}

await main()
