import { test as base, expect, type Page, type Request } from "@playwright/test"

/**
 * What went wrong while a page was open: console errors, uncaught exceptions, failed or erroring
 * requests, Content-Security-Policy violations and Chromium's warnings about the response headers.
 */
export interface PageProblems {
  readonly consoleErrors: string[]
  readonly failedRequests: string[]
  /**
   * Every CSP violation, as Chromium reports it twice: to the page ("event: …", from a
   * securitypolicyviolation listener) and on the console ("console: …").
   */
  readonly policyViolations: string[]
  /** Warnings about the headers themselves (an unknown Permissions-Policy feature, say). */
  readonly headerWarnings: string[]
}

/** Console messages about the security headers _headers sets (the policy's own reports aside). */
const HEADER_WARNING = /Permissions-Policy|Strict-Transport|X-Frame|Referrer-Policy|Cross-Origin/
const CSP_REPORT = /Content Security Policy/i

async function watch(page: Page): Promise<PageProblems> {
  const problems: PageProblems = { consoleErrors: [], failedRequests: [], policyViolations: [], headerWarnings: [] }
  // The listener is in every document the page opens, before any of its own scripts runs.
  await page.exposeFunction("reportPolicyViolation", (text: string) => problems.policyViolations.push(`event: ${text}`))
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const { reportPolicyViolation } = window as unknown as { reportPolicyViolation: (text: string) => Promise<void> }
      void reportPolicyViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} on ${location.pathname}`,
      )
    })
  })
  page.on("console", (message) => {
    const text = message.text()
    if (CSP_REPORT.test(text)) problems.policyViolations.push(`console: ${text}`)
    else if (message.type() === "error") problems.consoleErrors.push(text)
    if (HEADER_WARNING.test(text)) problems.headerWarnings.push(text)
  })
  page.on("pageerror", (error) => problems.consoleErrors.push(error.message))
  // Which of the page's documents each request was made for: the count of the main frame's
  // navigations begun by then (a navigation's own request is its new document's).
  let navigations = 0
  const madeFor = new WeakMap<Request, number>()
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations += 1
    madeFor.set(request, navigations)
  })
  page.on("requestfailed", (request) => {
    const aborted = request.failure()?.errorText === "net::ERR_ABORTED"
    // A page fetched ahead on a hint of intent (the speculation rules) and then not needed is
    // cancelled by the browser: a speculation dropped, not a failure.
    const speculative = (request.headers()["sec-purpose"] ?? "").startsWith("prefetch")
    // A picture still loading when the visitor follows a link is cancelled with its page.
    const leftBehind = (madeFor.get(request) ?? navigations) < navigations
    if (aborted && (speculative || leftBehind)) return
    problems.failedRequests.push(`${request.url()}: ${request.failure()?.errorText}`)
  })
  page.on("response", (response) => {
    if (response.status() >= 400) problems.failedRequests.push(`${response.url()}: HTTP ${response.status()}`)
  })
  return problems
}

export const test = base.extend<{ problems: PageProblems }>({
  problems: async ({ page }, use) => {
    await use(await watch(page))
  },
})

/** The page ran under its headers as they are meant: no policy violation, no warning about a header. */
export function expectNoPolicyProblems(problems: PageProblems) {
  expect(problems.policyViolations, "Content-Security-Policy violations").toEqual([])
  expect(problems.headerWarnings, "warnings about the response headers").toEqual([])
}

/**
 * The page loaded cleanly: nothing logged as an error, no request failed, nothing blocked by its
 * Content-Security-Policy (the server sends public/_headers), no header warned about.
 */
export async function expectCleanPage(page: Page, problems: PageProblems) {
  await page.waitForLoadState("networkidle")
  expect(problems.consoleErrors, "console errors").toEqual([])
  expect(problems.failedRequests, "failed requests").toEqual([])
  expectNoPolicyProblems(problems)
}

/**
 * Opens a page and waits until its widgets have started: pages are static HTML, and the only
 * scripts that change one are the carousel's module on the home page and the contact form's on
 * the Contact page, each of which marks its element data-enhanced once it works.
 */
export async function gotoReady(page: Page, path: string) {
  const response = await page.goto(path)
  await page.waitForFunction(
    () =>
      document.querySelector("[data-carousel]:not([data-enhanced]), [data-contact-form]:not([data-enhanced])") === null,
  )
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
