/**
 * One cold run of the content editor benchmark (scripts/bench-editor.mjs): a new Chromium with an
 * empty profile (no cached file, no compiled code), its CPU slowed CPU_SLOWDOWN times through the
 * DevTools protocol, driving the built editor against the local file server as an editor would:
 * 1. /admin/ until its first screen (the login) is painted: the time, the script files fetched
 *    before it, the long tasks before it;
 * 2. log in, then open the largest entry until its form shows every top-level field and its
 *    preview shows the page's heading;
 * 3. open Site settings, wait for its preview (every page the file shows on), click into a text
 *    field and type, a key every KEY_INTERVAL_MS: each keystroke's latency to the next paint as INP
 *    reads it (the Event Timing API's longest event of the interaction), and how long after the last
 *    keystroke the preview shows the typed words;
 * 4. open a third entry, then the JavaScript heap after two garbage collections.
 * With `profile`, each step runs under the V8 sampling profiler and its profile is returned.
 */
import { slowDevice } from "../measuring.mjs"
import { watchTheEditor } from "./in-page.mjs"

/** A brisk typist (about 80 words a minute). */
const KEY_INTERVAL_MS = 150
/** Event Timing reports only interactions at least this long: a keystroke it does not report took less. */
const EVENT_TIMING_FLOOR_MS = 16
const STEP_TIMEOUT_MS = 120_000
/** The page is taken as settled once this long has passed without a long task. */
export const QUIET_MS = 1000

/** What the editor shows first, whichever editor it is: its login or sign-in button. */
const FIRST_SCREEN_BUTTON = /^\s*(log ?in|sign in|work with local)/i

/**
 * @typedef {object} EntryToOpen
 * @property {string} collection Decap's address of its collection's list, after the #
 * @property {string} route Decap's address of the entry, after the #
 * @property {string[]} labels the labels of its form's top-level fields, each shown once the form is drawn
 */

/**
 * @typedef {object} RunPlan
 * @property {string} base the served build's address
 * @property {import("playwright-core").Browser} browser a browser of its own for this run
 * @property {boolean} firstScreenOnly measure step 1 only (another editor on the same configuration)
 * @property {EntryToOpen} largest
 * @property {EntryToOpen & { field: string, typed: string }} typing the entry typed into, the field's label and the words typed
 * @property {EntryToOpen} third
 * @property {boolean} profile
 */

/**
 * Opens an entry from its collection's list, as an editor does (Decap reads an entry when its editor
 * is first drawn: an address changed from one entry straight to another keeps the first one's
 * editor). Resolves with the page's time at which the entry was asked for.
 * @param {import("playwright-core").Page} page @param {EntryToOpen} entry
 */
export async function openEntry(page, { collection, route }) {
  await page.evaluate((collection) => (window.location.hash = collection), collection)
  await page.locator("#preview-pane").waitFor({ state: "detached" })
  await page.locator(`a[href$="#${route}"]`).first().waitFor()
  return page.evaluate((route) => {
    const started = performance.now()
    window.location.hash = route
    return started
  }, route)
}

/**
 * Resolves with the paint after the entry's form shows each of its top-level fields' labels and
 * its preview frame shows a page heading.
 * @param {import("playwright-core").Page} page @param {string[]} labels
 */
export function entryDrawn(page, labels) {
  return page.evaluate(
    ({ labels }) =>
      window.__editorBench.paintedOnceTrue(() => {
        const shown = [...document.querySelectorAll("label")].map((label) => label.textContent?.trim() ?? "")
        if (!labels.every((label) => shown.some((text) => text.startsWith(label)))) return false
        const frame = document.querySelector("#preview-pane")
        const preview = frame instanceof HTMLIFrameElement ? frame.contentDocument : null
        return Boolean(preview?.querySelector('section[aria-label^="Preview: "] h1'))
      }),
    { labels },
  )
}

/** The preview, every page of it drawn (nothing left loading). @param {import("playwright-core").Page} page */
async function previewSettled(page) {
  const preview = page.frameLocator("#preview-pane")
  await preview.locator('section[aria-label^="Preview: "] h1').first().waitFor({ timeout: STEP_TIMEOUT_MS })
  await preview.getByText("Loading the rest of the page").waitFor({ state: "detached", timeout: STEP_TIMEOUT_MS })
}

/** @param {import("playwright-core").CDPSession} cdp */
async function heapAfterCollection(cdp) {
  await cdp.send("HeapProfiler.collectGarbage")
  await cdp.send("HeapProfiler.collectGarbage")
  const { usedSize } = await cdp.send("Runtime.getHeapUsage")
  return usedSize
}

/**
 * Runs `step` under the sampling profiler when profiling, returning its result and its profile.
 * @template T
 * @param {import("playwright-core").CDPSession} cdp @param {boolean} profile @param {() => Promise<T>} step
 * @returns {Promise<{ result: T, profile?: unknown }>}
 */
async function profiled(cdp, profile, step) {
  if (!profile) return { result: await step() }
  await cdp.send("Profiler.enable")
  await cdp.send("Profiler.start")
  const result = await step()
  const { profile: recorded } = await cdp.send("Profiler.stop")
  return { result, profile: recorded }
}

/** The page's own figures for what it fetched: each script file and when it arrived. @param {import("playwright-core").Page} page */
function scriptsFetched(page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => entry instanceof PerformanceResourceTiming && entry.initiatorType === "script")
      .map((entry) => ({ path: new URL(entry.name).pathname, arrived: entry.responseEnd })),
  )
}

/** @param {number[]} values @param {number} fraction */
function percentile(values, fraction) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]
}

/**
 * A page in a new context of `browser`, its CPU slowed CPU_SLOWDOWN times, what the editor asks
 * answered yes ("Leave this page?" with typed words unsaved, "publish this entry?"), its errors
 * collected, and the watch of in-page.mjs added before any of its own code, then `initScript`.
 * @param {import("playwright-core").Browser} browser
 * @param {{ contextOptions?: import("playwright-core").BrowserContextOptions, initScript?: string }} [options]
 */
export async function slowedEditorPage(browser, { contextOptions = {}, initScript = "" } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...contextOptions })
  const page = await context.newPage()
  page.setDefaultTimeout(STEP_TIMEOUT_MS)
  page.on("dialog", (dialog) => void dialog.accept())
  const errors = /** @type {string[]} */ ([])
  page.on("pageerror", (error) => errors.push(error.message.slice(0, 300)))
  await page.addInitScript(`(${watchTheEditor.toString()})();${initScript}`)
  const cdp = await slowDevice(context, page)
  return { context, page, cdp, errors }
}

/**
 * @param {RunPlan} plan
 */
export async function measureRun(plan) {
  const { browser, base, profile } = plan
  const { context, page, cdp, errors } = await slowedEditorPage(browser, {
    initScript: `window.__editorBench.firstScreen = window.__editorBench.paintedOnceTrue(() =>
       [...document.querySelectorAll("button")].some((button) => ${FIRST_SCREEN_BUTTON}.test(button.textContent ?? "") && button.getBoundingClientRect().width > 0))`,
  })
  const profiles = /** @type {Record<string, unknown>} */ ({})
  try {
    // 1. The first screen.
    const start = await profiled(cdp, profile, async () => {
      await page.goto(`${base}/admin/`, { waitUntil: "commit" })
      return page.evaluate(() => window.__editorBench.firstScreen)
    })
    profiles.firstScreen = start.profile
    const firstScreenMs = start.result
    const scripts = await scriptsFetched(page)
    const longTasks = await page.evaluate(() => window.__editorBench.watched.longTasks)
    const beforeFirstScreen = longTasks.filter((task) => task.start < firstScreenMs)
    const figures = {
      firstScreenMs,
      scriptsBeforeFirstScreen: scripts
        .filter((script) => script.arrived <= firstScreenMs)
        .map((script) => script.path),
      longestTaskBeforeFirstScreenMs: Math.max(0, ...beforeFirstScreen.map((task) => task.duration)),
      blockingBeforeFirstScreenMs: beforeFirstScreen.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
      errors,
    }
    if (plan.firstScreenOnly) return { figures, profiles }

    await page.getByRole("button", { name: FIRST_SCREEN_BUTTON }).click()
    await page.getByRole("link", { name: "Pages", exact: true }).waitFor()
    // Signed in, the editor reads its media library (every picture's file) and the first list of
    // files: an editor looks at that list before opening an entry.
    await page.evaluate((quietMs) => window.__editorBench.quiet(quietMs), QUIET_MS)

    // 2. The largest entry.
    const largest = await profiled(cdp, profile, async () => {
      const started = await openEntry(page, plan.largest)
      return (await entryDrawn(page, plan.largest.labels)) - started
    })
    profiles.largestEntry = largest.profile

    // 3. Typing with the preview open.
    await openEntry(page, plan.typing)
    await entryDrawn(page, plan.typing.labels)
    await previewSettled(page)
    const field = page.getByLabel(plan.typing.field, { exact: true })
    await field.click()
    await field.press("End")
    const typing = await profiled(cdp, profile, async () => {
      const typingFrom = await page.evaluate(() => performance.now())
      await field.pressSequentially(plan.typing.typed, { delay: KEY_INTERVAL_MS })
      const lastKeyAt = await page.evaluate(() => performance.now())
      await page
        .frameLocator("#preview-pane")
        .getByText(plan.typing.typed.trim(), { exact: false })
        .first()
        .waitFor({ state: "attached" })
      const previewShownAt = await page.evaluate(() => performance.now())
      // Event Timing reports an interaction once its paint is done: give the last one time to arrive.
      await page.waitForTimeout(500)
      const reported = await page.evaluate(
        ({ from }) => [...window.__editorBench.watched.interactions.values()].filter((entry) => entry.start >= from),
        { from: typingFrom },
      )
      const unreported = Math.max(0, plan.typing.typed.length - reported.length)
      const latencies = [...reported.map((entry) => entry.duration), ...Array(unreported).fill(EVENT_TIMING_FLOOR_MS)]
      /** The median of one part of the reported interactions (those Event Timing left out took under 16 ms in all). */
      const part = (name) =>
        percentile(
          reported.map((entry) => entry[name]),
          0.5,
        ) ?? 0
      return {
        keystrokes: plan.typing.typed.length,
        reportedInteractions: reported.length,
        keystrokeParts: {
          inputDelay: part("inputDelay"),
          processing: part("processing"),
          presentation: part("presentation"),
        },
        keystrokeP75Ms: percentile(latencies, 0.75),
        keystrokeMaxMs: Math.max(...latencies),
        previewAfterLastKeyMs: previewShownAt - lastKeyAt,
      }
    })
    profiles.typing = typing.profile

    // 4. A third entry, then the heap.
    await openEntry(page, plan.third)
    await entryDrawn(page, plan.third.labels)
    const heapBytes = await heapAfterCollection(cdp)
    const allScripts = await scriptsFetched(page)
    return {
      figures: {
        ...figures,
        largestEntryMs: largest.result,
        ...typing.result,
        heapBytes,
        scriptsAtEnd: [...new Set(allScripts.map((script) => script.path))],
      },
      profiles,
    }
  } finally {
    await context.close()
  }
}
