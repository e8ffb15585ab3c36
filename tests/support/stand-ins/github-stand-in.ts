/**
 * A stand-in for GitHub on a free local port: its REST API over a real git repository, for the
 * editor gateway's tests and the pipeline's, and its web login for an OAuth App, for the editor's
 * GitHub login. A test starts the parts it needs: a login's tests start no repository. The API is
 * pointed here with GITHUB_API_URL, and a test reads what landed with git itself; the login with
 * GITHUB_OAUTH_ORIGIN. It answers as GitHub does, status codes and error bodies included:
 *
 * - the App's endpoints with its JWT (github/routes-app.ts): GET /app, the installation,
 *   POST /app/installations/{id}/access_tokens, and GET /users/{slug}[bot];
 * - with a token for the repository, within its permissions (an installation token, which acts as
 *   the App's bot, or an account's own: a workflow's GITHUB_TOKEN, which acts as
 *   github-actions[bot], or a person's): the repository, branches, the Git database (refs, trees,
 *   blobs, commits; github/routes-git-data.ts), commits, compare, commit statuses
 *   (github/routes-repository.ts), pull requests with real merges and their labels
 *   (github/routes-pulls.ts). A pull request becomes merged when its head is reachable from
 *   its base by any ref update, as on GitHub;
 * - as the repository's owner administers it, with a person's token (github/routes-administration.ts):
 *   an App made from a manifest, the repositories an installation covers, rulesets, collaborators,
 *   issues; `owner` does what the owner would do on GitHub's pages (github/administration.ts);
 * - the OAuth web flow, /login/oauth/authorize and /login/oauth/access_token, with PKCE
 *   (github/routes-oauth.ts).
 *
 * Anything else answers 404 and is recorded in `unanswered`. Requests are answered one at a time,
 * so each ref update is atomic with the checks before it, as GitHub's are.
 */
import { rm } from "node:fs/promises"
import http from "node:http"
import type { AddressInfo } from "node:net"
import { setTimeout as sleep } from "node:timers/promises"
import type { IssuedToken, StandInApp } from "./github/app-auth"
import { ownerSide, type RepositoryOwnerSide } from "./github/administration"
import { authorize, identify, whoIs } from "./github/callers"
import type { PostedStatus } from "./github/commit-statuses"
import type { RouteRequest } from "./github/context"
import type { GitRepository } from "./github/git"
import { ApiError, DOCS, JsonBody, errorBody, readBody, type Answer } from "./github/http"
import { startRepository, type DeveloperPush, type RepositoryOptions, type RepositoryPart } from "./github/repository"
import { bind, findRoute } from "./github/router"
import { appRoutes } from "./github/routes-app"
import { gitDataRoutes } from "./github/routes-git-data"
import { loginState, oauthRoutes, type LoginState, type OAuthApp, type TokenRequest } from "./github/routes-oauth"
import { pullRoutes } from "./github/routes-pulls"
import { environmentSecretRoutes } from "./github/environment-secrets"
import { administrationRoutes, ownerRoutes } from "./github/routes-administration"
import { repositoryRoutes } from "./github/routes-repository"

export { signAppJwt, type IssuedToken, type Permissions, type StandInApp } from "./github/app-auth"
export type { PostedStatus } from "./github/commit-statuses"
export type { GitRepository, TreeMode } from "./github/git"
export type { DeveloperPush, PushedFile } from "./github/repository"
export { HANG_UP_CODE, s256, SERVER_ERROR_CODE, type OAuthApp, type TokenRequest } from "./github/routes-oauth"

/** What any stand-in takes, whatever its parts. */
interface StandInOptions {
  /** The OAuth App editors log in with; without one, the login knows no client (404, as GitHub's). */
  readonly oauthApp?: OAuthApp
  /**
   * How long each request waits before it is answered, as the network between a board's office and
   * GitHub's API makes it (the benchmark's 100 ms); requests wait side by side, as GitHub's do.
   */
  readonly latencyMs?: number
}

/** GitHub's web login alone, for the editor's GitHub login: no repository, no App. */
export interface GitHubLoginStandInOptions extends StandInOptions {
  readonly oauthApp: OAuthApp
  readonly repository?: undefined
}

/** GitHub with a repository, the App installed on it, and the tokens that reach it. */
export interface GitHubStandInOptions extends StandInOptions, RepositoryOptions {}

/** A request as the stand-in answered it. */
export interface RecordedRequest {
  readonly method: string
  readonly path: string
  readonly query: Readonly<Record<string, string>>
  /**
   * "app" (its JWT), the installation token's id ("token-1"), the login of an account's own token,
   * or "anonymous" (none, or one refused).
   */
  readonly who: string
  /** 0 when the connection was dropped unanswered. */
  readonly status: number
  /** When it arrived and when its answer was sent (performance.now()), for counting round trips made one after another. */
  readonly arrived: number
  readonly answered: number
}

/** What any stand-in gives, whatever its parts. */
export interface GitHubLoginStandIn {
  /** http://127.0.0.1:port, for GITHUB_API_URL and GITHUB_OAUTH_ORIGIN. */
  readonly origin: string
  readonly requests: readonly RecordedRequest[]
  /** Requests no route answers, as "METHOD path". */
  readonly unanswered: readonly string[]
  /** Every authorize request's query, in order. */
  readonly authorizations: readonly Readonly<Record<string, string>>[]
  readonly tokenRequests: readonly TokenRequest[]
  /** What the editor answers on the login's consent page: "approve" until a test says otherwise. */
  consent: LoginState["consent"]
  stop(): Promise<void>
}

export interface GitHubStandIn extends GitHubLoginStandIn {
  /** The bare repository. */
  readonly gitDir: string
  /** The repository's git, to write any object or ref straight into it as a developer's push would. */
  readonly git: GitRepository
  /** The App as it is now: the owner's setup makes it from a manifest (`owner.createAppFromManifest`). */
  readonly app: StandInApp
  readonly issuedTokens: readonly IssuedToken[]
  /** The repository's people, rulesets, issues and the App's installation, as its owner changes them. */
  readonly owner: RepositoryOwnerSide
  readonly statuses: readonly PostedStatus[]
  /** The comments on a pull request, oldest first: their bodies. */
  pullComments(pullRequest: number): string[]
  /** A branch's head commit straight from git, or null. */
  branchHead(branch: string): Promise<string | null>
  /** A file's content at a ref (branch, sha) straight from git, or null. */
  readFile(ref: string, path: string): Promise<Buffer | null>
  /** Makes an issued token expire now, as an hour's wait would; GitHub then answers 401 Bad credentials. */
  expireToken(token: string): void
  /** Commits files onto a branch and moves it, bypassing the API, as `git push` would; the new commit's sha. */
  push(push: DeveloperPush): Promise<string>
}

export async function startGitHubStandIn(options: GitHubStandInOptions): Promise<GitHubStandIn>
export async function startGitHubStandIn(options: GitHubLoginStandInOptions): Promise<GitHubLoginStandIn>
export async function startGitHubStandIn(
  options: GitHubStandInOptions | GitHubLoginStandInOptions,
): Promise<GitHubStandIn | GitHubLoginStandIn> {
  const requests: RecordedRequest[] = []
  const unanswered: string[] = []
  const server = http.createServer()
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const repository = options.repository === undefined ? null : await startRepository(options, origin)
  const state = repository?.state ?? null
  const login = loginState(options.oauthApp ?? null)
  const routes = [...(state === null ? [] : bind([...appRoutes, ...ownerRoutes], state)), ...bind(oauthRoutes, login)]
  const inRepository =
    state === null
      ? []
      : bind(
          [...repositoryRoutes, ...gitDataRoutes, ...pullRoutes, ...administrationRoutes, ...environmentSecretRoutes],
          state,
        )

  // One request at a time: each answer sees the refs as the previous one left them.
  let queue: Promise<unknown> = Promise.resolve()
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const result = queue.then(work)
    queue = result.catch(() => undefined)
    return result
  }

  async function answer(
    request: http.IncomingMessage,
    url: URL,
    raw: Buffer,
  ): Promise<{ answer: Answer; who: string }> {
    const method = request.method ?? "GET"
    const caller = identify(state, request.headers.authorization)
    const who = whoIs(caller)
    const match = findRoute(method, url.pathname, routes, inRepository)
    if (match === null) {
      unanswered.push(`${method} ${url.pathname}`)
      return { answer: { status: 404, body: { message: "Not Found", documentation_url: DOCS } }, who }
    }
    const docs = new URL(match.route.docs, `${DOCS}/`).href
    try {
      // A push made straight into the repository shows in the pull requests before anything is answered.
      await state?.pulls.followBranches(null)
      authorize(state, match.route.auth, match.repository, caller)
      const routeRequest: RouteRequest = {
        params: match.params,
        url,
        query: url.searchParams,
        headers: request.headers,
        raw,
        caller,
        // Read when a route reads it: the login's token endpoint takes a form.
        get body() {
          return JsonBody.parse(raw)
        },
      }
      return { answer: await match.route.answer(routeRequest), who }
    } catch (error) {
      if (error instanceof ApiError) return { answer: { status: error.status, body: errorBody(error, docs) }, who }
      return { answer: { status: 500, body: { message: String(error), documentation_url: docs } }, who }
    }
  }

  server.on("request", (request: http.IncomingMessage, response: http.ServerResponse) => {
    const url = new URL(request.url ?? "/", origin)
    const arrived = performance.now()
    void readBody(request)
      .then(async (body) => {
        if (options.latencyMs) await sleep(options.latencyMs)
        return oneAtATime(() => answer(request, url, body))
      })
      .then(({ answer: { status, body, text, headers, hangUp }, who }) => {
        requests.push({
          method: request.method ?? "GET",
          path: url.pathname,
          query: Object.fromEntries(url.searchParams),
          who,
          status,
          arrived,
          answered: performance.now(),
        })
        if (hangUp) {
          request.socket.destroy()
          return
        }
        if (text !== undefined) {
          response.writeHead(status, headers).end(text)
          return
        }
        const type = body === undefined ? {} : { "Content-Type": "application/json; charset=utf-8" }
        response.writeHead(status, { ...type, ...headers }).end(body === undefined ? undefined : JSON.stringify(body))
      })
      // What no answer foresaw still answers, so a test fails on the status rather than hanging.
      .catch((error: unknown) => {
        if (!response.headersSent) response.writeHead(500, { "Content-Type": "text/plain" })
        response.end(String(error))
      })
  })

  const loginPart: GitHubLoginStandIn = {
    origin,
    requests,
    unanswered,
    authorizations: login.authorizations,
    tokenRequests: login.tokenRequests,
    get consent() {
      return login.consent
    },
    set consent(answer) {
      login.consent = answer
    },
    stop: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      if (repository !== null) await rm(repository.folder, { recursive: true, force: true })
    },
  }
  if (repository === null) return loginPart
  // Copied with their getters, so `app` is the App as it is when read, not when the stand-in started.
  const members = repositoryMembers(repository, oneAtATime)
  return Object.defineProperties(loginPart, Object.getOwnPropertyDescriptors(members))
}

/** What a stand-in with a repository gives besides: its git, its App, what it issued and kept. */
function repositoryMembers(
  { state, push }: RepositoryPart,
  oneAtATime: <T>(work: () => Promise<T>) => Promise<T>,
): Omit<GitHubStandIn, keyof GitHubLoginStandIn> {
  const { git, issuedTokens } = state
  return {
    gitDir: git.gitDir,
    git,
    get app() {
      return state.app
    },
    issuedTokens,
    statuses: state.statuses,
    pullComments: (number) => state.pulls.find(number)?.comments.map((comment) => comment.body) ?? [],
    owner: ownerSide(state),
    branchHead: (branch) => git.branchHead(branch),
    readFile: (ref, path) => git.readFile(ref, path),
    push: (developerPush) => oneAtATime(() => push(developerPush)),
    expireToken: (token) => {
      const index = issuedTokens.findIndex((issued) => issued.token === token)
      if (index === -1) throw new Error("The stand-in issued no such token")
      issuedTokens[index] = { ...issuedTokens[index], expiresAt: new Date().toISOString() }
    },
  }
}
