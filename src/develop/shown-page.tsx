/**
 * Which page, with which data, the content gate shows: for that page's Head.
 *
 * Gatsby renders a page's Head in a React root of its own, from an effect of the page renderer,
 * with the same data as the page, and wraps it in wrapRootElement but not in wrapPageElement.
 * So when the page's data is broken, the gate can keep the page from rendering, but the Head
 * would still render the broken data and throw, and Gatsby's runtime-error overlay would cover
 * the gate's message. The Head therefore renders only with the data the gate let the page render.
 *
 * Matching the data, not only the address, matters when the gate shows a page again: the Head
 * root still holds the last Head element Gatsby gave it, rendered with the broken data, until the
 * page renderer's effect gives it the new one; that old element must keep waiting.
 */
import { isValidElement, useSyncExternalStore, type ReactElement } from "react"

interface ShownPage {
  readonly pathname: string
  readonly data: unknown
}

let shownPage: ShownPage | undefined
const listeners = new Set<() => void>()

/**
 * Called by the gate from a layout effect, which runs before the page renderer's effect renders
 * the Head: the page it shows now, or undefined while it shows none.
 */
export function setShownPage(page: ShownPage | undefined): void {
  if (page?.pathname === shownPage?.pathname && page?.data === shownPage?.data) return
  shownPage = page
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const currentShownPage = () => shownPage

interface HeadProps {
  readonly location: { readonly pathname: string }
  readonly data: unknown
}

/** The element's props if it is a page's Head (Gatsby gives a Head `location` and `data`), else undefined. */
function headPropsOf(element: ReactElement): HeadProps | undefined {
  if (!isValidElement<{ location?: { pathname?: unknown }; data?: unknown }>(element)) return undefined
  const { location, data } = element.props
  if (typeof location?.pathname !== "string" || !("data" in element.props)) return undefined
  return { location: { pathname: location.pathname }, data }
}

/** Gatsby gives a Head `data || {}`: an empty object stands for a page's missing data. */
function sameData(headData: unknown, pageData: unknown): boolean {
  if (headData === pageData) return true
  const empty = typeof headData === "object" && headData !== null && Object.keys(headData).length === 0
  return empty && (pageData === null || pageData === undefined)
}

/** For wrapRootElement: renders any element but a page's Head, which renders only with the page the gate shows. */
export function HeadOnlyWithShownPage({ element }: { readonly element: ReactElement }) {
  const page = useSyncExternalStore(subscribe, currentShownPage, currentShownPage)
  const head = headPropsOf(element)
  if (!head) return element
  const shown = page !== undefined && page.pathname === head.location.pathname && sameData(head.data, page.data)
  return shown ? element : null
}
