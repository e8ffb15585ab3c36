/**
 * The editor's GitHub login: GitHub's OAuth web flow for Decap CMS's github backend, run by two
 * Cloudflare Pages Functions on the site's own origin (functions/api/auth/index.ts and
 * callback.ts), since Pages has no login server of its own.
 *
 * 1. /api/auth?provider=github&scope=repo (Decap's popup) sends the browser to GitHub with a fresh
 *    random state, and keeps that state in a short-lived cookie only this origin can read.
 * 2. GitHub sends the browser back to /api/auth/callback?code=…&state=…; the state must match the
 *    cookie (else anyone could finish a login they did not start), the code is exchanged for a
 *    token on the server (the client secret never reaches the browser), and the page hands the
 *    token to the editor that opened the popup, through Decap's postMessage handshake.
 *
 * Settings, from the Pages project's variables and secrets: GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET
 * and, for tests only, GITHUB_OAUTH_ORIGIN (a stand-in for https://github.com).
 */
import {
  badCodePage,
  cancelledPage,
  githubRefusedPage,
  githubUnreachablePage,
  invalidSettingPage,
  loggedInPage,
  missingCodePage,
  notStartedHerePage,
  pageResponse,
  PROVIDER,
  redirectPage,
  setupNeededPage,
  unknownProviderPage,
  type Page,
} from "./pages"

/** What a Pages Function receives, as far as the login uses it (no @cloudflare/workers-types). */
export interface PagesContext {
  readonly request: Request
  readonly env: Partial<Record<string, string>>
}

/** fetch, or a stand-in for it in the unit tests. */
export type Fetch = (input: string, init: RequestInit) => Promise<Response>

export const START_PATH = "/api/auth"
export const CALLBACK_PATH = "/api/auth/callback"

/**
 * The state's cookie. "__Host-" makes the browser refuse it unless it is Secure, has Path=/ and no
 * Domain: no subdomain and no plain-http page can plant a state of its own.
 */
export const STATE_COOKIE = "__Host-editor-login-state"
/** How long a login may take between the start and GitHub's answer, in seconds. */
export const STATE_MAX_AGE = 600

export const DEFAULT_OAUTH_ORIGIN = "https://github.com"

/** The scopes Decap's github backend asks for; anything else gets the default. */
export const ALLOWED_SCOPES: ReadonlySet<string> = new Set(["repo", "public_repo", "user", "read:org"])
export const DEFAULT_SCOPE = "repo"

/** How long GitHub gets to exchange the code before the editor is told it could not be reached. */
const EXCHANGE_TIMEOUT_MS = 10_000

/**
 * The scope to ask GitHub for: the one Decap asked for when every part of it (split at commas or
 * spaces) is one this login knows, else "repo", what the github backend needs to edit content.
 */
export function scopeFrom(requested: string | null): string {
  const parts = (requested ?? "").split(/[\s,]+/).filter((part) => part !== "")
  if (parts.length === 0 || !parts.every((part) => ALLOWED_SCOPES.has(part))) return DEFAULT_SCOPE
  // GitHub reads a space-separated list.
  return [...new Set(parts)].join(" ")
}

/** Bytes as base64url without padding: safe in a URL and a cookie value as they are. */
export function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "")
}

/** A new state: 256 random bits, far beyond guessing. */
export function newState(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)))
}

/**
 * Whether two secrets are equal, in a time that does not depend on where they first differ, so
 * the time of an answer tells a forger nothing about how much of a guess was right. The length is
 * not secret (every state has the same one).
 */
export function sameSecret(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let difference = 0
  for (let index = 0; index < a.length; index++) difference |= a.charCodeAt(index) ^ b.charCodeAt(index)
  return difference === 0
}

/** The value of the named cookie in a Cookie header, or null. */
export function cookieValue(header: string | null, name: string): string | null {
  for (const pair of (header ?? "").split(";")) {
    const equals = pair.indexOf("=")
    if (equals > -1 && pair.slice(0, equals).trim() === name) return pair.slice(equals + 1).trim()
  }
  return null
}

/** The state's Set-Cookie, kept for maxAge seconds. */
function stateCookieFor(value: string, maxAge: number): string {
  // Lax, not Strict: GitHub's redirect back is a top-level navigation from another site, which a
  // Strict cookie would not be sent with.
  return `${STATE_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Lax`
}

export function stateCookie(state: string): string {
  return stateCookieFor(state, STATE_MAX_AGE)
}

/** The cookie that removes the state: each state is good for one callback. */
export function clearedStateCookie(): string {
  return stateCookieFor("", 0)
}

/** The settings the login needs that the environment lacks (empty values count as missing). */
export function missingSettings(env: PagesContext["env"]): string[] {
  return ["GITHUB_CLIENT_ID", "GITHUB_CLIENT_SECRET"].filter((name) => !env[name]?.trim())
}

interface Settings {
  readonly clientId: string
  readonly clientSecret: string
  /** Where GitHub's OAuth endpoints are: https://github.com, or a test's stand-in. */
  readonly oauthOrigin: string
}

/** The settings, or the page that tells the site's owner what to set. */
export function settingsFrom(env: PagesContext["env"]): Settings | Page {
  const missing = missingSettings(env)
  if (missing.length > 0) return setupNeededPage(missing)
  let oauthOrigin = DEFAULT_OAUTH_ORIGIN
  const configured = env.GITHUB_OAUTH_ORIGIN?.trim()
  if (configured) {
    const url = URL.canParse(configured) ? new URL(configured) : null
    if (url === null || (url.protocol !== "https:" && url.protocol !== "http:")) {
      return invalidSettingPage("GITHUB_OAUTH_ORIGIN")
    }
    oauthOrigin = url.origin
  }
  return {
    clientId: env.GITHUB_CLIENT_ID?.trim() ?? "",
    clientSecret: env.GITHUB_CLIENT_SECRET?.trim() ?? "",
    oauthOrigin,
  }
}

function isPage(value: Settings | Page): value is Page {
  return "status" in value
}

/** Where GitHub sends the browser back: this origin's callback, whatever host the site is on. */
export function callbackUrl(request: Request): string {
  return new URL(CALLBACK_PATH, request.url).href
}

/** GET /api/auth: off to GitHub's consent page, with a fresh state in the URL and in a cookie. */
export async function startLogin({ request, env }: PagesContext): Promise<Response> {
  const query = new URL(request.url).searchParams
  const provider = query.get("provider")
  if (provider !== PROVIDER) return pageResponse(unknownProviderPage(provider))
  const settings = settingsFrom(env)
  if (isPage(settings)) return pageResponse(settings)
  const state = newState()
  const authorize = new URL("/login/oauth/authorize", settings.oauthOrigin)
  authorize.search = new URLSearchParams({
    client_id: settings.clientId,
    redirect_uri: callbackUrl(request),
    scope: scopeFrom(query.get("scope")),
    state,
  }).toString()
  return pageResponse(redirectPage(), [
    ["Location", authorize.href],
    ["Set-Cookie", stateCookie(state)],
  ])
}

/** What came of exchanging the code. */
export type Exchange =
  | { readonly kind: "token"; readonly token: string }
  /** GitHub answered, and said no: bad_verification_code, incorrect_client_credentials… */
  | { readonly kind: "refused"; readonly error: string; readonly description: string | null }
  /** No answer, an error status, or an answer that is not GitHub's JSON. */
  | { readonly kind: "unreachable" }

function stringField(value: unknown, name: string): string | null {
  if (typeof value !== "object" || value === null) return null
  const field = (value as Record<string, unknown>)[name]
  return typeof field === "string" && field !== "" ? field : null
}

/** Trades the code for a token at GitHub, server to server, with the client secret. */
export async function exchangeCode(
  settings: Settings,
  code: string,
  redirectUri: string,
  fetchImpl: Fetch,
): Promise<Exchange> {
  let status: number
  let body: unknown
  try {
    const response = await fetchImpl(new URL("/login/oauth/access_token", settings.oauthOrigin).href, {
      method: "POST",
      headers: {
        // Else GitHub answers form-encoded.
        Accept: "application/json",
        "Content-Type": "application/x-www-form-urlencoded",
        "User-Agent": "editor-login (Cloudflare Pages Function)",
      },
      body: new URLSearchParams({
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        code,
        redirect_uri: redirectUri,
      }).toString(),
      redirect: "manual",
      signal: AbortSignal.timeout(EXCHANGE_TIMEOUT_MS),
    })
    status = response.status
    body = JSON.parse(await response.text())
  } catch {
    // Refused connection, timeout, or a body that is not JSON (an outage page): the same to the editor.
    return { kind: "unreachable" }
  }
  if (status >= 500) return { kind: "unreachable" }
  const token = stringField(body, "access_token")
  if (status === 200 && token !== null) return { kind: "token", token }
  const error = stringField(body, "error")
  if (error !== null) return { kind: "refused", error, description: stringField(body, "error_description") }
  return { kind: "unreachable" }
}

/** The page for GitHub's refusal of a code exchange. */
function refusalPage(error: string, description: string | null): Page {
  if (error === "bad_verification_code") return badCodePage()
  // The site's settings, not the editor, are wrong: tell whoever reads it what to check.
  if (error === "incorrect_client_credentials" || error === "redirect_uri_mismatch") {
    return githubRefusedPage(
      503,
      error,
      `${description ?? error} (the site's owner should check the OAuth app and GITHUB_CLIENT_ID / GITHUB_CLIENT_SECRET)`,
    )
  }
  return githubRefusedPage(502, error, description)
}

/** What the callback answers, before the state cookie is cleared on it. */
async function callbackPage({ request, env }: PagesContext, fetchImpl: Fetch): Promise<Page> {
  const settings = settingsFrom(env)
  if (isPage(settings)) return settings
  const query = new URL(request.url).searchParams
  // First the state: until it matches, nothing in the query (not even GitHub's error text) is trusted.
  const state = query.get("state")
  const expected = cookieValue(request.headers.get("Cookie"), STATE_COOKIE)
  if (!state || !expected || !sameSecret(state, expected)) return notStartedHerePage()
  const error = query.get("error")
  // The editor pressed Cancel on GitHub's consent page.
  if (error === "access_denied") return cancelledPage()
  if (error) return githubRefusedPage(400, error, query.get("error_description"))
  const code = query.get("code")
  if (!code) return missingCodePage()
  const exchange = await exchangeCode(settings, code, callbackUrl(request), fetchImpl)
  if (exchange.kind === "token") return loggedInPage(exchange.token)
  if (exchange.kind === "refused") return refusalPage(exchange.error, exchange.description)
  return githubUnreachablePage()
}

/** GET /api/auth/callback: GitHub's answer, checked, exchanged, and handed to the editor. */
export async function finishLogin(context: PagesContext, fetchImpl: Fetch = fetch): Promise<Response> {
  // Whatever happened, this state has had its one use.
  return pageResponse(await callbackPage(context, fetchImpl), [["Set-Cookie", clearedStateCookie()]])
}
