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
  page.on("requestfailed", (request) =>
    problems.failedRequests.push(`${request.url()}: ${request.failure()?.errorText}`),
  )
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
 * Opens a page and waits until React has hydrated it, so clicks reach their handlers.
 * React marks each element it owns with a __reactProps$ key; the header is on every page.
 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path)
  await page.waitForFunction(() => {
    const header = document.querySelector("header")
    return header !== null && Object.keys(header).some((key) => key.startsWith("__reactProps"))
  })
  return response
}

export { expect }
