/**
 * GitHub's web login for an OAuth App ("Authorizing OAuth apps", on github.com rather than its
 * API), as the editor's GitHub login goes through it (pointed here with GITHUB_OAUTH_ORIGIN):
 *
 * - GET /login/oauth/authorize: the editor "approves" at once, so it redirects straight back to
 *   redirect_uri with a new code and the same state; or, while `consent` is "deny", back with
 *   error=access_denied, as when the editor presses Cancel. A code_challenge is kept with the
 *   code it issues; as at GitHub, S256 is the only method, and PKCE is optional.
 * - POST /login/oauth/access_token: a code it issued, once, for the same redirect_uri and the
 *   app's credentials, and, when the authorize request had a code_challenge, a code_verifier whose
 *   SHA-256 is that challenge (RFC 7636), gives the app's `token`; anything else gives GitHub's
 *   errors (200 with bad_verification_code, incorrect_client_credentials…). GitHub documents no
 *   error of its own for a wrong verifier; the code is then as good as a bad one, so it answers
 *   that. Two codes misbehave on purpose: HANG_UP_CODE drops the connection, SERVER_ERROR_CODE
 *   answers 500.
 * - GET /: a blank page of another origin, for a browser test to open the login from.
 */
import { createHash } from "node:crypto"
import { route, type Route, type RouteAuth, type RouteRequest } from "./context"
import { json, type Answer } from "./http"

export const HANG_UP_CODE = "hang-up"
export const SERVER_ERROR_CODE = "server-error"

/** The OAuth App editors log in with. */
export interface OAuthApp {
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

/** A code issued and not yet used: what the exchange must match. */
interface IssuedCode {
  readonly redirectUri: string
  /** The S256 code_challenge of the authorize request, when it had one. */
  readonly challenge: string | null
}

/** What the login keeps: the app, what it was asked, and the codes it issued. */
export interface LoginState {
  /** The one OAuth App it knows; none, and every client is unknown to it. */
  readonly app: OAuthApp | null
  /** Every authorize request's query, in order. */
  readonly authorizations: Readonly<Record<string, string>>[]
  readonly tokenRequests: TokenRequest[]
  /** Codes issued and not yet used. */
  readonly codes: Map<string, IssuedCode>
  /** What the editor answers on the consent page: "approve" until a test says otherwise. */
  consent: "approve" | "deny"
}

export const loginState = (app: OAuthApp | null): LoginState => ({
  app,
  authorizations: [],
  tokenRequests: [],
  codes: new Map(),
  consent: "approve",
})

/** RFC 7636's S256: base64url(SHA-256(ASCII(verifier))), written apart from the login's own. */
export function s256(verifier: string): string {
  return createHash("sha256").update(verifier, "ascii").digest("base64url")
}

const DOCS = "https://docs.github.com/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps"
const ANYONE: RouteAuth = { kind: "public" }

const text = (status: number, type: string, body: string): Answer => ({
  status,
  text: body,
  headers: { "Content-Type": type },
})

function authorize({ query }: RouteRequest, login: LoginState): Answer {
  const asked = Object.fromEntries(query)
  login.authorizations.push(asked)
  if (asked.client_id !== login.app?.clientId || !asked.redirect_uri) return text(404, "text/plain", "Not Found")
  if (asked.code_challenge !== undefined && asked.code_challenge_method !== "S256") {
    return text(400, "text/plain", "Only the S256 code challenge method is supported")
  }
  const back = new URL(asked.redirect_uri)
  if (login.consent === "deny") {
    back.searchParams.set("error", "access_denied")
    back.searchParams.set("error_description", "The user has denied your application access.")
  } else {
    const code = `code-${login.authorizations.length}`
    login.codes.set(code, { redirectUri: asked.redirect_uri, challenge: asked.code_challenge ?? null })
    back.searchParams.set("code", code)
  }
  if (asked.state !== undefined) back.searchParams.set("state", asked.state)
  return { status: 302, headers: { Location: back.href } }
}

/** Whether the exchange's verifier proves it comes from whoever asked for the code. */
function verifierMatches(issued: IssuedCode, verifier: string | undefined): boolean {
  if (issued.challenge === null) return true
  return verifier !== undefined && s256(verifier) === issued.challenge
}

/** What the token endpoint says to a form: the token, or GitHub's error. */
function tokenAnswer(login: LoginState, form: Readonly<Record<string, string>>): Record<string, string> {
  const { app } = login
  const issued = login.codes.get(form.code)
  if (app === null || form.client_id !== app.clientId || form.client_secret !== app.clientSecret) {
    return {
      error: "incorrect_client_credentials",
      error_description: "The client_id and/or client_secret passed are incorrect.",
    }
  }
  if (issued?.redirectUri !== form.redirect_uri) {
    return { error: "bad_verification_code", error_description: "The code passed is incorrect or expired." }
  }
  if (!verifierMatches(issued, form.code_verifier)) {
    return {
      error: "bad_verification_code",
      error_description: "The code_verifier does not match the code_challenge of this code.",
    }
  }
  login.codes.delete(form.code)
  return { access_token: app.token, token_type: "bearer", scope: "repo" }
}

function exchange({ raw, headers }: RouteRequest, login: LoginState): Answer {
  const form = Object.fromEntries(new URLSearchParams(raw.toString()))
  login.tokenRequests.push({ accept: headers.accept, contentType: headers["content-type"], form })
  if (form.code === HANG_UP_CODE) return { status: 0, hangUp: true }
  if (form.code === SERVER_ERROR_CODE) return text(500, "text/html", "<h1>Unicorn! Something went wrong.</h1>")
  const answer = tokenAnswer(login, form)
  // As GitHub: JSON only when asked for it, form-encoded otherwise; 200 either way.
  if (headers.accept === "application/json") return json(200, answer)
  return text(200, "application/x-www-form-urlencoded", new URLSearchParams(answer).toString())
}

const anotherSite = () =>
  text(
    200,
    "text/html; charset=utf-8",
    '<!doctype html><html lang="en"><title>Another site</title><h1>Another site</h1></html>',
  )

export const oauthRoutes: readonly Route<LoginState>[] = [
  route("GET", /^\/login\/oauth\/authorize$/, DOCS, ANYONE, authorize),
  route("POST", /^\/login\/oauth\/access_token$/, DOCS, ANYONE, exchange),
  route("GET", /^\/$/, DOCS, ANYONE, anotherSite),
]
