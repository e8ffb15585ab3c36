/**
 * @jest-environment node
 */
// The GitHub stand-in against its real git repository, and its login: the editor gateway's tests
// prove something only if the stand-in refuses what GitHub refuses and lands what GitHub lands, and
// the login's PKCE tests (tests/build/editor-login.test.ts) only if it refuses what GitHub refuses.
import { generateKeyPairSync } from "node:crypto"
import { s256, signAppJwt, startGitHubStandIn, type GitHubStandIn, type GitHubLoginStandIn } from "./github-stand-in"

const OWNER = "example-org"
const REPOSITORY = `${OWNER}/cdm-board-site`
const repo = `/repos/${REPOSITORY}`

let github: GitHubStandIn
beforeAll(async () => {
  github = await startGitHubStandIn({
    repository: REPOSITORY,
    branch: "main",
    files: new Map([
      ["README.md", "# The site\n"],
      ["content/site.yaml", "title: CDM\n"],
      ["content/events/annual-meeting.yaml", "title: Annual meeting\n"],
    ]),
    otherInstalledRepositories: ["another-site"],
  })
})
afterAll(() => github.stop())

interface Reply<T> {
  readonly status: number
  readonly body: T
}

/** A call to the stand-in as a client of GitHub's API makes it, with `credential` as a Bearer token. */
async function call<T = { message: string }>(
  method: string,
  path: string,
  credential?: string,
  body?: unknown,
): Promise<Reply<T>> {
  const response = await fetch(`${github.origin}${path}`, {
    method,
    headers: {
      Accept: "application/vnd.github+json",
      ...(credential === undefined ? {} : { Authorization: `Bearer ${credential}` }),
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, body: (text === "" ? undefined : JSON.parse(text)) as T }
}

/** An installation token, as the gateway gets one with the App's JWT. */
async function installationToken(request: Record<string, unknown> = {}): Promise<string> {
  const path = `/app/installations/${github.app.installationId}/access_tokens`
  const reply = await call<{ token: string }>("POST", path, signAppJwt(github.app), request)
  expect(reply.status).toBe(201)
  return reply.body.token
}

let token: string
beforeAll(async () => {
  token = await installationToken()
})

/** A branch made from main's head through the API. */
async function branchFromMain(branch: string): Promise<string> {
  const sha = (await github.branchHead("main")) as string
  expect((await call("POST", `${repo}/git/refs`, token, { ref: `refs/heads/${branch}`, sha })).status).toBe(201)
  return sha
}

describe("the GitHub stand-in's API", () => {
  it("requires the App's JWT on the App's endpoints and checks its signature and times as GitHub does", async () => {
    const now = Math.floor(Date.now() / 1000)
    const otherKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({
      type: "pkcs1",
      format: "pem",
    })
    expect(github.app.privateKey).toMatch(/^-----BEGIN RSA PRIVATE KEY-----\n/)
    const app = await call<{ id: number; slug: string }>("GET", "/app", signAppJwt(github.app))
    expect(app).toMatchObject({ status: 200, body: { id: github.app.id, slug: github.app.slug } })
    const refusals = {
      wrongKey: signAppJwt(github.app, {}, otherKey.toString()),
      anotherApp: signAppJwt(github.app, { iss: github.app.id + 1 }),
      expired: signAppJwt(github.app, { iat: now - 700, exp: now - 100 }),
      tooLong: signAppJwt(github.app, { iat: now, exp: now + 660 }),
      installationToken: token,
    }
    const messages = Object.fromEntries(
      await Promise.all(
        Object.entries(refusals).map(async ([name, credential]) => {
          const reply = await call("GET", "/app", credential)
          expect(reply.status).toBe(401)
          return [name, reply.body.message]
        }),
      ),
    )
    expect(messages).toEqual({
      wrongKey: "A JSON web token could not be decoded",
      anotherApp: "A JSON web token could not be decoded",
      expired:
        "'Expiration time' claim ('exp') must be a numeric value representing the future time at which the assertion expires",
      tooLong: "'Expiration time' claim ('exp') is too far in the future",
      installationToken: "A JSON web token could not be decoded",
    })
    const bot = await call<{ login: string; id: number; type: string }>("GET", `/users/${github.app.slug}[bot]`)
    expect(bot.body).toMatchObject({ login: github.app.botLogin, id: github.app.botUserId, type: "Bot" })
  })

  it("issues tokens within the App's grant only; a token for another repository, expired or unknown is refused", async () => {
    const path = `/app/installations/${github.app.installationId}/access_tokens`
    const jwt = signAppJwt(github.app)
    expect(await call("POST", path, jwt, { permissions: { administration: "write" } })).toMatchObject({
      status: 422,
      body: { message: "The permissions requested are not granted to this installation." },
    })
    expect((await call("POST", path, jwt, { repositories: ["not-installed"] })).status).toBe(422)
    const other = await installationToken({ repositories: ["another-site"] })
    expect(await call("GET", repo, other)).toMatchObject({ status: 404, body: { message: "Not Found" } })
    expect((await call("GET", repo, signAppJwt(github.app))).status).toBe(403)
    const issued = github.issuedTokens.find((candidate) => candidate.token === other)
    expect(issued).toMatchObject({ repositories: ["another-site"], permissions: github.app.permissions })
    const expiring = await installationToken()
    expect((await call("GET", repo, expiring)).status).toBe(200)
    github.expireToken(expiring)
    for (const refused of [expiring, "ghs_neverIssued"]) {
      expect(await call("GET", repo, refused)).toMatchObject({ status: 401, body: { message: "Bad credentials" } })
    }
  })

  it("enforces an installation token's permissions: reads with read, and 403 for writes and what it lacks", async () => {
    const reader = await installationToken({ permissions: { contents: "read" } })
    expect((await call("GET", `${repo}/branches/main`, reader)).status).toBe(200)
    const forbidden = [
      await call("POST", `${repo}/git/blobs`, reader, { content: "x", encoding: "utf-8" }),
      await call("GET", `${repo}/pulls`, reader),
      await call("PUT", `${repo}/issues/1/labels`, reader, { labels: ["x"] }),
    ]
    for (const reply of forbidden) {
      expect(reply).toMatchObject({ status: 403, body: { message: "Resource not accessible by integration" } })
    }
    const readerId = github.issuedTokens.find((candidate) => candidate.token === reader)?.id
    expect(github.requests.filter((request) => request.who === readerId).map((request) => request.status)).toEqual([
      200, 403, 403, 403,
    ])
  })

  it("lands Decap's save (blob, tree with a nested path, commit, ref update) as a commit git reads back", async () => {
    const branch = await call<{ commit: { sha: string }; _links: { self: string } }>(
      "GET",
      `${repo}/branches/main`,
      token,
    )
    expect(/https?:\/\/.+?\/repos\/(.+?)\//.exec(branch.body._links.self)?.[1]).toBe(OWNER)
    const text = "title: Spring symposium\n"
    const blob = await call<{ sha: string }>("POST", `${repo}/git/blobs`, token, {
      content: Buffer.from(text).toString("base64"),
      encoding: "base64",
    })
    const path = "content/events/spring-symposium.yaml"
    const tree = await call<{ sha: string; tree: { path: string; type: string }[] }>(
      "POST",
      `${repo}/git/trees`,
      token,
      {
        base_tree: branch.body.commit.sha,
        tree: [{ path, mode: "100644", type: "blob", sha: blob.body.sha }],
      },
    )
    expect(tree.status).toBe(201)
    expect(tree.body.tree.map((entry) => `${entry.type} ${entry.path}`)).toEqual(["blob README.md", "tree content"])
    const commit = await call<{ sha: string; author: { name: string; email: string } }>(
      "POST",
      `${repo}/git/commits`,
      token,
      {
        message: "Create Events “spring-symposium”",
        tree: tree.body.sha,
        parents: [branch.body.commit.sha],
      },
    )
    expect(commit.body.author).toMatchObject({ name: github.app.botLogin, email: github.app.botEmail })
    const patched = await call("PATCH", `${repo}/git/refs/heads/main`, token, { sha: commit.body.sha, force: false })
    expect(patched.status).toBe(200)
    expect(await github.branchHead("main")).toBe(commit.body.sha)
    expect((await github.readFile("main", path))?.toString()).toBe(text)
    expect((await github.readFile("main", "content/site.yaml"))?.toString()).toBe("title: CDM\n")
    const written = await github.git.readCommit(commit.body.sha)
    expect(written).toMatchObject({ parents: [branch.body.commit.sha], message: "Create Events “spring-symposium”" })
  })

  it("refuses a ref update that is not a fast forward unless forced, for an encoded branch name with slashes", async () => {
    const start = await branchFromMain("cms/events/fast-forward")
    const sibling = await github.push({
      branch: "cms/sibling",
      parent: start,
      files: new Map([["content/a.yaml", "a: 1\n"]]),
    })
    const onward = await github.push({
      branch: "cms/events/fast-forward",
      files: new Map([["content/b.yaml", "b: 1\n"]]),
    })
    const ref = `${repo}/git/refs/heads/${encodeURIComponent("cms/events/fast-forward")}`
    expect(await call("PATCH", ref, token, { sha: sibling, force: false })).toMatchObject({
      status: 422,
      body: {
        message: "Update is not a fast forward",
        documentation_url: "https://docs.github.com/rest/git/refs#update-a-reference",
      },
    })
    expect(await github.branchHead("cms/events/fast-forward")).toBe(onward)
    expect((await call("PATCH", ref, token, { sha: sibling, force: true })).status).toBe(200)
    expect(await github.branchHead("cms/events/fast-forward")).toBe(sibling)
  })

  it("compares owner:branch forms three-dot, from the merge base, with status, counts and files", async () => {
    await branchFromMain("cms/pages/compare")
    const head = await github.push({
      branch: "cms/pages/compare",
      files: new Map([
        ["content/pages/new-page.yaml", "title: New\n"],
        ["content/site.yaml", "title: CDM board\n"],
      ]),
    })
    await github.push({ branch: "main", files: new Map([["README.md", "# The board's site\n"]]) })
    type Comparison = {
      status: string
      ahead_by: number
      behind_by: number
      commits: { sha: string }[]
      files: { filename: string; status: string; patch?: string }[]
    }
    const ahead = await call<Comparison>("GET", `${repo}/compare/main...${OWNER}:cms/pages/compare`, token)
    expect(ahead.body).toMatchObject({ status: "diverged", ahead_by: 1, behind_by: 1, commits: [{ sha: head }] })
    expect(ahead.body.files.map((file) => [file.filename, file.status])).toEqual([
      ["content/pages/new-page.yaml", "added"],
      ["content/site.yaml", "modified"],
    ])
    expect(ahead.body.files[1].patch).toBe("@@ -1 +1 @@\n-title: CDM\n+title: CDM board")
    const reverse = await call<Comparison>("GET", `${repo}/compare/${OWNER}:cms/pages/compare...${head}`, token)
    expect(reverse.body).toMatchObject({ status: "identical", ahead_by: 0, behind_by: 0, files: [] })
  })

  it("marks a pull request merged when its head is pushed to its base, as GitHub does", async () => {
    await branchFromMain("cms/events/pushed")
    const head = await github.push({
      branch: "cms/events/pushed",
      files: new Map([["content/events/c.yaml", "c: 1\n"]]),
    })
    type Pull = { number: number; state: string; merged: boolean; merged_at: string | null; labels: { name: string }[] }
    const created = await call<Pull>("POST", `${repo}/pulls`, token, {
      title: "Create Events “c”",
      head: `${OWNER}:cms/events/pushed`,
      base: "main",
    })
    expect(created).toMatchObject({ status: 201, body: { state: "open", merged: false } })
    const labels = await call<{ name: string }[]>("PUT", `${repo}/issues/${created.body.number}/labels`, token, {
      labels: ["decap-cms/draft"],
    })
    expect(labels.body.map((label) => label.name)).toEqual(["decap-cms/draft"])
    const open = await call<Pull[]>("GET", `${repo}/pulls?state=open&head=${OWNER}:cms/events/pushed&base=main`, token)
    expect(open.body.map((pull) => pull.number)).toEqual([created.body.number])
    // A developer pushes the branch onto main, as `git push origin cms/events/pushed:main` does.
    expect(await github.git.updateRef("refs/heads/main", head, await github.branchHead("main"))).toBe(true)
    const pull = await call<Pull>("GET", `${repo}/pulls/${created.body.number}`, token)
    expect(pull.body).toMatchObject({ state: "closed", merged: true, labels: [{ name: "decap-cms/draft" }] })
    expect(pull.body.merged_at).not.toBeNull()
  })

  it("merges a pull request with git through the merge endpoint, refusing a head that moved (409)", async () => {
    await branchFromMain("cms/events/merged")
    const head = await github.push({
      branch: "cms/events/merged",
      files: new Map([["content/events/d.yaml", "d: 1\n"]]),
    })
    await github.push({ branch: "main", files: new Map([["content/site.yaml", "title: Board\n"]]) })
    const created = await call<{ number: number }>("POST", `${repo}/pulls`, token, {
      title: "Create Events “d”",
      head: "cms/events/merged",
      base: "main",
    })
    const merge = `${repo}/pulls/${created.body.number}/merge`
    expect((await call("PUT", merge, token, { sha: "0".repeat(40), merge_method: "merge" })).status).toBe(409)
    const merged = await call<{ sha: string; merged: boolean }>("PUT", merge, token, {
      sha: head,
      merge_method: "merge",
    })
    expect(merged.body.merged).toBe(true)
    expect((await github.git.readCommit(merged.body.sha)).parents).toEqual([expect.any(String), head])
    expect((await github.readFile("main", "content/events/d.yaml"))?.toString()).toBe("d: 1\n")
    expect((await github.readFile("main", "content/site.yaml"))?.toString()).toBe("title: Board\n")
    expect((await call("PUT", merge, token, { sha: head })).status).toBe(405)
  })

  it("writes and lists symlink and submodule entries, a submodule as type commit", async () => {
    const submodule = "1234567890abcdef1234567890abcdef12345678"
    const tree = await call<{ sha: string }>("POST", `${repo}/git/trees`, token, {
      tree: [
        { path: "content/link.yaml", mode: "120000", type: "blob", content: "../../etc/passwd" },
        { path: "vendor/module", mode: "160000", type: "commit", sha: submodule },
      ],
    })
    expect(tree.status).toBe(201)
    type Listing = { tree: { path: string; mode: string; type: string; sha: string }[] }
    const listed = await call<Listing>("GET", `${repo}/git/trees/${tree.body.sha}?recursive=1`, token)
    expect(listed.body.tree.map(({ path, mode, type }) => `${mode} ${type} ${path}`)).toEqual([
      "040000 tree content",
      "120000 blob content/link.yaml",
      "040000 tree vendor",
      "160000 commit vendor/module",
    ])
    const fromGit = await github.git.listTree(tree.body.sha, true)
    expect(fromGit.find((entry) => entry.path === "vendor/module")).toMatchObject({ type: "commit", sha: submodule })
    expect((await github.git.readBlob(fromGit[1].sha)).toString()).toBe("../../etc/passwd")
  })

  it("deletes a ref, and answers 422 Reference does not exist when it is gone", async () => {
    await branchFromMain("cms/events/deleted")
    const ref = `${repo}/git/refs/heads/${encodeURIComponent("cms/events/deleted")}`
    expect((await call("DELETE", ref, token)).status).toBe(204)
    expect(await github.branchHead("cms/events/deleted")).toBeNull()
    expect(await call("DELETE", ref, token)).toMatchObject({
      status: 422,
      body: { message: "Reference does not exist" },
    })
  })

  it("answers 404 Not Found to what it does not know, and records it as unanswered", async () => {
    expect(await call("GET", `${repo}/contents/README.md`, token)).toMatchObject({
      status: 404,
      body: { message: "Not Found", documentation_url: "https://docs.github.com/rest" },
    })
    expect(github.unanswered).toEqual([`GET ${repo}/contents/README.md`])
  })
})

describe("the GitHub stand-in's PKCE", () => {
  const clientId = "id"
  const clientSecret = "secret"
  const token = "gho_standIn"
  const redirectUri = "https://cdm.example/api/auth/callback"
  // RFC 7636, Appendix B.
  const verifier = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"
  const challenge = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"

  let login: GitHubLoginStandIn
  beforeAll(async () => {
    // The login alone, as the login's tests start it: no repository.
    login = await startGitHubStandIn({ oauthApp: { clientId, clientSecret, token } })
  })
  afterAll(() => login.stop())

  /** A code from the authorize endpoint, asked for with the given extra parameters. */
  async function authorize(extra: Record<string, string>): Promise<Response> {
    const query = new URLSearchParams({ client_id: clientId, redirect_uri: redirectUri, state: "s", ...extra })
    return fetch(`${login.origin}/login/oauth/authorize?${query}`, { redirect: "manual" })
  }

  async function codeFor(extra: Record<string, string>): Promise<string> {
    const response = await authorize(extra)
    return new URL(response.headers.get("location") ?? "").searchParams.get("code") ?? ""
  }

  /** What the token endpoint answers for the code, with the given extra form fields. */
  async function exchange(code: string, extra: Record<string, string> = {}): Promise<Record<string, string>> {
    const response = await fetch(`${login.origin}/login/oauth/access_token`, {
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
