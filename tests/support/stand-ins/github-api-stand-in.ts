/**
 * A stand-in for GitHub's REST API over a real git repository, on a free local port, for the
 * editor gateway's tests: the gateway is pointed at it with GITHUB_API_URL, authenticates as a
 * GitHub App (JWT, then installation tokens) and proxies Decap's calls here, and a test reads what
 * landed with git itself. It answers as GitHub does, status codes and error bodies included:
 *
 * - the App's endpoints with its JWT (github-api/routes-app.ts): GET /app, the installation,
 *   POST /app/installations/{id}/access_tokens, and GET /users/{slug}[bot];
 * - with an installation token, within its repositories and permissions: the repository, branches,
 *   the Git database (refs, trees, blobs, commits; github-api/routes-git-data.ts), commits,
 *   compare, commit statuses (github-api/routes-repository.ts), pull requests with real merges and
 *   their labels (github-api/routes-pulls.ts). A pull request becomes merged when its head is
 *   reachable from its base by any ref update, as on GitHub.
 *
 * Anything else answers 404 and is recorded in `unanswered`. Requests are answered one at a time,
 * so each ref update is atomic with the checks before it, as GitHub's are.
 */
import { mkdtemp, rm } from "node:fs/promises"
import http from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { setTimeout as sleep } from "node:timers/promises"
import type { PostedStatus } from "./commit-statuses"
import type { Account } from "./github-api/accounts"
import {
  appJwtProblem,
  createApp,
  looksLikeJwt,
  allows,
  type IssuedToken,
  type Permissions,
  type StandInApp,
} from "./github-api/app-auth"
import type { Caller, Route, StandInState } from "./github-api/context"
import { GitRepository, type TreeMode } from "./github-api/git"
import { ApiError, DOCS, JsonBody, errorBody, readBody, type Answer } from "./github-api/http"
import { PullRequestStore } from "./github-api/pull-store"
import { appRoutes } from "./github-api/routes-app"
import { gitDataRoutes } from "./github-api/routes-git-data"
import { pullRoutes } from "./github-api/routes-pulls"
import { repositoryRoutes } from "./github-api/routes-repository"
import { editTree, type TreeEdit } from "./github-api/tree-edit"

export { signAppJwt, type IssuedToken, type Permissions, type StandInApp } from "./github-api/app-auth"
export type { GitRepository, TreeMode } from "./github-api/git"

export interface GitHubApiStandInOptions {
  /** "owner/name". */
  readonly repository: string
  /** The default branch, which the initial commit starts. */
  readonly branch: string
  /** The initial commit's files, by path from the repository's root. */
  readonly files: ReadonlyMap<string, Buffer | string>
  /** What the App was granted; GitHub's five a content editor's gateway needs by default. */
  readonly appPermissions?: Permissions
  /** Other repositories of the owner the installation covers (names only: they hold nothing). */
  readonly otherInstalledRepositories?: readonly string[]
  /** How long an installation token lasts: GitHub's hour, unless a test wants tokens already near their end. */
  readonly tokenLifetimeSeconds?: number
  /**
   * How long each request waits before it is answered, as the network between a board's office and
   * GitHub's API makes it (the benchmark's 100 ms); requests wait side by side, as GitHub's do.
   */
  readonly latencyMs?: number
}

/** A request as the stand-in answered it. */
export interface RecordedRequest {
  readonly method: string
  readonly path: string
  readonly query: Readonly<Record<string, string>>
  /** "app" (its JWT), the installation token's id ("token-1"), or "anonymous" (none, or one refused). */
  readonly who: string
  readonly status: number
  /** When it arrived and when its answer was sent (performance.now()), for counting round trips made one after another. */
  readonly arrived: number
  readonly answered: number
}

/** A file as a developer's push writes it: its content, null to delete it, or any tree entry (a symlink, a submodule). */
export type PushedFile = Buffer | string | null | { readonly mode: TreeMode; readonly sha: string }

export interface DeveloperPush {
  readonly branch: string
  readonly files: ReadonlyMap<string, PushedFile>
  readonly message?: string
  readonly author?: { readonly name: string; readonly email: string }
  /** The commit to build on: the branch's head by default; another is a force push, null a new root. */
  readonly parent?: string | null
}

export interface GitHubApiStandIn {
  /** http://127.0.0.1:port, for GITHUB_API_URL. */
  readonly origin: string
  /** The bare repository. */
  readonly gitDir: string
  /** The repository's git, to write any object or ref straight into it as a developer's push would. */
  readonly git: GitRepository
  readonly app: StandInApp
  readonly requests: readonly RecordedRequest[]
  readonly issuedTokens: readonly IssuedToken[]
  /** Requests no route answers, as "METHOD path". */
  readonly unanswered: readonly string[]
  readonly statuses: readonly PostedStatus[]
  /** A branch's head commit straight from git, or null. */
  branchHead(branch: string): Promise<string | null>
  /** A file's content at a ref (branch, sha) straight from git, or null. */
  readFile(ref: string, path: string): Promise<Buffer | null>
  /** Makes an issued token expire now, as an hour's wait would; GitHub then answers 401 Bad credentials. */
  expireToken(token: string): void
  /** Commits files onto a branch and moves it, bypassing the API, as `git push` would; the new commit's sha. */
  push(push: DeveloperPush): Promise<string>
  stop(): Promise<void>
}

const DEVELOPER = { name: "A Developer", email: "developer@example.com" }

/** Who the Authorization header says is calling, or the 401 message GitHub gives for what it holds. */
function identify(
  state: StandInState,
  authorization: string | undefined,
): Caller | { kind: "refused"; message: string } {
  if (authorization === undefined) return { kind: "anonymous" }
  const credential = /^(?:bearer|token)\s+(\S+)$/i.exec(authorization)?.[1]
  if (credential === undefined) return { kind: "refused", message: "Bad credentials" }
  if (looksLikeJwt(credential)) {
    const problem = appJwtProblem(credential, state.app)
    return problem === null ? { kind: "app" } : { kind: "refused", message: problem }
  }
  const token = state.issuedTokens.find((issued) => issued.token === credential)
  if (token === undefined || Date.parse(token.expiresAt) <= Date.now())
    return { kind: "refused", message: "Bad credentials" }
  return { kind: "installation", token }
}

interface Match {
  readonly route: Route
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

function findRoute(
  method: string,
  path: string,
  routes: readonly Route[],
  repositoryRoutes: readonly Route[],
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

/**
 * Whether the caller may use the route, as GitHub decides: an App route wants the App's JWT; a
 * repository route an installation token for that repository (another repository, or none at
 * all on this private one, is 404) holding one of the permissions it needs (403 otherwise).
 */
function authorize(
  state: StandInState,
  match: Match,
  caller: Caller | { kind: "refused"; message: string },
): asserts caller is Caller {
  const { auth } = match.route
  if (caller.kind === "refused") throw new ApiError(401, caller.message)
  if (auth.kind === "public") return
  if (auth.kind === "app") {
    if (caller.kind !== "app") throw new ApiError(401, "A JSON web token could not be decoded")
    return
  }
  if (caller.kind === "app") throw new ApiError(403, "Resource not accessible by integration")
  const repository = match.repository
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
  const reachable =
    caller.kind === "installation" &&
    repository !== undefined &&
    same(repository.owner, state.owner.login) &&
    same(repository.name, state.name) &&
    caller.token.repositories.some((name) => same(name, state.name))
  if (!reachable) throw new ApiError(404, "Not Found")
  if (!auth.needs.some((need) => allows(caller.token.permissions, need))) {
    throw new ApiError(403, "Resource not accessible by integration")
  }
}

const whoIs = (caller: Caller | { kind: "refused" }) =>
  caller.kind === "app" ? "app" : caller.kind === "installation" ? caller.token.id : "anonymous"

export async function startGitHubApiStandIn(options: GitHubApiStandInOptions): Promise<GitHubApiStandIn> {
  const folder = await mkdtemp(join(tmpdir(), "github-api-stand-in-"))
  const git = await GitRepository.create(join(folder, "repository.git"), folder, options.branch)
  const [ownerLogin, name] = options.repository.split("/")
  const app = createApp({ permissions: options.appPermissions })
  const requests: RecordedRequest[] = []
  const unanswered: string[] = []
  const server = http.createServer()
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const owner: Account = { login: ownerLogin, id: 9919, type: "Organization" }
  const state: StandInState = {
    origin,
    owner,
    name,
    fullName: options.repository,
    repositoryId: 424242,
    defaultBranch: options.branch,
    git,
    app,
    bot: { login: app.botLogin, id: app.botUserId, type: "Bot" },
    installedRepositories: [name, ...(options.otherInstalledRepositories ?? [])],
    tokenLifetimeSeconds: options.tokenLifetimeSeconds ?? 60 * 60,
    issuedTokens: [],
    statuses: [],
    pulls: new PullRequestStore(git),
  }

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
    body: Buffer,
  ): Promise<{ answer: Answer; who: string }> {
    const method = request.method ?? "GET"
    const caller = identify(state, request.headers.authorization)
    const who = whoIs(caller)
    const match = findRoute(method, url.pathname, appRoutes, [...repositoryRoutes, ...gitDataRoutes, ...pullRoutes])
    if (match === null) {
      unanswered.push(`${method} ${url.pathname}`)
      return { answer: { status: 404, body: { message: "Not Found", documentation_url: DOCS } }, who }
    }
    const docs = `${DOCS}/${match.route.docs}`
    try {
      // A push made straight into the repository shows in the pull requests before anything is answered.
      await state.pulls.followBranches(null)
      authorize(state, match, caller)
      const routeRequest = { params: match.params, url, query: url.searchParams, body: JsonBody.parse(body), caller }
      return { answer: await match.route.handle(routeRequest, state), who }
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
      .then(({ answer: { status, body, headers }, who }) => {
        requests.push({
          method: request.method ?? "GET",
          path: url.pathname,
          query: Object.fromEntries(url.searchParams),
          who,
          status,
          arrived,
          answered: performance.now(),
        })
        const type = body === undefined ? {} : { "Content-Type": "application/json; charset=utf-8" }
        response.writeHead(status, { ...type, ...headers }).end(body === undefined ? undefined : JSON.stringify(body))
      })
      // What no answer foresaw still answers, so a test fails on the status rather than hanging.
      .catch((error: unknown) => {
        if (!response.headersSent) response.writeHead(500, { "Content-Type": "text/plain" })
        response.end(String(error))
      })
  })

  /** A commit of files onto a branch, written as git's own commands write one; the ref moves last. */
  async function push(push: DeveloperPush): Promise<string> {
    const current = await git.branchHead(push.branch)
    const parent = push.parent === undefined ? current : push.parent
    const edits: TreeEdit[] = []
    for (const [path, file] of push.files) {
      if (file === null) edits.push({ path, mode: "100644", sha: null })
      else if (typeof file === "string" || Buffer.isBuffer(file))
        edits.push({ path, mode: "100644", sha: await git.writeBlob(file) })
      else edits.push({ path, ...file })
    }
    const tree = await editTree(git, parent === null ? null : await git.resolve(parent, "tree"), edits)
    const date = new Date().toISOString()
    const identity = { ...(push.author ?? DEVELOPER), date }
    const sha = await git.writeCommit({
      tree,
      parents: parent === null ? [] : [parent],
      author: identity,
      committer: identity,
      message: push.message ?? "A developer's change",
    })
    if (!(await git.updateRef(`refs/heads/${push.branch}`, sha, current))) {
      throw new Error(`${push.branch} moved while the push was written`)
    }
    await state.pulls.followBranches(null)
    return sha
  }

  await push({ branch: options.branch, files: options.files, message: "Initial commit", parent: null })

  return {
    origin,
    gitDir: git.gitDir,
    git,
    app,
    requests,
    issuedTokens: state.issuedTokens,
    unanswered,
    statuses: state.statuses,
    branchHead: (branch) => git.branchHead(branch),
    readFile: (ref, path) => git.readFile(ref, path),
    push: (developerPush) => oneAtATime(() => push(developerPush)),
    expireToken: (token) => {
      const index = state.issuedTokens.findIndex((issued) => issued.token === token)
      if (index === -1) throw new Error("The stand-in issued no such token")
      state.issuedTokens[index] = { ...state.issuedTokens[index], expiresAt: new Date().toISOString() }
    },
    stop: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await rm(folder, { recursive: true, force: true })
    },
  }
}
