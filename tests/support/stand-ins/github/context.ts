/** What every route of the stand-in sees: the repository, the App, who is calling, and the request. */
import type { IncomingHttpHeaders } from "node:http"
import type { PostedStatus } from "./commit-statuses"
import type { Account } from "./accounts"
import type { AdministrationState } from "./administration-state"
import type { IssuedToken, PermissionNeed, Permissions, StandInApp } from "./app-auth"
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
  /** The App as it is now: the owner's setup creates it from a manifest, a test may change its permissions. */
  app: StandInApp
  readonly bot: Account
  /** The names of the repositories the App's installation covers (this one among them); none: not installed. */
  installedRepositories: string[]
  /** Whether the owner chose those repositories, or gave the App every repository of the account. */
  repositorySelection: "selected" | "all"
  /** How long the installation tokens it issues last. */
  readonly tokenLifetimeSeconds: number
  readonly issuedTokens: IssuedToken[]
  /**
   * Tokens that act as an account of their own rather than the App: a workflow's, people's (the
   * owner's side adds them as people make theirs, administration.ts).
   */
  readonly accountTokens: AccountToken[]
  readonly statuses: PostedStatus[]
  readonly pulls: PullRequestStore
  /** The repository's settings as its owner sees them (administration.ts). */
  readonly administration: AdministrationState
}

/**
 * A token of an account's own, as GitHub knows it besides the App's: a workflow's GITHUB_TOKEN, which
 * acts as github-actions[bot] with its job's permissions, or a person's, which acts as that person.
 */
export interface AccountToken {
  readonly token: string
  readonly account: Account
  readonly permissions: Permissions
}

/** Who a request comes from, by its Authorization header. */
export type Caller =
  | { readonly kind: "app" }
  | { readonly kind: "installation"; readonly token: IssuedToken }
  | { readonly kind: "account"; readonly token: AccountToken }
  | { readonly kind: "anonymous" }

export interface RouteRequest {
  /** The pattern's groups, URL-decoded (a branch "cms%2Fevents%2Fevents" is "cms/events/events"). */
  readonly params: readonly string[]
  /** The whole address asked for, on the stand-in's origin; `query` is its search params. */
  readonly url: URL
  readonly query: URLSearchParams
  readonly headers: IncomingHttpHeaders
  /** The body as sent, for a route that does not take JSON (the login's form). */
  readonly raw: Buffer
  /** The body read as JSON, when a route reads it: GitHub's 400 if it is not. */
  readonly body: JsonBody
  readonly caller: Caller
}

/**
 * Who may call a route: the App with its JWT, a token for this repository (an installation's, or
 * an account's own) holding one of `needs` (any one suffices), or anyone.
 */
export type RouteAuth =
  | { readonly kind: "app" }
  | { readonly kind: "token"; readonly needs: readonly PermissionNeed[] }
  | { readonly kind: "public" }

/** A route of the stand-in, answering from its part's state: the repository's (StandInState) or the login's. */
export interface Route<State = StandInState> {
  readonly method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE"
  /**
   * Matched against the raw path: for repository routes the part after /repos/{owner}/{repo}
   * ("" for the repository itself), for the others the whole path.
   */
  readonly pattern: RegExp
  /** The route's section of GitHub's REST docs ("git/refs#update-a-reference"), for documentation_url. */
  readonly docs: string
  readonly auth: RouteAuth
  handle(request: RouteRequest, state: State): Answer | Promise<Answer>
}

export const read = (permission: string): PermissionNeed => ({ permission, level: "read" })
export const write = (permission: string): PermissionNeed => ({ permission, level: "write" })

/** A route for tokens needing one of `needs`. */
export const needs = (...needs: PermissionNeed[]): RouteAuth => ({ kind: "token", needs })

/** The account a token acts as: the App's bot for an installation's, its own account for the others. */
export function actorOf(state: StandInState, caller: Caller): Account | null {
  if (caller.kind === "installation") return state.bot
  return caller.kind === "account" ? caller.token.account : null
}

/** A route, written in one call. */
export const route = <State = StandInState>(
  method: Route["method"],
  pattern: RegExp,
  docs: string,
  auth: RouteAuth,
  handler: (request: RouteRequest, state: State) => Answer | Promise<Answer>,
): Route<State> => ({ method, pattern, docs, auth, handle: handler })
