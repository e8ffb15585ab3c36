import type { Page } from "@playwright/test"

/** A layout shift CLS counts, with when it happened and what moved. */
interface RecordedShift {
  readonly value: number
  readonly at: number
  /** Each element that moved: its tag, its text's start, and its box before and after. */
  readonly moved: readonly string[]
}

declare global {
  interface Window {
    /** The layout shifts of the page so far, as CLS counts them. */
    layoutShifts?: RecordedShift[]
  }
}

/**
 * Starts recording, from the page's first frame, every layout shift that CLS counts: those not
 * within 500 ms of an input. The whole page counts, the top bar included: the browser paints
 * nothing until it has read the header and the main content (the render-blocking
 * `<link rel="expect">` in gatsby-ssr.tsx), so a page partly read is never painted and then moved.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: RecordedShift[] = []
    window.layoutShifts = shifts
    const box = (rect: DOMRectReadOnly) => `${rect.x},${rect.y} ${rect.width}x${rect.height}`
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as PerformanceEntry & {
          value: number
          hadRecentInput: boolean
          sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
        }
        if (shift.hadRecentInput) continue
        const moved = shift.sources.map(
          ({ node, previousRect, currentRect }) =>
            `${node?.nodeName ?? "?"} "${(node?.textContent ?? "").trim().slice(0, 40)}" ${box(previousRect)} → ${box(currentRect)}`,
        )
        shifts.push({ value: shift.value, at: shift.startTime, moved })
      }
    }).observe({ type: "layout-shift", buffered: true })
  })
}

/**
 * The layout shifts recorded so far, once two more frames have been drawn: each with its score,
 * when it happened and what moved, so that a failure says when and names the element.
 */
export async function layoutShifts(page: Page): Promise<RecordedShift[]> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  return page.evaluate(() => window.layoutShifts ?? [])
}
