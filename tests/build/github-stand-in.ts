/**
 * A stand-in for GitHub's OAuth web flow endpoints, on a free local port, for the editor's login
 * tests (tests/build/editor-login.test.ts, e2e/editor-login.spec.ts). The login is pointed at it
 * with GITHUB_OAUTH_ORIGIN. It answers as GitHub does, for the parts the login uses:
 *
 * - GET /login/oauth/authorize: the editor "approves" at once, so it redirects straight back to
 *   redirect_uri with a new code and the same state; or, while `consent` is "deny", back with
 *   error=access_denied, as when the editor presses Cancel.
 * - POST /login/oauth/access_token: a code it issued, once, for the same redirect_uri and the
 *   app's credentials, gives `token`; anything else gives GitHub's JSON errors (200 with
 *   bad_verification_code, incorrect_client_credentials…). Two codes misbehave on purpose:
 *   HANG_UP_CODE drops the connection, SERVER_ERROR_CODE answers 500.
 * - GET /: a blank page of another origin, for a browser test to open the login from.
 */
import http from "node:http"
import type { AddressInfo } from "node:net"

export const HANG_UP_CODE = "hang-up"
export const SERVER_ERROR_CODE = "server-error"

export interface GitHubStandInOptions {
  readonly clientId: string
  readonly clientSecret: string
  /** The access token it gives for a good code. */
  readonly token: string
}

/** One request to the token endpoint, as the stand-in received it. */
export interface TokenRequest {
  readonly accept: string | undefined
  readonly contentType: string | undefined
  readonly form: Readonly<Record<string, string>>
}

export interface GitHubStandIn {
  /** http://127.0.0.1:port, for GITHUB_OAUTH_ORIGIN. */
  readonly origin: string
  /** Every authorize request's query, in order. */
  readonly authorizations: Readonly<Record<string, string>>[]
  readonly tokenRequests: TokenRequest[]
  /** What the editor answers on the consent page: "approve" until a test says otherwise. */
  consent: "approve" | "deny"
  stop(): Promise<void>
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
  /** Codes issued and not yet used, with the redirect_uri each was issued for. */
  const codes = new Map<string, string>()
  let issued = 0
  let consent: GitHubStandIn["consent"] = "approve"

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in")
    if (request.method === "GET" && url.pathname === "/login/oauth/authorize") {
      const query = Object.fromEntries(url.searchParams)
      authorizations.push(query)
      if (query.client_id !== options.clientId || !query.redirect_uri) {
        response.writeHead(404, { "Content-Type": "text/plain" }).end("Not Found")
        return
      }
      const back = new URL(query.redirect_uri)
      if (consent === "deny") {
        back.searchParams.set("error", "access_denied")
        back.searchParams.set("error_description", "The user has denied your application access.")
      } else {
        const code = `code-${++issued}`
        codes.set(code, query.redirect_uri)
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
        if (form.client_id !== options.clientId || form.client_secret !== options.clientSecret) {
          answer = {
            error: "incorrect_client_credentials",
            error_description: "The client_id and/or client_secret passed are incorrect.",
          }
        } else if (codes.get(form.code) !== form.redirect_uri) {
          answer = { error: "bad_verification_code", error_description: "The code passed is incorrect or expired." }
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
