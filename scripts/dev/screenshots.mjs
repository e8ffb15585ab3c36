/**
 * Developer aid: full-page screenshots of built pages at desktop and phone widths, cut into
 * segments short enough to read. Usage: node scripts/dev/screenshots.mjs BASE_URL OUT_DIR /path ...
 */
import { launchChromium } from "../measuring.mjs"

const [, , base, out, ...paths] = process.argv
const browser = await launchChromium()
const widths = (process.env.WIDTHS ?? "1366,375").split(",").map(Number)
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 } })
  page.on("pageerror", (error) => console.log(width, "pageerror", error.message))
  for (const route of paths) {
    await page.goto(base + route, { waitUntil: "networkidle" })
    // Lazy pictures load as they near the screen: pass over the whole page first, then back to the top.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      window.scrollTo(0, 0)
      const settled = Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)))
      await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 3000))])
    })
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    const segment = width < 600 ? 1100 : 2400
    for (let y = 0, part = 0; y < height; y += segment, part += 1) {
      const name = `${out}/${width}${route.replace(/\//g, "_") || "_"}-${part}.png`
      await page.screenshot({
        path: name,
        fullPage: true,
        clip: { x: 0, y, width, height: Math.min(segment, height - y) },
      })
      console.log(name)
    }
  }
}
await browser.close()
