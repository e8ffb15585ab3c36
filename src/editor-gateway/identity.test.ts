/**
 * @jest-environment node
 */
// The two rules on a checked token's claims, with each supported provider's tokens as its
// documentation shows them (docs/security.md): tests/build/editor-gateway.test.ts takes real
// tokens from a real provider through the gateway.
import type { JWTPayload, ProtectedHeaderParameters } from "jose"
import { isAccessToken, vouchesForAddress } from "./identity"

const CLIENT = "6e74172b-be56-4843-9ff4-e66a39bb12e3"
const PERSON = { sub: "AAAAAAAAAAAAAAAAAAAAAIkzqFVrSaSaFHy782bbtaQ", name: "Ana Editor" }

/** Each provider's access token and ID token from one sign-in: header and claims, signature aside. */
const signIns: Record<string, Record<"access" | "id", [ProtectedHeaderParameters, JWTPayload]>> = {
  "Entra ID (v2, the site's own scope)": {
    access: [
      { alg: "RS256", typ: "JWT", kid: "k" },
      { ...PERSON, aud: CLIENT, azp: CLIENT, ver: "2.0", scp: "content", preferred_username: "ana@board.example" },
    ],
    id: [
      { alg: "RS256", typ: "JWT", kid: "k" },
      { ...PERSON, aud: CLIENT, ver: "2.0", preferred_username: "ana@board.example", oid: "o" },
    ],
  },
  "Okta (an authorization server)": {
    access: [
      { alg: "RS256", kid: "k" },
      { ...PERSON, ver: 1, aud: "api://default", cid: CLIENT, uid: "u", scp: ["openid", "email", "profile"] },
    ],
    id: [
      { alg: "RS256", kid: "k" },
      { ...PERSON, ver: 1, aud: CLIENT, amr: ["pwd"], idp: "i", email: "ana@board.example", at_hash: "h" },
    ],
  },
  "Auth0 (its own profile)": {
    access: [
      { alg: "RS256", typ: "JWT", kid: "k" },
      {
        ...PERSON,
        aud: ["https://cms.board.example", "https://board.eu.auth0.com/userinfo"],
        azp: CLIENT,
        scope: "openid email profile",
      },
    ],
    id: [
      { alg: "RS256", typ: "JWT", kid: "k" },
      { ...PERSON, aud: CLIENT, email: "ana@board.example", email_verified: true, sid: "s" },
    ],
  },
  Keycloak: {
    access: [
      { alg: "RS256", typ: "JWT", kid: "k" },
      { ...PERSON, aud: CLIENT, typ: "Bearer", azp: CLIENT, scope: "openid email profile", email_verified: true },
    ],
    id: [
      { alg: "RS256", typ: "JWT", kid: "k" },
      { ...PERSON, aud: CLIENT, typ: "ID", azp: CLIENT, at_hash: "h", email_verified: true },
    ],
  },
}

describe("an access token, never an ID token", () => {
  it.each(Object.entries(signIns))("tells the access token from the ID token: %s", (_provider, { access, id }) => {
    expect([isAccessToken(...access), isAccessToken(...id)]).toEqual([true, false])
  })

  it("refuses a token that grants scopes but says it is something else", () => {
    const scoped = { ...PERSON, aud: CLIENT, scope: "openid email" }
    expect([
      isAccessToken({ alg: "RS256", typ: "logout+jwt" }, scoped),
      isAccessToken({ alg: "RS256", typ: "JWT" }, { ...scoped, typ: "ID" }),
      isAccessToken({ alg: "RS256", typ: "JWT" }, { ...scoped, nonce: "n" }),
    ]).toEqual([false, false, false])
  })
})

describe("an address the provider vouches for", () => {
  const google = "https://accounts.google.com"
  const entra = "https://login.microsoftonline.com/00000000-0000-0000-0000-000000000000/v2.0"

  it("refuses every other answer than true, in JSON or in text", () => {
    const answers = [false, "false", "no", "yes", "TRUE", 0, 1, null, ""]
    expect(answers.filter((answer) => vouchesForAddress({ email_verified: answer }, google))).toEqual([])
  })

  it("takes no answer only from Entra ID, which never gives one", () => {
    expect([vouchesForAddress({}, entra), vouchesForAddress({}, google)]).toEqual([true, false])
    expect(vouchesForAddress({ email_verified: "false" }, entra)).toBe(false)
  })
})
