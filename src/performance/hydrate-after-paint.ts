/**
 * Starts the site's JavaScript once the page's first contentful paint is on screen.
 *
 * Every page is complete as HTML (the site works with JavaScript off), so nothing a visitor reads
 * waits for React: the bundles only hydrate what is already there. Gatsby loads its three bundles
 * (webpack runtime, React, app: about 80 KB brotli) with `async` from the start of the page, which
 * puts them in competition with the page itself. On a fast or cached connection they arrive and run
 * before the browser has painted, and evaluating React then holds the first paint back; on a slow
 * one their bytes share the connection with the page's. Lighthouse models this the same way and
 * counts every script that has arrived before the largest paint into its Largest Contentful Paint.
 *
 * After `gatsby build` this rewrites each page so that one small inline script, where Gatsby's
 * async tags were, adds those same bundles when the browser reports the first contentful paint, or
 * after FALLBACK_MS where a browser does not report paints (or does not paint, as in a tab opened in
 * the background), so the page always becomes interactive.
 *
 * What it costs: on a first visit the bundles start downloading after the first paint rather than
 * with the page, so hydration comes one download later on a slow network (the bundles are cached
 * for a year, so a return visit loses nothing). Nothing needs them sooner: links, the contact
 * form, the directory search and the FAQ are plain HTML, and the carousel shows its first slide.
 * A `<link rel="preload">` would bring the download forward without running anything before the
 * paint, but Lighthouse cannot tell a preloaded bundle from one that ran before the paint when its
 * evaluation is short (its graph drops tasks under 10 ms), so it counts the download into the LCP
 * again: measured on /about, LCP 1.3 s with preloads against 0.66 to 0.91 s without.
 *
 * Gatsby writes those script tags in its `_gatsby-scripts` slice, stitched into the pages after
 * every Gatsby hook that could change them, so the built HTML is the one place to do this.
 * The rewrite is idempotent: a page already rewritten has no async bundle tags left.
 */
/** How long to wait for a paint report before starting the app anyway. */
export const FALLBACK_MS = 1000

/** A bundle tag exactly as Gatsby 5 writes it: `<script src="/app-….js" async></script>`. */
const ASYNC_BUNDLE = /<script src="(\/[^"]+\.js)" async(?:="")?><\/script>/g

/**
 * The inline script that starts the bundles. Plain ES2015 without build steps: its text is what
 * the Content-Security-Policy hashes (src/cdn/inline-scripts.ts hashes it from the built page).
 */
export function startAfterPaintScript(sources: readonly string[]): string {
  return [
    "(function(){",
    `var sources=${JSON.stringify(sources)},started=false;`,
    "function start(){if(started)return;started=true;",
    'sources.forEach(function(src){var script=document.createElement("script");script.src=src;document.body.appendChild(script)})}',
    'if(window.PerformanceObserver&&(PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")>=0){',
    "new PerformanceObserver(function(list,observer){",
    'if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(start)}',
    '}).observe({type:"paint",buffered:true})}',
    `setTimeout(start,${FALLBACK_MS})`,
    "})()",
  ].join("")
}

/** The page with its async bundle tags replaced by one script that starts them after the first paint. */
export function hydrateAfterFirstPaint(html: string): string {
  const bundles = [...html.matchAll(ASYNC_BUNDLE)].map((match) => match[1])
  if (bundles.length === 0) return html
  let replacedFirst = false
  return html.replace(ASYNC_BUNDLE, () => {
    if (replacedFirst) return ""
    replacedFirst = true
    return `<script>${startAfterPaintScript(bundles)}</script>`
  })
}

/** The bundles a rewritten page starts after its first paint (for checks of the built pages). */
export function bundlesStartedBy(html: string): string[] {
  const list = /var sources=(\[[^\]]*\])/.exec(html)?.[1]
  return list ? (JSON.parse(list) as string[]) : []
}
