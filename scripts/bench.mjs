#!/usr/bin/env node
/**
 * The performance benchmark (npm run bench; not part of npm test, and never timed in tests).
 * 1. Clean production build: wall time and peak memory.
 * 2. Rebuild after a one-line content edit: wall time (the edit is undone afterwards).
 * 3. Lighthouse (mobile, simulated throttling), RUNS runs per route and the 404, medians,
 *    against public/ served like the CDN, in Debian's Chromium.
 * 4. HTML and JavaScript bytes per route: raw, gzip, brotli; the JavaScript is every script file
 *    the page loaded in those runs, its page chunks included.
 * Prints a table and one PASS/FAIL line per budget; writes bench-results/latest.json.
 * Env: RUNS (default 3), SKIP_BUILD=1 to reuse public/, CHROME_PATH.
 */
import { spawn } from "node:child_process"
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { brotliCompressSync, constants, gzipSync } from "node:zlib"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import { parse } from "yaml"
import chromium from "./chromium.json" with { type: "json" }
import { startServer } from "./serve.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const publicDir = path.join(root, "public")
const runs = Number(process.env.RUNS ?? 3)
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }

const BUDGET = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
  lcpMs: 1200,
  homeScriptBrotliKb: 80,
}

/** Runs a command; resolves with its wall time in seconds and, where GNU time exists, peak memory in MB. */
function timed(command, args) {
  const gnuTime = existsSync("/usr/bin/time")
  const [file, argv] = gnuTime ? ["/usr/bin/time", ["-f", "__PEAK_KB__%M", command, ...args]] : [command, args]
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    const child = spawn(file, argv, { cwd: root, env, stdio: ["ignore", "ignore", "pipe"] })
    let stderr = ""
    child.stderr.on("data", (chunk) => (stderr += chunk))
    child.on("error", reject)
    child.on("close", (code) => {
      if (code !== 0) return reject(new Error(`${command} ${args.join(" ")} failed:\n${stderr.slice(-2000)}`))
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      const peak = /__PEAK_KB__(\d+)/.exec(stderr)
      resolve({ seconds, peakMb: peak ? Math.round(Number(peak[1]) / 1024) : undefined })
    })
  })
}

const gatsby = path.join(root, "node_modules", ".bin", "gatsby")

async function measureBuilds() {
  await timed(gatsby, ["clean"])
  const clean = await timed(gatsby, ["build"])
  const file = path.join(root, "content", "pages", "about.yaml")
  const original = readFileSync(file, "utf8")
  writeFileSync(file, original.replace("An independent certifying board", "An independent, certifying board"))
  let incremental
  try {
    incremental = await timed(gatsby, ["build"])
  } finally {
    writeFileSync(file, original)
  }
  await timed(gatsby, ["build"])
  return { clean, incremental }
}

const sizes = (buffer) => ({
  raw: buffer.length,
  gzip: gzipSync(buffer, { level: 9 }).length,
  brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
})

function sum(list) {
  return list.reduce(
    (total, item) => ({ raw: total.raw + item.raw, gzip: total.gzip + item.gzip, brotli: total.brotli + item.brotli }),
    { raw: 0, gzip: 0, brotli: 0 },
  )
}

/**
 * The HTML of a route and the JavaScript it loads: every script file Chromium fetched while
 * Lighthouse loaded the page (entry bundles, then the page's own chunks during hydration),
 * measured from public/ as raw, gzip and brotli bytes, the way a CDN would send them.
 */
function routeBytes(route, scriptPaths) {
  const htmlFile =
    route === "/404" ? path.join(publicDir, "404.html") : path.join(publicDir, route === "/" ? "" : route, "index.html")
  const scripts = scriptPaths.map((source) => sizes(readFileSync(path.join(publicDir, source.replace(/^\//, "")))))
  return { html: sizes(readFileSync(htmlFile)), js: sum(scripts), scriptCount: scripts.length }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

async function lighthouseRoute(url, port) {
  const results = []
  const scriptPaths = new Set()
  for (let run = 0; run < runs; run += 1) {
    const { lhr } = await lighthouse(url, { port, output: "json", logLevel: "error" })
    for (const request of lhr.audits["network-requests"].details.items) {
      const requested = new URL(request.url)
      if (request.resourceType === "Script" && requested.origin === new URL(url).origin)
        scriptPaths.add(requested.pathname)
    }
    const summary = lhr.audits["resource-summary"]?.details?.items ?? []
    const transfer = (type) => summary.find((item) => item.resourceType === type)?.transferSize ?? 0
    results.push({
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      bestPractices: Math.round(lhr.categories["best-practices"].score * 100),
      seo: Math.round(lhr.categories.seo.score * 100),
      lcpMs: lhr.audits["largest-contentful-paint"].numericValue,
      tbtMs: lhr.audits["total-blocking-time"].numericValue,
      cls: lhr.audits["cumulative-layout-shift"].numericValue,
      scriptTransfer: transfer("script"),
      totalTransfer: transfer("total"),
    })
  }
  const keys = Object.keys(results[0])
  return {
    ...Object.fromEntries(keys.map((key) => [key, median(results.map((result) => result[key]))])),
    scriptPaths: [...scriptPaths].sort(),
  }
}

const kb = (bytes) => (bytes / 1024).toFixed(1)

async function main() {
  const builds = process.env.SKIP_BUILD ? undefined : await measureBuilds()
  const routes = parse(readFileSync(path.join(root, "content", "navigation.yaml"), "utf8")).map((item) => item.path)
  const server = await startServer(0)
  const base = `http://127.0.0.1:${server.address().port}`
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? chromium.path,
    chromeFlags: ["--headless=new", ...chromium.flags],
  })
  const rows = []
  try {
    for (const route of [...routes, "/404"]) {
      // Lighthouse refuses to score a document answered with status 404, so the not-found
      // page is measured at /404.html, where the CDN serves the same file with status 200.
      const url = route === "/404" ? `${base}/404.html` : `${base}${route}`
      const { scriptPaths, ...scores } = await lighthouseRoute(url, chrome.port)
      rows.push({ route, ...scores, scriptPaths, bytes: routeBytes(route, scriptPaths) })
      process.stderr.write(`measured ${route}\n`)
    }
  } finally {
    await chrome.kill()
    server.close()
  }

  console.log(`\nLighthouse (mobile, simulated throttling), median of ${runs} runs per route`)
  console.log(
    "route            perf  a11y  bp   seo   LCP ms  TBT ms  CLS    script KB  total KB | HTML raw/gz/br KB      JS raw/gz/br KB",
  )
  for (const row of rows) {
    const { html, js } = row.bytes
    console.log(
      `${row.route.padEnd(16)} ${String(row.performance).padStart(4)} ${String(row.accessibility).padStart(5)} ${String(row.bestPractices).padStart(4)} ${String(row.seo).padStart(5)} ${row.lcpMs.toFixed(0).padStart(8)} ${row.tbtMs.toFixed(0).padStart(7)} ${row.cls.toFixed(3).padStart(6)} ${kb(row.scriptTransfer).padStart(10)} ${kb(row.totalTransfer).padStart(9)} | ${`${kb(html.raw)}/${kb(html.gzip)}/${kb(html.brotli)}`.padEnd(22)} ${kb(js.raw)}/${kb(js.gzip)}/${kb(js.brotli)}`,
    )
  }
  if (builds) {
    console.log(
      `\nClean build: ${builds.clean.seconds.toFixed(1)} s${builds.clean.peakMb ? `, peak memory ${builds.clean.peakMb} MB` : ""}`,
    )
    console.log(
      `Rebuild after a one-line YAML edit: ${builds.incremental.seconds.toFixed(1)} s (${((builds.incremental.seconds / builds.clean.seconds) * 100).toFixed(0)}% of clean)`,
    )
  }

  const home = rows.find((row) => row.route === "/")
  const checks = [
    ["Lighthouse performance >= 98 on every route", rows.every((row) => row.performance >= BUDGET.performance)],
    [
      // The not-found page logs the unknown address (the specification asks for it), which
      // best practices counts as a console error, and it asks search engines not to index it,
      // which SEO counts against it: both deductions are intended, so the 404 is held to
      // accessibility 100 only.
      "Accessibility, best practices and SEO 100 on every route (the 404: accessibility 100)",
      rows.every(
        (row) =>
          row.accessibility >= BUDGET.accessibility &&
          (row.route === "/404" || (row.bestPractices >= BUDGET.bestPractices && row.seo >= BUDGET.seo)),
      ),
    ],
    ["CLS 0 on every route", rows.every((row) => row.cls <= BUDGET.cls)],
    ["Median LCP <= 1.2 s on every route", rows.every((row) => row.lcpMs <= BUDGET.lcpMs)],
    [
      `Home page script <= 80 KB brotli (${kb(home.bytes.js.brotli)} KB in ${home.bytes.scriptCount} files)`,
      home.bytes.js.brotli / 1024 <= BUDGET.homeScriptBrotliKb,
    ],
  ]
  if (builds)
    checks.push([
      "Incremental rebuild under half the clean build",
      builds.incremental.seconds < builds.clean.seconds / 2,
    ])
  console.log("")
  for (const [label, ok] of checks) console.log(`${ok ? "PASS" : "FAIL"}  ${label}`)

  mkdirSync(path.join(root, "bench-results"), { recursive: true })
  writeFileSync(
    path.join(root, "bench-results", "latest.json"),
    JSON.stringify({ runs, builds, rows, checks }, null, 2),
  )
  process.exitCode = checks.every(([, ok]) => ok) ? 0 : 1
}

await main()
