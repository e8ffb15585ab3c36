/**
 * Every page as the CDN serves it, in Chromium, opened once and checked for all a browser alone
 * can tell of a page: scripts/serve.ts sends public/_headers the way the host publishing.yaml names
 * reads it (src/cdn/host-headers.ts), and each page carries its own Content-Security-Policy in a
 * <meta> element, which the browser enforces beside the header's. A page answers at its address
 * without a redirect, gets exactly the headers _headers gives it, runs its own inline code under
 * its policy and nothing else, fetches nothing but itself and its images, logs no error, axe
 * finds no WCAG 2.2 AA violation in it as drawn, and no control is under 24 by 24 pixels. What
 * its markup says (headings, landmarks, the current link, the footer) is read from the built
 * HTML, in tests/build/pages.test.ts.
 *
 * "Pages are static", the browser's part: what a page actually fetched, which only a browser
 * knows (a script file or page data requested by code or markup no check foresaw, a global the
 * runtime left). The markup is the other layers' part: the build refuses a page carrying a script
 * file, the runtime's preloads or a style outside the head (src/build/static-page.ts), and
 * tests/build/static-pages.test.ts checks what that gate allows.
 *
 * No page may report a policy violation: the `problems` fixture collects them (and warnings about
 * the headers), and every test that ends in expectCleanPage fails on one, the contact form and
 * directory search posting to their services (form-action) with JavaScript on and off included.
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import type { Page } from "@playwright/test"
import { SITE_HEADER_POLICY } from "../src/cdn/headers"
import { headersFor, parseHeadersFile } from "../src/cdn/host-headers"
import { expectNoAxeViolations } from "./support/axe"
import { smallControls } from "./support/control-sizes"
import { browserPages, publishing } from "./support/content"
import { expect, expectCleanPage, expectNoPolicyProblems, test } from "./support/fixtures"

const rules = parseHeadersFile(readFileSync(path.join(__dirname, "..", "public", "_headers"), "utf8"))
/**
 * Every header name _headers sets anywhere: a page must get each of them exactly as its address's
 * rules say, or not at all. But Content-Type, which every response has: _headers names it only for
 * the calendar files (text/calendar), and a page gets the host's own, text/html.
 */
const headerNames = [...new Set(rules.flatMap((rule) => rule.headers.map(([name]) => name.toLowerCase())))].filter(
  (name) => name !== "content-type",
)

const UNKNOWN_ADDRESS = "/no-such-page/"

/** What the page fetched after the document, as the browser's resource timing records it. */
function resourcesOf(page: Page) {
  return page.evaluate(() =>
    performance.getEntriesByType("resource").map((entry) => ({
      name: new URL(entry.name).pathname,
      initiatorType: (entry as PerformanceResourceTiming).initiatorType,
    })),
  )
}

// The pages the browser visits (a bounded sample of the general pages: e2e/support/content.ts), and the not-found page.
for (const route of [...browserPages.map((page) => page.path), UNKNOWN_ADDRESS]) {
  test(`${route} answers with exactly its _headers, runs its own code under its policy, fetches only itself and its images, and passes axe and the control sizes`, async ({
    page,
    problems,
  }) => {
    const response = await page.goto(route)
    expect(response?.status()).toBe(route === UNKNOWN_ADDRESS ? 404 : 200)
    expect(response?.request().redirectedFrom()?.url()).toBeUndefined()

    const served = await response!.allHeaders()
    // Only the content editor's policy lets code be evaluated (editor.spec.ts).
    expect(served["content-security-policy"]).not.toContain("unsafe-eval")
    const expected = headersFor(rules, route, publishing.host)
    expect(Object.fromEntries(headerNames.map((name) => [name, served[name]]))).toEqual(
      Object.fromEntries(headerNames.map((name) => [name, expected.get(name)])),
    )

    // Its own inline scripts ran under the policy: the carousel's module, the form's, the not-found log.
    if (route === "/") await expect(page.locator("[data-carousel]")).toHaveAttribute("data-enhanced")
    if (route === "/contact/") await expect(page.locator("[data-contact-form]")).toHaveAttribute("data-enhanced")
    if (route === UNKNOWN_ADDRESS) {
      await expect.poll(() => problems.consoleErrors).toContain(`404: no page at ${UNKNOWN_ADDRESS}`)
    }

    for (const image of await page.locator("img").all()) {
      await image.scrollIntoViewIfNeeded()
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
          message: `${await image.getAttribute("src")} loads`,
        })
        .toBe(true)
    }
    const shareImage = await page.evaluate(async () => {
      const image = new Image()
      image.src = "/share-image.png"
      await image.decode()
      return [image.naturalWidth, image.naturalHeight]
    })
    expect(shareImage).toEqual([1200, 630])

    await page.waitForLoadState("networkidle")
    const fetched = await resourcesOf(page)
    // Widgets are inline modules: no page fetches a script file at all, nor Gatsby's page data.
    const scripts = fetched.filter((entry) => entry.initiatorType === "script" || entry.name.endsWith(".js"))
    expect(scripts.map((entry) => entry.name)).toEqual([])
    expect(fetched.filter((entry) => /page-data|app-data/.test(entry.name))).toEqual([])
    expect(await page.evaluate(() => Object.keys(window).filter((key) => key.startsWith("___")))).toEqual([])
    // Text only: no style sheet or unresolved {placeholder} shown as words.
    expect(await page.evaluate(() => document.body.innerText)).not.toMatch(/[{}]|<style/)
    await expect(page.getByRole("banner")).toBeVisible()
    await expect(page.getByRole("contentinfo")).toBeVisible()
    // As a visitor first sees it: scrolled down, the sticky header would cover part of a link, which
    // axe counts against the link's size.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }))
    await expectNoAxeViolations(page)
    // WCAG 2.5.8 at this width; the phone width's in accessibility.spec.ts.
    expect(await smallControls(page), "controls smaller than 24 by 24 pixels").toEqual([])

    if (route === UNKNOWN_ADDRESS) {
      // Its own 404 (which Chromium also logs) and its log line are what it is for; nothing else may go wrong.
      expect([...problems.consoleErrors].sort()).toEqual([
        `404: no page at ${UNKNOWN_ADDRESS}`,
        "Failed to load resource: the server responded with a status of 404 (Not Found)",
      ])
      expect(problems.failedRequests).toEqual([expect.stringMatching(new RegExp(`${UNKNOWN_ADDRESS}: HTTP 404$`))])
      expectNoPolicyProblems(problems)
    } else {
      await expectCleanPage(page, problems)
    }
  })
}

test("a page's own policy, in its <meta> element, holds an injected script back where the header policy alone would not", async ({
  page,
  problems,
}) => {
  const response = await page.goto(UNKNOWN_ADDRESS)
  expect(response?.status()).toBe(404)
  // The header policy is the site-wide one, which says nothing of scripts: 404.html carries its own in a <meta>.
  expect((await response!.allHeaders())["content-security-policy"]).toBe(SITE_HEADER_POLICY)
  // A script the policy does not name, injected as an attacker would, does not run.
  const ran = await page.evaluate(() => {
    const script = document.createElement("script")
    script.textContent = "window.injectedScriptRan = true"
    document.head.append(script)
    return (window as unknown as { injectedScriptRan?: boolean }).injectedScriptRan === true
  })
  expect(ran).toBe(false)
  // Chromium reports the violation twice, each on its own schedule: to the page and on the console.
  await expect.poll(() => problems.policyViolations.length).toBeGreaterThanOrEqual(2)
  expect(problems.policyViolations.map((report) => report.split(":")[0]).sort()).toEqual(["console", "event"])
  for (const report of problems.policyViolations) expect(report).toMatch(/script-src/)
})
