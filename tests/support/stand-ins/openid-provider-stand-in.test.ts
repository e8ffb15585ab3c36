/**
 * @jest-environment node
 */
// The OpenID provider stand-in: the editor gateway's tests prove something only if its tokens are
// what an organisation's provider issues, and it refuses what such a provider refuses.
import { createRemoteJWKSet, decodeJwt, importJWK, jwtVerify, SignJWT } from "jose"
import { startOpenIdProvider, type OpenIdProviderStandIn } from "./openid-provider-stand-in"

const redirectUri = "https://editor.test:8443/admin/"
const ada = { email: "ada@example.org", name: "Ada Lovelace" }
const gateway = {
  clientId: "editor-gateway",
  clientSecret: "gateway-secret",
  redirectUris: [redirectUri],
  accessTokens: "jwt" as const,
  audience: "api://editor-gateway",
}
const browserApp = { clientId: "editor-browser", redirectUris: [redirectUri], accessTokens: "opaque" as const }
const shortLived = { ...gateway, clientId: "short-lived", accessTokenTtlSeconds: 90 }

let provider: OpenIdProviderStandIn
beforeAll(async () => {
  provider = await startOpenIdProvider({ people: [ada], clients: [gateway, browserApp, shortLived] })
})
afterAll(() => provider.stop())

const publishedKeys = () => createRemoteJWKSet(new URL(provider.discovery.jwks_uri))

it("signs a person in with a JWT access token whose claims verify against the provider's published keys", async () => {
  const tokens = await provider.signIn({ email: ada.email, clientId: gateway.clientId, redirectUri })
  const { payload, protectedHeader } = await jwtVerify(tokens.access_token, publishedKeys(), {
    issuer: provider.issuer,
    audience: gateway.audience,
    typ: "at+jwt",
  })
  expect(protectedHeader).toMatchObject({ alg: "RS256", kid: provider.signingKey.kid })
  expect(payload).toMatchObject({
    sub: provider.subjectOf(ada.email),
    client_id: gateway.clientId,
    scope: "openid email profile",
    email: ada.email,
    name: ada.name,
  })
  expect(payload.sub).not.toContain("@")
  expect(payload.exp).toBeGreaterThan(Date.now() / 1000)
})

it("gives an opaque client a token the userinfo endpoint answers with the person's email", async () => {
  const tokens = await provider.signIn({ email: ada.email, clientId: browserApp.clientId, redirectUri })
  expect(tokens.access_token.split(".")).toHaveLength(1)
  const userinfo = await fetch(provider.discovery.userinfo_endpoint, {
    headers: { Authorization: `Bearer ${tokens.access_token}` },
  })
  expect(await userinfo.json()).toEqual({
    sub: provider.subjectOf(ada.email),
    email: ada.email,
    email_verified: true,
    name: ada.name,
  })
})

it("takes a code once: the second token request for it is refused", async () => {
  const answer = await provider.authorize({ email: ada.email, clientId: gateway.clientId, redirectUri })
  expect(answer.iss).toBe(provider.issuer)
  const exchange = {
    clientId: gateway.clientId,
    redirectUri,
    code: answer.code ?? "",
    codeVerifier: answer.codeVerifier,
  }
  expect(await provider.redeem(exchange)).toMatchObject({ ok: true })
  expect(await provider.redeem(exchange)).toMatchObject({ ok: false, status: 400, error: "invalid_grant" })
})

it("refuses a public client's authorization request without a PKCE code challenge", async () => {
  const answer = await provider.authorize({ email: ada.email, clientId: browserApp.clientId, redirectUri, pkce: false })
  expect(answer).toMatchObject({ error: "invalid_request", error_description: expect.stringContaining("PKCE") })
  expect(answer.code).toBeUndefined()
})

it("refuses to sign in a person who is not among its people", async () => {
  await expect(
    provider.signIn({ email: "mallory@example.org", clientId: gateway.clientId, redirectUri }),
  ).rejects.toThrow("No account here has the email mallory@example.org")
})

it("issues a client's access tokens for its accessTokenTtlSeconds", async () => {
  const tokens = await provider.signIn({ email: ada.email, clientId: shortLived.clientId, redirectUri })
  const { exp = 0, iat = 0 } = decodeJwt(tokens.access_token)
  expect([exp - iat, tokens.expires_in]).toEqual([90, 90])
})

it("gives tests its signing key: a token they sign verifies against the published keys", async () => {
  const key = await importJWK(provider.signingKey)
  const token = await new SignJWT({ email: ada.email })
    .setProtectedHeader({ alg: "RS256", kid: provider.signingKey.kid, typ: "at+jwt" })
    .setIssuer(provider.issuer)
    .setAudience("api://another-app")
    .setExpirationTime("1 minute")
    .sign(key)
  const { payload } = await jwtVerify(token, publishedKeys(), { issuer: provider.issuer })
  expect(payload.aud).toBe("api://another-app")
})
