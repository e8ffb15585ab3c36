import createCache, { type EmotionCache } from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import type { ReactNode } from "react"

const caches = new WeakMap<Document, EmotionCache>()

/**
 * Emotion's cache for the preview frame: the site's styles go into the frame's own head, so the
 * preview is styled as the page is, and the editor around it is left alone. Not "speedy": that
 * mode inserts rules through the CSSOM of the editor's document, which the frame does not share.
 */
function cacheFor(document: Document): EmotionCache {
  let cache = caches.get(document)
  if (!cache) {
    cache = createCache({ key: "preview", container: document.head, speedy: false })
    caches.set(document, cache)
  }
  return cache
}

export function PreviewStyles({ document, children }: { readonly document: Document; readonly children: ReactNode }) {
  return <CacheProvider value={cacheFor(document)}>{children}</CacheProvider>
}
