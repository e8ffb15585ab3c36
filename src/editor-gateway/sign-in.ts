/**
 * Signing in, as Decap's PKCE sign-in does it (its PkceAuthenticator), with the gateway standing
 * in for the provider's two endpoints, on the site's own origin:
 *
 * - GET /api/gateway/authorize: Decap sends the browser here with its client id, its code
 *   challenge (S256), a state and the editor's address (/admin/) to come back to; the gateway checks
 *   them and sends the browser on to the provider's own authorization endpoint (from its discovery
 *   document), with the scope publishing.yaml gives, whatever was asked. The editor signs in there,
 *   with the organisation's account, and comes back to /admin/ with a code.
 * - POST /api/gateway/token: Decap exchanges the code (with its code verifier) here; the gateway
 *   passes the exchange on to the provider's token endpoint, adding the client secret when the host
 *   holds one (Google wants one even with PKCE; Entra ID's "web" platform too), and hands back the
 *   tokens without any refresh token: a sign-in lasts as long as its access token, an hour at most.
 *   An opaque access token is handed back bound to this site's client (token-binding.ts).
 *
 * So the editor page talks to its own origin only (its policy allows no other), a secret never
 * reaches a browser, and no other site and no other client id can use the exchange.
 */
import { ADMIN_PATH } from "../content/routes"
import { pageResponse } from "../editor-login/pages"
import { isJwt, providerOf, type Fetch } from "./identity"
import { bindToken } from "./token-binding"
import { Refusal, SIGN_IN_SERVICE_UNREACHABLE } from "./refusal"
import type { GatewayConfig } from "./settings"

/** What a PKCE authorization request must carry (RFC 7636: S256 only; a verifier of 43 to 128 characters gives a 43-character challenge). */
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/

/**
 * Where the editor comes back to after signing in: the editor's own address on the site's origin.
 * The provider must know it as the client's redirect URI (the owner's setup says so, the live check asks).
 */
export function editorReturnAddress(siteAddress: string): string {
  return new URL(ADMIN_PATH, siteAddress).href
}

const editorAddress = (request: Request): string => editorReturnAddress(request.url)

/** A sign-in that cannot go on: a page in the editor's words (the browser is on it, not a script). */
function cannotSignIn(status: number, reason: string): Promise<Response> {
  return pageResponse({
    status,
    title: "Sign-in could not start",
    paragraphs: [reason, "Open the editor on this site and choose Login there."],
  })
}

export async function startSignIn(request: Request, config: GatewayConfig, fetcher: Fetch): Promise<Response> {
  const asked = new URL(request.url).searchParams
  const { clientId, scope } = config.settings.signIn
  if (asked.get("client_id") !== clientId)
    return cannotSignIn(400, "The editor asked to sign in as another application.")
  if (asked.get("redirect_uri") !== editorAddress(request)) {
    return cannotSignIn(400, "The sign-in was asked to return somewhere other than this site's editor.")
  }
  if (asked.get("response_type") !== "code" || asked.get("code_challenge_method") !== "S256") {
    return cannotSignIn(400, "The editor asked for a kind of sign-in this site does not use.")
  }
  const challenge = asked.get("code_challenge") ?? ""
  const state = asked.get("state") ?? ""
  if (!CHALLENGE.test(challenge) || state === "") {
    return cannotSignIn(400, "The editor's sign-in request was incomplete.")
  }
  let authorizationEndpoint: string
  try {
    authorizationEndpoint = (await providerOf(config.issuer, fetcher)).metadata.authorization_endpoint
  } catch {
    return cannotSignIn(502, SIGN_IN_SERVICE_UNREACHABLE)
  }
  const onward = new URL(authorizationEndpoint)
  for (const [name, value] of Object.entries({
    client_id: clientId,
    redirect_uri: editorAddress(request),
    response_type: "code",
    scope,
    state,
    code_challenge: challenge,
    code_challenge_method: "S256",
  })) {
    onward.searchParams.set(name, value)
  }
  return new Response(null, {
    status: 302,
    headers: { Location: onward.href, "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" },
  })
}

/** The exchange Decap sends, as a form: only an authorization code, for this client, back to the editor. */
function exchangeFrom(form: URLSearchParams, request: Request, clientId: string): URLSearchParams {
  const code = form.get("code")
  const verifier = form.get("code_verifier")
  if (
    form.get("grant_type") !== "authorization_code" ||
    form.get("client_id") !== clientId ||
    form.get("redirect_uri") !== editorAddress(request) ||
    !code ||
    !verifier
  ) {
    throw new Refusal(400, "The editor's sign-in could not be finished. Open the editor and sign in again.")
  }
  return new URLSearchParams({
    grant_type: "authorization_code",
    code,
    code_verifier: verifier,
    redirect_uri: editorAddress(request),
    client_id: clientId,
  })
}

/** RFC 6749 2.3.1's client_secret_basic: the id and secret, each form-encoded, as HTTP Basic credentials. */
function basicCredentials(clientId: string, secret: string): string {
  const encode = (text: string) => encodeURIComponent(text).replace(/%20/g, "+")
  return `Basic ${btoa(`${encode(clientId)}:${encode(secret)}`)}`
}

export async function finishSignIn(request: Request, config: GatewayConfig, fetcher: Fetch): Promise<Response> {
  const exchange = exchangeFrom(new URLSearchParams(await request.text()), request, config.settings.signIn.clientId)
  const tokenEndpoint = (await providerOf(config.issuer, fetcher)).metadata.token_endpoint
  let answer: Response
  try {
    answer = await fetcher(tokenEndpoint, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Accept: "application/json",
        ...(config.clientSecret
          ? { Authorization: basicCredentials(config.settings.signIn.clientId, config.clientSecret) }
          : {}),
      },
      body: exchange,
      signal: AbortSignal.timeout(10_000),
    })
  } catch {
    throw new Refusal(502, SIGN_IN_SERVICE_UNREACHABLE)
  }
  const tokens = (await answer.json().catch(() => null)) as Record<string, unknown> | null
  if (tokens === null) throw new Refusal(502, SIGN_IN_SERVICE_UNREACHABLE)
  // Nothing that outlives the access token reaches the browser.
  const { refresh_token: _refresh, ...handed } = tokens
  if (typeof handed.access_token === "string" && !isJwt(handed.access_token)) {
    handed.access_token = await bindToken(handed.access_token, config.app.privateKey, {
      issuer: config.issuer,
      clientId: config.settings.signIn.clientId,
    })
  }
  return Response.json(handed, {
    status: answer.status,
    headers: { "Cache-Control": "no-store", Pragma: "no-cache" },
  })
}
