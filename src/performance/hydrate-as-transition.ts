/**
 * Hydrates the server-rendered page as a transition. Gatsby's own hydrateRoot call renders the
 * whole page in one uninterrupted task (100 to 190 ms of blocked main thread on Lighthouse's model
 * of a mid-range phone); inside startTransition React yields to the browser every few
 * milliseconds, and a tap or key press during hydration makes React finish at once and handle it.
 * The page is already on screen and usable as HTML, so nothing waits for hydration to finish.
 *
 * Where the container is empty (the development server renders in the browser only), this mounts
 * normally. Gatsby's development overlay expects a function that unmounts what it mounted.
 */
import { startTransition, type ReactElement } from "react"
import { createRoot, hydrateRoot, type Root } from "react-dom/client"

export function hydrateAsTransition(element: ReactElement, container: Element): () => void {
  if (container.childElementCount === 0) {
    const root = createRoot(container)
    root.render(element)
    return () => root.unmount()
  }
  let root: Root | undefined
  startTransition(() => {
    root = hydrateRoot(container, element)
  })
  return () => root?.unmount()
}
