#!/usr/bin/env node
/**
 * The performance benchmark (npm run bench; not part of npm test, and never timed in tests).
 * 1. Clean production build: wall time and peak memory; then a rebuild after a one-line content
 *    edit (undone afterwards).
 * 2. Lighthouse (mobile, simulated throttling), RUNS runs per route and the 404, in Debian's
 *    Chromium, against two copies of the site served like the CDN: public/ as built, and the same
 *    pages with every script element removed but the JSON-LD data (the no-JavaScript limit). The
 *    two are measured in alternation, run by run, so both see the same machine.
 * 3. Per route: the median scores and timings of each, the script the page loaded (brotli bytes of
 *    the files, as a CDN sends them), the pictures a phone's first load downloaded (Lighthouse's
 *    mobile run: pictures below the first screen wait until scrolled to) and the ratios of this
 *    site to the limit. Both copies have the same pictures.
 * Prints the table and one PASS/FAIL line per budget (issue 11); writes bench-results/latest.json.
 * Env: RUNS (default 3), SKIP_BUILD=1 to reuse public/, ROUTES=/contact,/about for some routes only,
 * CHROME_PATH.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { brotliCompressSync, constants } from "node:zlib"
import lighthouse from "lighthouse"
import { tsImport } from "tsx/esm/api"
import { parse } from "yaml"
import { runMeasured, stopRunning } from "./growth/measure-build.mjs"
import { launchChromeForLighthouse, median, pad, reportBudgets, root, serveBuild } from "./measuring.mjs"

const { attributeOf, editedHtml, elementsOf, removalOf } = await tsImport("../src/cdn/page-html.ts", import.meta.url)

const publicDir = path.join(root, "public")
const runs = Number(process.env.RUNS ?? 3)

const BUDGET = {
  /** Lighthouse category scores on every route (the 404: performance and accessibility only). */
  score: 100,
  cls: 0,
  /** The median over routes of each route's median Total Blocking Time. */
  medianTbtMs: 30,
  homeScriptBrotliKb: 20,
  otherScriptBrotliKb: 5,
  /** The median over routes of each route's total transfer, pictures aside (they have their own budget). */
  medianTransferKb: 30,
  /** The pictures a phone's first load of any route downloads, in kB (1,000 bytes). */
  imageKbPerRoute: 60,
  /** This site's median LCP over the limit's, route by route. */
  lcpRatio: 1.05,
}

const gatsby = path.join(root, "node_modules", ".bin", "gatsby")

/** Runs Gatsby; resolves with its wall time in seconds and, where GNU time exists, peak memory in MB. */
async function timed(...args) {
  const run = await runMeasured(root, [gatsby, ...args])
  if (!run.ok) throw new Error(`${gatsby} ${args.join(" ")} failed:\n${run.output.slice(-2000)}`)
  return { seconds: run.seconds, peakMb: run.largestProcessMb }
}

async function measureBuilds() {
  // Ctrl-C stops the build under way too: runMeasured gives it a process group of its own.
  const interrupted = () => {
    stopRunning()
    process.exit(130)
  }
  process.once("SIGINT", interrupted)
  await timed("clean")
  const clean = await timed("build")
  const file = path.join(root, "content", "pages", "about.yaml")
  const original = readFileSync(file, "utf8")
  writeFileSync(file, original.replace("An independent certifying board", "An independent, certifying board"))
  let incremental
  try {
    incremental = await timed("build")
  } finally {
    writeFileSync(file, original)
  }
  await timed("build")
  process.off("SIGINT", interrupted)
  return { clean, incremental }
}

/** The page without its script elements, but the JSON-LD data blocks that no browser runs. */
const withoutScriptElements = (html) =>
  editedHtml(
    html,
    elementsOf(html)
      .filter((element) => element.tagName === "script" && attributeOf(element, "type") !== "application/ld+json")
      .flatMap(removalOf),
  )

/** A copy of public/ whose pages carry no script at all: the limit this site is measured against. */
function withoutScripts() {
  const dir = mkdtempSync(path.join(tmpdir(), "site-without-js-"))
  cpSync(publicDir, dir, { recursive: true })
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue
    const file = path.join(entry.parentPath, entry.name)
    writeFileSync(file, withoutScriptElements(readFileSync(file, "utf8")))
  }
  return dir
}

const brotli = (buffer) => brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length

/** One Lighthouse run: the scores, timings and transfer, and the script files the page loaded. */
async function measure(url, port) {
  const { lhr } = await lighthouse(url, { port, output: "json", logLevel: "error" })
  const summary = lhr.audits["resource-summary"]?.details?.items ?? []
  const transfer = (type) => summary.find((item) => item.resourceType === type)?.transferSize ?? 0
  const scripts = lhr.audits["network-requests"].details.items
    .filter((request) => request.resourceType === "Script" && new URL(request.url).origin === new URL(url).origin)
    .map((request) => new URL(request.url).pathname)
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    bestPractices: Math.round(lhr.categories["best-practices"].score * 100),
    seo: Math.round(lhr.categories.seo.score * 100),
    lcpMs: lhr.audits["largest-contentful-paint"].numericValue,
    runtimeError: lhr.runtimeError?.code,
    tbtMs: lhr.audits["total-blocking-time"].numericValue,
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    totalTransfer: transfer("total"),
    imageTransfer: transfer("image"),
    scripts,
  }
}

/** Each metric's median over the runs; the scripts are the union of what every run loaded. */
function medians(results) {
  for (const { runtimeError } of results) if (runtimeError) process.stderr.write(`  a run failed: ${runtimeError}\n`)
  const { scripts: _scripts, runtimeError: _error, ...first } = results[0]
  return {
    ...Object.fromEntries(Object.keys(first).map((key) => [key, median(results.map((result) => result[key]))])),
    scripts: [...new Set(results.flatMap((result) => result.scripts))].sort(),
  }
}

const kb = (bytes) => (bytes / 1024).toFixed(1)

async function main() {
  const builds = process.env.SKIP_BUILD ? undefined : await measureBuilds()
  // ROUTES=/contact,/about measures those routes alone (the budgets then speak for them only).
  const routes = process.env.ROUTES
    ? process.env.ROUTES.split(",")
    : parse(readFileSync(path.join(root, "content", "navigation.yaml"), "utf8")).map((item) => item.path)
  const limitDir = withoutScripts()
  const servers = { site: await serveBuild(), limit: await serveBuild(limitDir) }
  const chrome = await launchChromeForLighthouse()
  const rows = []
  try {
    for (const route of process.env.ROUTES ? routes : [...routes, "/404"]) {
      // Lighthouse refuses to score a document answered with status 404, so the not-found
      // page is measured at /404.html, where the CDN serves the same file with status 200.
      const address = route === "/404" ? "/404.html" : route
      const results = { site: [], limit: [] }
      for (let run = 0; run < runs; run += 1) {
        for (const which of ["site", "limit"])
          results[which].push(await measure(servers[which].base + address, chrome.port))
      }
      const row = { route, site: medians(results.site), limit: medians(results.limit) }
      row.scriptBrotli = row.site.scripts.reduce(
        (total, src) => total + brotli(readFileSync(path.join(publicDir, src))),
        0,
      )
      rows.push(row)
      process.stderr.write(`measured ${route}\n`)
    }
  } finally {
    await chrome.kill()
    servers.site.close()
    servers.limit.close()
    rmSync(limitDir, { recursive: true, force: true })
  }

  console.log(
    `\nLighthouse (mobile, simulated throttling), median of ${runs} runs per route; this site | the same pages with no script`,
  )
  console.log(
    "route             perf a11y  bp  seo |  LCP ms  no-JS  ratio |  TBT ms  no-JS | CLS    | script KB br | image kB | transfer KB  no-JS",
  )
  for (const { route, site, limit, scriptBrotli } of rows) {
    console.log(
      `${route.padEnd(16)} ${pad(site.performance, 5)} ${pad(site.accessibility, 4)} ${pad(site.bestPractices, 3)} ${pad(site.seo, 4)} | ${pad(site.lcpMs.toFixed(0), 7)} ${pad(limit.lcpMs.toFixed(0), 6)} ${pad((site.lcpMs / limit.lcpMs).toFixed(2), 6)} | ${pad(site.tbtMs.toFixed(0), 7)} ${pad(limit.tbtMs.toFixed(0), 6)} | ${site.cls.toFixed(3)}  | ${pad(kb(scriptBrotli), 12)} | ${pad((site.imageTransfer / 1000).toFixed(1), 8)} | ${pad(kb(site.totalTransfer), 11)} ${pad(kb(limit.totalTransfer), 6)}`,
    )
  }
  /** A metric's median over routes, of this site and of the limit. */
  const medianOver = (metric) => ({
    site: median(rows.map((row) => row.site[metric])),
    limit: median(rows.map((row) => row.limit[metric])),
  })
  const medianTbt = medianOver("tbtMs")
  const medianTransfer = medianOver("totalTransfer")
  const medianTransferButImages = median(rows.map((row) => row.site.totalTransfer - row.site.imageTransfer))
  const medianLcp = medianOver("lcpMs")
  console.log(
    `\nMedians over routes: LCP ${medianLcp.site.toFixed(0)} ms vs ${medianLcp.limit.toFixed(0)} ms (x${(medianLcp.site / medianLcp.limit).toFixed(2)}); TBT ${medianTbt.site.toFixed(0)} ms vs ${medianTbt.limit.toFixed(0)} ms; transfer ${kb(medianTransfer.site)} KB vs ${kb(medianTransfer.limit)} KB (x${(medianTransfer.site / medianTransfer.limit).toFixed(2)})`,
  )
  if (builds) {
    console.log(
      `Clean build: ${builds.clean.seconds.toFixed(1)} s${builds.clean.peakMb ? `, peak memory ${builds.clean.peakMb} MB` : ""}`,
    )
    console.log(
      `Rebuild after a one-line YAML edit: ${builds.incremental.seconds.toFixed(1)} s (${((builds.incremental.seconds / builds.clean.seconds) * 100).toFixed(0)}% of clean)`,
    )
  }

  const scoresOf = (row) =>
    row.route === "/404"
      ? // The not-found page logs the unknown address (best practices counts a console error)
        // and asks search engines not to index it (SEO counts that): both intended.
        [row.site.performance, row.site.accessibility]
      : [row.site.performance, row.site.accessibility, row.site.bestPractices, row.site.seo]
  const checks = [
    [
      "Lighthouse performance, accessibility, best practices and SEO 100 on every route (the 404: performance and accessibility)",
      rows.every((row) => scoresOf(row).every((score) => score >= BUDGET.score)),
    ],
    ["CLS 0 on every route", rows.every((row) => row.site.cls <= BUDGET.cls)],
    [`Median TBT <= ${BUDGET.medianTbtMs} ms (${medianTbt.site.toFixed(0)} ms)`, medianTbt.site <= BUDGET.medianTbtMs],
    [
      `Script <= ${BUDGET.homeScriptBrotliKb} KB brotli on the home page, <= ${BUDGET.otherScriptBrotliKb} KB on every other route`,
      rows.every(
        (row) =>
          row.scriptBrotli / 1024 <= (row.route === "/" ? BUDGET.homeScriptBrotliKb : BUDGET.otherScriptBrotliKb),
      ),
    ],
    [
      `Median total transfer but pictures <= ${BUDGET.medianTransferKb} KB (${kb(medianTransferButImages)} KB)`,
      medianTransferButImages / 1024 <= BUDGET.medianTransferKb,
    ],
    [
      `Pictures <= ${BUDGET.imageKbPerRoute} kB on a phone's first load of every route (largest ${(Math.max(...rows.map((row) => row.site.imageTransfer)) / 1000).toFixed(1)} kB)`,
      rows.every((row) => row.site.imageTransfer <= BUDGET.imageKbPerRoute * 1000),
    ],
    [
      `Median LCP <= ${BUDGET.lcpRatio} x the no-JavaScript pages' on every route`,
      rows.every((row) => row.site.lcpMs <= row.limit.lcpMs * BUDGET.lcpRatio),
    ],
  ]
  if (builds)
    checks.push([
      "Incremental rebuild under half the clean build",
      builds.incremental.seconds < builds.clean.seconds / 2,
    ])
  reportBudgets(checks, "latest.json", { runs, builds, rows, medianLcp, medianTbt, medianTransfer, checks })
}

await main()
