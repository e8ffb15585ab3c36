/**
 * One cold run of the editor through its gateway (scripts/bench-gateway.mjs): a new page with its
 * CPU slowed as the editor benchmark slows it (scripts/editor-bench/run.mjs), signed in, with drafts
 * reviewed before publishing, against a gateway whose GitHub answers after a delay. Five actions, as
 * an editor takes them:
 *
 * 1. open the editor: /admin/ until its first list of entries is drawn;
 * 2. open the largest entry from its list, until its form and preview are drawn;
 * 3. save a draft (a word added to its first Title): Save until Decap says "Entry saved";
 * 4. mark it ready (not timed against a goal: Decap publishes only a draft marked Ready);
 * 5. publish: Publish now until the commit is on the live branch (the stand-in answering the
 *    gateway's move of it), and, apart, until Decap says "Entry published".
 *
 * Each action's calls are counted once the page is quiet again: Decap's to the gateway (and which it
 * repeated), the gateway's to GitHub, the installation tokens minted, how many of the GitHub calls
 * went one after another until it ended (the most that did not overlap in time: round trips no
 * parallelism could hide), and how long it waited on GitHub at all.
 */
import { median } from "../measuring.mjs"
import { entryDrawn, openEntry, QUIET_MS, slowedEditorPage } from "./run.mjs"

/** Decap's words once a save or a publish is done (decap-cms-locales, English). */
const ENTRY_SAVED = "Entry saved"
const ENTRY_PUBLISHED = "Entry published"

/**
 * The most calls that did not overlap in time: how many round trips were made one after another.
 * @param {readonly { arrived: number, answered: number }[]} calls
 */
export function oneAfterAnother(calls) {
  let count = 0
  let free = Number.NEGATIVE_INFINITY
  for (const call of [...calls].sort((a, b) => a.answered - b.answered)) {
    if (call.arrived < free) continue
    count += 1
    free = call.answered
  }
  return count
}

/**
 * How long, up to `end`, at least one of the calls was waiting on GitHub: the action's time spent on
 * GitHub (the delay of each round trip made one after another, and the stand-in's own work on its answers).
 * @param {readonly { arrived: number, answered: number }[]} calls @param {number} end
 */
export function waitingOnGitHub(calls, end) {
  let total = 0
  let until = Number.NEGATIVE_INFINITY
  for (const { arrived, answered } of [...calls].sort((a, b) => a.arrived - b.arrived)) {
    const done = Math.min(answered, end)
    total += Math.max(0, done - Math.max(arrived, until))
    until = Math.max(until, done)
  }
  return total
}

/** The calls made more than once, and how many times each. @param {readonly string[]} calls */
export function repeated(calls) {
  const counts = new Map()
  for (const call of calls) counts.set(call, (counts.get(call) ?? 0) + 1)
  return [...counts].filter(([, times]) => times > 1).map(([call, times]) => ({ call, times }))
}

/** Resolves with the page's time of the first paint after the page's text includes `text`. */
const textShown = (page, text) =>
  page.evaluate(
    (text) => window.__editorBench.paintedOnceTrue(() => document.body.textContent?.includes(text) ?? false),
    text,
  )

/** Clicks an element from inside the page; resolves with the page's time of the click. */
const clickedAt = (locator) =>
  locator.evaluate((element) => {
    const at = performance.now()
    element.click()
    return at
  })

/**
 * @typedef {object} ActionsPlan
 * @property {import("playwright-core").Browser} browser
 * @property {string} address the editor's address at the live site's name
 * @property {import("../../tests/support/stand-ins/github-stand-in").GitHubStandIn} github
 * @property {string} branch the live branch
 * @property {import("./run.mjs").EntryToOpen} largest
 * @property {string} edit words added to the entry's first Title
 * @property {(context: import("playwright-core").BrowserContext) => Promise<void>} prepare signs in and builds the editor for drafts
 */

/** @param {ActionsPlan} plan */
export async function runActions(plan) {
  const { github, largest } = plan
  const { context, page, errors } = await slowedEditorPage(plan.browser, {
    contextOptions: { ignoreHTTPSErrors: true },
  })
  await plan.prepare(context)
  const decapCalls = /** @type {string[]} */ ([])
  const decapAnswers = /** @type {string[]} */ ([])
  const gatewayCall = (request) => {
    const url = new URL(request.url())
    return url.pathname.startsWith("/api/gateway/") ? `${request.method()} ${url.pathname}${url.search}` : null
  }
  page.on("request", (request) => {
    const call = gatewayCall(request)
    if (call) decapCalls.push(call)
  })
  page.on("response", (response) => {
    const call = gatewayCall(response.request())
    if (call) decapAnswers.push(`${call} ${response.status()}`)
  })
  const quiet = () => page.evaluate((ms) => window.__editorBench.quiet(ms), QUIET_MS)

  /**
   * Runs an action, timed until what it waits for (`endedAt`, this process's clock: when the action
   * resolved unless it says), then waits for quiet and counts what it asked for. The GitHub calls
   * made before it ended tell where its time went: how many came one after another, and how long
   * it waited on GitHub.
   */
  async function counted(action) {
    const from = {
      decap: decapCalls.length,
      answers: decapAnswers.length,
      github: github.requests.length,
      tokens: github.issuedTokens.length,
    }
    const { endedAt = performance.now(), ...timed } = await action()
    await quiet()
    const githubCalls = github.requests.slice(from.github)
    const beforeItEnded = githubCalls.filter((call) => call.arrived <= endedAt)
    return {
      ...timed,
      decapCalls: decapCalls.length - from.decap,
      decapRepeated: repeated(decapCalls.slice(from.decap)),
      githubCalls: githubCalls.length,
      githubOneAfterAnother: oneAfterAnother(beforeItEnded),
      githubWaitMs: waitingOnGitHub(beforeItEnded, endedAt),
      // The delay asked for, and the stand-in's own work (git's, on this machine) beyond it.
      githubCallMs: median(githubCalls.map((call) => call.answered - call.arrived)),
      tokensMinted: github.issuedTokens.length - from.tokens,
      // Each call, for reading where the time went: Decap's with the gateway's status, GitHub's as the stand-in answered them.
      calls: {
        decap: decapAnswers.slice(from.answers),
        github: githubCalls.map(({ method, path, query, status, arrived, answered }) => {
          const search = new URLSearchParams(query).toString()
          return `${method} ${path}${search ? `?${search}` : ""} ${status} ${Math.round(arrived)}-${Math.round(answered)}`
        }),
      },
    }
  }

  try {
    const openEditor = await counted(async () => {
      await page.goto(plan.address, { waitUntil: "commit" })
      const drawn = await page.evaluate(() =>
        window.__editorBench.paintedOnceTrue(
          () => document.querySelector('a[href*="#/collections/"][href*="/entries/"]') !== null,
        ),
      )
      return { ms: drawn }
    })

    // The largest entry's list first, as an editor finds the entry there; then the entry itself.
    await page.evaluate((collection) => (window.location.hash = collection), largest.collection)
    await page.locator(`a[href$="#${largest.route}"]`).first().waitFor()
    await quiet()
    const openLargest = await counted(async () => {
      const started = await openEntry(page, largest)
      return { ms: (await entryDrawn(page, largest.labels)) - started }
    })

    const title = page.getByLabel("Title", { exact: true }).first()
    await title.fill(`${await title.inputValue()} ${plan.edit}`)
    const saveDraft = await counted(async () => {
      const clicked = await clickedAt(page.getByRole("button", { name: /^save$/i }))
      return { ms: (await textShown(page, ENTRY_SAVED)) - clicked }
    })

    const markReady = await counted(async () => {
      await page.getByRole("button", { name: /^status: /i }).click()
      const clicked = await clickedAt(page.getByRole("menuitem", { name: /^ready$/i }))
      await page.getByRole("button", { name: /^status: ready$/i }).waitFor()
      return { ms: (await page.evaluate(() => performance.now())) - clicked }
    })

    // Timed to the commit on the live branch (the goal), and to Decap's word that it is published.
    const publish = await counted(async () => {
      const liveBranch = `/git/refs/heads/${encodeURIComponent(plan.branch)}`
      const movesBefore = github.requests.length
      await page.getByRole("button", { name: /^publish$/i }).click()
      const clickedInNode = performance.now()
      const clicked = await clickedAt(page.getByRole("menuitem", { name: /^publish now$/i }))
      const said = await textShown(page, ENTRY_PUBLISHED)
      const moved = github.requests
        .slice(movesBefore)
        .find((request) => request.method === "PATCH" && request.path.endsWith(liveBranch) && request.status === 200)
      if (!moved) throw new Error("Decap said it published, but the live branch never moved")
      return { ms: moved.answered - clickedInNode, endedAt: moved.answered, untilDecapSaysMs: said - clicked }
    })
    return { openEditor, openLargest, saveDraft, markReady, publish, errors }
  } finally {
    await context.close()
  }
}
