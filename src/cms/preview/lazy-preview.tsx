/**
 * A file's preview as Decap registers it, whose code (the site's page bodies, components and theme,
 * ContentPreview.tsx) is loaded when a preview is first drawn, not with the editor's first screen.
 * Every file's preview shares that one download.
 */
import { lazy, Suspense, type ComponentType } from "react"
import { readTimeZoneDatabase } from "../../content/time-zone"
import type { PreviewTemplateProps } from "./decap"

type Previews = typeof import("./ContentPreview")

const loadPreviews = (): Promise<Previews> => import("./ContentPreview")

/**
 * Fetches and runs the previews' code when the browser is next idle (after the list of files is
 * drawn), so that opening a first entry does not wait for it.
 */
export function preloadPreviewsWhenIdle(window: Window): void {
  const whenIdle = (task: () => void) =>
    "requestIdleCallback" in window ? window.requestIdleCallback(task) : setTimeout(task)
  // The time zone database too, which a file's check reads (content/time-zone.ts), each in a pause of its own.
  whenIdle(() => void loadPreviews().then(() => whenIdle(readTimeZoneDatabase)))
}

/** The preview `make` picks from the previews' module, drawn once that module is in. */
export function lazyPreview(make: (previews: Previews) => ComponentType<PreviewTemplateProps>) {
  const Preview = lazy(async () => ({ default: make(await loadPreviews()) }))
  function LazyPreview(props: PreviewTemplateProps) {
    return (
      <Suspense fallback={<p>Loading the preview…</p>}>
        <Preview {...props} />
      </Suspense>
    )
  }
  return LazyPreview
}
