/**
 * The editor's GitHub login: GitHub's OAuth web flow for Decap CMS's github backend, run by two
 * Cloudflare Pages Functions on the site's own origin (functions/api/auth/index.ts and
 * callback.ts), since Pages has no login server of its own.
 *
 * 1. /api/auth?provider=github&scope=repo (Decap's popup, opened by /admin/ on this origin) sends
 *    the browser to GitHub with a fresh random state and a PKCE code challenge (RFC 7636, S256),
 *    and keeps the state and the code verifier in a short-lived cookie only this origin can read.
 *    A start another site (or page) sent the browser to is refused: see startRefusal.
 * 2. GitHub sends the browser back to /api/auth/callback?code=…&state=…; the state must match the
 *    cookie (else anyone could finish a login they did not start), the code is exchanged for a
 *    token on the server with the client secret and the verifier (neither ever reaches a page),
 *    and the page hands the token to the editor that opened the popup, through Decap's
 *    postMessage handshake.
 *
 * No OAuth library: arctic 3.7's GitHub client has github.com's endpoints built in (no stand-in can
 * test it) and sends no PKCE; its generic OAuth2Client takes GitHub's refusals (status 200 with an
 * "error") for a token response, and neither takes a fetch with a timeout. What is left is two
 * requests and one hash, below.
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
  startElsewherePage,
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

export const CALLBACK_PATH = "/api/auth/callback"

/**
 * The login's cookie: the state and the PKCE code verifier, as "state.verifier". "__Host-" makes
 * the browser refuse it unless it is Secure, has Path=/ and no Domain: no subdomain and no
 * plain-http page can plant a state of its own. One cookie, so the two are set and cleared together.
 */
export const STATE_COOKIE = "__Host-editor-login-state"
/** How long a login may take between the start and GitHub's answer, in seconds. */
export const STATE_MAX_AGE = 600

export const DEFAULT_OAUTH_ORIGIN = "https://github.com"

export const DEFAULT_SCOPE = "repo"

/** How long GitHub gets to exchange the code before the editor is told it could not be reached. */
const EXCHANGE_TIMEOUT_MS = 10_000

/**
 * The scope to ask GitHub for, clamped to what Decap's github backend needs to read and commit
 * content (repo, or public_repo for a public repository). Nothing else: a token that can also read
 * the editor's profile, email or organisations (user, read:org) is more to lose if it leaks. Of the
 * parts Decap asked for (split at commas or spaces) only those two are kept, and since repo
 * includes public_repo, one scope is asked for: repo when it was asked for, else public_repo. A
 * request with neither (nothing, "user", "read:org", "delete_repo"…) gets repo, what the github
 * backend needs to edit content, the one thing this login is for; it never widens to what was asked.
 */
export function scopeFrom(requested: string | null): string {
  const parts = new Set((requested ?? "").split(/[\s,]+/))
  if (parts.has("repo")) return "repo"
  if (parts.has("public_repo")) return "public_repo"
  return DEFAULT_SCOPE
}

/** Host names an http: GITHUB_OAUTH_ORIGIN may have: this machine, for a test's stand-in only. */
const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(["localhost", "127.0.0.1", "[::1]"])

/**
 * The origin GITHUB_OAUTH_ORIGIN names, or null when it may not be used: https anywhere, http only
 * on this machine (the client secret and the code are sent there in the clear), nothing else.
 */
export function oauthOriginFrom(configured: string): string | null {
  if (!URL.canParse(configured)) return null
  const url = new URL(configured)
  if (url.protocol === "https:") return url.origin
  if (url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname)) return url.origin
  return null
}

/**
 * Why a start must be refused, or null. Decap's popup is opened by /admin/ on this origin, so the
 * browser says Sec-Fetch-Site: same-origin. Any other value means another site (cross-site,
 * same-site), or no page at all (none: a link from an email, the address bar), sent the browser
 * here: each such start would mint a new token for an editor who has authorised the app, and
 * GitHub keeps only about ten per user and app, revoking the oldest, so a page could log editors
 * out. A browser too old to send the header, or curl, sends none: it is let through (every
 * current browser sends one), and the state and PKCE still keep the token to the login's window.
 */
export function startRefusal(request: Request): Page | null {
  const site = request.headers.get("Sec-Fetch-Site")
  return site === null || site === "same-origin" ? null : startElsewherePage()
}

/** Bytes as base64url without padding: safe in a URL and a cookie value as they are. */
export function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "")
}

/**
 * A new state or PKCE code verifier: 256 random bits, far beyond guessing, as 43 base64url
 * characters, RFC 7636's shortest verifier and within its alphabet ([A-Z] [a-z] [0-9] "-" "_").
 */
export function newSecret(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)))
}

/** The S256 code challenge of a verifier: base64url(SHA-256(ASCII(verifier))), RFC 7636 §4.2. */
export async function codeChallenge(verifier: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier))))
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

/** What a login keeps between its start and its callback. */
export interface LoginSecrets {
  readonly state: string
  readonly verifier: string
}

/** One secret as newSecret makes it: 43 base64url characters, never a ".". */
const SECRET = "[A-Za-z0-9_-]{43}"
const COOKIE_VALUE = new RegExp(`^(${SECRET})\\.(${SECRET})$`)

/** The cookie's value for a login's secrets: "state.verifier". */
export function loginCookieValue({ state, verifier }: LoginSecrets): string {
  return `${state}.${verifier}`
}

/** The secrets in a cookie value, or null when it is not one this login wrote. */
export function loginSecretsFrom(value: string | null): LoginSecrets | null {
  const match = COOKIE_VALUE.exec(value ?? "")
  return match === null ? null : { state: match[1], verifier: match[2] }
}

/** The login cookie's Set-Cookie, kept for maxAge seconds. */
function stateCookieFor(value: string, maxAge: number): string {
  // Lax, not Strict: GitHub's redirect back is a top-level navigation from another site, which a
  // Strict cookie would not be sent with.
  return `${STATE_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Lax`
}

export function stateCookie(secrets: LoginSecrets): string {
  return stateCookieFor(loginCookieValue(secrets), STATE_MAX_AGE)
}

/** The cookie that removes the login's secrets: each state and verifier are good for one callback. */
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
  const configured = env.GITHUB_OAUTH_ORIGIN?.trim()
  const oauthOrigin = configured ? oauthOriginFrom(configured) : DEFAULT_OAUTH_ORIGIN
  if (oauthOrigin === null) return invalidSettingPage("GITHUB_OAUTH_ORIGIN")
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

/**
 * GET /api/auth: off to GitHub's consent page, with a fresh state and code challenge in the URL,
 * and the state and its verifier in a cookie.
 */
export async function startLogin({ request, env }: PagesContext): Promise<Response> {
  const refusal = startRefusal(request)
  if (refusal !== null) return pageResponse(refusal)
  const query = new URL(request.url).searchParams
  // The provider is never written into the page: a link could make it say anything, on this origin.
  if (query.get("provider") !== PROVIDER) return pageResponse(unknownProviderPage())
  const settings = settingsFrom(env)
  if (isPage(settings)) return pageResponse(settings)
  const secrets: LoginSecrets = { state: newSecret(), verifier: newSecret() }
  const authorize = new URL("/login/oauth/authorize", settings.oauthOrigin)
  authorize.search = new URLSearchParams({
    client_id: settings.clientId,
    redirect_uri: callbackUrl(request),
    scope: scopeFrom(query.get("scope")),
    state: secrets.state,
    code_challenge: await codeChallenge(secrets.verifier),
    // The only method GitHub accepts; "plain" would put the verifier itself in the URL.
    code_challenge_method: "S256",
  }).toString()
  return pageResponse(redirectPage(), [
    ["Location", authorize.href],
    ["Set-Cookie", stateCookie(secrets)],
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
  verifier: string,
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
        // PKCE: GitHub gives the token only if this hashes to the start's code_challenge.
        code_verifier: verifier,
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
  // GitHub's name for a code it will not exchange (used, expired, or not this verifier's), and
  // RFC 6749's, in case GitHub ever answers a PKCE mismatch with the standard one.
  if (error === "bad_verification_code" || error === "invalid_grant") return badCodePage()
  // The site's settings, not the editor, are wrong: tell whoever reads it what to check.
  if (error === "incorrect_client_credentials" || error === "redirect_uri_mismatch") {
    return githubRefusedPage(
      503,
      error,
      description,
      "The site's owner should check the OAuth app and GITHUB_CLIENT_ID / GITHUB_CLIENT_SECRET.",
    )
  }
  return githubRefusedPage(502, error, description)
}

/** What the callback answers once the state matched: each state and verifier have had their one use. */
async function matchedCallbackPage(
  request: Request,
  settings: Settings,
  verifier: string,
  fetchImpl: Fetch,
): Promise<Page> {
  const query = new URL(request.url).searchParams
  const error = query.get("error")
  // The editor pressed Cancel on GitHub's consent page.
  if (error === "access_denied") return cancelledPage()
  if (error) return githubRefusedPage(400, error, query.get("error_description"))
  const code = query.get("code")
  if (!code) return missingCodePage()
  const exchange = await exchangeCode(settings, code, verifier, callbackUrl(request), fetchImpl)
  if (exchange.kind === "token") return loggedInPage(exchange.token)
  if (exchange.kind === "refused") return refusalPage(exchange.error, exchange.description)
  return githubUnreachablePage()
}

/**
 * The login's secrets when the callback's state is the cookie's, else null. First of all: until it
 * matches, nothing in the query (not even GitHub's error text) is trusted.
 */
function matchingSecrets(request: Request): LoginSecrets | null {
  const state = new URL(request.url).searchParams.get("state")
  const secrets = loginSecretsFrom(cookieValue(request.headers.get("Cookie"), STATE_COOKIE))
  return state && secrets && sameSecret(state, secrets.state) ? secrets : null
}

/** GET /api/auth/callback: GitHub's answer, checked, exchanged, and handed to the editor. */
export async function finishLogin({ request, env }: PagesContext, fetchImpl: Fetch = fetch): Promise<Response> {
  const settings = settingsFrom(env)
  if (isPage(settings)) return pageResponse(settings)
  const secrets = matchingSecrets(request)
  // The cookie stays: a callback any page can send the browser to, with a wrong state or none,
  // must not end a login the editor has under way in the popup.
  if (secrets === null) return pageResponse(notStartedHerePage())
  // Whatever happens now, this state and verifier have had their one use.
  return pageResponse(await matchedCallbackPage(request, settings, secrets.verifier, fetchImpl), [
    ["Set-Cookie", clearedStateCookie()],
  ])
}
