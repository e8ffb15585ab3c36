import { test as base, expect, type Page } from "@playwright/test"

/** What went wrong while a page was open: console errors, uncaught exceptions, failed or erroring requests. */
export interface PageProblems {
  readonly consoleErrors: string[]
  readonly failedRequests: string[]
}

function watch(page: Page): PageProblems {
  const problems: PageProblems = { consoleErrors: [], failedRequests: [] }
  page.on("console", (message) => {
    if (message.type() === "error") problems.consoleErrors.push(message.text())
  })
  page.on("pageerror", (error) => problems.consoleErrors.push(error.message))
  page.on("requestfailed", (request) => {
    // A page fetched ahead on a hint of intent (the speculation rules) and then not needed is
    // cancelled by the browser: a speculation dropped, not a failure.
    const speculative = (request.headers()["sec-purpose"] ?? "").startsWith("prefetch")
    if (speculative && request.failure()?.errorText === "net::ERR_ABORTED") return
    problems.failedRequests.push(`${request.url()}: ${request.failure()?.errorText}`)
  })
  page.on("response", (response) => {
    if (response.status() >= 400) problems.failedRequests.push(`${response.url()}: HTTP ${response.status()}`)
  })
  return problems
}

export const test = base.extend<{ problems: PageProblems }>({
  problems: async ({ page }, use) => {
    await use(watch(page))
  },
})

/** The page loaded cleanly: nothing logged as an error, no request failed. */
export async function expectCleanPage(page: Page, problems: PageProblems) {
  await page.waitForLoadState("networkidle")
  expect(problems.consoleErrors, "console errors").toEqual([])
  expect(problems.failedRequests, "failed requests").toEqual([])
}

/**
 * Opens a page and waits until its widgets have started: pages are static HTML, and the only
 * script that changes one is the carousel's module on the home page, which marks the carousel
 * data-enhanced once its controls work.
 */
export async function gotoReady(page: Page, path: string) {
  const response = await page.goto(path)
  await page.waitForFunction(() => document.querySelector("[data-carousel]:not([data-enhanced])") === null)
  return response
}

/**
 * Whether the browser reports an element as expanded to assistive technology, read from
 * Chromium's accessibility tree. A popovertarget button's state comes from its popover, with no
 * aria-expanded attribute for Playwright's toBeExpanded to read.
 */
export async function expandedState(page: Page, selector: string): Promise<boolean | undefined> {
  const session = await page.context().newCDPSession(page)
  try {
    const { root } = await session.send("DOM.getDocument")
    const { nodeId } = await session.send("DOM.querySelector", { nodeId: root.nodeId, selector })
    const { nodes } = await session.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false })
    const expanded = nodes[0]?.properties?.find((property) => property.name === "expanded")
    return expanded === undefined ? undefined : expanded.value.value === true
  } finally {
    await session.detach()
  }
}

export { expect }
