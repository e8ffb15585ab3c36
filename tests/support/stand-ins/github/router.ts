/**
 * Which route answers a request: the routes of the whole path (the App's, the login's), then those
 * under /repos/{owner}/{repo}, each bound to the state of its part.
 */
import type { Route, RouteRequest } from "./context"
import type { Answer } from "./http"

/** A route with the state of its part (the repository's, the login's), ready to answer. */
export interface BoundRoute extends Omit<Route, "handle"> {
  answer(request: RouteRequest): Answer | Promise<Answer>
}

export const bind = <State>(routes: readonly Route<State>[], state: State): BoundRoute[] =>
  routes.map((route) => ({ ...route, answer: (request) => route.handle(request, state) }))

export interface Match {
  readonly route: BoundRoute
  readonly params: string[]
  /** For repository routes, the repository the path names. */
  readonly repository?: { readonly owner: string; readonly name: string }
}

/** A path segment URL-decoded; one that is not valid percent-encoding is taken as written. */
function decodePart(part: string): string {
  try {
    return decodeURIComponent(part)
  } catch {
    return part
  }
}

export function findRoute(
  method: string,
  path: string,
  routes: readonly BoundRoute[],
  repositoryRoutes: readonly BoundRoute[],
): Match | null {
  const decode = (groups: RegExpExecArray) => groups.slice(1).map((group) => decodePart(group ?? ""))
  for (const route of routes) {
    const groups = route.method === method ? route.pattern.exec(path) : null
    if (groups) return { route, params: decode(groups) }
  }
  const repository = /^\/repos\/([^/]+)\/([^/]+)(\/.*)?$/.exec(path)
  if (!repository) return null
  for (const route of repositoryRoutes) {
    const groups = route.method === method ? route.pattern.exec(repository[3] ?? "") : null
    if (groups) {
      const [owner, name] = [decodePart(repository[1]), decodePart(repository[2])]
      return { route, params: decode(groups), repository: { owner, name } }
    }
  }
  return null
}
