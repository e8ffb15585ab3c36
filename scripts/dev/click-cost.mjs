/**
 * Developer aid: what a click on a header link costs, from the click to the next page's heading
 * on screen, for one or more builds of the site (a Gatsby build with its client-side router, or
 * static pages with speculation rules). Each build is served like the CDN and measured in Debian's
 * Chromium on a desktop viewport, with the CPU slowed 4x and a mobile network (150 ms round trip,
 * 1.6 Mbit/s down), the pointer resting HOVER_MS on the link before the click (as a visitor's
 * does), RUNS times per link; prints the median and the slowest run per build.
 *
 * A debugger is attached, so Chromium prefetches the next document instead of prerendering it
 * (it reports "PrerenderingDisabledByDevTools"): for static pages this measures the slower of
 * the two paths a visitor's browser can take.
 *
 * Usage: node scripts/dev/click-cost.mjs [public-dir ...]   (default: public/)
 * Env: RUNS (default 5), HOVER_MS (default 300).
 */
import path from "node:path"
import { launchChromium, median, serveBuild, slowDevice } from "../measuring.mjs"

const dirs = process.argv.slice(2).length > 0 ? process.argv.slice(2) : [path.resolve("public")]
const runs = Number(process.env.RUNS ?? 5)
const hoverMs = Number(process.env.HOVER_MS ?? 300)
const links = [
  ["/", "About"],
  ["/about", "Certification"],
  ["/certification", "Community"],
  ["/community", "Contact"],
]

/** In the page: the epoch time of the click, and (for a client-side route change) of the new heading's first frame. */
function watchClick(headingBefore) {
  const now = () => performance.timeOrigin + performance.now()
  addEventListener("mousedown", () => sessionStorage.setItem("clickedAt", String(now())), { capture: true })
  new MutationObserver(() => {
    const heading = document.querySelector("h1")
    if (heading && heading.textContent !== headingBefore && !sessionStorage.getItem("shownAt")) {
      requestAnimationFrame(() => sessionStorage.setItem("shownAt", String(now())))
    }
  }).observe(document.body, { subtree: true, childList: true, characterData: true })
}

/** In the next page: when its heading first showed, and how the document arrived. */
function shownAt() {
  const recorded = sessionStorage.getItem("shownAt")
  const navigation = performance.getEntriesByType("navigation")[0]
  const paint = performance.getEntriesByName("first-contentful-paint")[0]
  const delivery = navigation?.activationStart > 0 ? "prerendered" : navigation?.deliveryType || "network"
  // A route change keeps the old document: its observer recorded the new heading's frame.
  if (recorded) return { at: Number(recorded), delivery: "client-side route" }
  const painted = Math.max(paint?.startTime ?? 0, navigation?.activationStart ?? 0)
  return { at: performance.timeOrigin + painted, delivery }
}

async function measureBuild(browser, dir) {
  const { base, close } = await serveBuild(dir)
  const costs = []
  const deliveries = new Set()
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const [from, linkName] of links) {
        const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
        const page = await context.newPage()
        await slowDevice(context, page, { network: true })
        await page.goto(base + from, { waitUntil: "load" })
        // Let a page that hydrates finish doing so, as it would while its visitor reads.
        await page.waitForTimeout(2000)
        const heading = await page.locator("h1").textContent()
        await page.evaluate(watchClick, heading)
        const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: linkName, exact: true })
        await link.hover()
        await page.waitForTimeout(hoverMs)
        await link.click()
        await page.waitForFunction((before) => document.querySelector("h1")?.textContent !== before, heading)
        await page.waitForFunction(
          () => performance.getEntriesByName("first-contentful-paint").length > 0 || sessionStorage.getItem("shownAt"),
        )
        await page.waitForTimeout(100)
        const clickedAt = Number(await page.evaluate(() => sessionStorage.getItem("clickedAt")))
        const shown = await page.evaluate(shownAt)
        costs.push(shown.at - clickedAt)
        deliveries.add(shown.delivery)
        await context.close()
      }
    }
  } finally {
    close()
  }
  return { costs, deliveries: [...deliveries] }
}

const browser = await launchChromium()
try {
  for (const dir of dirs) {
    const { costs, deliveries } = await measureBuild(browser, dir)
    console.log(
      `${dir}: click to next heading on screen, median ${median(costs).toFixed(0)} ms, slowest ${Math.max(...costs).toFixed(0)} ms over ${costs.length} clicks (${deliveries.join(", ")})`,
    )
  }
} finally {
  await browser.close()
}
