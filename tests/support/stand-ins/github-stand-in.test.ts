/**
 * @jest-environment node
 */
// The GitHub stand-in's PKCE check: the login's PKCE tests (tests/build/editor-login.test.ts) prove
// something only if the stand-in refuses what GitHub refuses.
import { s256, startGitHubStandIn, type GitHubStandIn } from "./github-stand-in"

const clientId = "id"
const clientSecret = "secret"
const token = "gho_standIn"
const redirectUri = "https://cdm.example/api/auth/callback"
// RFC 7636, Appendix B.
const verifier = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"
const challenge = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"

let github: GitHubStandIn
beforeAll(async () => {
  github = await startGitHubStandIn({ clientId, clientSecret, token })
})
afterAll(() => github.stop())

/** A code from the authorize endpoint, asked for with the given extra parameters. */
async function authorize(extra: Record<string, string>): Promise<Response> {
  const query = new URLSearchParams({ client_id: clientId, redirect_uri: redirectUri, state: "s", ...extra })
  return fetch(`${github.origin}/login/oauth/authorize?${query}`, { redirect: "manual" })
}

async function codeFor(extra: Record<string, string>): Promise<string> {
  const response = await authorize(extra)
  return new URL(response.headers.get("location") ?? "").searchParams.get("code") ?? ""
}

/** What the token endpoint answers for the code, with the given extra form fields. */
async function exchange(code: string, extra: Record<string, string> = {}): Promise<Record<string, string>> {
  const response = await fetch(`${github.origin}/login/oauth/access_token`, {
    method: "POST",
    headers: { Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      client_id: clientId,
      client_secret: clientSecret,
      code,
      redirect_uri: redirectUri,
      ...extra,
    }).toString(),
  })
  expect(response.status).toBe(200)
  return (await response.json()) as Record<string, string>
}

const pkce = { code_challenge: challenge, code_challenge_method: "S256" }

describe("the GitHub stand-in's PKCE", () => {
  it("computes S256 as RFC 7636's Appendix B does", () => {
    expect(s256(verifier)).toBe(challenge)
  })

  it("gives the token for a code asked for with a challenge, once, when the verifier hashes to it", async () => {
    const code = await codeFor(pkce)
    expect((await exchange(code, { code_verifier: verifier })).access_token).toBe(token)
    expect((await exchange(code, { code_verifier: verifier })).error).toBe("bad_verification_code")
  })

  it("refuses such a code without the verifier, or with another one, as GitHub does (200, bad_verification_code)", async () => {
    const code = await codeFor(pkce)
    expect(await exchange(code)).toEqual({
      error: "bad_verification_code",
      error_description: "The code_verifier does not match the code_challenge of this code.",
    })
    expect((await exchange(code, { code_verifier: `${verifier.slice(0, -1)}l` })).error).toBe("bad_verification_code")
    // The challenge itself is not the verifier.
    expect((await exchange(code, { code_verifier: challenge })).error).toBe("bad_verification_code")
  })

  it("refuses a challenge method other than S256, the only one GitHub accepts", async () => {
    const response = await authorize({ code_challenge: verifier, code_challenge_method: "plain" })
    expect(response.status).toBe(400)
    expect(response.headers.get("location")).toBeNull()
  })

  it("does not require PKCE, as GitHub does not: a code asked for without a challenge needs no verifier", async () => {
    expect((await exchange(await codeFor({}))).access_token).toBe(token)
  })
})
