/**
 * Developer aid: how one or more builds of the site first paint on a slow phone, and whether
 * anything painted moves afterwards. Each build is served like the CDN and loaded RUNS times per
 * route in Debian's Chromium at a phone's size, with the CPU slowed 4x and a mobile network
 * (150 ms round trip, 1.6 Mbit/s down), the builds in alternation so both see the same machine.
 * Prints per build and route the median first contentful paint and LCP, how many loads had a
 * layout shift, and the largest CLS.
 *
 * What it was written for (docs/performance.md): comparing pages with and without the head's
 * render-blocking `<link rel="expect">`. A copy without it:
 *   cp -r public /tmp/no-wait && find /tmp/no-wait -name '*.html' -exec sed -i 's#<link rel="expect"[^>]*>##' {} +
 *
 * Usage: node scripts/dev/first-paint.mjs [public-dir ...]   (default: public/)
 * Env: RUNS (default 15), ROUTES (default /,/community/,/contact/).
 */
import path from "node:path"
import { launchChromium, median, serveBuild, slowDevice } from "../measuring.mjs"

const dirs = process.argv.slice(2).length > 0 ? process.argv.slice(2) : [path.resolve("public")]
const runs = Number(process.env.RUNS ?? 15)
const routes = (process.env.ROUTES ?? "/,/community/,/contact/").split(",")

/** In the page, from its first frame: the layout shifts CLS counts, and the last LCP candidate. */
function watchPaint() {
  window.paint = { cls: 0, shifts: 0, lcp: 0 }
  new PerformanceObserver((list) => {
    for (const shift of list.getEntries()) {
      if (shift.hadRecentInput) continue
      window.paint.cls += shift.value
      window.paint.shifts += 1
    }
  }).observe({ type: "layout-shift", buffered: true })
  new PerformanceObserver((list) => {
    for (const candidate of list.getEntries()) window.paint.lcp = candidate.startTime
  }).observe({ type: "largest-contentful-paint", buffered: true })
}

async function load(browser, base, route) {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.6 })
  try {
    const page = await context.newPage()
    await slowDevice(context, page, { network: true })
    await page.addInitScript(watchPaint)
    await page.goto(base + route, { waitUntil: "load" })
    // Pictures and late layout settle before the page is asked.
    await page.waitForTimeout(800)
    return await page.evaluate(() => ({
      ...window.paint,
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    }))
  } finally {
    await context.close()
  }
}

const browser = await launchChromium()
const servers = await Promise.all(dirs.map((dir) => serveBuild(dir)))
try {
  const loads = new Map()
  for (let run = 0; run < runs; run += 1) {
    for (const route of routes) {
      for (const [index, server] of servers.entries()) {
        const key = `${dirs[index]} ${route}`
        const measured = await load(browser, server.base, route)
        loads.set(key, [...(loads.get(key) ?? []), measured])
      }
    }
  }
  for (const [key, measured] of loads) {
    const moved = measured.filter(({ shifts }) => shifts > 0).length
    console.log(
      `${key}: FCP ${median(measured.map(({ fcp }) => fcp)).toFixed(0)} ms, LCP ${median(measured.map(({ lcp }) => lcp)).toFixed(0)} ms (medians), ${moved} of ${measured.length} loads moved something, largest CLS ${Math.max(...measured.map(({ cls }) => cls)).toFixed(4)}`,
    )
  }
} finally {
  await browser.close()
  for (const server of servers) server.close()
}
