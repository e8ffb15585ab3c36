/** What every route of the stand-in sees: the repository, the App, who is calling, and the request. */
import type { PostedStatus } from "../commit-statuses"
import type { Account } from "./accounts"
import type { IssuedToken, PermissionNeed, StandInApp } from "./app-auth"
import type { GitRepository } from "./git"
import type { Answer, JsonBody } from "./http"
import type { PullRequestStore } from "./pull-store"

export interface StandInState {
  /** http://127.0.0.1:port: the base of every URL the answers hold. */
  readonly origin: string
  readonly owner: Account
  /** The repository's name, without its owner. */
  readonly name: string
  /** "owner/name". */
  readonly fullName: string
  readonly repositoryId: number
  readonly defaultBranch: string
  readonly git: GitRepository
  readonly app: StandInApp
  readonly bot: Account
  /** The names of the repositories the App's installation covers (this one among them). */
  readonly installedRepositories: readonly string[]
  /** How long the installation tokens it issues last. */
  readonly tokenLifetimeSeconds: number
  readonly issuedTokens: IssuedToken[]
  readonly statuses: PostedStatus[]
  readonly pulls: PullRequestStore
}

/** Who a request comes from, by its Authorization header. */
export type Caller =
  | { readonly kind: "app" }
  | { readonly kind: "installation"; readonly token: IssuedToken }
  | { readonly kind: "anonymous" }

export interface RouteRequest {
  /** The pattern's groups, URL-decoded (a branch "cms%2Fevents%2Fevents" is "cms/events/events"). */
  readonly params: readonly string[]
  /** The whole address asked for, on the stand-in's origin; `query` is its search params. */
  readonly url: URL
  readonly query: URLSearchParams
  readonly body: JsonBody
  readonly caller: Caller
}

/**
 * Who may call a route: the App with its JWT, an installation token holding one of `needs` (any
 * one suffices) for this repository, or anyone.
 */
export type RouteAuth =
  | { readonly kind: "app" }
  | { readonly kind: "installation"; readonly needs: readonly PermissionNeed[] }
  | { readonly kind: "public" }

export interface Route {
  readonly method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE"
  /**
   * Matched against the raw path: for repository routes the part after /repos/{owner}/{repo}
   * ("" for the repository itself), for the others the whole path.
   */
  readonly pattern: RegExp
  /** The route's section of GitHub's REST docs ("git/refs#update-a-reference"), for documentation_url. */
  readonly docs: string
  readonly auth: RouteAuth
  handle(request: RouteRequest, state: StandInState): Answer | Promise<Answer>
}

export const read = (permission: string): PermissionNeed => ({ permission, level: "read" })
export const write = (permission: string): PermissionNeed => ({ permission, level: "write" })

/** A route for installation tokens needing one of `needs`. */
export const needs = (...needs: PermissionNeed[]): RouteAuth => ({ kind: "installation", needs })

/** The account an installation token acts as: the App's bot. */
export const actorOf = (state: StandInState, caller: Caller): Account | null =>
  caller.kind === "installation" ? state.bot : null

/** A route, written in one call. */
export const route = (
  method: Route["method"],
  pattern: RegExp,
  docs: string,
  auth: RouteAuth,
  handler: (request: RouteRequest, state: StandInState) => Answer | Promise<Answer>,
): Route => ({ method, pattern, docs, auth, handle: handler })
