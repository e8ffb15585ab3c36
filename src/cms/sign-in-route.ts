/**
 * Where an editor was going, kept across a sign-in's trip to the organisation's provider. Decap's
 * PKCE sign-in (decap-cms-lib-auth's PkceAuthenticator) takes everything after the path off the
 * address whenever its Login screen is drawn (looking for a provider's code to read), sends the page
 * to the provider with the page's origin and path as the return address (an OAuth return address
 * has no fragment), and back from it takes the code off. The route the editor had opened
 * (`#/collections/...`: a colleague's link, a bookmark, the entry they were in when their sign-in
 * expired) was gone, and Decap opened its first collection.
 *
 * The page's route is kept in this tab's sessionStorage as the page opens at it or moves to it, and
 * taken back when the provider sends the tab back: once the sign-in is accepted, before Decap draws
 * the editor, the page goes to that route. It travels beside Decap's own checks, never in the
 * `state` they read, so its nonce and PKCE's verifier are untouched. Only one of the editor's own
 * routes is kept or followed, and only as this page's fragment: never a token a provider put after
 * `#`, never another address.
 */

/** The tab's sessionStorage key of the editor page's last route. */
export const KEPT_ROUTE_KEY = "editor-route-before-sign-in"

/** Decap's screens an editor is sent to: a collection and what is in it (an entry, a new one, a filter), the workflow. */
const EDITOR_ROUTE = /^#\/(collections\/[^/]+(\/.*)?|workflow)$/

/** The hash when it is one of the editor's own routes, else null. */
export function editorRoute(hash: string): string | null {
  return EDITOR_ROUTE.test(hash) ? hash : null
}

/**
 * Decap's PKCE sign-in clears the address to its path (`history.replaceState(null, "", pathname)`)
 * each time its Login screen is drawn, also on a page no provider sent back, which has no code to
 * take off: then only the route goes, while Decap goes on showing the entry the route named (it
 * draws Login for a moment before it reads the kept sign-in), so a reload, a bookmark or a copied
 * address lands on the first collection. On such a page, that one call keeps the editor's route.
 */
function keepRouteInAddress(window: Window, notFromProvider: boolean): void {
  if (!notFromProvider) return
  const { history, location } = window
  const replaceState = history.replaceState.bind(history)
  history.replaceState = (data: unknown, unused: string, url?: string | URL | null) => {
    const route = url === location.pathname ? editorRoute(location.hash) : null
    replaceState(data, unused, route ? `${location.pathname}${route}` : url)
  }
}

/**
 * Keeps the page's route as it opens and moves, and returns the step to take once a sign-in is
 * accepted (editor-backends.ts): on a page the provider sent back (`code` or `error` in its query,
 * as Decap's PKCE reads it; read now, before Decap takes them off the address), the first accepted
 * sign-in goes to the route kept before it. Anywhere else the step does nothing.
 */
export function keepRouteAcrossSignIn(window: Window): () => Promise<void> {
  const { location, sessionStorage } = window
  const keep = () => {
    const route = editorRoute(location.hash)
    if (route) sessionStorage.setItem(KEPT_ROUTE_KEY, route)
    else sessionStorage.removeItem(KEPT_ROUTE_KEY)
  }
  const query = new URLSearchParams(location.search)
  let route: string | null = null
  if (query.has("code") || query.has("error")) {
    route = editorRoute(sessionStorage.getItem(KEPT_ROUTE_KEY) ?? "")
    sessionStorage.removeItem(KEPT_ROUTE_KEY)
  } else {
    keep()
  }
  window.addEventListener("hashchange", keep)
  keepRouteInAddress(window, route === null && !query.has("code") && !query.has("error"))
  return async () => {
    const to = route
    route = null
    if (!to || location.hash === to) return
    // Decap's router (history's hash history) has heard hashchange since Decap was drawn, so it has
    // moved to the route before this listener's turn: the editor is then drawn there, not at "/".
    const followed = new Promise((resolve) => window.addEventListener("hashchange", resolve, { once: true }))
    location.replace(to)
    await followed
  }
}
