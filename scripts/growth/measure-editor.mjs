/**
 * The content editor on a site of many pages (the growth benchmark's second part, EDITOR=1): the
 * built editor (public/admin/) of a scratch copy, served the way the CDN serves it (scripts/serve.ts),
 * against the local file server (decap-server) working on the copy's content/, as `npm run editor`
 * and the editor's browser tests (e2e/editor.spec.ts) run them; driven in Debian's Chromium.
 * Measures, with the copy's pages in place:
 * - the time from opening the "Pages" collection until its list shows a first entry, and until the
 *   number of entries stops changing; how many it lists, and how many after scrolling to its end
 *   (Decap loads more on scroll when the backend pages its answers);
 * - the time from pressing Enter in the editor's search ("Search all") with one page's heading until
 *   that page appears among the results;
 * - every console error and uncaught exception meanwhile.
 * Nothing is saved: the copy's files stay as they are.
 */
import { spawn } from "node:child_process"
import { existsSync } from "node:fs"
import path from "node:path"
import { setTimeout as sleep } from "node:timers/promises"
import { pathToFileURL } from "node:url"
import { tsImport } from "tsx/esm/api"
import { launchChromium } from "../measuring.mjs"
import { isInUse } from "../port-in-use.mjs"

/** The general pages' collection (src/cms/config/cms-config.ts, PAGES_COLLECTION). */
const COLLECTION = "pages"
/** How long a step may take before it is recorded as not done; the editor is one 4.4 MB application. */
const STEP_TIMEOUT_MS = 120_000
/** The list is taken as complete once its number of entries has not changed for this long. */
const SETTLED_MS = 3_000

/** @param {bigint} started */
const msSince = (started) => Math.round(Number(process.hrtime.bigint() - started) / 1e6)

/**
 * @typedef {object} EditorFigures
 * @property {string} [skipped] why nothing was measured
 * @property {string} [error] the step that failed, and why
 * @property {number} [openMs] from navigating to /admin/ until the login button shows
 * @property {number} [firstListMs] from opening the Pages collection until its first entry shows
 * @property {number} [settledListMs] ... until the number of entries listed stopped changing
 * @property {number} [listed] entries listed then
 * @property {number} [listedAfterScroll] entries listed after scrolling to the end of the list
 * @property {number} expected general pages in the content folder (what a complete list shows)
 * @property {string} [searchedFor] the heading searched for
 * @property {number} [searchMs] from pressing Enter until that page is among the results
 * @property {number} [searchResults] entries the search listed then
 * @property {boolean} headersApplied whether public/_headers existed, so the editor ran under its policy
 * @property {string[]} consoleErrors console errors, uncaught exceptions (prefixed "page error: ")
 */

/**
 * Measures the content editor on a scratch copy (its public/ built, its content/ holding the pages).
 * @param {{ scratchDir: string, searchFor: { name: string, title: string } | undefined, expected: number }} options
 * @returns {Promise<EditorFigures>}
 */
export async function measureEditor({ scratchDir, searchFor, expected }) {
  /** @type {EditorFigures} */
  const figures = { expected, headersApplied: false, consoleErrors: [] }
  // Started as `npm run editor` starts it (the copy's scripts/local-editor.ts), on the port the editor looks at.
  const { FILE_SERVER_PORT, fileServerProcess } =
    /** @type {{ FILE_SERVER_PORT: number, fileServerProcess: (projectDir: string) => { command: string, args: string[], env: Record<string, string> } }} */ (
      await tsImport(pathToFileURL(path.join(scratchDir, "scripts", "local-editor.ts")).href, import.meta.url)
    )
  // A file server already on the port serves some other folder, maybe the repository's content/.
  if (await isInUse(FILE_SERVER_PORT)) {
    return { ...figures, skipped: `port ${FILE_SERVER_PORT} is in use (another file server or an editor test?)` }
  }
  const server = fileServerProcess(scratchDir)
  const fileServer = spawn(server.command, server.args, {
    cwd: scratchDir,
    env: { ...process.env, ...server.env },
    stdio: "ignore",
  })
  /** @type {import("node:http").Server | undefined} */
  let site
  /** @type {import("playwright-core").Browser | undefined} */
  let browser
  let step = "starting the file server"
  try {
    for (let tries = 0; tries < 200 && !(await isInUse(FILE_SERVER_PORT)); tries += 1) await sleep(100)
    step = "serving the site"
    // The copy's own server, which applies its public/_headers as the CDN does.
    const serve =
      /** @type {{ startServer: (port: number, host: string, root: string) => Promise<import("node:http").Server> }} */ (
        await tsImport(pathToFileURL(path.join(scratchDir, "scripts", "serve.ts")).href, import.meta.url)
      )
    figures.headersApplied = existsSync(path.join(scratchDir, "public", "_headers"))
    site = await serve.startServer(0, "127.0.0.1", path.join(scratchDir, "public"))
    const address = site.address()
    const port = typeof address === "object" && address ? address.port : 0
    // 127.0.0.1 is "an editor's own computer", where the editor uses the local file server.
    const base = `http://127.0.0.1:${port}`

    step = "starting Chromium"
    browser = await launchChromium()
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    page.setDefaultTimeout(STEP_TIMEOUT_MS)
    page.on("console", (message) => {
      if (message.type() === "error") figures.consoleErrors.push(message.text().slice(0, 400))
    })
    page.on("pageerror", (error) => figures.consoleErrors.push(`page error: ${error.message.slice(0, 400)}`))

    step = "opening the editor"
    let started = process.hrtime.bigint()
    await page.goto(`${base}/admin/`)
    const login = page.getByRole("button", { name: /login/i })
    await login.waitFor()
    figures.openMs = msSince(started)
    await login.click()
    const pagesLink = page.getByRole("link", { name: "Pages", exact: true })
    await pagesLink.waitFor()

    step = "opening the Pages collection"
    const entries = page.locator(`a[href*="/collections/${COLLECTION}/entries/"]`)
    started = process.hrtime.bigint()
    await pagesLink.click()
    await entries.first().waitFor()
    figures.firstListMs = msSince(started)
    // Complete once the count has held still for SETTLED_MS (an empty wait when all came at once).
    let count = await entries.count()
    let changedAt = msSince(started)
    while (msSince(started) - changedAt < SETTLED_MS && msSince(started) < STEP_TIMEOUT_MS) {
      await sleep(250)
      const now = await entries.count()
      if (now !== count) {
        count = now
        changedAt = msSince(started)
      }
    }
    figures.settledListMs = changedAt
    figures.listed = count

    step = "scrolling to the end of the list"
    // Decap asks for the next page of entries when the end of the list scrolls into view.
    await page.mouse.move(640, 450)
    let stillFor = 0
    while (stillFor < 3 && count < expected) {
      await page.mouse.wheel(0, 50_000)
      await sleep(1000)
      const now = await entries.count()
      stillFor = now === count ? stillFor + 1 : 0
      count = now
    }
    figures.listedAfterScroll = count

    if (searchFor) {
      step = `searching for "${searchFor.title}"`
      figures.searchedFor = searchFor.title
      const search = page.getByPlaceholder("Search all")
      await search.fill(searchFor.title)
      const result = page.locator(`a[href$="/collections/${COLLECTION}/entries/${searchFor.name}"]`)
      started = process.hrtime.bigint()
      await search.press("Enter")
      await result.first().waitFor()
      figures.searchMs = msSince(started)
      figures.searchResults = await page.locator('a[href*="/entries/"]').count()
    }
  } catch (error) {
    figures.error = `${step}: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`
  } finally {
    await browser?.close()
    site?.close()
    fileServer.kill()
  }
  return figures
}
