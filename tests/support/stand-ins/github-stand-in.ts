/**
 * A stand-in for GitHub's OAuth web flow endpoints, on a free local port, for the editor's login
 * tests (tests/build/editor-login.test.ts, e2e/editor-login.spec.ts). The login is pointed at it
 * with GITHUB_OAUTH_ORIGIN. It answers as GitHub does, for the parts the login uses:
 *
 * - GET /login/oauth/authorize: the editor "approves" at once, so it redirects straight back to
 *   redirect_uri with a new code and the same state; or, while `consent` is "deny", back with
 *   error=access_denied, as when the editor presses Cancel. A code_challenge is kept with the
 *   code it issues; as at GitHub, S256 is the only method, and PKCE is optional.
 * - POST /login/oauth/access_token: a code it issued, once, for the same redirect_uri and the
 *   app's credentials, and, when the authorize request had a code_challenge, a code_verifier whose
 *   SHA-256 is that challenge (RFC 7636), gives `token`; anything else gives GitHub's JSON errors
 *   (200 with bad_verification_code, incorrect_client_credentials…). GitHub documents no error of
 *   its own for a wrong verifier; the code is then as good as a bad one, so it answers that. Two
 *   codes misbehave on purpose: HANG_UP_CODE drops the connection, SERVER_ERROR_CODE answers 500.
 * - GET /: a blank page of another origin, for a browser test to open the login from.
 *
 * And GitHub's commit statuses API, which the pipeline posts to and Decap reads a draft's preview from:
 *
 * - POST /repos/{owner}/{repo}/statuses/{sha}: with `Authorization: Bearer` (or `token`) and a token
 *   the stand-in knows, a JSON body with a state GitHub knows and a context; 201 with the status, or
 *   401, 422 as GitHub answers. The status's creator is the token's owner: the stand-in's own token
 *   is a workflow's (github-actions[bot]); `otherTokens` are people's, an editor's say.
 * - GET /repos/{owner}/{repo}/commits/{ref}/status: the combined status, the newest per context.
 * - GET /repos/{owner}/{repo}/commits/{ref}/statuses: every status of the commit, newest first, each
 *   with its creator, which the pipeline reads to find what went live (.github/workflows/site.yml).
 */
import { createHash } from "node:crypto"
import http from "node:http"
import type { AddressInfo } from "node:net"
import { INVALID_STATE, combinedStatus, statusFromBody, statusesOfCommit, type PostedStatus } from "./commit-statuses"

export type { PostedStatus } from "./commit-statuses"

export const HANG_UP_CODE = "hang-up"
export const SERVER_ERROR_CODE = "server-error"

export interface GitHubStandInOptions {
  readonly clientId: string
  readonly clientSecret: string
  /** The access token it gives for a good code, and a workflow's token (github-actions[bot]) for statuses. */
  readonly token: string
  /** Tokens of people, by token, with their login: the creator of a status they post. */
  readonly otherTokens?: Readonly<Record<string, string>>
}

/** One request to the token endpoint, as the stand-in received it. */
export interface TokenRequest {
  readonly accept: string | undefined
  readonly contentType: string | undefined
  readonly form: Readonly<Record<string, string>>
}

/** Who a workflow's own token (GITHUB_TOKEN) posts as. */
export const ACTIONS_BOT = "github-actions[bot]"

export interface GitHubStandIn {
  /** http://127.0.0.1:port, for GITHUB_OAUTH_ORIGIN. */
  readonly origin: string
  /** Every authorize request's query, in order. */
  readonly authorizations: Readonly<Record<string, string>>[]
  readonly tokenRequests: TokenRequest[]
  /** Every commit status posted, in order. */
  readonly statuses: PostedStatus[]
  /** What the editor answers on the consent page: "approve" until a test says otherwise. */
  consent: "approve" | "deny"
  stop(): Promise<void>
}

/** A code issued and not yet used: what the exchange must match. */
interface IssuedCode {
  readonly redirectUri: string
  /** The S256 code_challenge of the authorize request, when it had one. */
  readonly challenge: string | null
}

/** RFC 7636's S256: base64url(SHA-256(ASCII(verifier))), written apart from the login's own. */
export function s256(verifier: string): string {
  return createHash("sha256").update(verifier, "ascii").digest("base64url")
}

/** Whether the exchange's verifier proves it comes from whoever asked for the code. */
function verifierMatches(issued: IssuedCode, verifier: string | undefined): boolean {
  if (issued.challenge === null) return true
  return verifier !== undefined && s256(verifier) === issued.challenge
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = ""
    request.setEncoding("utf8")
    request.on("data", (chunk: string) => (body += chunk))
    request.on("end", () => resolve(body))
    request.on("error", reject)
  })
}

export async function startGitHubStandIn(options: GitHubStandInOptions): Promise<GitHubStandIn> {
  const authorizations: Record<string, string>[] = []
  const tokenRequests: TokenRequest[] = []
  /** Codes issued and not yet used. */
  const codes = new Map<string, IssuedCode>()
  let issued = 0
  let consent: GitHubStandIn["consent"] = "approve"
  const statuses: PostedStatus[] = []
  const json = (response: http.ServerResponse, status: number, body: unknown) =>
    response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body))

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in")
    if (request.method === "GET" && url.pathname === "/login/oauth/authorize") {
      const query = Object.fromEntries(url.searchParams)
      authorizations.push(query)
      if (query.client_id !== options.clientId || !query.redirect_uri) {
        response.writeHead(404, { "Content-Type": "text/plain" }).end("Not Found")
        return
      }
      if (query.code_challenge !== undefined && query.code_challenge_method !== "S256") {
        response
          .writeHead(400, { "Content-Type": "text/plain" })
          .end("Only the S256 code challenge method is supported")
        return
      }
      const back = new URL(query.redirect_uri)
      if (consent === "deny") {
        back.searchParams.set("error", "access_denied")
        back.searchParams.set("error_description", "The user has denied your application access.")
      } else {
        const code = `code-${++issued}`
        codes.set(code, { redirectUri: query.redirect_uri, challenge: query.code_challenge ?? null })
        back.searchParams.set("code", code)
      }
      if (query.state !== undefined) back.searchParams.set("state", query.state)
      response.writeHead(302, { Location: back.href }).end()
      return
    }
    if (request.method === "POST" && url.pathname === "/login/oauth/access_token") {
      void readBody(request).then((body) => {
        const form = Object.fromEntries(new URLSearchParams(body))
        tokenRequests.push({ accept: request.headers.accept, contentType: request.headers["content-type"], form })
        if (form.code === HANG_UP_CODE) {
          request.socket.destroy()
          return
        }
        if (form.code === SERVER_ERROR_CODE) {
          response.writeHead(500, { "Content-Type": "text/html" }).end("<h1>Unicorn! Something went wrong.</h1>")
          return
        }
        let answer: Record<string, string>
        const issuedCode = codes.get(form.code)
        if (form.client_id !== options.clientId || form.client_secret !== options.clientSecret) {
          answer = {
            error: "incorrect_client_credentials",
            error_description: "The client_id and/or client_secret passed are incorrect.",
          }
        } else if (issuedCode?.redirectUri !== form.redirect_uri) {
          answer = { error: "bad_verification_code", error_description: "The code passed is incorrect or expired." }
        } else if (!verifierMatches(issuedCode, form.code_verifier)) {
          answer = {
            error: "bad_verification_code",
            error_description: "The code_verifier does not match the code_challenge of this code.",
          }
        } else {
          codes.delete(form.code)
          answer = { access_token: options.token, token_type: "bearer", scope: "repo" }
        }
        // As GitHub: JSON only when asked for it, form-encoded otherwise; 200 either way.
        if (request.headers.accept === "application/json") {
          response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(answer))
        } else {
          response.writeHead(200, { "Content-Type": "application/x-www-form-urlencoded" })
          response.end(new URLSearchParams(answer).toString())
        }
      })
      return
    }
    const postStatus = /^\/repos\/([^/]+\/[^/]+)\/statuses\/([0-9a-f]{7,40})$/.exec(url.pathname)
    if (request.method === "POST" && postStatus) {
      void readBody(request).then((body) => {
        const token = (request.headers.authorization ?? "").replace(/^(Bearer|token) /, "")
        const creator = token === options.token ? ACTIONS_BOT : options.otherTokens?.[token]
        if (!creator) {
          json(response, 401, { message: "Bad credentials" })
          return
        }
        const status = statusFromBody(postStatus[1], postStatus[2], JSON.parse(body) as Partial<PostedStatus>, creator)
        if (!status) {
          json(response, 422, INVALID_STATE)
          return
        }
        statuses.push(status)
        json(response, 201, { ...status, id: statuses.length })
      })
      return
    }
    const combined = /^\/repos\/([^/]+\/[^/]+)\/commits\/([^/]+)\/status$/.exec(url.pathname)
    if (request.method === "GET" && combined) {
      json(response, 200, combinedStatus(statuses, combined[1], combined[2]))
      return
    }
    const listed = /^\/repos\/([^/]+\/[^/]+)\/commits\/([^/]+)\/statuses$/.exec(url.pathname)
    if (request.method === "GET" && listed) {
      json(response, 200, statusesOfCommit(statuses, listed[1], listed[2]))
      return
    }
    if (request.method === "GET" && url.pathname === "/") {
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
      response.end('<!doctype html><html lang="en"><title>Another site</title><h1>Another site</h1></html>')
      return
    }
    response.writeHead(404, { "Content-Type": "text/plain" }).end("Not Found")
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    authorizations,
    tokenRequests,
    statuses,
    get consent() {
      return consent
    },
    set consent(answer) {
      consent = answer
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
