/**
 * The editor's GitHub login (functions/api/auth) in Cloudflare's own runtime: `wrangler pages dev`
 * runs the built site with the repository's functions/, as Cloudflare Pages deploys them, against
 * a local stand-in for GitHub's OAuth endpoints (GITHUB_OAUTH_ORIGIN). What the login says when a
 * setting is missing is the handlers' own logic, proved in src/editor-login/github-oauth.test.ts.
 */
import { spawnSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { JSDOM } from "jsdom"
import { cspHash } from "../../src/cdn/inline-code"
import { EDITOR_GATEWAY_PATH } from "../../src/content/routes"
import {
  BAD_CODE,
  CANCELLED,
  GITHUB_UNREACHABLE,
  NOT_STARTED_HERE,
  START_ELSEWHERE,
} from "../../src/editor-login/pages"
import { publicDir } from "./built-site"
import { nuCheck } from "../../src/publish/nu-checker"
import {
  HANG_UP_CODE,
  s256,
  SERVER_ERROR_CODE,
  startGitHubStandIn,
  type GitHubLoginStandIn,
} from "../support/stand-ins/github-stand-in"
import { COMPATIBILITY_DATE, functionsDir, startPagesDev, wranglerBin, wranglerEnv, type PagesDev } from "./pages-dev"

const clientId = "stand-in-client"
const clientSecret = "stand-in-secret"
const token = "gho_standInToken0123456789"

let github: GitHubLoginStandIn
/** The login, set up. */
let site: PagesDev

beforeAll(async () => {
  github = await startGitHubStandIn({ oauthApp: { clientId, clientSecret, token } })
  site = await startPagesDev(publicDir, {
    functionsDir,
    bindings: { GITHUB_CLIENT_ID: clientId, GITHUB_CLIENT_SECRET: clientSecret, GITHUB_OAUTH_ORIGIN: github.origin },
  })
})

afterAll(async () => {
  await Promise.all([site?.stop(), github?.stop()])
})

/** Every answer of the Functions the tests received, with the address asked, for the header checks. */
const functionAnswers: { address: string; response: Response; body: string }[] = []

/** Whether a request failed because the server closed a kept-alive connection as the request reused it. */
function closedIdleConnection(error: unknown): boolean {
  // Read by shape: fetch's TypeError is Node's own, not the test environment's (instanceof fails).
  const cause = typeof error === "object" && error !== null && "cause" in error ? error.cause : undefined
  return typeof cause === "object" && cause !== null && "code" in cause && cause.code === "UND_ERR_SOCKET"
}

async function get(server: PagesDev, address: string, cookie?: string, headers: Record<string, string> = {}) {
  const request = () =>
    fetch(server.origin + address, {
      redirect: "manual",
      headers: { ...headers, ...(cookie === undefined ? {} : { Cookie: cookie }) },
    })
  // Sent once more, as a browser resends a GET, when wrangler closed an idle kept-alive connection
  // just as fetch reused it ("other side closed", after a pause such as the routes test's build).
  const response = await request().catch((error: unknown) => {
    if (closedIdleConnection(error)) return request()
    throw error
  })
  const body = await response.text()
  if (address.startsWith("/api/auth")) functionAnswers.push({ address, response, body })
  return { response, body, document: new JSDOM(body).window.document }
}

/** What the page says: its <h1> and visible paragraphs. */
function textOf(document: Document): string {
  return [...document.querySelectorAll("h1, p:not([hidden])")].map((element) => element.textContent).join("\n")
}

const LOGIN = "/api/auth?provider=github&site_id=cdm.example&scope=repo"
/** What the browser sends when Decap's popup is opened by /admin/, on the site's own origin. */
const FROM_THE_EDITOR = { "Sec-Fetch-Site": "same-origin" }

/** A login started at the site: the state, the cookie's name=value pair and the address at GitHub. */
async function start(): Promise<{ state: string; cookie: string; location: URL }> {
  const { response } = await get(site, LOGIN, undefined, FROM_THE_EDITOR)
  const location = new URL(response.headers.get("location") ?? "")
  const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0]
  return { state: location.searchParams.get("state") ?? "", cookie, location }
}

/** A login started, sent to the stand-in, and back: the callback's address with its code and state. */
async function throughGitHub(): Promise<{ callback: URL; cookie: string; location: URL }> {
  const { cookie, location } = await start()
  const approved = await fetch(location, { redirect: "manual" })
  return { callback: new URL(approved.headers.get("location") ?? ""), cookie, location }
}

/** The code verifier in a login cookie's name=value pair ("name=state.verifier"). */
function verifierIn(cookie: string): string {
  return cookie.split(".").at(-1) ?? ""
}

describe("the editor's login on Cloudflare Pages' runtime", () => {
  it("starts by sending the browser to GitHub with the callback, the scope, a state and an S256 challenge, and both secrets in a cookie", async () => {
    const { response } = await get(site, LOGIN, undefined, FROM_THE_EDITOR)
    expect(response.status).toBe(302)
    const location = new URL(response.headers.get("location") ?? "")
    expect(location.origin + location.pathname).toBe(`${github.origin}/login/oauth/authorize`)
    const query = Object.fromEntries(location.searchParams)
    expect(query).toEqual({
      client_id: clientId,
      redirect_uri: `${site.origin}/api/auth/callback`,
      scope: "repo",
      state: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge_method: "S256",
    })
    expect(response.headers.get("set-cookie")).toMatch(
      new RegExp(
        `^__Host-editor-login-state=${query.state}\\.[A-Za-z0-9_-]{43}; Path=/; Max-Age=600; HttpOnly; Secure; SameSite=Lax$`,
      ),
    )
  })

  it("refuses a start another site sent the browser to (Sec-Fetch-Site: cross-site) with 403: no cookie, nothing sent to GitHub", async () => {
    const before = github.authorizations.length
    const { response, document } = await get(site, LOGIN, undefined, { "Sec-Fetch-Site": "cross-site" })
    expect(response.status).toBe(403)
    expect(response.headers.get("location")).toBeNull()
    expect(response.headers.get("set-cookie")).toBeNull()
    expect(textOf(document)).toContain(START_ELSEWHERE)
    expect(github.authorizations.length).toBe(before)
  })

  it("clamps a wide scope to repo in the address it sends the browser to at GitHub", async () => {
    const { response } = await get(
      site,
      "/api/auth?provider=github&site_id=cdm.example&scope=repo,user,read:org,delete_repo",
      undefined,
      FROM_THE_EDITOR,
    )
    expect(new URL(response.headers.get("location") ?? "").searchParams.get("scope")).toBe("repo")
  })

  it("never writes the provider it was asked for into the page", async () => {
    const message = "Your editor account is locked. Call 0800 123 456 to unlock it"
    const { response, body } = await get(site, `/api/auth?provider=${encodeURIComponent(message)}`)
    expect(response.status).toBe(400)
    expect(body).not.toMatch(/locked|0800/)
  })

  it("completes the PKCE round trip: the token as the page's data, under a policy that runs only the handshake script", async () => {
    const before = github.tokenRequests.length
    const { callback, cookie, location } = await throughGitHub()
    expect(callback.origin + callback.pathname).toBe(`${site.origin}/api/auth/callback`)
    const { response, body, document } = await get(site, callback.pathname + callback.search, cookie)
    expect(response.status).toBe(200)
    const data = document.querySelector('script[type="application/json"]')?.textContent ?? ""
    expect(JSON.parse(data)).toBe(`authorization:github:success:${JSON.stringify({ token, provider: "github" })}`)
    const scripts = [...document.querySelectorAll("script:not([type])")].map((script) => script.textContent ?? "")
    expect(scripts).toHaveLength(1)
    expect(response.headers.get("content-security-policy")).toBe(
      `default-src 'none'; script-src ${cspHash(scripts[0])}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    )
    expect(response.headers.get("cross-origin-opener-policy")).toBeNull()
    expect(body).toMatch(/^<!doctype html>\n<html lang="en">/)
    // The code was exchanged server to server, with the secret and the cookie's verifier, asking for JSON.
    expect(github.tokenRequests.slice(before)).toEqual([
      {
        accept: "application/json",
        contentType: "application/x-www-form-urlencoded",
        form: {
          client_id: clientId,
          client_secret: clientSecret,
          code: callback.searchParams.get("code"),
          redirect_uri: `${site.origin}/api/auth/callback`,
          code_verifier: verifierIn(cookie),
        },
      },
    ])
    // The verifier is the one the challenge sent to GitHub was made from.
    expect(s256(verifierIn(cookie))).toBe(location.searchParams.get("code_challenge"))
  })

  it("refuses a code issued to another login (swapped in with this login's state and cookie): its verifier does not match", async () => {
    const other = await throughGitHub()
    const { state, cookie } = await start()
    const swapped = `/api/auth/callback?code=${other.callback.searchParams.get("code")}&state=${state}`
    const { response, document } = await get(site, swapped, cookie)
    expect(response.status).toBe(400)
    expect(textOf(document)).toContain(BAD_CODE)
    expect(github.tokenRequests.at(-1)?.form.code_verifier).toBe(verifierIn(cookie))
    expect(document.querySelector('script[type="application/json"]')?.textContent).not.toContain(token)
  })

  it("refuses a forged state with 403, without asking GitHub for a token, and leaves the login under way to finish", async () => {
    const before = github.tokenRequests.length
    const { callback, cookie } = await throughGitHub()
    const forged = new URL(callback)
    forged.searchParams.set("state", "A".repeat(43))
    const { response, document } = await get(site, forged.pathname + forged.search, cookie)
    expect(response.status).toBe(403)
    expect(textOf(document)).toContain(NOT_STARTED_HERE)
    expect(github.tokenRequests.length).toBe(before)
    // No Set-Cookie: the browser keeps the cookie, and GitHub's real answer still logs the editor in.
    expect(response.headers.get("set-cookie")).toBeNull()
    const genuine = await get(site, callback.pathname + callback.search, cookie)
    expect(genuine.response.status).toBe(200)
  })

  it("refuses a callback without a state or without the cookie with 403", async () => {
    const { callback, cookie } = await throughGitHub()
    const withoutState = new URL(callback)
    withoutState.searchParams.delete("state")
    for (const [address, sent] of [
      [withoutState.pathname + withoutState.search, cookie],
      [callback.pathname + callback.search, undefined],
    ] as const) {
      const { response, document } = await get(site, address, sent)
      expect(response.status).toBe(403)
      expect(textOf(document)).toContain(NOT_STARTED_HERE)
    }
  })

  it("says the login was cancelled when the editor pressed Cancel on GitHub", async () => {
    const { state, cookie } = await start()
    const address = `/api/auth/callback?error=access_denied&error_description=The+user+has+denied+your+application+access.&state=${state}`
    const { response, document } = await get(site, address, cookie)
    expect(response.status).toBe(200)
    expect(textOf(document)).toContain(CANCELLED)
  })

  it("asks for a new login when GitHub refuses the code", async () => {
    const { state, cookie } = await start()
    const { response, document } = await get(site, `/api/auth/callback?code=not-issued&state=${state}`, cookie)
    expect(response.status).toBe(400)
    expect(textOf(document)).toContain(BAD_CODE)
  })

  it("answers 502 in plain words when GitHub hangs up or fails", async () => {
    for (const code of [HANG_UP_CODE, SERVER_ERROR_CODE]) {
      const { state, cookie } = await start()
      const { response, document, body } = await get(site, `/api/auth/callback?code=${code}&state=${state}`, cookie)
      expect({ code, status: response.status }).toEqual({ code, status: 502 })
      expect(textOf(document)).toContain(GITHUB_UNREACHABLE)
      expect(body).not.toMatch(/Unicorn|Error:|\bat \S+ \(/)
    }
  })

  it("refuses a provider other than GitHub in plain words", async () => {
    const { response, document } = await get(site, "/api/auth?provider=gitlab&site_id=cdm.example")
    expect(response.status).toBe(400)
    expect(textOf(document)).toContain("this site's login only knows GitHub")
  })

  it("clears the login's cookie on every callback answer once the state matched, and on no other", () => {
    const callbacks = functionAnswers.filter(({ address }) => address.startsWith("/api/auth/callback"))
    expect(callbacks.length).toBeGreaterThanOrEqual(10)
    const cleared = "__Host-editor-login-state=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax"
    for (const { address, response } of callbacks) {
      // 403: the state did not match.
      const matched = response.status !== 403
      expect({ address, cookie: response.headers.get("set-cookie") }).toEqual({
        address,
        cookie: matched ? cleared : null,
      })
    }
  })

  it("sends its own security headers on every answer, and none of _headers' (no Cross-Origin-Opener-Policy)", () => {
    expect(functionAnswers.length).toBeGreaterThanOrEqual(15)
    const wrong = functionAnswers.flatMap(({ address, response }) => {
      const expected: Record<string, string | RegExp | null> = {
        "content-type": "text/html; charset=utf-8",
        "content-security-policy":
          /^default-src 'none'; (script-src 'sha256-[A-Za-z0-9+/]{43}='; )?base-uri 'none'; form-action 'none'; frame-ancestors 'none'$/,
        "cache-control": "no-store",
        "referrer-policy": "no-referrer",
        "x-content-type-options": "nosniff",
        "x-frame-options": "DENY",
        "strict-transport-security": "max-age=31536000; includeSubDomains",
        "cross-origin-opener-policy": null,
        // _headers gives every static page this; a Function's answer does not get it.
        "permissions-policy": null,
      }
      return Object.entries(expected).flatMap(([name, value]) => {
        const actual = response.headers.get(name)
        const good = value instanceof RegExp ? value.test(actual ?? "") : actual === value
        return good ? [] : [`${address}: ${name} is ${JSON.stringify(actual)}`]
      })
    })
    expect(wrong).toEqual([])
  })

  it("answers with pages the W3C Nu HTML Checker finds no error in", async () => {
    const scratch = mkdtempSync(path.join(tmpdir(), "editor-login-html-"))
    try {
      // One page of each kind: the redirect's, the token's, and the error pages.
      const kinds = new Map<string, string>()
      for (const { response, body } of functionAnswers) kinds.set(`${response.status}-${body.length}`, body)
      const files = [...kinds.values()].map((body, index) => {
        const file = path.join(scratch, `answer-${index}.html`)
        writeFileSync(file, body)
        return file
      })
      expect(files.length).toBeGreaterThanOrEqual(6)
      const messages = await nuCheck(files)
      expect(messages.map((message) => `${path.basename(message.url)}: ${message.message}`)).toEqual([])
    } finally {
      rmSync(scratch, { recursive: true, force: true })
    }
  })
})

describe("the routes Cloudflare Pages gives the Functions", () => {
  it("are the editor's login and gateway only: every other address stays static (the _routes.json wrangler writes)", () => {
    const scratch = mkdtempSync(path.join(tmpdir(), "pages-functions-build-"))
    const link = path.join(scratch, "functions")
    try {
      symlinkSync(functionsDir, link, "dir")
      const routes = path.join(scratch, "_routes.json")
      const build = spawnSync(
        process.execPath,
        [
          wranglerBin,
          ...["pages", "functions", "build", "--outdir", path.join(scratch, "out")],
          ...["--output-routes-path", routes, "--compatibility-date", COMPATIBILITY_DATE],
        ],
        { cwd: scratch, env: wranglerEnv(scratch), encoding: "utf8" },
      )
      expect(build.status).toBe(0)
      const { include, exclude } = JSON.parse(readFileSync(routes, "utf8")) as { include: string[]; exclude: string[] }
      expect({ include: [...include].sort(), exclude }).toEqual({
        include: ["/api/auth", "/api/auth/callback", `${EDITOR_GATEWAY_PATH}*`],
        exclude: [],
      })
    } finally {
      // The link first, on its own: removing the scratch folder must never reach the repository's functions/.
      rmSync(link, { force: true })
      rmSync(scratch, { recursive: true, force: true })
    }
  })

  it("leave /api/other to the static files: the not-found page under _headers", async () => {
    const { response, document } = await get(site, "/no-such-page/")
    const other = await get(site, "/api/other")
    expect(other.response.status).toBe(404)
    expect(other.document.title).toBe(document.title)
    // The /* rule's headers, which a Function's answer would not carry.
    expect(other.response.headers.get("permissions-policy")).toBe(response.headers.get("permissions-policy"))
    expect(other.response.headers.get("permissions-policy")).toContain("camera=()")
    expect(other.response.headers.get("x-frame-options")).toBe("DENY")
  })
})
