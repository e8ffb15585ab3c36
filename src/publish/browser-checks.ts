/**
 * Pages in Debian's headless Chromium (chromium-headless-shell, or CHROME_PATH) at the two widths
 * the site is built for, as the publish check sees them: axe-core's WCAG 2.2 AA rules on each, and
 * every Content-Security-Policy violation the page reports while it loads. The browser suite
 * (e2e/) uses the same widths and rules.
 */
import { readFileSync } from "node:fs"
import { chromium, devices, type BrowserContextOptions, type Page } from "playwright-core"
import chromiumSettings from "../../scripts/chromium.json"
import { WCAG_TAGS } from "./wcag-tags"

/** The widths every page is checked at: a desktop and a phone (the browser suite's two projects). */
export const WIDTHS = {
  desktop: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
  phone: devices["Pixel 7"],
} as const satisfies Record<string, BrowserContextOptions>

export type Width = keyof typeof WIDTHS

/**
 * Chromium as the browser suite and the publish check launch it: Debian's headless shell (Blink
 * and V8 as in the browser, without the desktop browser's own work, which took about as much CPU
 * as the pages did) and the flags this closed network needs.
 */
export const launchOptions = {
  executablePath: process.env.CHROME_PATH ?? chromiumSettings.headlessShell,
  args: chromiumSettings.flags,
}

/** One axe violation, with the elements it was found on. */
export interface AxeViolation {
  readonly rule: string
  readonly impact: string | null | undefined
  readonly help: string
  readonly targets: readonly string[]
}

const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8")

/**
 * axe-core's WCAG 2.2 AA rules on the page as it is now (or on the part `include` selects). axe is
 * put in the page once per document and run there through its own API (axe.run), so one page can be
 * checked at both widths with one copy: @axe-core/playwright's builder evaluates its 550 KB again
 * on every call and gathers results in a blank page it opens, which made a check take 2 s instead
 * of 0.3 s here. A page's frames (the editor's preview) get their copy the same way.
 */
export async function axeViolations(page: Page, include?: string): Promise<AxeViolation[]> {
  // In every document of the page: axe checks a frame (the editor's preview) through its own copy there.
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => "axe" in window))) await frame.evaluate(axeSource)
  }
  return page.evaluate(
    async ({ tags, include }) => {
      const { axe } = window as unknown as { axe: typeof import("axe-core") }
      const { violations } = await axe.run(include ? { include: [include] } : document, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
      })
      return violations.map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(" ")),
      }))
    },
    { tags: WCAG_TAGS, include },
  )
}

/** A page to open: its address, and where to open it (the not-found file at an address the site does not have). */
export interface PageVisit {
  readonly address: string
  readonly openAt: string
}

export interface BrowserFinding {
  readonly address: string
  readonly width: Width
  readonly kind: "axe" | "policy"
  readonly message: string
}

/**
 * Opens each page once and runs axe at each width in turn, resizing the window between: the site's
 * layout changes with the width alone (its media queries are min-width and max-width), so a page
 * resized to a phone's width is laid out as on the phone. Every Content-Security-Policy violation the
 * page reports while it loads is a finding too.
 */
export async function checkInBrowser(baseUrl: string, visits: readonly PageVisit[]): Promise<BrowserFinding[]> {
  if (visits.length === 0) return []
  const browser = await chromium.launch(launchOptions)
  try {
    const findings: BrowserFinding[] = []
    const page = await browser.newPage(WIDTHS.desktop)
    let current = ""
    // Every violation a page reports, from before any of its own scripts runs.
    await page.exposeFunction("reportPolicyViolation", (text: string) =>
      findings.push({ address: current, width: "desktop", kind: "policy", message: text }),
    )
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        const report = (window as unknown as { reportPolicyViolation: (text: string) => Promise<void> })
          .reportPolicyViolation
        const blocked = event.blockedURI === "inline" || event.blockedURI === "" ? "inline code" : event.blockedURI
        void report(`its policy blocked ${blocked} (${event.violatedDirective})`)
      })
    })
    for (const visit of visits) {
      current = visit.address
      await page.setViewportSize(WIDTHS.desktop.viewport)
      await page.goto(new URL(visit.openAt, baseUrl).href, { waitUntil: "load" })
      for (const width of Object.keys(WIDTHS) as Width[]) {
        await page.setViewportSize(WIDTHS[width].viewport)
        for (const violation of await axeViolations(page)) {
          findings.push({
            address: visit.address,
            width,
            kind: "axe",
            message: `${violation.help} (axe rule ${violation.rule}, ${violation.impact ?? "no"} impact) at ${violation.targets.join(", ")}`,
          })
        }
      }
    }
    return findings
  } finally {
    await browser.close()
  }
}
