/**
 * The editor's gateway with real parts on both sides: a real OpenID provider (panva's
 * oidc-provider, OpenID Certified) issuing the tokens, and GitHub's REST API over a real git
 * repository (tests/support/stand-ins/github-stand-in.ts), which the gateway calls as a GitHub App.
 * The gateway is src/editor-gateway's handler, which both hosts' functions run as it is (the
 * browser suite drives it through Cloudflare's runtime, e2e/editor-gateway.spec.ts).
 *
 * Every attack the gateway stands against is a test here, each refused with nothing written: the
 * live branch stays where it was, and no write reached GitHub.
 */
import { generateKeyPairSync } from "node:crypto"
import { SignJWT, importJWK, type JWK } from "jose"
import { answerGatewayRequest } from "../../src/editor-gateway/gateway"
import { forgetChecks } from "../../src/editor-gateway/identity"
import {
  ADDRESS_NOT_VERIFIED,
  CONTENT_FOLDER_REMOVED,
  folderNotKept,
  LIVE_BRANCH_FORWARD_ONLY,
  NO_DRAFTS_HERE,
  NOT_SIGNED_IN,
  OTHER_ORIGIN,
  PUBLISHERS_ONLY,
  SAVED_AFTER_SCHEDULING,
  SCHEDULING_FOR_PUBLISHERS,
  SIGN_IN_EXPIRED,
  SIGN_IN_NOT_FOR_THIS_SITE,
  notAnEditor,
  timeHasPassed,
} from "../../src/editor-gateway/refusal"
import { boardTimeInWords } from "../../src/editor-gateway/board-clock"
import type { WriteRecord } from "../../src/editor-gateway/call-context"
import type { GatewayEnvironment, GatewaySettings } from "../../src/editor-gateway/settings"
import { startGitHubStandIn, type GitHubStandIn, type PushedFile } from "../support/stand-ins/github-stand-in"
import { startOpenIdProvider, type OpenIdProviderStandIn } from "../support/stand-ins/openid-provider-stand-in"

const site = "https://cdm.example"
const editorAddress = `${site}/admin/`
const repository = "example-org/cdm-site"
const clientId = "cdm-editor"
const clientSecret = "cdm-editor-secret"

const publisher = { email: "web@board.example", name: "Wendy Publisher" }
const editor = { email: "ana@board.example", name: "Ana Editor" }
const outsider = { email: "someone@elsewhere.example", name: "Some One" }
// Listed editors whose provider says, as text, that their address is not verified, or that it is.
const unverified = { email: "una@board.example", name: "Una Unverified", emailVerified: "false" }
const verifiedInText = { email: "tex@board.example", name: "Tex Verified", emailVerified: "true" }

const files = new Map<string, string>([
  ["package.json", "{}\n"],
  ["src/index.ts", "export {}\n"],
  [".github/workflows/site.yml", "on: push\n"],
  ["content/events.yaml", "- title: Annual meeting\n"],
  ["content/pages/about.yaml", "hero:\n  title: About\n"],
])

let provider: OpenIdProviderStandIn
let elsewhere: OpenIdProviderStandIn
let github: GitHubStandIn
let settings: GatewaySettings
let env: GatewayEnvironment
const written: WriteRecord[] = []
let pushes = 0

beforeAll(async () => {
  const clients = [
    { clientId, clientSecret, redirectUris: [editorAddress], accessTokens: "jwt" as const },
    { clientId: "another-app", clientSecret: "x", redirectUris: [editorAddress], accessTokens: "jwt" as const },
    { clientId: "opaque-app", clientSecret: "y", redirectUris: [editorAddress], accessTokens: "opaque" as const },
    { clientId: "other-opaque-app", clientSecret: "z", redirectUris: [editorAddress], accessTokens: "opaque" as const },
    // Another application a person consented to this site's scope for: Entra ID gives it tokens whose
    // audience is this site's client, and which say (azp, client_id) that they were issued to it.
    {
      clientId: "third-party-app",
      clientSecret: "w",
      redirectUris: [editorAddress],
      accessTokens: "jwt" as const,
      audience: clientId,
    },
  ]
  const people = [publisher, editor, outsider, unverified, verifiedInText]
  ;[provider, elsewhere, github] = await Promise.all([
    startOpenIdProvider({ people, clients }),
    startOpenIdProvider({ people, clients }),
    startGitHubStandIn({ repository, branch: "main", files }),
  ])
  settings = {
    siteAddress: site,
    repository,
    branch: "main",
    reviewBeforePublishing: true,
    signIn: {
      issuer: provider.issuer,
      clientId,
      scope: "openid email profile",
      audience: clientId,
      emailClaim: "email",
      contact: "web@board.example",
      editors: [
        { address: publisher.email, role: "publisher" },
        { domain: "board.example", role: "editor" },
      ],
    },
  }
  env = {
    GITHUB_APP_ID: String(github.app.id),
    GITHUB_APP_PRIVATE_KEY: github.app.privateKey,
    GITHUB_API_URL: github.origin,
    SIGN_IN_CLIENT_SECRET: clientSecret,
  }
})

afterAll(async () => {
  await Promise.all([provider?.stop(), elsewhere?.stop(), github?.stop()])
})

beforeEach(() => forgetChecks())

/** A person's access token, from a real sign-in at the provider (authorization code, PKCE). */
async function tokenOf(person: { email: string }, client = clientId, at = provider): Promise<string> {
  return (await at.signIn({ email: person.email, clientId: client, redirectUri: editorAddress })).access_token
}

/** One call to the gateway as the editor page makes it, same-origin. */
async function call(
  path: string,
  {
    token,
    method = "GET",
    body,
    form,
    headers = {},
    reviewed = true,
    settings: gateway = settings,
    env: hostEnv = env,
    at = site,
  }: {
    token?: string
    method?: string
    body?: unknown
    /** A form's fields, as Decap's token exchange sends them. */
    form?: Record<string, string | undefined>
    headers?: Record<string, string>
    reviewed?: boolean
    settings?: GatewaySettings
    env?: GatewayEnvironment
    /** The origin the request is sent to: the site's own unless said otherwise (a deployment's own address). */
    at?: string
  } = {},
): Promise<{ status: number; json: Record<string, unknown>; response: Response }> {
  const contentType = form ? "application/x-www-form-urlencoded" : "application/json"
  const sent = form
    ? new URLSearchParams(Object.entries(form).map(([name, value]) => [name, value ?? ""])).toString()
    : body === undefined
      ? undefined
      : JSON.stringify(body)
  const request = new Request(`${at}/api/gateway${path}`, {
    method,
    headers: {
      "Sec-Fetch-Site": "same-origin",
      ...(method === "GET" ? {} : { Origin: at, "Content-Type": contentType }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    ...(sent === undefined ? {} : { body: sent }),
  })
  const response = await answerGatewayRequest(request, {
    settings: { ...gateway, reviewBeforePublishing: reviewed },
    env: hostEnv,
    log: (record) => written.push(record),
  })
  const text = await response.clone().text()
  const isJson = response.headers.get("Content-Type")?.includes("json") === true
  return { status: response.status, json: isJson ? (JSON.parse(text) as Record<string, unknown>) : {}, response }
}

/** A commit through the gateway, as Decap makes one: blobs, a tree over the live one, a commit. */
async function commitThrough(
  token: string,
  changes: Record<string, string | null>,
  parent?: string,
): Promise<{ sha: string; status: number; message?: unknown }> {
  const base = parent ?? (await github.branchHead("main"))
  const entries = []
  for (const [path, text] of Object.entries(changes)) {
    if (text === null) {
      entries.push({ path, mode: "100644", type: "blob", sha: null })
      continue
    }
    const blob = await call("/github/git/blobs", { token, method: "POST", body: { content: text, encoding: "utf-8" } })
    entries.push({ path, mode: "100644", type: "blob", sha: blob.json.sha })
  }
  const tree = await call("/github/git/trees", { token, method: "POST", body: { base_tree: base, tree: entries } })
  if (tree.status !== 201) return { sha: "", status: tree.status, message: tree.json.message }
  const commit = await call("/github/git/commits", {
    token,
    method: "POST",
    body: { message: "Update", tree: tree.json.sha, parents: [base], author: { name: "Forged", email: "x@y.z" } },
  })
  return { sha: String(commit.json.sha), status: commit.status }
}

/** What GitHub was asked to write since `since` requests: the refs and merges that change branches. */
function branchWritesSince(since: number): string[] {
  return github.requests
    .slice(since)
    .filter((request) => /\/git\/refs|\/merge$/.test(request.path) && request.method !== "GET")
    .map((request) => `${request.method} ${request.path}`)
}

/**
 * Runs an attempt that must be refused: the answer's status and message, the live branch unmoved,
 * and no branch write sent to GitHub.
 */
async function expectRefused(attempt: () => Promise<{ status: number; json: Record<string, unknown> }>) {
  const head = await github.branchHead("main")
  const since = github.requests.length
  const { status, json } = await attempt()
  expect(await github.branchHead("main")).toBe(head)
  expect(branchWritesSince(since)).toEqual([])
  return { status, message: String(json.message) }
}

/** A draft's pull request opened by an editor for `branch`, then published (merged) by the publisher. */
async function openDraftAndPublish(branch: string, editorToken: string) {
  const opened = await call("/github/pulls", {
    token: editorToken,
    method: "POST",
    body: { title: "Events", head: `example-org:${branch}`, base: "main" },
  })
  expect(opened.status).toBe(201)
  return call(`/github/pulls/${Number(opened.json.number)}/merge`, {
    token: await tokenOf(publisher),
    method: "PUT",
    body: { merge_method: "merge" },
  })
}

/** A token signed with the provider's own key, with claims of the test's choosing. */
async function signedAsProvider(times: { iat?: number; exp?: number }, key: JWK = provider.signingKey) {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ email: editor.email, name: editor.name, client_id: clientId })
    .setProtectedHeader({ alg: "RS256", kid: String(key.kid), typ: "at+jwt" })
    .setIssuer(provider.issuer)
    .setAudience(clientId)
    .setSubject("someone")
    .setIssuedAt(times.iat ?? now)
    .setExpirationTime(times.exp ?? now + 600)
    .sign(await importJWK(key, "RS256"))
}

describe("who may call the gateway", () => {
  it("answers Decap's first call for a listed person, with their sign-in checked against the provider's keys", async () => {
    const { status, json } = await call("/settings", { token: await tokenOf(editor) })
    expect(status).toBe(200)
    expect(json).toEqual({ github_enabled: true, gitlab_enabled: false, bitbucket_enabled: false, roles: null })
  })

  it("refuses any request without a token", async () => {
    expect(await expectRefused(() => call("/github/branches/main"))).toEqual({ status: 401, message: NOT_SIGNED_IN })
  })

  it("refuses a token another issuer signed, though it names a listed person and this client", async () => {
    const token = await tokenOf(editor, clientId, elsewhere)
    expect(await expectRefused(() => call("/github/branches/main", { token }))).toEqual({
      status: 401,
      message: SIGN_IN_NOT_FOR_THIS_SITE,
    })
  })

  it("refuses a token the provider issued to another client id", async () => {
    const token = await tokenOf(editor, "another-app")
    expect(await expectRefused(() => call("/github/branches/main", { token }))).toEqual({
      status: 401,
      message: SIGN_IN_NOT_FOR_THIS_SITE,
    })
  })

  it("refuses a token made for this site's audience but issued to another application", async () => {
    // What a third-party app a listed person once consented to this site's scope holds (Entra ID
    // issues it as it would this site's own): the audience is this site's, the client is not.
    const token = await tokenOf(editor, "third-party-app")
    expect(await expectRefused(() => call("/github/branches/main", { token }))).toEqual({
      status: 401,
      message: SIGN_IN_NOT_FOR_THIS_SITE,
    })
  })

  it("refuses an expired token, and one issued more than an hour ago whatever its own expiry", async () => {
    const now = Math.floor(Date.now() / 1000)
    const expired = await signedAsProvider({ iat: now - 900, exp: now - 120 })
    const tooOld = await signedAsProvider({ iat: now - 3_800, exp: now + 3_600 })
    for (const token of [expired, tooOld]) {
      expect(await expectRefused(() => call("/github/branches/main", { token }))).toEqual({
        status: 401,
        message: SIGN_IN_EXPIRED,
      })
    }
  })

  it("refuses a token whose claims were changed after the provider signed it", async () => {
    const [header, payload, signature] = (await tokenOf(outsider)).split(".")
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as Record<string, unknown>
    const forged = Buffer.from(JSON.stringify({ ...claims, email: publisher.email })).toString("base64url")
    expect(await expectRefused(() => call("/settings", { token: `${header}.${forged}.${signature}` }))).toEqual({
      status: 401,
      message: SIGN_IN_NOT_FOR_THIS_SITE,
    })
  })

  it("refuses a token signed with a key the provider does not publish, and one with a shared-secret algorithm", async () => {
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 })
    const stranger = { ...(privateKey.export({ format: "jwk" }) as JWK), kid: provider.signingKey.kid }
    const hmac = await new SignJWT({ email: editor.email })
      .setProtectedHeader({ alg: "HS256", kid: provider.signingKey.kid })
      .setIssuer(provider.issuer)
      .setAudience(clientId)
      .setIssuedAt()
      .setExpirationTime("5m")
      .sign(new TextEncoder().encode("a secret anyone could guess at"))
    for (const token of [await signedAsProvider({}, stranger), hmac]) {
      expect((await expectRefused(() => call("/settings", { token }))).status).toBe(401)
    }
  })

  it("tells a signed-in person the list does not name who to ask, and lets them do nothing", async () => {
    const token = await tokenOf(outsider)
    expect(await expectRefused(() => call("/settings", { token }))).toEqual({
      status: 403,
      message: notAnEditor(outsider.email, settings.signIn.contact),
    })
  })

  /** The editor signed in at the provider for `client`, the code exchanged at the gateway's /token. */
  async function signInThroughGateway(
    client: string,
    gatewaySettings: GatewaySettings,
    gatewayEnv: GatewayEnvironment,
  ) {
    const { code, codeVerifier } = await provider.authorize({
      email: editor.email,
      clientId: client,
      redirectUri: editorAddress,
      pkce: true,
    })
    return call("/token", {
      method: "POST",
      form: {
        grant_type: "authorization_code",
        client_id: client,
        code,
        redirect_uri: editorAddress,
        code_verifier: codeVerifier,
      },
      settings: gatewaySettings,
      env: gatewayEnv,
    })
  }

  it("takes an opaque token only as its own sign-in handed it out, bound to this client, and checks it at userinfo", async () => {
    // A provider whose access tokens are opaque (as Google's are), this site's client among its clients.
    const opaque = { ...settings, signIn: { ...settings.signIn, clientId: "opaque-app", audience: "opaque-app" } }
    const opaqueEnv = { ...env, SIGN_IN_CLIENT_SECRET: "y" }
    const exchanged = await signInThroughGateway("opaque-app", opaque, opaqueEnv)
    const handed = String(exchanged.json.access_token)
    expect(handed).toMatch(/^gw1\./)
    expect(exchanged.json).not.toHaveProperty("refresh_token")
    expect((await call("/settings", { token: handed, settings: opaque, env: opaqueEnv })).status).toBe(200)
    // The same person's opaque token as the provider gave it, or as it gave another application:
    // userinfo would vouch for either, the binding for neither.
    for (const token of [await tokenOf(editor, "opaque-app"), await tokenOf(editor, "other-opaque-app")]) {
      const refused = await expectRefused(() => call("/settings", { token, settings: opaque, env: opaqueEnv }))
      expect(refused).toEqual({ status: 401, message: SIGN_IN_NOT_FOR_THIS_SITE })
    }
    const tampered = `${handed.slice(0, -2)}${handed.endsWith("AA") ? "BB" : "AA"}`
    expect(
      (await expectRefused(() => call("/settings", { token: tampered, settings: opaque, env: opaqueEnv }))).status,
    ).toBe(401)
  })

  it("takes an opaque token only at the client it was bound for, not at another site's gateway holding the same App", async () => {
    // Two sites (or a site and its staging copy) of one owner, one GitHub App: the same key binds.
    const opaque = { ...settings, signIn: { ...settings.signIn, clientId: "opaque-app", audience: "opaque-app" } }
    const other = {
      ...settings,
      signIn: { ...settings.signIn, clientId: "other-opaque-app", audience: "other-opaque-app" },
    }
    const exchanged = await signInThroughGateway("opaque-app", opaque, { ...env, SIGN_IN_CLIENT_SECRET: "y" })
    const handed = String(exchanged.json.access_token)
    expect(handed).toMatch(/^gw1\./)
    const refused = await expectRefused(() =>
      call("/settings", { token: handed, settings: other, env: { ...env, SIGN_IN_CLIENT_SECRET: "z" } }),
    )
    expect(refused).toEqual({ status: 401, message: SIGN_IN_NOT_FOR_THIS_SITE })
  })

  it("starts a sign-in only for this client, back to this site's editor, with an S256 challenge, asking only this site's scope", async () => {
    const asked = {
      client_id: clientId,
      redirect_uri: editorAddress,
      response_type: "code",
      scope: "openid email profile offline_access",
      state: "a-state",
      code_challenge: "c".repeat(43),
      code_challenge_method: "S256",
    }
    const started = await call(`/authorize?${new URLSearchParams(asked)}`)
    expect(started.status).toBe(302)
    const onward = new URL(String(started.response.headers.get("Location")))
    expect(`${onward.origin}${onward.pathname}`).toBe(provider.discovery.authorization_endpoint)
    expect(Object.fromEntries(onward.searchParams)).toEqual({ ...asked, scope: settings.signIn.scope })
    for (const wrong of [
      { client_id: "another-app" },
      { redirect_uri: "https://elsewhere.example/admin/" },
      { redirect_uri: `${site}/admin/../api/` },
      { code_challenge_method: "plain" },
      { code_challenge: "" },
      { response_type: "token" },
    ]) {
      expect((await call(`/authorize?${new URLSearchParams({ ...asked, ...wrong })}`)).status).toBe(400)
    }
  })

  it("passes on only a code exchange for this client and this site's editor, adding the secret on the server", async () => {
    const { code, codeVerifier } = await provider.authorize({
      email: editor.email,
      clientId,
      redirectUri: editorAddress,
      pkce: true,
    })
    const exchange = {
      grant_type: "authorization_code",
      client_id: clientId,
      code,
      redirect_uri: editorAddress,
      code_verifier: codeVerifier,
    }
    for (const wrong of [
      { client_id: "another-app" },
      { redirect_uri: "https://elsewhere.example/admin/" },
      { grant_type: "refresh_token" },
    ]) {
      const refused = await call("/token", { method: "POST", form: { ...exchange, ...wrong } })
      expect(refused.status).toBe(400)
      expect(refused.json).toMatchObject({ error: "invalid_request" })
    }
    const tokens = await call("/token", { method: "POST", form: exchange })
    expect(tokens.status).toBe(200)
    expect((await call("/settings", { token: String(tokens.json.access_token) })).status).toBe(200)
  })

  it("refuses a request another site's page sends, and answers no CORS preflight", async () => {
    const token = await tokenOf(editor)
    const refused = await expectRefused(() =>
      call("/github/branches/main", {
        token,
        headers: { Origin: "https://elsewhere.example", "Sec-Fetch-Site": "cross-site" },
      }),
    )
    expect(refused).toEqual({ status: 403, message: OTHER_ORIGIN })
    const preflight = await call("/github/git/refs", {
      method: "OPTIONS",
      headers: { Origin: "https://elsewhere.example", "Access-Control-Request-Method": "PATCH" },
    })
    expect(preflight.status).toBe(403)
    expect([...preflight.response.headers.keys()].filter((name) => name.startsWith("access-control"))).toEqual([])
  })
})

describe("what a token must say of itself, and of the address", () => {
  it("refuses an ID token presented as the access token, whether or not publishing.yaml names an audience", async () => {
    // publishing.yaml without an audience: the client id, which is what an ID token is for.
    const { id_token: idToken } = await provider.signIn({ email: editor.email, clientId, redirectUri: editorAddress })
    // publishing.yaml with one, that the provider also gives the ID tokens (Keycloak's Audience
    // mapper, with "Add to ID token" on): an ID token as Keycloak's read.
    const apiAudience = "cdm-site-api"
    const now = Math.floor(Date.now() / 1000)
    const keycloakIdToken = await new SignJWT({ typ: "ID", azp: clientId, email: editor.email, email_verified: true })
      .setProtectedHeader({ alg: "RS256", kid: provider.signingKey.kid, typ: "JWT" })
      .setIssuer(provider.issuer)
      .setAudience([clientId, apiAudience])
      .setSubject(provider.subjectOf(editor.email))
      .setIssuedAt(now)
      .setExpirationTime(now + 300)
      .sign(await importJWK(provider.signingKey, "RS256"))
    const withAudience = { ...settings, signIn: { ...settings.signIn, audience: apiAudience } }
    for (const [token, gateway] of [
      [idToken, settings],
      [keycloakIdToken, withAudience],
    ] as const) {
      expect(await expectRefused(() => call("/settings", { token, settings: gateway }))).toEqual({
        status: 401,
        message: SIGN_IN_NOT_FOR_THIS_SITE,
      })
    }
  })

  it("takes an address as verified only when the provider says true, as JSON's true or as text", async () => {
    const token = await tokenOf(unverified)
    expect(await expectRefused(() => call("/settings", { token }))).toEqual({
      status: 403,
      message: ADDRESS_NOT_VERIFIED,
    })
    expect((await call("/settings", { token: await tokenOf(verifiedInText) })).status).toBe(200)
  })
})

describe("what an editor may write", () => {
  it("saves a publisher's change to the live branch, as the publisher and committed by the App, and logs it", async () => {
    const token = await tokenOf(publisher)
    const { sha } = await commitThrough(token, { "content/events.yaml": "- title: Annual meeting, moved\n" })
    const moved = await call("/github/git/refs/heads/main", { token, method: "PATCH", body: { sha }, reviewed: false })
    expect(moved.status).toBe(200)
    const commit = await github.git.readCommit(sha)
    expect([commit.author.name, commit.author.email]).toEqual([publisher.name, publisher.email])
    expect([commit.committer.name, commit.committer.email]).toEqual([github.app.botLogin, github.app.botEmail])
    expect(String(await github.readFile("main", "content/events.yaml"))).toContain("moved")
    expect(written.at(-1)).toEqual({
      who: publisher.email,
      role: "publisher",
      what: "live branch main moved",
      paths: ["content/events.yaml"],
      commit: sha,
    })
    // Only for this repository, with the fewest permissions that work.
    expect(github.issuedTokens.at(-1)).toMatchObject({
      repositories: ["cdm-site"],
      permissions: { contents: "write", pull_requests: "write", statuses: "read", metadata: "read" },
    })
  })

  it("refuses an editor saving straight to the live branch when drafts are off, and publishing a draft when on", async () => {
    const token = await tokenOf(editor)
    const { sha } = await commitThrough(token, { "content/events.yaml": "- title: By an editor\n" })
    expect(
      await expectRefused(() =>
        call("/github/git/refs/heads/main", { token, method: "PATCH", body: { sha }, reviewed: false }),
      ),
    ).toEqual({ status: 403, message: NO_DRAFTS_HERE })
    expect(await expectRefused(() => call("/github/pulls/1/merge", { token, method: "PUT", body: {} }))).toEqual({
      status: 403,
      message: PUBLISHERS_ONLY,
    })
  })

  it("takes an editor's draft through review, and a publisher's publish merges it as the publisher", async () => {
    const editorToken = await tokenOf(editor)
    const { sha } = await commitThrough(editorToken, { "content/pages/about.yaml": "hero:\n  title: About us\n" })
    const branch = "cms/pages/about"
    const created = await call("/github/git/refs", {
      token: editorToken,
      method: "POST",
      body: { ref: `refs/heads/${branch}`, sha },
    })
    expect(created.status).toBe(201)
    const pull = await call("/github/pulls", {
      token: editorToken,
      method: "POST",
      body: { title: "Update about", head: `example-org:${branch}`, base: "main" },
    })
    const number = Number(pull.json.number)
    // Saving the draft again, Decap first compares it with the live branch, naming it as GitHub names
    // a repository's branch: the owner, then the draft's branch with its slashes.
    const compared = await call(`/github/compare/main...example-org:${branch}`, { token: editorToken })
    expect([compared.status, compared.json.status]).toEqual([200, "ahead"])
    const labelled = await call(`/github/issues/${number}/labels`, {
      token: editorToken,
      method: "PUT",
      body: { labels: ["decap-cms/pending_publish"] },
    })
    expect(labelled.status).toBe(200)
    const publisherToken = await tokenOf(publisher)
    const merged = await call(`/github/pulls/${number}/merge`, {
      token: publisherToken,
      method: "PUT",
      body: { sha, merge_method: "merge", commit_message: "Automatically generated. Merged on Decap CMS." },
    })
    expect(merged.json).toMatchObject({ merged: true })
    const head = await github.branchHead("main")
    const commit = await github.git.readCommit(String(head))
    expect(commit.parents).toEqual([expect.any(String), sha])
    expect(commit.author.email).toBe(publisher.email)
    expect(String(await github.readFile("main", "content/pages/about.yaml"))).toContain("About us")
    expect((await call(`/github/pulls/${number}`, { token: publisherToken })).json).toMatchObject({ merged: true })
    const deleted = await call(`/github/git/refs/heads/${encodeURIComponent(branch)}`, {
      token: editorToken,
      method: "DELETE",
    })
    expect(deleted.status).toBe(204)
  })
})

describe("what no editor can write", () => {
  /** A publisher moving the live branch to a commit: what the gateway answers. */
  async function moveLive(sha: string, force = false) {
    const token = await tokenOf(publisher)
    return call("/github/git/refs/heads/main", { token, method: "PATCH", body: { sha, force }, reviewed: false })
  }

  /** A commit a developer pushed to a branch of their own, outside the gateway, on top of the live branch. */
  async function developersCommit(changes: ReadonlyMap<string, PushedFile>) {
    return github.push({ branch: `developer-${++pushes}`, files: changes, parent: await github.branchHead("main") })
  }

  /**
   * A commit whose tree is code, made through the gateway alone, every entry it was shown under
   * content/: a tree over `parent`'s that adds content/src/index.ts, then a tree whose base is that
   * tree's content/ folder, so that src/index.ts lies at its root.
   */
  async function codeCommitThroughGateway(token: string, parent: string): Promise<string> {
    const file = (path: string, content: string) => ({ path, mode: "100644", type: "blob", content })
    const under = await call("/github/git/trees", {
      token,
      method: "POST",
      body: { base_tree: parent, tree: [file("content/src/index.ts", "evil()\n")] },
    })
    const folder = (under.json.tree as { path: string; sha: string }[]).find((entry) => entry.path === "content")
    const lifted = await call("/github/git/trees", {
      token,
      method: "POST",
      body: { base_tree: folder?.sha, tree: [file("content/events.yaml", "- title: Cover\n")] },
    })
    const commit = await call("/github/git/commits", {
      token,
      method: "POST",
      body: { message: "Update", tree: lifted.json.sha, parents: [parent] },
    })
    return String(commit.json.sha)
  }

  /** Through the gateway: the live branch's tree with one content change, committed on `parent`. */
  async function contentCommitOn(token: string, parent: string): Promise<string> {
    const tree = await call("/github/git/trees", {
      token,
      method: "POST",
      body: {
        base_tree: await github.branchHead("main"),
        tree: [{ path: "content/events.yaml", mode: "100644", type: "blob", content: "- title: Looks harmless\n" }],
      },
    })
    const commit = await call("/github/git/commits", {
      token,
      method: "POST",
      body: { message: "Update events", tree: tree.json.sha, parents: [parent] },
    })
    return String(commit.json.sha)
  }

  it("refuses a tree that names a file outside content/, before any commit", async () => {
    const token = await tokenOf(publisher)
    const base = await github.branchHead("main")
    const refused = await expectRefused(() =>
      call("/github/git/trees", {
        token,
        method: "POST",
        body: { base_tree: base, tree: [{ path: "src/index.ts", mode: "100644", type: "blob", content: "evil()" }] },
      }),
    )
    expect(refused.status).toBe(403)
    expect(refused.message).toMatch(/outside content\/ \(src\/index\.ts\)/)
  })

  it.each([
    ["a file in src/", new Map([["src/index.ts", "evil()\n"]]), /outside content\/ \(src\)/],
    ["a workflow under .github/", new Map([[".github/workflows/site.yml", "steal: secrets\n"]]), /\(\.github\)/],
    [
      "a rename out of content/",
      new Map<string, string | null>([
        ["content/events.yaml", null],
        ["events.yaml", "- title: Annual meeting\n"],
      ]),
      /outside content\/ \(events\.yaml\)/,
    ],
  ])("refuses moving the live branch to a commit that changes %s", async (_what, changes, reason) => {
    const sha = await developersCommit(changes)
    const refused = await expectRefused(() => moveLive(sha))
    expect(refused.status).toBe(403)
    expect(refused.message).toMatch(reason)
  })

  it("refuses a commit whose nested tree carries a code change under a content-only save", async () => {
    // The tree is made through the gateway, on a base tree a developer's branch holds with code in it.
    const codeCommit = await developersCommit(new Map([["src/index.ts", "evil()\n"]]))
    const token = await tokenOf(publisher)
    const { sha } = await commitThrough(token, { "content/events.yaml": "- title: Looks harmless\n" }, codeCommit)
    const refused = await expectRefused(() => moveLive(sha))
    expect(refused.message).toMatch(/outside content\/ \(src\)/)
  })

  it("refuses moving the live branch to a content-only commit whose history beyond it holds code", async () => {
    // The commit's own tree is the live branch's with one content change; its parent, which the
    // live branch would take into its history, is code.
    const token = await tokenOf(publisher)
    const code = await codeCommitThroughGateway(token, String(await github.branchHead("main")))
    expect(String(await github.readFile(code, "src/index.ts"))).toBe("evil()\n")
    const sha = await contentCommitOn(token, code)
    expect((await expectRefused(() => moveLive(sha))).status).toBe(403)
    expect(await github.git.isAncestor(code, String(await github.branchHead("main")))).toBe(false)
  })

  it("refuses a draft, and its publish, whose history takes in a developer's unmerged code its changes leave out", async () => {
    // A developer's fix, not merged: a draft whose parent it is and whose tree leaves it out would,
    // published as a merge, make GitHub count the fix merged while the live site goes without it.
    const fix = await developersCommit(new Map([["src/index.ts", "fixed()\n"]]))
    const editorToken = await tokenOf(editor)
    const sha = await contentCommitOn(editorToken, fix)
    const branch = "cms/events/history"
    const created = await expectRefused(() =>
      call("/github/git/refs", { token: editorToken, method: "POST", body: { ref: `refs/heads/${branch}`, sha } }),
    )
    expect(created.status).toBe(403)
    // The same branch as a push would make it: its publish is refused too.
    await github.git.updateRef(`refs/heads/${branch}`, sha, null)
    const refused = await expectRefused(() => openDraftAndPublish(branch, editorToken))
    expect(refused.status).toBe(403)
    expect(await github.git.isAncestor(fix, String(await github.branchHead("main")))).toBe(false)
  })

  it("sends GitHub a write only as it checked it, without a query string the browser added", async () => {
    // Whether GitHub's API takes a write's parameters from its query too (?force=true, ?base=…) is
    // not documented either way; the gateway checks the body only, so it sends nothing more.
    const token = await tokenOf(publisher)
    const { sha } = await commitThrough(token, { "content/events.yaml": "- title: Queried\n" })
    const since = github.requests.length
    const moved = await call("/github/git/refs/heads/main?force=true", {
      token,
      method: "PATCH",
      body: { sha },
      reviewed: false,
    })
    expect(moved.status).toBe(200)
    const writes = github.requests
      .slice(since)
      .filter((request) => request.method !== "GET" && request.path.startsWith("/repos/"))
    expect(writes.map((request) => [`${request.method} ${request.path}`, request.query])).toEqual([
      [`PATCH /repos/${repository}/git/refs/heads/main`, {}],
    ])
  })

  it("refuses a link under content/ that points outside it, and a submodule", async () => {
    const target = await github.git.writeBlob("../src/index.ts")
    const link = await developersCommit(new Map([["content/events.yaml", { mode: "120000" as const, sha: target }]]))
    expect((await expectRefused(() => moveLive(link))).message).toMatch(/adds a link to another file/)
    const submodule = await developersCommit(
      new Map([["content/vendor", { mode: "160000" as const, sha: (await github.branchHead("main")) ?? "" }]]),
    )
    expect((await expectRefused(() => moveLive(submodule))).message).toMatch(/adds another repository/)
  })

  it("refuses a move of the live branch that is not a fast-forward, and any forced one", async () => {
    const main = await github.branchHead("main")
    const first = await github.git.readCommit(String(main))
    // A content-only commit that leaves the live branch's history behind.
    const sideways = await github.push({
      branch: "sideways",
      files: new Map([["content/events.yaml", "- title: Rewritten history\n"]]),
      parent: first.parents[0] ?? null,
    })
    expect(await expectRefused(() => moveLive(sideways))).toEqual({ status: 403, message: LIVE_BRANCH_FORWARD_ONLY })
    const token = await tokenOf(publisher)
    const { sha } = await commitThrough(token, { "content/events.yaml": "- title: Forced\n" })
    expect(await expectRefused(() => moveLive(sha, true))).toEqual({ status: 403, message: LIVE_BRANCH_FORWARD_ONLY })
  })

  it("refuses deleting the live branch, and creating or moving any branch but a draft's", async () => {
    const token = await tokenOf(publisher)
    const main = String(await github.branchHead("main"))
    expect((await expectRefused(() => call("/github/git/refs/heads/main", { token, method: "DELETE" }))).status).toBe(
      403,
    )
    const other = await expectRefused(() =>
      call("/github/git/refs", { token, method: "POST", body: { ref: "refs/heads/release", sha: main } }),
    )
    expect(other.status).toBe(403)
    const tag = await expectRefused(() =>
      call("/github/git/refs", { token, method: "POST", body: { ref: "refs/tags/v1", sha: main } }),
    )
    expect(tag.status).toBe(403)
  })

  it("refuses publishing a draft whose branch a developer pushed code to, however its last commit looks", async () => {
    const branch = "cms/events/events"
    const code = await github.push({
      branch,
      files: new Map([["src/index.ts", "evil()\n"]]),
      parent: await github.branchHead("main"),
    })
    await github.push({ branch, files: new Map([["content/events.yaml", "- title: Innocent\n"]]), parent: code })
    const refused = await expectRefused(async () => openDraftAndPublish(branch, await tokenOf(editor)))
    expect(refused.status).toBe(403)
    expect(refused.message).toMatch(/outside content\/ \(src\)/)
  })

  it("refuses what the editor never needs, in its own words", async () => {
    const token = await tokenOf(publisher)
    const refused = await expectRefused(() =>
      call("/github/collaborators/mallory", { token, method: "PUT", body: { permission: "admin" } }),
    )
    expect(refused).toEqual({
      status: 403,
      message: "The editor does not need to PUT /collaborators/mallory, so the gateway does not allow it.",
    })
  })
})

describe("content stays a folder", () => {
  /** What a path becomes in a developer's push: a file, a link, another repository, or nothing (removed). */
  async function entryThatIs(what: "a file" | "a link" | "a submodule" | "nothing"): Promise<PushedFile> {
    if (what === "a file") return "title: Not a folder\n"
    if (what === "a link") return { mode: "120000", sha: await github.git.writeBlob("src") }
    if (what === "a submodule") return { mode: "160000", sha: String(await github.branchHead("main")) }
    return null
  }

  /** Each way a commit reaches a branch through the gateway, asked by the person allowed to. */
  const moves = {
    "a publisher moves the live branch to it": async (sha: string) =>
      call("/github/git/refs/heads/main", {
        token: await tokenOf(publisher),
        method: "PATCH",
        body: { sha },
        reviewed: false,
      }),
    "an editor opens a draft on it": async (sha: string) =>
      call("/github/git/refs", {
        token: await tokenOf(editor),
        method: "POST",
        body: { ref: `refs/heads/cms/pages/folder-${++pushes}`, sha },
      }),
    "an editor force-moves a draft onto it": async (sha: string) => {
      const branch = `cms/pages/folder-${++pushes}`
      await github.git.updateRef(`refs/heads/${branch}`, String(await github.branchHead("main")), null)
      return call(`/github/git/refs/heads/${encodeURIComponent(branch)}`, {
        token: await tokenOf(editor),
        method: "PATCH",
        body: { sha, force: true },
      })
    },
  }

  const contentAFile = folderNotKept("content", "a file")
  it.each<[string, Parameters<typeof entryThatIs>[0], keyof typeof moves, string]>([
    ["content", "a file", "a publisher moves the live branch to it", contentAFile],
    ["content", "a file", "an editor opens a draft on it", contentAFile],
    ["content", "a file", "an editor force-moves a draft onto it", contentAFile],
    [
      "content",
      "a link",
      "a publisher moves the live branch to it",
      folderNotKept("content", "a link to another file"),
    ],
    [
      "content",
      "a submodule",
      "an editor opens a draft on it",
      folderNotKept("content", "another repository (a submodule)"),
    ],
    ["content/pages", "a file", "a publisher moves the live branch to it", folderNotKept("content/pages", "a file")],
    ["content", "nothing", "a publisher moves the live branch to it", CONTENT_FOLDER_REMOVED],
  ])("refuses %s becoming %s when %s, writing nothing", async (path, what, move, reason) => {
    const files = new Map([[path, await entryThatIs(what)]])
    const sha = await github.push({ branch: `folder-${++pushes}`, files, parent: await github.branchHead("main") })
    const logged = written.length
    expect(await expectRefused(() => moves[move](sha))).toEqual({ status: 403, message: reason })
    expect(written.length).toBe(logged)
  })

  it("refuses a tree that makes content/ a file, before any commit", async () => {
    const token = await tokenOf(editor)
    const entry = { path: "content", mode: "100644", type: "blob", content: "title: Not a folder\n" }
    const base = await github.branchHead("main")
    const since = github.requests.length
    const refused = await expectRefused(() =>
      call("/github/git/trees", { token, method: "POST", body: { base_tree: base, tree: [entry] } }),
    )
    expect(refused).toEqual({ status: 403, message: contentAFile })
    expect(github.requests.slice(since).filter((request) => request.method !== "GET")).toEqual([])
  })

  it("refuses publishing a draft that makes a file where the live branch has since made a folder", async () => {
    // The draft adds content/news, a new file where it left the live branch; the live branch has
    // since had a folder content/news/, which the publish would lay the file over.
    const branch = `cms/pages/folder-${++pushes}`
    await github.push({
      branch,
      files: new Map([["content/news", "title: Not a folder\n"]]),
      parent: await github.branchHead("main"),
    })
    await github.push({ branch: "main", files: new Map([["content/news/first.yaml", "title: First\n"]]) })
    try {
      const refused = await expectRefused(async () => openDraftAndPublish(branch, await tokenOf(editor)))
      expect(refused).toEqual({ status: 403, message: folderNotKept("content/news", "a file") })
    } finally {
      await github.push({ branch: "main", files: new Map([["content/news/first.yaml", null]]) })
    }
  })
})

describe("one installation token for many calls", () => {
  /** A GitHub of the test's own, and the host's settings pointing the gateway at it, so the tokens counted are the test's. */
  async function gitHubOfItsOwn(tokenLifetimeSeconds?: number) {
    const own = await startGitHubStandIn({ repository, branch: "main", files, tokenLifetimeSeconds })
    const hostEnv = {
      ...env,
      GITHUB_APP_ID: String(own.app.id),
      GITHUB_APP_PRIVATE_KEY: own.app.privateKey,
      GITHUB_API_URL: own.origin,
    }
    return { own, read: (path: string, token: string) => call(`/github${path}`, { token, env: hostEnv }) }
  }

  it("mints one token for a session's calls, made side by side and one after another, and makes each with it", async () => {
    const { own, read } = await gitHubOfItsOwn()
    try {
      const token = await tokenOf(editor)
      // Decap's first reads go out together; then one after another as an editor goes from entry to entry.
      const together = await Promise.all(
        ["/branches/main", "/pulls?state=open", "/git/trees/main"].map((path) => read(path, token)),
      )
      for (let index = 0; index < 20; index += 1) together.push(await read(`/git/trees/main?recursive=${index}`, token))
      expect(together.map(({ status }) => status)).toEqual(together.map(() => 200))
      expect(own.issuedTokens.map(({ id }) => id)).toEqual(["token-1"])
      expect(new Set(own.requests.map(({ who }) => who))).toEqual(new Set(["app", "token-1"]))
    } finally {
      await own.stop()
    }
  })

  it("keeps a token until five minutes before it expires, and mints the next call's then", async () => {
    const [lasting, ending] = await Promise.all([gitHubOfItsOwn(6 * 60), gitHubOfItsOwn(4 * 60)])
    try {
      const token = await tokenOf(editor)
      for (const { read } of [lasting, ending, lasting, ending])
        expect((await read("/branches/main", token)).status).toBe(200)
      expect(lasting.own.requests.filter(({ who }) => who !== "app").map(({ who }) => who)).toEqual([
        "token-1",
        "token-1",
      ])
      expect(ending.own.requests.filter(({ who }) => who !== "app").map(({ who }) => who)).toEqual([
        "token-1",
        "token-2",
      ])
    } finally {
      await Promise.all([lasting.own.stop(), ending.own.stop()])
    }
  })
})

describe("a person taken off the list", () => {
  it("is refused at an earlier deployment's own address too, whose gateway still holds the list it was built with", async () => {
    // The owner took Ana's domain off publishing.yaml on main, and the site deployed again. The
    // deployment before (still served, with the host's secrets, at its own address: Cloudflare's
    // https://<hash>.<project>.pages.dev, Netlify's https://<id>--<site>.netlify.app) runs a gateway
    // built with the old list, and her sign-in at the live site still gives her a token.
    const publishingYaml = [
      "host: cloudflare-pages",
      "backend: github",
      `repository: ${repository}`,
      "branch: main",
      "reviewBeforePublishing: true",
      "signIn:",
      `  issuer: ${provider.issuer}`,
      `  clientId: ${clientId}`,
      `  contact: ${publisher.email}`,
      "  editors:",
      `    - address: ${publisher.email}`,
      "      role: publisher",
      "",
    ].join("\n")
    await github.push({ branch: "main", files: new Map([["publishing.yaml", publishingYaml]]) })
    try {
      const token = await tokenOf(editor)
      const earlier = "https://0a1b2c3d.cdm-site.pages.dev"
      const refused = await expectRefused(() => call("/github/branches/main", { token, at: earlier }))
      expect(refused.status).toBeGreaterThanOrEqual(400)
    } finally {
      await github.push({ branch: "main", files: new Map([["publishing.yaml", null]]) })
    }
  })
})

describe("scheduling a draft", () => {
  const later = { date: `${new Date().getUTCFullYear() + 1}-03-01`, time: "09:00", timeZone: "Europe/London" }
  let drafts = 0

  /** A draft an editor saved and proposed through the gateway: its pull request's number and head. */
  async function openDraft(): Promise<{ number: number; sha: string; branch: string }> {
    const editorToken = await tokenOf(editor)
    const branch = `cms/pages/scheduled-${++drafts}`
    const { sha } = await commitThrough(editorToken, { [`content/pages/scheduled-${drafts}.yaml`]: "hero: {}\n" })
    await call("/github/git/refs", { token: editorToken, method: "POST", body: { ref: `refs/heads/${branch}`, sha } })
    const pull = await call("/github/pulls", {
      token: editorToken,
      method: "POST",
      body: { title: `Scheduled ${drafts}`, head: `example-org:${branch}`, base: "main" },
    })
    return { number: Number(pull.json.number), sha, branch }
  }

  const scheduleOf = async (number: number, token: string) =>
    (await call(`/schedule/${number}`, { token })).json.schedule as Record<string, unknown> | null

  it("lets a publisher schedule a draft on the site's clock, as it is, and everyone signed in read it; an editor may not set or cancel it", async () => {
    const { number, sha } = await openDraft()
    const [publisherToken, editorToken] = await Promise.all([tokenOf(publisher), tokenOf(editor)])
    const scheduled = await call(`/schedule/${number}`, {
      token: publisherToken,
      method: "PUT",
      body: { ...later, commit: sha },
    })
    expect(scheduled.status).toBe(200)
    const expected = {
      state: "scheduled",
      commit: sha,
      publishAt: `${later.date}T09:00:00.000Z`,
      timeZone: later.timeZone,
      by: { name: publisher.name, email: publisher.email },
      onClock: { date: later.date, time: later.time },
    }
    expect(scheduled.json.schedule).toMatchObject(expected)
    expect(await scheduleOf(number, editorToken)).toMatchObject(expected)
    // Whether the one reading it may change it, for the editor to offer the control or the time alone.
    const canSchedule = async (token: string) => (await call(`/schedule/${number}`, { token })).json.canSchedule
    expect([await canSchedule(publisherToken), await canSchedule(editorToken)]).toEqual([true, false])
    expect((await call("/schedules", { token: editorToken })).json.schedules).toContainEqual(
      expect.objectContaining({ pullRequest: number, ...expected }),
    )
    for (const method of ["PUT", "DELETE"]) {
      expect(
        await expectRefused(() => call(`/schedule/${number}`, { token: editorToken, method, body: later })),
      ).toEqual({ status: 403, message: SCHEDULING_FOR_PUBLISHERS })
    }
    const unscheduled = await call(`/schedule/${number}`, { token: publisherToken, method: "DELETE" })
    expect(unscheduled.json.schedule).toMatchObject({
      state: "unscheduled",
      reason: `Unscheduled by ${publisher.name} (${publisher.email}).`,
    })
    expect(await scheduleOf(number, editorToken)).toMatchObject({ state: "unscheduled" })
  })

  it("refuses a time that has passed, and a draft whose branch a developer pushed code to, in plain words", async () => {
    const { number, branch } = await openDraft()
    const token = await tokenOf(publisher)
    const past = { ...later, date: `${new Date().getUTCFullYear() - 1}-03-01` }
    expect(await expectRefused(() => call(`/schedule/${number}`, { token, method: "PUT", body: past }))).toEqual({
      status: 400,
      message: timeHasPassed(`${boardTimeInWords(new Date(`${past.date}T09:00:00Z`), past.timeZone)}`),
    })
    await github.push({
      branch,
      files: new Map([["src/index.ts", "evil()\n"]]),
      parent: await github.branchHead(branch),
    })
    const code = await expectRefused(() => call(`/schedule/${number}`, { token, method: "PUT", body: later }))
    expect(code.status).toBe(403)
    expect(code.message).toMatch(/outside content\/ \(src\)/)
    expect(await scheduleOf(number, token)).toBeNull()
  })

  it("unschedules a draft saved after it was scheduled, and says so on the draft", async () => {
    const { number, sha, branch } = await openDraft()
    const [publisherToken, editorToken] = await Promise.all([tokenOf(publisher), tokenOf(editor)])
    await call(`/schedule/${number}`, { token: publisherToken, method: "PUT", body: later })
    const saved = await commitThrough(editorToken, { "content/pages/about.yaml": "hero:\n  title: Later\n" }, sha)
    const moved = await call(`/github/git/refs/heads/${encodeURIComponent(branch)}`, {
      token: editorToken,
      method: "PATCH",
      body: { sha: saved.sha, force: true },
    })
    expect(moved.status).toBe(200)
    expect(await scheduleOf(number, editorToken)).toMatchObject({
      state: "unscheduled",
      reason: SAVED_AFTER_SCHEDULING,
    })
    const said = github.pullComments(number).at(-1)
    expect(said).toMatch(/^\*\*Unscheduled\*\*/)
    expect(said).toContain(SAVED_AFTER_SCHEDULING)
  })
})
