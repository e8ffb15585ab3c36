/**
 * What the benchmarks and the developer aids that measure share (docs/performance.md lists them):
 * the project's folder, a median and a range, a table's columns, Debian's Chromium
 * (scripts/chromium.json, CHROME_PATH overrides it), the slow device they measure on, the build, a
 * build served like the CDN, and the budgets' PASS/FAIL lines with the results file.
 */
import { spawn } from "node:child_process"
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

/** A figure's median and range over the runs. @param {unknown[]} values */
export function spread(values) {
  const numbers = /** @type {number[]} */ (values.filter((value) => typeof value === "number"))
  return { median: median(numbers), min: Math.min(...numbers), max: Math.max(...numbers) }
}

/** A spread in milliseconds, "1,234 ms (1,100-1,300)". @param {{ median: number, min: number, max: number }} figure */
export const ms = ({ median: m, min, max }) => `${m.toFixed(0)} ms (${min.toFixed(0)}-${max.toFixed(0)})`

/** @param {string | number} value @param {number} width */
export const pad = (value, width) => String(value).padStart(width)

const chromiumPath = process.env.CHROME_PATH ?? chromiumConfig.path

/**
 * Debian's Chromium under Playwright, headless, with the flags this closed network needs, and any others.
 * @param {string[]} [args]
 */
export const launchChromium = (args = []) =>
  chromium.launch({ executablePath: chromiumPath, args: [...chromiumConfig.flags, ...args] })

/** Debian's Chromium for Lighthouse, which drives it through chrome-launcher. */
export const launchChromeForLighthouse = () =>
  chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ["--headless=new", ...chromiumConfig.flags] })

/** How many times slower than this machine's the CPU of the device every browser figure is measured on. */
export const CPU_SLOWDOWN = 4

/**
 * Slows a page's CPU CPU_SLOWDOWN times through Chromium's DevTools protocol and, with `network`, puts
 * it on a mobile network too (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up). The DevTools session
 * is returned, for the profiler and the heap.
 * @param {import("playwright-core").BrowserContext} context
 * @param {import("playwright-core").Page} page
 * @param {{ network?: boolean }} [options]
 */
export async function slowDevice(context, page, { network = false } = {}) {
  const cdp = await context.newCDPSession(page)
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN })
  if (network) {
    await cdp.send("Network.enable")
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    })
  }
  return cdp
}

/** `npm run build`, its errors shown. */
export function buildSite() {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] })
    child.on("exit", (code) => (code === 0 ? resolve(undefined) : reject(new Error(`npm run build exited ${code}`))))
  })
}

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
