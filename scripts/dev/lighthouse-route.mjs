/**
 * Developer aid: one Lighthouse run per route given (repeat a route to see the spread), with
 * the LCP element, its phases, the observed (unthrottled) paints, the long tasks behind TBT and
 * the failing audits, against public/ served like the CDN.
 * Usage: node scripts/dev/lighthouse-route.mjs /about / /404.html
 */
import lighthouse from "lighthouse"
import { launchChromeForLighthouse, serveBuild } from "../measuring.mjs"

const server = await serveBuild()
const chrome = await launchChromeForLighthouse()
for (const route of process.argv.slice(2)) {
  const { lhr } = await lighthouse(server.base + route, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
  })
  const a = lhr.audits
  console.log(
    route,
    "LCP",
    a["largest-contentful-paint"].numericValue.toFixed(0),
    "FCP",
    a["first-contentful-paint"].numericValue.toFixed(0),
    "SI",
    a["speed-index"].numericValue.toFixed(0),
  )
  const observed = a.metrics.details.items[0]
  console.log(
    " observed FCP/LCP ms:",
    observed.observedFirstContentfulPaint,
    observed.observedLargestContentfulPaint,
    "TBT",
    a["total-blocking-time"].numericValue.toFixed(0),
    "long tasks [source, start, ms]:",
    JSON.stringify(
      a["long-tasks"].details.items.map((task) => [
        task.url.replace(/^https?:\/\/[^/]+/, "").slice(0, 40),
        Math.round(task.startTime),
        Math.round(task.duration),
      ]),
    ),
  )
  console.log(
    " element:",
    JSON.stringify(
      a["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet ??
        a["largest-contentful-paint-element"]?.details,
    ).slice(0, 300),
  )
  console.log(
    " phases:",
    JSON.stringify(a["largest-contentful-paint-element"]?.details?.items?.[1]?.items ?? []).slice(0, 400),
  )
  console.log(
    " render-blocking:",
    JSON.stringify(a["render-blocking-resources"]?.details?.items?.map((i) => [i.url, i.wastedMs]) ?? []),
  )
  console.log(
    " network-rtt/server:",
    a["network-rtt"]?.displayValue,
    a["server-response-time"]?.displayValue,
    "main doc transfer:",
    lhr.audits["network-requests"].details.items[0].transferSize,
  )
  const failed = Object.values(lhr.categories).flatMap((c) =>
    c.auditRefs
      .filter((r) => r.weight > 0 && lhr.audits[r.id].score !== null && lhr.audits[r.id].score < 1)
      .map((r) => `${c.id}:${r.id}`),
  )
  console.log(" failing:", failed.join(", "))
}
await chrome.kill()
server.close()
