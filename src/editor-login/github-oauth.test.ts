/**
 * @jest-environment node
 */
// Node's environment: the login runs on web standard APIs (Request, Response, crypto) that Node
// has and jsdom's window lacks. GitHub is a stand-in fetch here; tests/build/editor-login.test.ts
// runs the same code in Cloudflare's runtime against a stand-in server.
import { JSDOM } from "jsdom"
import {
  base64url,
  clearedStateCookie,
  codeChallenge,
  cookieValue,
  finishLogin,
  loginCookieValue,
  loginSecretsFrom,
  newSecret,
  oauthOriginFrom,
  sameSecret,
  scopeFrom,
  startLogin,
  STATE_COOKIE,
  type Fetch,
  type PagesContext,
} from "./github-oauth"
import { BAD_CODE, CANCELLED, GITHUB_UNREACHABLE, MESSAGE_ELEMENT_ID, NOT_STARTED_HERE, START_ELSEWHERE } from "./pages"

const site = "https://cdm.example"
const env = { GITHUB_CLIENT_ID: "client-1", GITHUB_CLIENT_SECRET: "secret-1" }

function context(
  path: string,
  settings: PagesContext["env"] = env,
  cookie?: string,
  headers: Record<string, string> = {},
): PagesContext {
  return {
    request: new Request(site + path, { headers: { ...headers, ...(cookie ? { Cookie: cookie } : {}) } }),
    env: settings,
  }
}

/** The text an editor reads on a page: its paragraphs, without the handshake's hidden note. */
async function textOf(response: Response): Promise<string> {
  const document = new JSDOM(await response.text()).window.document
  return [...document.querySelectorAll("h1, p:not([hidden])")].map((element) => element.textContent).join("\n")
}

/** The message the page's handshake would post to the editor. */
async function messageOf(response: Response): Promise<string> {
  const document = new JSDOM(await response.text()).window.document
  return JSON.parse(document.getElementById(MESSAGE_ELEMENT_ID)?.textContent ?? "null") as string
}

describe("scopeFrom", () => {
  it("keeps repo or public_repo, one scope, as asked", () => {
    expect(scopeFrom("repo")).toBe("repo")
    expect(scopeFrom("public_repo")).toBe("public_repo")
    // repo includes public_repo: asking for both is asking for repo.
    expect(scopeFrom("public_repo repo")).toBe("repo")
  })

  it("clamps a wider request to its allowed part, and to repo when it has none", () => {
    expect(scopeFrom("repo,user")).toBe("repo")
    expect(scopeFrom("public_repo read:org")).toBe("public_repo")
    expect(scopeFrom("user")).toBe("repo")
    expect(scopeFrom("read:org,admin:org")).toBe("repo")
    expect(scopeFrom("delete_repo")).toBe("repo")
    expect(scopeFrom("")).toBe("repo")
    expect(scopeFrom(null)).toBe("repo")
  })
})

describe("oauthOriginFrom (GITHUB_OAUTH_ORIGIN)", () => {
  it("takes https anywhere, as its origin", () => {
    expect(oauthOriginFrom("https://github.example/login/")).toBe("https://github.example")
  })

  it("takes http on this machine only: localhost, 127.0.0.1, [::1]", () => {
    expect(oauthOriginFrom("http://localhost:4000")).toBe("http://localhost:4000")
    expect(oauthOriginFrom("http://127.0.0.1:4000/")).toBe("http://127.0.0.1:4000")
    expect(oauthOriginFrom("http://[::1]:4000")).toBe("http://[::1]:4000")
  })

  it("refuses http on any other host, other schemes, and what is not an address", () => {
    for (const value of [
      "http://github.com",
      "http://localhost.evil.example",
      "http://127.0.0.1.evil.example",
      "http://10.0.0.1",
      "ftp://localhost",
      "javascript:alert(1)",
      "github",
    ]) {
      expect({ value, origin: oauthOriginFrom(value) }).toEqual({ value, origin: null })
    }
  })
})

describe("PKCE (RFC 7636)", () => {
  it("computes the S256 challenge of RFC 7636's Appendix B example", async () => {
    expect(await codeChallenge("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")).toBe(
      "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    )
  })
})

describe("the state", () => {
  it("is, like the PKCE verifier, 256 random bits as 43 base64url characters (the RFC's alphabet), new each time", () => {
    const states = new Set(Array.from({ length: 50 }, newSecret))
    expect(states.size).toBe(50)
    for (const state of states) expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(base64url(new Uint8Array([251, 255, 191]))).toBe("-_-_")
  })

  it("is compared whole", () => {
    expect(sameSecret("abc", "abc")).toBe(true)
    expect(sameSecret("abc", "abd")).toBe(false)
    expect(sameSecret("abc", "ab")).toBe(false)
    expect(sameSecret("", "")).toBe(true)
  })

  it("is read from its own cookie only", () => {
    expect(cookieValue(`a=1; ${STATE_COOKIE}=xyz; b=2`, STATE_COOKIE)).toBe("xyz")
    expect(cookieValue(`x${STATE_COOKIE}=xyz`, STATE_COOKIE)).toBeNull()
    expect(cookieValue(null, STATE_COOKIE)).toBeNull()
  })

  it("is kept with the verifier in one cookie value, read back only in the form it was written", () => {
    const secrets = { state: newSecret(), verifier: newSecret() }
    expect(loginCookieValue(secrets)).toBe(`${secrets.state}.${secrets.verifier}`)
    expect(loginSecretsFrom(loginCookieValue(secrets))).toEqual(secrets)
    for (const value of [
      null,
      "",
      secrets.state,
      `${secrets.state}.`,
      `${secrets.state}.${secrets.verifier}.x`,
      `${secrets.state}.${secrets.verifier.slice(1)}`,
      `${secrets.state}.${secrets.verifier.slice(1)}=`,
    ]) {
      expect({ value, secrets: loginSecretsFrom(value) }).toEqual({ value, secrets: null })
    }
  })
})

describe("the start (/api/auth)", () => {
  it("sends the browser to GitHub with the callback, scope, a state and an S256 challenge, and keeps the state and verifier in a cookie", async () => {
    const response = await startLogin(context("/api/auth?provider=github&site_id=cdm.example&scope=repo"))
    expect(response.status).toBe(302)
    const location = new URL(response.headers.get("location") ?? "")
    expect(location.origin + location.pathname).toBe("https://github.com/login/oauth/authorize")
    const query = Object.fromEntries(location.searchParams)
    expect(query).toEqual({
      client_id: "client-1",
      redirect_uri: `${site}/api/auth/callback`,
      scope: "repo",
      state: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge_method: "S256",
    })
    const setCookie = response.headers.get("set-cookie") ?? ""
    const secrets = loginSecretsFrom(/^[^=]+=([^;]*);/.exec(setCookie)?.[1] ?? null)
    expect(secrets?.state).toBe(query.state)
    expect(await codeChallenge(secrets?.verifier ?? "")).toBe(query.code_challenge)
    expect(setCookie).toBe(
      `${STATE_COOKIE}=${query.state}.${secrets?.verifier}; Path=/; Max-Age=600; HttpOnly; Secure; SameSite=Lax`,
    )
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8")
    expect(response.headers.get("cache-control")).toBe("no-store")
  })

  it.each(["cross-site", "same-site", "none"])(
    "refuses a start with Sec-Fetch-Site: %s (not from the editor's page), with 403 and no cookie",
    async (value) => {
      const response = await startLogin(
        context("/api/auth?provider=github&scope=repo", env, undefined, { "Sec-Fetch-Site": value }),
      )
      expect(response.status).toBe(403)
      expect(response.headers.get("location")).toBeNull()
      expect(response.headers.get("set-cookie")).toBeNull()
      expect(await textOf(response)).toContain(START_ELSEWHERE)
    },
  )

  it("lets a start through with Sec-Fetch-Site: same-origin, or none sent (older browsers)", async () => {
    const sameOrigin = await startLogin(
      context("/api/auth?provider=github&scope=repo", env, undefined, { "Sec-Fetch-Site": "same-origin" }),
    )
    const noHeader = await startLogin(context("/api/auth?provider=github&scope=repo"))
    expect([sameOrigin.status, noHeader.status]).toEqual([302, 302])
  })

  it("goes to the GitHub that GITHUB_OAUTH_ORIGIN names", async () => {
    const response = await startLogin(
      context("/api/auth?provider=github", { ...env, GITHUB_OAUTH_ORIGIN: "http://127.0.0.1:4000/" }),
    )
    expect(response.headers.get("location")).toMatch(/^http:\/\/127\.0\.0\.1:4000\/login\/oauth\/authorize\?/)
  })

  it("refuses any provider but GitHub, in plain words, and sets no cookie", async () => {
    for (const path of ["/api/auth?provider=gitlab", "/api/auth"]) {
      const response = await startLogin(context(path))
      expect(response.status).toBe(400)
      expect(response.headers.get("location")).toBeNull()
      expect(response.headers.get("set-cookie")).toBeNull()
      expect(await textOf(response)).toContain("this site's login only knows GitHub")
    }
  })

  it.each([
    [{ GITHUB_CLIENT_ID: "client-1" }, "GITHUB_CLIENT_SECRET is missing"],
    [{ GITHUB_CLIENT_SECRET: "secret-1", GITHUB_CLIENT_ID: " " }, "GITHUB_CLIENT_ID is missing"],
    [{}, "GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET are missing"],
  ])("tells the site's owner what to set when a setting is missing (%j)", async (settings, missing) => {
    const response = await startLogin(context("/api/auth?provider=github", settings))
    expect(response.status).toBe(503)
    expect(response.headers.get("location")).toBeNull()
    const text = await textOf(response)
    expect(text).toContain(`The editor's GitHub login is not set up yet: ${missing}.`)
    expect(text).toContain("open this Pages project → Settings → Variables and Secrets")
  })

  it("says so when GITHUB_OAUTH_ORIGIN is not a web address it may use (http off this machine)", async () => {
    for (const origin of ["github", "http://github.com"]) {
      const response = await startLogin(context("/api/auth?provider=github", { ...env, GITHUB_OAUTH_ORIGIN: origin }))
      expect(response.status).toBe(503)
      expect(response.headers.get("location")).toBeNull()
      expect(await textOf(response)).toContain("GITHUB_OAUTH_ORIGIN is not an https:// address")
    }
  })
})

/** A stand-in for GitHub's token endpoint: records each request, answers with `answer`. */
function github(answer: () => Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = []
  const fetchImpl: Fetch = (url, init) => {
    calls.push({ url, init })
    return answer()
  }
  return { calls, fetchImpl }
}

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }))

const state = "s".repeat(43)
const verifier = "v".repeat(43)
const cookie = `${STATE_COOKIE}=${state}.${verifier}`

describe("the callback (/api/auth/callback)", () => {
  it("exchanges the code on the server, with the cookie's verifier, and hands the token to the editor", async () => {
    const { calls, fetchImpl } = github(() => json({ access_token: "gho_abc", token_type: "bearer", scope: "repo" }))
    const response = await finishLogin(context(`/api/auth/callback?code=c0de&state=${state}`, env, cookie), fetchImpl)
    expect(response.status).toBe(200)
    expect(await messageOf(response.clone())).toBe(
      'authorization:github:success:{"token":"gho_abc","provider":"github"}',
    )
    expect(await textOf(response)).toContain("You are logged in with GitHub")
    expect(calls).toHaveLength(1)
    expect(calls[0].url).toBe("https://github.com/login/oauth/access_token")
    expect(calls[0].init.method).toBe("POST")
    expect(new Headers(calls[0].init.headers).get("accept")).toBe("application/json")
    // The body is sent as a form-encoded string.
    expect(typeof calls[0].init.body).toBe("string")
    expect(Object.fromEntries(new URLSearchParams(calls[0].init.body as string))).toEqual({
      client_id: "client-1",
      client_secret: "secret-1",
      code: "c0de",
      redirect_uri: `${site}/api/auth/callback`,
      code_verifier: verifier,
    })
  })

  it.each([
    ["a forged state", `?code=c&state=${"f".repeat(43)}`, cookie],
    ["a state one character off", `?code=c&state=${state.slice(0, -1)}t`, cookie],
    ["no state", "?code=c", cookie],
    ["no cookie", `?code=c&state=${state}`, undefined],
    ["an empty cookie", `?code=c&state=${state}`, `${STATE_COOKIE}=`],
    ["a cookie with the state but no verifier", `?code=c&state=${state}`, `${STATE_COOKIE}=${state}`],
  ])("refuses %s with 403, without asking GitHub, and leaves the cookie alone", async (_case, query, sent) => {
    const { calls, fetchImpl } = github(() => json({ access_token: "gho_abc" }))
    const response = await finishLogin(context(`/api/auth/callback${query}`, env, sent), fetchImpl)
    expect(response.status).toBe(403)
    expect(calls).toHaveLength(0)
    // A page anyone can send the browser to must not end the editor's login under way.
    expect(response.headers.get("set-cookie")).toBeNull()
    expect(await textOf(response.clone())).toContain(NOT_STARTED_HERE)
    expect(await messageOf(response)).toBe(
      `authorization:github:error:${JSON.stringify({ message: NOT_STARTED_HERE })}`,
    )
  })

  it("says the login was cancelled when the editor pressed Cancel on GitHub", async () => {
    const { calls, fetchImpl } = github(() => json({}))
    const query = `?error=access_denied&error_description=The+user+has+denied+your+application+access.&state=${state}`
    const response = await finishLogin(context(`/api/auth/callback${query}`, env, cookie), fetchImpl)
    expect(calls).toHaveLength(0)
    expect(await textOf(response)).toContain(CANCELLED)
  })

  it("shows GitHub's own description of any other error, as text", async () => {
    const query = `?error=application_suspended&error_description=${encodeURIComponent("Suspended <b>app</b>")}&state=${state}`
    const response = await finishLogin(
      context(`/api/auth/callback${query}`, env, cookie),
      github(() => json({})).fetchImpl,
    )
    expect(response.status).toBe(400)
    expect(await textOf(response)).toContain("GitHub did not log you in: Suspended <b>app</b>.")
  })

  it("ignores GitHub's error text when the state does not match", async () => {
    const query = `?error=x&error_description=Call+0800&state=${"f".repeat(43)}`
    const response = await finishLogin(
      context(`/api/auth/callback${query}`, env, cookie),
      github(() => json({})).fetchImpl,
    )
    expect(response.status).toBe(403)
    expect(await textOf(response)).not.toContain("0800")
  })

  it.each(["bad_verification_code", "invalid_grant"])(
    "asks for a new login when GitHub refuses the code or its verifier (%s)",
    async (error) => {
      const { fetchImpl } = github(() => json({ error, error_description: "The code passed is incorrect or expired." }))
      const response = await finishLogin(context(`/api/auth/callback?code=old&state=${state}`, env, cookie), fetchImpl)
      expect(response.status).toBe(400)
      expect(await textOf(response)).toContain(BAD_CODE)
    },
  )

  it("tells the site's owner when GitHub refuses the app's credentials", async () => {
    const { fetchImpl } = github(() => json({ error: "incorrect_client_credentials", error_description: "Nope." }))
    const response = await finishLogin(context(`/api/auth/callback?code=c&state=${state}`, env, cookie), fetchImpl)
    expect(response.status).toBe(503)
    expect(await textOf(response)).toContain("GITHUB_CLIENT_ID / GITHUB_CLIENT_SECRET")
  })

  it.each([
    ["the network fails", () => Promise.reject(new TypeError("fetch failed"))],
    ["GitHub answers 500", () => json({ message: "oops" }, 500)],
    [
      "GitHub answers 503 with an outage page",
      () => Promise.resolve(new Response("<html>Unicorn!</html>", { status: 503 })),
    ],
    ["GitHub answers 200 without a token", () => json({ token_type: "bearer" })],
  ])("answers 502 in plain words when %s", async (_case, answer) => {
    const response = await finishLogin(
      context(`/api/auth/callback?code=c&state=${state}`, env, cookie),
      github(answer).fetchImpl,
    )
    expect(response.status).toBe(502)
    const text = await textOf(response)
    expect(text).toContain(GITHUB_UNREACHABLE)
    expect(text).not.toMatch(/TypeError|Unicorn|at /)
  })

  it("asks for a new login when GitHub sent no code", async () => {
    const response = await finishLogin(
      context(`/api/auth/callback?state=${state}`, env, cookie),
      github(() => json({})).fetchImpl,
    )
    expect(response.status).toBe(400)
    expect(await textOf(response)).toContain("without a login code")
  })

  it("clears the cookie on every answer once the state matched: each state and verifier are good for one exchange", async () => {
    const answers = [
      finishLogin(
        context(`/api/auth/callback?code=c&state=${state}`, env, cookie),
        github(() => json({ access_token: "t" })).fetchImpl,
      ),
      finishLogin(
        context(`/api/auth/callback?error=access_denied&state=${state}`, env, cookie),
        github(() => json({})).fetchImpl,
      ),
      finishLogin(context(`/api/auth/callback?state=${state}`, env, cookie), github(() => json({})).fetchImpl),
      finishLogin(
        context(`/api/auth/callback?code=c&state=${state}`, env, cookie),
        github(() => json({ error: "bad_verification_code" })).fetchImpl,
      ),
      finishLogin(
        context(`/api/auth/callback?code=c&state=${state}`, env, cookie),
        github(() => Promise.reject(new Error("down"))).fetchImpl,
      ),
    ]
    for (const response of await Promise.all(answers)) {
      expect(response.headers.get("set-cookie")).toBe(clearedStateCookie())
      expect(clearedStateCookie()).toBe(`${STATE_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`)
    }
  })

  it("tells the site's owner what to set when a setting is missing", async () => {
    const response = await finishLogin(
      context(`/api/auth/callback?code=c&state=${state}`, { GITHUB_CLIENT_ID: "client-1" }, cookie),
      github(() => json({})).fetchImpl,
    )
    expect(response.status).toBe(503)
    expect(await textOf(response)).toContain("GITHUB_CLIENT_SECRET is missing")
  })
})
