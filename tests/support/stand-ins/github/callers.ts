/**
 * Who is calling, by the Authorization header, and whether they may use a route, as GitHub decides:
 * the App with its JWT, an installation token (acting as the App's bot), or an account's own token:
 * a workflow's GITHUB_TOKEN (github-actions[bot]) or a person's.
 */
import { allows, appJwtProblem, looksLikeJwt, type Permissions } from "./app-auth"
import type { AccountToken, Caller, RouteAuth, StandInState } from "./context"
import { ApiError } from "./http"

/** Who a workflow's GITHUB_TOKEN acts as. */
export const ACTIONS_BOT = "github-actions[bot]"

/** What an account's own token may do here, as the pipeline's jobs do: read the repository, post commit statuses. */
const OWN_TOKEN_PERMISSIONS: Permissions = { metadata: "read", contents: "read", statuses: "write" }

/** The accounts' own tokens the options name, a workflow's and people's, each account with an id of its own. */
export function accountTokensOf(
  workflowToken: string | undefined,
  peopleTokens: Readonly<Record<string, string>> = {},
): AccountToken[] {
  const workflow = workflowToken === undefined ? {} : { [workflowToken]: ACTIONS_BOT }
  return Object.entries({ ...workflow, ...peopleTokens }).map(([token, login], index) => ({
    token,
    account: { login, id: 5001 + index, type: login.endsWith("[bot]") ? "Bot" : "User" },
    permissions: OWN_TOKEN_PERMISSIONS,
  }))
}

export type Refused = { kind: "refused"; message: string }

/** Who the Authorization header says is calling, or the 401 message GitHub gives for what it holds. */
export function identify(state: StandInState | null, authorization: string | undefined): Caller | Refused {
  if (authorization === undefined) return { kind: "anonymous" }
  const credential = /^(?:bearer|token)\s+(\S+)$/i.exec(authorization)?.[1]
  if (credential === undefined || state === null) return { kind: "refused", message: "Bad credentials" }
  if (looksLikeJwt(credential)) {
    const problem = appJwtProblem(credential, state.app)
    return problem === null ? { kind: "app" } : { kind: "refused", message: problem }
  }
  const own = state.accountTokens.find((known) => known.token === credential)
  if (own !== undefined) return { kind: "account", token: own }
  const token = state.issuedTokens.find((issued) => issued.token === credential)
  if (token === undefined || Date.parse(token.expiresAt) <= Date.now())
    return { kind: "refused", message: "Bad credentials" }
  return { kind: "installation", token }
}

/**
 * Whether the caller may use the route, as GitHub decides: an App route wants the App's JWT; a
 * repository route a token for that repository (another repository, or none at all on this
 * private one, is 404) holding one of the permissions it needs (403 otherwise).
 */
export function authorize(
  state: StandInState | null,
  auth: RouteAuth,
  repository: { readonly owner: string; readonly name: string } | undefined,
  caller: Caller | Refused,
): asserts caller is Caller {
  if (caller.kind === "refused") throw new ApiError(401, caller.message)
  if (auth.kind === "public") return
  if (auth.kind === "app") {
    if (caller.kind !== "app") throw new ApiError(401, "A JSON web token could not be decoded")
    return
  }
  if (caller.kind === "app") throw new ApiError(403, "Resource not accessible by integration")
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
  const reachable =
    state !== null &&
    repository !== undefined &&
    same(repository.owner, state.owner.login) &&
    same(repository.name, state.name) &&
    (caller.kind === "account" ||
      (caller.kind === "installation" && caller.token.repositories.some((name) => same(name, state.name))))
  if (!reachable) throw new ApiError(404, "Not Found")
  if (!auth.needs.some((need) => allows(caller.token.permissions, need))) {
    throw new ApiError(403, "Resource not accessible by integration")
  }
}

export function whoIs(caller: Caller | Refused): string {
  if (caller.kind === "app") return "app"
  if (caller.kind === "installation") return caller.token.id
  return caller.kind === "account" ? caller.token.account.login : "anonymous"
}
