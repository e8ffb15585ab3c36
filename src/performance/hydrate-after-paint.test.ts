import { bundlesStartedBy, FALLBACK_MS, hydrateAfterFirstPaint, startAfterPaintScript } from "./hydrate-after-paint"

const BUNDLES = [
  "/webpack-runtime-3670eec5bc4e4f8a9f62.js",
  "/framework-173472d65c55a356e406.js",
  "/app-b391ed3febefaee2e323.js",
]

/** A page as Gatsby 5 writes it: inline page data, then the async bundle tags from its scripts slice. */
const gatsbyPage = [
  "<!DOCTYPE html><html><head><title>About</title></head><body><main><p>Text</p></main>",
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/about";/*]]>*/</script>',
  '<script>window.___webpackCompilationHash="e229def78544d3957f07";</script>',
  ...BUNDLES.map((src) => `<script src="${src}" async></script>`),
  "</body></html>",
].join("")

describe("hydrateAfterFirstPaint", () => {
  it("replaces Gatsby's async bundle tags with one inline script that starts the same bundles, in order", () => {
    const html = hydrateAfterFirstPaint(gatsbyPage)
    expect(html).not.toMatch(/<script[^>]+src=/)
    expect(html.match(/<script>\(function\(\)/g)).toHaveLength(1)
    expect(bundlesStartedBy(html)).toEqual(BUNDLES)
    // The page data Gatsby's runtime reads stays, before the script that starts the runtime.
    expect(html.indexOf("window.pagePath")).toBeLessThan(html.indexOf("var sources="))
    expect(html.replace(/<script>\(function\(\).*?<\/script>/, "")).toBe(
      gatsbyPage.replace(/<script src="[^"]+" async><\/script>/g, ""),
    )
  })

  it("leaves a page without Gatsby's bundles (the content editor's) as it is, and a rewritten page too", () => {
    const editor = '<html><head></head><body><script defer="defer" src="/admin/cms.js"></script></body></html>'
    expect(hydrateAfterFirstPaint(editor)).toBe(editor)
    const once = hydrateAfterFirstPaint(gatsbyPage)
    expect(hydrateAfterFirstPaint(once)).toBe(once)
  })
})

/** Runs the inline script in this jsdom window, with a PerformanceObserver that reports what a test says. */
function runStartScript({ paintTiming }: { paintTiming: boolean }) {
  let report: ((names: string[]) => void) | undefined
  const observer = { disconnect: jest.fn() }
  class FakePerformanceObserver {
    static supportedEntryTypes = paintTiming ? ["paint", "largest-contentful-paint"] : ["resource"]
    constructor(callback: (list: { getEntriesByName(name: string): unknown[] }, self: typeof observer) => void) {
      report = (names) => callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) }, observer)
    }
    observe = jest.fn()
  }
  Object.defineProperty(window, "PerformanceObserver", { value: FakePerformanceObserver, configurable: true })
  new Function(startAfterPaintScript(BUNDLES))()
  const started = () => [...document.body.querySelectorAll("script[src]")].map((script) => script.getAttribute("src"))
  return { report: (names: string[]) => report?.(names), started, observer }
}

describe("the script that starts the bundles", () => {
  beforeEach(() => {
    jest.useFakeTimers()
    document.body.innerHTML = ""
  })
  afterEach(() => jest.useRealTimers())

  it("adds nothing before the first contentful paint, then each bundle once, in Gatsby's order", () => {
    const page = runStartScript({ paintTiming: true })
    jest.advanceTimersByTime(FALLBACK_MS - 1)
    page.report(["first-paint"])
    jest.advanceTimersByTime(0)
    expect(page.started()).toEqual([])
    page.report(["first-contentful-paint"])
    expect(page.started()).toEqual([])
    jest.advanceTimersByTime(0)
    expect(page.started()).toEqual(BUNDLES)
    expect(page.observer.disconnect).toHaveBeenCalled()
    jest.advanceTimersByTime(FALLBACK_MS)
    expect(page.started()).toEqual(BUNDLES)
  })

  it("starts the bundles after FALLBACK_MS when no paint is reported (a tab opened in the background)", () => {
    const page = runStartScript({ paintTiming: true })
    jest.advanceTimersByTime(FALLBACK_MS - 1)
    expect(page.started()).toEqual([])
    jest.advanceTimersByTime(1)
    expect(page.started()).toEqual(BUNDLES)
  })

  it("starts the bundles after FALLBACK_MS in a browser without paint timing", () => {
    const page = runStartScript({ paintTiming: false })
    jest.advanceTimersByTime(FALLBACK_MS)
    expect(page.started()).toEqual(BUNDLES)
  })
})
