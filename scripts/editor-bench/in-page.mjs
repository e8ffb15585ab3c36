/**
 * What the editor benchmark (scripts/bench-editor.mjs) watches from inside the editor's page, added
 * before any of the page's own code runs (Playwright's addInitScript): the long tasks and the
 * interactions' event timings, both buffered from the start, and a helper that resolves at the
 * first paint after a condition holds. Plain browser JavaScript, serialised as it is written.
 */
export function watchTheEditor() {
  const watched = { longTasks: [], interactions: new Map(), fetching: 0 }
  // Requests under way (Decap asks its backend with fetch), so a quiet page is one waiting for none.
  const fetchAsTheEditorDoes = window.fetch.bind(window)
  window.fetch = (...request) => {
    watched.fetching += 1
    return fetchAsTheEditorDoes(...request).finally(() => {
      watched.fetching -= 1
    })
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) watched.longTasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: "longtask", buffered: true })
  // INP's reading of an interaction (a keystroke: keydown, keypress, keyup): from the input to the
  // next paint, its longest event; and its three parts, as web-vitals' attribution reads them:
  // waiting for the main thread, its events' handlers, then to the paint.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue
      const known = watched.interactions.get(entry.interactionId)
      const processing = entry.processingEnd - entry.processingStart
      // Events of one frame share its duration: the one whose handlers did the work tells its parts.
      if (
        known &&
        (entry.duration < known.duration || (entry.duration === known.duration && processing <= known.processing))
      )
        continue
      watched.interactions.set(entry.interactionId, {
        start: entry.startTime,
        duration: entry.duration,
        inputDelay: entry.processingStart - entry.startTime,
        processing,
        presentation: entry.startTime + entry.duration - entry.processingEnd,
      })
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true })

  /**
   * When `holds()` first returns true, checked at each DOM change and each frame: the time of the
   * paint that follows (a task queued from the next animation frame runs after that frame's paint).
   */
  function paintedOnceTrue(holds) {
    return new Promise((resolve) => {
      let done = false
      const settle = () => {
        if (done || !holds()) return
        done = true
        observer.disconnect()
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now())))
      }
      const observer = new MutationObserver(settle)
      observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true })
      const everyFrame = () => {
        settle()
        if (!done) requestAnimationFrame(everyFrame)
      }
      everyFrame()
    })
  }
  /** Resolves once `ms` have passed with no request under way and no long task: nothing left to do for now. */
  function quiet(ms) {
    return new Promise((resolve) => {
      let busyAt = performance.now()
      const check = () => {
        const last = watched.longTasks.at(-1)
        if (watched.fetching > 0) busyAt = performance.now()
        if (last) busyAt = Math.max(busyAt, last.start + last.duration)
        if (performance.now() - busyAt >= ms) resolve(performance.now())
        else setTimeout(check, 100)
      }
      check()
    })
  }
  window.__editorBench = { watched, paintedOnceTrue, quiet }
}
