/**
 * An OpenID Connect provider on a free local port, for the tests of the editor gateway, which
 * checks each request's access token with the organisation's provider. It is a real one: panva's
 * oidc-provider (OpenID Certified), run in a process of its own (openid-provider-process.ts says
 * how it is configured and why), so discovery, JWKS, the authorization and token endpoints,
 * userinfo, PKCE and the codes' single use are the library's, not this file's.
 *
 * The stand-in generates the provider's signing key and gives the tests its private half, so a test
 * can also sign a token "as the provider" (expired, for another audience, tampered with). Its
 * signIn() walks the authorization-code flow a browser walks (authorize, the sign-in page, the
 * consent page, the redirect with the code, the token request), over HTTP with a cookie jar, so
 * tests get real tokens without a browser. A browser can walk the same pages:
 *
 * - Sign in: an email field (label "Email", name `email`), a password field (label "Password",
 *   name `password`, anything goes), the button "Sign in". An email not among `people` stays on the
 *   page, with an alert saying there is no such account.
 * - Allow access: the buttons "Allow" and "Cancel" (Cancel returns error=access_denied).
 * - Then the redirect to the client's redirect URI, with `code`, `state` and `iss`.
 */
import { createHash, generateKeyPairSync, randomBytes } from "node:crypto"
import path from "node:path"
import type { ProviderClient, ProviderPerson, ProviderProcessConfig, ProviderReady } from "./openid-provider-process"
import { startProcessGroup } from "../process-group"
import { PROCESS_START_MS } from "../time-limits"

const repoDir = path.join(__dirname, "..", "..", "..")
const processScript = path.join(__dirname, "openid-provider-process.ts")

/** A person who can sign in, by their email. */
export interface OpenIdPerson {
  readonly email: string
  readonly name: string
  /** What the provider says of the address (`email_verified`, in userinfo and every token); true when absent. */
  readonly emailVerified?: boolean | string
}

export type OpenIdClient = ProviderClient

export interface OpenIdProviderOptions {
  readonly people: readonly OpenIdPerson[]
  readonly clients: readonly OpenIdClient[]
  /** A fixed port; a free one when absent. */
  readonly port?: number
}

/** The provider's private signing key, as a JWK, for tests that sign tokens as the provider. */
export interface SigningJwk {
  readonly kty: "RSA"
  readonly kid: string
  readonly alg: "RS256"
  readonly use: "sig"
  readonly n: string
  readonly e: string
  readonly d: string
  readonly p: string
  readonly q: string
  readonly dp: string
  readonly dq: string
  readonly qi: string
}

/** The parts of the discovery document (OpenID Connect Discovery 1.0) a client reads. */
export interface OpenIdDiscovery {
  readonly issuer: string
  readonly authorization_endpoint: string
  readonly token_endpoint: string
  readonly userinfo_endpoint: string
  readonly jwks_uri: string
  readonly [member: string]: unknown
}

export interface SignInRequest {
  readonly email: string
  readonly clientId: string
  readonly redirectUri: string
  /** `openid email profile` when absent. */
  readonly scope?: string
}

/** What the redirect back to the client carried, with the PKCE verifier the request was made with. */
export interface AuthorizationResponse {
  readonly code?: string
  readonly state: string
  readonly iss?: string
  readonly error?: string
  readonly error_description?: string
  /** Undefined when the request was made without PKCE. */
  readonly codeVerifier?: string
}

export interface TokenResponse {
  readonly access_token: string
  readonly id_token: string
  readonly token_type: string
  readonly expires_in: number
  readonly scope?: string
}

/** The token endpoint's answer: the tokens, or its error (RFC 6749, 5.2). */
export type TokenExchange =
  | { readonly ok: true; readonly tokens: TokenResponse }
  | { readonly ok: false; readonly status: number; readonly error: string; readonly error_description?: string }

export interface OpenIdProviderStandIn {
  /** http://127.0.0.1:port */
  readonly issuer: string
  readonly signingKey: SigningJwk
  readonly discovery: OpenIdDiscovery
  /** The `sub` the provider gives the person with this email: stable, and not the email. */
  subjectOf(email: string): string
  /** The authorization-code flow with PKCE, as signIn() walks it, up to the redirect with the code. */
  authorize(request: SignInRequest & { readonly pkce?: boolean }): Promise<AuthorizationResponse>
  /** The token request for a code, authenticated as the client is registered (secret or PKCE alone). */
  redeem(
    request: Pick<SignInRequest, "clientId" | "redirectUri"> & {
      readonly code: string
      readonly codeVerifier?: string
    },
  ): Promise<TokenExchange>
  /** authorize() then redeem(): the person's tokens, or an error saying where the flow stopped. */
  signIn(request: SignInRequest): Promise<TokenResponse>
  stop(): Promise<void>
}

const DEFAULT_SCOPE = "openid email profile"

/** A stable subject for an email, as providers give one (Entra ID's is a GUID): never the email itself. */
function subjectOf(email: string): string {
  return createHash("sha256").update(`sub:${email.toLowerCase()}`).digest("base64url").slice(0, 22)
}

/** A fresh RS256 key pair, its private half as a JWK with a kid (its RFC 7638 thumbprint). */
function generateSigningKey(): SigningJwk {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 })
  const jwk = privateKey.export({ format: "jwk" }) as Omit<SigningJwk, "kty" | "kid" | "alg" | "use">
  const thumbprint = createHash("sha256")
    .update(JSON.stringify({ e: jwk.e, kty: "RSA", n: jwk.n }))
    .digest("base64url")
  return { ...jwk, kty: "RSA", kid: thumbprint, alg: "RS256", use: "sig" }
}

/** RFC 7636's S256 code challenge. */
function s256(verifier: string): string {
  return createHash("sha256").update(verifier, "ascii").digest("base64url")
}

/**
 * Cookies as a browser keeps them for one host: by name and path, sent to the paths below theirs.
 * oidc-provider scopes its interaction cookies to the interaction's own path.
 */
class CookieJar {
  private readonly cookies = new Map<string, { value: string; path: string }>()

  keep(response: Response, url: URL): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(";").map((part) => part.trim())
      const name = pair.slice(0, pair.indexOf("="))
      const value = pair.slice(pair.indexOf("=") + 1)
      const attribute = (wanted: string) =>
        attributes.find((item) => item.toLowerCase().startsWith(`${wanted}=`))?.slice(wanted.length + 1)
      const path = attribute("path") ?? url.pathname.replace(/\/[^/]*$/, "/")
      const expires = attribute("expires")
      const gone = value === "" || attribute("max-age") === "0" || (expires && Date.parse(expires) < Date.now())
      if (gone) this.cookies.delete(`${name};${path}`)
      else this.cookies.set(`${name};${path}`, { value, path })
    }
  }

  header(url: URL): string {
    return [...this.cookies]
      .filter(
        ([, { path }]) => url.pathname === path || url.pathname.startsWith(path.endsWith("/") ? path : `${path}/`),
      )
      .map(([key, { value }]) => `${key.slice(0, key.indexOf(";"))}=${value}`)
      .join("; ")
  }

  async fetch(url: URL, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: { ...init.headers, Cookie: this.header(url) },
    })
    this.keep(response, url)
    return response
  }
}

/** Which of the provider's pages an HTML answer is (its form's data-prompt), and the alert it shows. */
function readPage(html: string): { prompt: string | undefined; alert: string | undefined } {
  return {
    prompt: /data-prompt="(\w+)"/.exec(html)?.[1],
    alert: /<p role="alert">([^<]*)<\/p>/.exec(html)?.[1],
  }
}

/** Whether `location` is the client's redirect URI (its query aside). */
function isRedirectUri(location: URL, redirectUri: string): boolean {
  const expected = new URL(redirectUri)
  return location.origin === expected.origin && location.pathname === expected.pathname
}

export async function startOpenIdProvider(options: OpenIdProviderOptions): Promise<OpenIdProviderStandIn> {
  const signingKey = generateSigningKey()
  const people: ProviderPerson[] = options.people.map((person) => ({ ...person, sub: subjectOf(person.email) }))
  const config: ProviderProcessConfig = { people, clients: options.clients, port: options.port ?? 0, signingKey }
  // Its own process group, so stop() ends tsx's esbuild with it.
  const provider = await startProcessGroup<ProviderReady>("The OpenID provider", ["--import", "tsx", processScript], {
    cwd: repoDir,
    config,
    timeoutMs: PROCESS_START_MS,
  })
  const { issuer } = provider.ready
  let discovery: OpenIdDiscovery
  try {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`)
    discovery = (await response.json()) as OpenIdDiscovery
  } catch (error) {
    await provider.stop()
    throw error
  }
  const clientOf = (clientId: string): OpenIdClient => {
    const client = options.clients.find((candidate) => candidate.clientId === clientId)
    if (!client) throw new Error(`No client ${clientId} among the stand-in's clients`)
    return client
  }

  const authorize: OpenIdProviderStandIn["authorize"] = async (request) => {
    const jar = new CookieJar()
    const state = randomBytes(16).toString("base64url")
    const codeVerifier = request.pkce === false ? undefined : randomBytes(32).toString("base64url")
    const url = new URL(discovery.authorization_endpoint)
    url.search = new URLSearchParams({
      client_id: request.clientId,
      response_type: "code",
      redirect_uri: request.redirectUri,
      scope: request.scope ?? DEFAULT_SCOPE,
      state,
      ...(codeVerifier && { code_challenge: s256(codeVerifier), code_challenge_method: "S256" }),
    }).toString()
    let response = await jar.fetch(url)
    let answered: string | undefined
    // Authorize, sign in, resume, consent, resume, then back to the client: a few hops at most.
    for (let hop = 0; hop < 12; hop++) {
      const location = response.headers.get("location")
      if (response.status >= 300 && response.status < 400 && location) {
        const next = new URL(location, url)
        if (isRedirectUri(next, request.redirectUri)) {
          const back = Object.fromEntries(next.searchParams)
          if (back.state !== state) throw new Error(`The redirect carried state ${back.state}, not ${state}`)
          return { ...back, state, codeVerifier }
        }
        url.href = next.href
        response = await jar.fetch(url)
        continue
      }
      const body = await response.text()
      const { prompt, alert } = readPage(body)
      if (response.status !== 200 || prompt === undefined) {
        throw new Error(`The provider answered ${response.status} at ${url.pathname}: ${body.slice(0, 500)}`)
      }
      // The sign-in page again, after an answer to it: the provider refused the person.
      if (prompt === answered) throw new Error(`The provider refused at its ${prompt} page: ${alert ?? body}`)
      answered = prompt
      const form =
        prompt === "login"
          ? new URLSearchParams({ email: request.email, password: "any password" })
          : new URLSearchParams({ decision: "allow" })
      response = await jar.fetch(url, { method: "POST", body: form })
    }
    throw new Error(`The provider never redirected back to ${request.redirectUri}`)
  }

  const redeem: OpenIdProviderStandIn["redeem"] = async (request) => {
    const client = clientOf(request.clientId)
    const form = new URLSearchParams({
      grant_type: "authorization_code",
      code: request.code,
      redirect_uri: request.redirectUri,
      ...(request.codeVerifier && { code_verifier: request.codeVerifier }),
    })
    const headers: Record<string, string> = {}
    if (client.clientSecret === undefined) form.set("client_id", client.clientId)
    else {
      // client_secret_basic: each half form-encoded first (RFC 6749, 2.3.1).
      const credentials = `${encodeURIComponent(client.clientId)}:${encodeURIComponent(client.clientSecret)}`
      headers.Authorization = `Basic ${Buffer.from(credentials).toString("base64")}`
    }
    const response = await fetch(discovery.token_endpoint, { method: "POST", headers, body: form })
    const body = (await response.json()) as TokenResponse & { error?: string; error_description?: string }
    if (response.ok) return { ok: true, tokens: body }
    return { ok: false, status: response.status, error: body.error ?? "", error_description: body.error_description }
  }

  return {
    issuer,
    signingKey,
    discovery,
    subjectOf,
    authorize,
    redeem,
    async signIn(request) {
      const answer = await authorize(request)
      if (answer.code === undefined) {
        throw new Error(`The provider redirected back without a code: ${answer.error} ${answer.error_description}`)
      }
      const exchange = await redeem({ ...request, code: answer.code, codeVerifier: answer.codeVerifier })
      if (!exchange.ok) throw new Error(`The token request failed: ${exchange.error} ${exchange.error_description}`)
      return exchange.tokens
    },
    stop: () => provider.stop(),
  }
}
