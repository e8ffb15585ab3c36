/**
 * Who a request comes from, as the organisation's OpenID Connect provider vouches: every request's
 * token is checked with the provider, never trusted as it arrives.
 *
 * - A JWT (the access token Entra ID, Okta, Auth0 or Keycloak issue for the site's own scope): its
 *   signature against the keys the provider publishes (its JWKS, through its discovery document),
 *   its issuer, its audience, that it is an access token and not an ID token (isAccessToken), the
 *   client it was issued to (when it names one: this site's), its expiry, and its age: a token is
 *   taken for at most an hour after it was issued, whatever its own expiry says.
 * - Any other token (Google's access tokens are opaque): only one the gateway handed out itself at
 *   the sign-in, bound to this site's client (token-binding.ts); the provider's userinfo endpoint,
 *   which answers only for a live token it issued, then says whose it is.
 *
 * What a check found is kept for a minute (CHECKED_FOR_MS), by the token's SHA-256, so the dozen
 * calls an editor's one save makes ask the provider once; a token is never kept past its expiry.
 * jose does the JWT work (verification, key selection, key rotation and the JWKS cache).
 */
import {
  createRemoteJWKSet,
  customFetch,
  decodeProtectedHeader,
  errors,
  jwtVerify,
  type JWTPayload,
  type ProtectedHeaderParameters,
} from "jose"
import { saysWhetherVerified } from "../settings/sign-in-providers"
import type { Identity } from "./editors"
import { isBound, unbindToken } from "./token-binding"
import {
  ADDRESS_NOT_VERIFIED,
  NO_ADDRESS,
  Refusal,
  SIGN_IN_EXPIRED,
  SIGN_IN_NOT_FOR_THIS_SITE,
  SIGN_IN_SERVICE_UNREACHABLE,
} from "./refusal"

/** fetch, or a stand-in for it in the unit tests. */
export type Fetch = typeof fetch

/** What the gateway reads of the provider's discovery document (OpenID Connect Discovery 1.0). */
export interface ProviderMetadata {
  readonly issuer: string
  readonly authorization_endpoint: string
  readonly token_endpoint: string
  readonly jwks_uri: string
  readonly userinfo_endpoint?: string
}

export interface ProviderSettings {
  readonly issuer: string
  /** This site's client: the application every token must have been issued to. */
  readonly clientId: string
  readonly audience: string
  readonly emailClaim: string
  /** The gateway's own secret that opaque tokens are bound with (token-binding.ts). */
  readonly bindingSecret: string
}

/** How long the provider gets to answer before the editor is told it could not be reached. */
const PROVIDER_TIMEOUT_MS = 5_000
/** How long a discovery document is used before it is fetched again. */
const METADATA_FOR_MS = 60 * 60_000
/** How long a token's check is reused. */
export const CHECKED_FOR_MS = 60_000
/** The most tokens whose checks are kept at once; the oldest go first. */
const MOST_KEPT = 500
/** The longest a token is taken after it was issued. */
const MAX_TOKEN_AGE = "1h"
/** Clocks disagree a little: seconds allowed either way on exp, nbf and iat. */
const CLOCK_TOLERANCE_S = 5
/**
 * The claims in which a JWT names the application it was issued to: azp (OpenID Connect; Entra ID
 * v2, Keycloak, Auth0), client_id (RFC 9068), appid (Entra ID v1), cid (Okta).
 */
const CLIENT_CLAIMS = ["azp", "client_id", "appid", "cid"] as const
/** Signatures made with a key pair only: a shared-secret algorithm (HS256) cannot be a provider's. */
const ASYMMETRIC = ["RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384", "ES512", "EdDSA"]

interface Provider {
  readonly metadata: ProviderMetadata
  readonly keys: ReturnType<typeof createRemoteJWKSet>
  readonly fetchedAt: number
}

const providers = new Map<string, Promise<Provider>>()
const checked = new Map<string, { readonly identity: Identity; readonly until: number }>()

/** A request to the provider, which fails as "unreachable" on a network error, a timeout or a 5xx. */
async function askProvider(fetcher: Fetch, url: string, init: RequestInit = {}): Promise<Response> {
  let response: Response
  try {
    response = await fetcher(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) })
  } catch {
    throw new Refusal(502, SIGN_IN_SERVICE_UNREACHABLE)
  }
  if (response.status >= 500) throw new Refusal(502, SIGN_IN_SERVICE_UNREACHABLE)
  return response
}

async function discover(issuer: string, fetcher: Fetch): Promise<Provider> {
  const response = await askProvider(fetcher, `${issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`)
  const metadata = (await response.json().catch(() => null)) as Partial<ProviderMetadata> | null
  // The document must be the issuer's own (Discovery 1.0, section 4.3).
  if (
    !response.ok ||
    metadata?.issuer !== issuer ||
    !metadata.jwks_uri ||
    !metadata.token_endpoint ||
    !metadata.authorization_endpoint
  ) {
    throw new Refusal(502, SIGN_IN_SERVICE_UNREACHABLE)
  }
  const valid = metadata as ProviderMetadata
  const keys = createRemoteJWKSet(new URL(valid.jwks_uri), {
    timeoutDuration: PROVIDER_TIMEOUT_MS,
    [customFetch]: (url, options) => fetcher(url, options),
  })
  return { metadata: valid, keys, fetchedAt: Date.now() }
}

/** The provider's discovery document and keys, fetched once an hour (a failed fetch is not kept). */
export async function providerOf(issuer: string, fetcher: Fetch): Promise<Provider> {
  const known = providers.get(issuer)
  if (known) {
    const provider = await known.catch(() => undefined)
    if (provider && Date.now() - provider.fetchedAt < METADATA_FOR_MS) return provider
  }
  const fresh = discover(issuer, fetcher)
  providers.set(issuer, fresh)
  fresh.catch(() => providers.delete(issuer))
  return fresh
}

/** Whether a token is a signed JWT (three parts, a header naming an algorithm), not an opaque string. */
export function isJwt(token: string): boolean {
  if (token.split(".").length !== 3) return false
  try {
    return typeof decodeProtectedHeader(token).alg === "string"
  } catch {
    return false
  }
}

/**
 * Whether the provider vouches for the address: `email_verified` is true, as JSON's true or as the
 * text "true", as some providers write it. "false", "no", 0, null, "" or anything else say it is
 * not. An absent claim says nothing, so it is taken only from a provider that never sends one
 * (Entra ID, whose addresses are the tenant's own directory's: sign-in-providers.ts), and the
 * provider is the one the gateway asked, its issuer.
 */
export function vouchesForAddress(claims: Record<string, unknown>, issuer: string): boolean {
  const verified = claims.email_verified
  if (verified === undefined) return !saysWhetherVerified(issuer)
  return verified === true || verified === "true"
}

/** The identity a token's claims (or the userinfo answer) give: an address that is one, and a name. */
function identityFrom(claims: Record<string, unknown>, settings: ProviderSettings): Identity {
  const address = claims[settings.emailClaim]
  if (typeof address !== "string" || !/^[^\s@]+@[^\s@]+$/.test(address)) throw new Refusal(403, NO_ADDRESS)
  if (!vouchesForAddress(claims, settings.issuer)) throw new Refusal(403, ADDRESS_NOT_VERIFIED)
  const name = typeof claims.name === "string" && claims.name.trim() !== "" ? claims.name.trim() : address
  return { email: address.toLowerCase(), name }
}

/**
 * A `typ` as media types compare (RFC 7515, 4.1.9): lower case, without "application/"; undefined
 * when it is not text.
 */
function mediaType(typ: unknown): string | undefined {
  return typeof typ === "string" ? typ.toLowerCase().replace(/^application\//, "") : undefined
}

/** Claims only an ID token carries (OpenID Connect Core 2, 3.3.2.11); this site's sign-in asks for no nonce. */
const ID_TOKEN_CLAIMS = ["nonce", "at_hash", "c_hash"] as const

/**
 * Whether a verified JWT is an access token: an ID token is never taken for one. An ID token says
 * who signed in, to the client that asked (OpenID Connect Core 2): its audience is the client id,
 * which is also the audience of Entra ID's access tokens for the site's own scope and what the
 * gateway looks for when publishing.yaml names no audience; and a provider may give an ID token
 * other audiences besides (Keycloak's Audience mapper can). So the audience cannot tell the two
 * apart, whatever publishing.yaml says; the token can, and must, in two ways:
 *
 * - it says it is an access token: RFC 9068's type at+jwt in its header, or the scopes it grants,
 *   which every supported provider's access tokens carry and none of their ID tokens do (`scope`:
 *   RFC 9068, Auth0, Keycloak; `scp`: Entra ID, Okta);
 * - and nothing in it says it is anything else: no other type in its header (a logout token's
 *   logout+jwt, say; Entra ID, Keycloak and Auth0 write JWT), a Keycloak `typ` claim other than
 *   Bearer (its ID tokens say ID), and none of the claims only an ID token carries.
 *
 * docs/security.md says how each provider's two kinds differ. Google's access tokens are opaque,
 * so its ID tokens, JWTs with no scopes, fail here too.
 */
export function isAccessToken(header: ProtectedHeaderParameters, claims: JWTPayload): boolean {
  const type = mediaType(header.typ)
  const scopes = [claims.scope, claims.scp].flat()
  const saysAccessToken = type === "at+jwt" || scopes.some((scope) => typeof scope === "string" && scope !== "")
  const saysOtherwise =
    (type !== undefined && type !== "jwt" && type !== "at+jwt") ||
    (claims.typ !== undefined && mediaType(claims.typ) !== "bearer") ||
    ID_TOKEN_CLAIMS.some((claim) => claims[claim] !== undefined)
  return saysAccessToken && !saysOtherwise
}

/** A check's finding: who, and until when the token itself is good (when it says). */
interface Checked {
  readonly identity: Identity
  readonly expiresAt?: number
}

async function checkJwt(token: string, provider: Provider, settings: ProviderSettings): Promise<Checked> {
  let payload: JWTPayload
  let header: ProtectedHeaderParameters
  try {
    ;({ payload, protectedHeader: header } = await jwtVerify(token, provider.keys, {
      issuer: settings.issuer,
      audience: settings.audience,
      algorithms: ASYMMETRIC,
      maxTokenAge: MAX_TOKEN_AGE,
      clockTolerance: CLOCK_TOLERANCE_S,
    }))
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new Refusal(401, SIGN_IN_EXPIRED)
    // maxTokenAge: issued more than an hour ago.
    if (error instanceof errors.JWTClaimValidationFailed && error.claim === "iat" && error.reason === "check_failed") {
      throw new Refusal(401, SIGN_IN_EXPIRED)
    }
    if (error instanceof errors.JWKSTimeout) throw new Refusal(502, SIGN_IN_SERVICE_UNREACHABLE)
    if (error instanceof Refusal) throw error
    throw new Refusal(401, SIGN_IN_NOT_FOR_THIS_SITE)
  }
  if (!isAccessToken(header, payload)) throw new Refusal(401, SIGN_IN_NOT_FOR_THIS_SITE)
  // The audience says whom the token is for, not who holds it: Entra ID gives any application a
  // person consents to this site's scope a token with this audience. Only this site's client may use one.
  if (CLIENT_CLAIMS.some((claim) => payload[claim] !== undefined && payload[claim] !== settings.clientId)) {
    throw new Refusal(401, SIGN_IN_NOT_FOR_THIS_SITE)
  }
  const identity = identityFrom(payload, settings)
  return payload.exp === undefined ? { identity } : { identity, expiresAt: payload.exp * 1000 }
}

async function checkAtUserinfo(
  token: string,
  provider: Provider,
  settings: ProviderSettings,
  fetcher: Fetch,
): Promise<Checked> {
  const endpoint = provider.metadata.userinfo_endpoint
  if (!endpoint) throw new Refusal(401, SIGN_IN_NOT_FOR_THIS_SITE)
  const response = await askProvider(fetcher, endpoint, {
    headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
  })
  // An expired, revoked or unknown token: the provider will not say which, and either way the
  // editor signs in again.
  if (!response.ok) throw new Refusal(401, SIGN_IN_EXPIRED)
  const claims = (await response.json().catch(() => null)) as Record<string, unknown> | null
  if (claims === null || typeof claims !== "object") throw new Refusal(502, SIGN_IN_SERVICE_UNREACHABLE)
  return { identity: identityFrom(claims, settings) }
}

async function tokenKey(issuer: string, token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token))
  return `${issuer} ${btoa(String.fromCharCode(...new Uint8Array(digest)))}`
}

/** Keeps a check for a minute at most, never past the token's expiry, dropping the oldest when too many are kept. */
function keep(key: string, { identity, expiresAt }: Checked): void {
  if (checked.size >= MOST_KEPT) checked.delete(checked.keys().next().value as string)
  checked.set(key, { identity, until: Math.min(Date.now() + CHECKED_FOR_MS, expiresAt ?? Infinity) })
}

/**
 * Who the token belongs to, as the provider vouches; a Refusal in the editor's words when it is
 * missing, expired, not for this site, or the provider cannot be asked.
 */
export async function identityOf(token: string, settings: ProviderSettings, fetcher: Fetch): Promise<Identity> {
  const key = await tokenKey(settings.issuer, token)
  const known = checked.get(key)
  if (known && known.until > Date.now()) return known.identity
  checked.delete(key)
  const provider = await providerOf(settings.issuer, fetcher)
  let found: Checked
  if (isJwt(token)) found = await checkJwt(token, provider, settings)
  else {
    // An opaque token another application was given would pass at userinfo: only one bound here passes.
    const issued = isBound(token) ? await unbindToken(token, settings.bindingSecret, settings) : null
    if (issued === null) throw new Refusal(401, SIGN_IN_NOT_FOR_THIS_SITE)
    found = await checkAtUserinfo(issued, provider, settings, fetcher)
  }
  keep(key, found)
  return found.identity
}

/** Forgets every check and discovery document: for tests that change the provider between calls. */
export function forgetChecks(): void {
  checked.clear()
  providers.clear()
}
