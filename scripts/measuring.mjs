/**
 * What the benchmarks and the developer aids that measure share: the project's folder, a median,
 * a table's columns, Debian's Chromium (scripts/chromium.json, CHROME_PATH overrides it), a build
 * served like the CDN, and the budgets' PASS/FAIL lines with the results file.
 */
import { mkdirSync, writeFileSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import * as chromeLauncher from "chrome-launcher"
import { chromium } from "playwright-core"
import { tsImport } from "tsx/esm/api"
import chromiumConfig from "./chromium.json" with { type: "json" }

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")

/** The median of the values a run produced; NaN when none did (Lighthouse can fail to find an LCP). */
export const median = (values) => {
  const sorted = values.filter((value) => typeof value === "number" && !Number.isNaN(value)).sort((a, b) => a - b)
  return sorted.length === 0 ? Number.NaN : sorted[Math.floor(sorted.length / 2)]
}

/** @param {string | number} value @param {number} width */
export const pad = (value, width) => String(value).padStart(width)

const chromiumPath = process.env.CHROME_PATH ?? chromiumConfig.path

/** Debian's Chromium under Playwright, headless, with the flags this closed network needs. */
export const launchChromium = () => chromium.launch({ executablePath: chromiumPath, args: chromiumConfig.flags })

/** Debian's Chromium for Lighthouse, which drives it through chrome-launcher. */
export const launchChromeForLighthouse = () =>
  chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ["--headless=new", ...chromiumConfig.flags] })

/**
 * Serves a build (public/ unless another folder is given) the way the CDN does, on a free port.
 * The server is TypeScript (it shares the host's reading of _headers with the tests).
 * @param {string} [dir]
 */
export async function serveBuild(dir) {
  const { startServer } = await tsImport("./serve.ts", import.meta.url)
  const server = await startServer(0, "127.0.0.1", dir)
  return { base: `http://127.0.0.1:${server.address().port}`, close: () => server.close() }
}

/**
 * Prints one PASS/FAIL line per budget, writes the results to bench-results/<name>, and makes the
 * process fail when a budget did. Returns the results file.
 * @param {[string, boolean][]} checks
 * @param {string} name
 * @param {unknown} results
 */
export function reportBudgets(checks, name, results) {
  console.log("")
  for (const [label, ok] of checks) console.log(`${ok ? "PASS" : "FAIL"}  ${label}`)
  const file = path.join(root, "bench-results", name)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, JSON.stringify(results, null, 2))
  process.exitCode = checks.every(([, ok]) => ok) ? 0 : 1
  return file
}
