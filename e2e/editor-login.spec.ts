/**
 * The editor's GitHub login in a real browser: Decap's popup handshake with the page the callback
 * answers, on Cloudflare Pages' runtime (wrangler pages dev: public/, functions/ and its settings)
 * against a local stand-in for GitHub, whose consent page approves at once. The token must reach
 * a window of the site's own origin that opened the popup, and no other origin, ever.
 *
 * One wrangler serves the file, over https, and this browser resolves the live site's name to it:
 * the real editor waits for the local file server on 127.0.0.1 (src/cms/local-file-server.ts),
 * and a Secure cookie needs a secure origin, so the editor is opened at the live site's name, as
 * a visitor's browser resolves it to Cloudflare. What the login answers to each request is
 * tests/build/editor-login.test.ts's; here, what only a browser does with it.
 */
import path from "node:path"
import { expect, test, type Page } from "@playwright/test"
import { CANCELLED, START_ELSEWHERE } from "../src/editor-login/pages"
import { startGitHubStandIn, type GitHubLoginStandIn } from "../tests/support/stand-ins/github-stand-in"
import { EDITOR_ANSWERS_MS, EDITOR_TEST_MS } from "../tests/support/time-limits"
import { functionsDir, startPagesDev, type PagesDev } from "../tests/build/pages-dev"
import { publishing } from "./support/content"
import { editorBuiltFor } from "./support/editor-built-for"
import { atLiveSiteName, liveSite } from "./support/live-site"

const publicDir = path.join(__dirname, "..", "public")
const token = "gho_browserStandInToken42"
const loginPath = "/api/auth?provider=github&site_id=cdm.example&scope=repo"

let github: GitHubLoginStandIn | undefined
let site: PagesDev | undefined

// One wrangler for the file: its tests run in order in one worker, whose browser resolves the
// live site's name to this machine and takes wrangler's own certificate.
test.describe.configure({ mode: "default", timeout: EDITOR_TEST_MS })
test.use({ ...atLiveSiteName, ignoreHTTPSErrors: true })

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(EDITOR_TEST_MS)
  github = await startGitHubStandIn({
    oauthApp: { clientId: "browser-client", clientSecret: "browser-secret", token },
  })
  site = await startPagesDev(publicDir, {
    functionsDir,
    https: true,
    bindings: {
      GITHUB_CLIENT_ID: "browser-client",
      GITHUB_CLIENT_SECRET: "browser-secret",
      GITHUB_OAUTH_ORIGIN: github.origin,
    },
  })
})

test.afterAll(async () => {
  await site?.stop()
  await github?.stop()
})

function origins(): { site: string; github: string } {
  if (!site || !github) throw new Error("wrangler pages dev or the GitHub stand-in is not running")
  return { site: site.origin, github: github.origin }
}

/**
 * A blank page at `address` on the site's origin, under `coop`, for the editor's window: Decap's
 * /admin/ needs Cross-Origin-Opener-Policy: same-origin-allow-popups (or none) for its login popup
 * to keep its opener, and every page of public/ is still under "same-origin" (_headers' /*).
 */
async function editorWindow(page: Page, address: string, coop: string): Promise<void> {
  const url = origins().site + address
  await page.route(url, (route) =>
    route.fulfill({
      status: 200,
      headers: { "Content-Type": "text/html; charset=utf-8", "Cross-Origin-Opener-Policy": coop },
      body: '<!doctype html><html lang="en"><title>Editor</title><h1>Editor</h1></html>',
    }),
  )
  await page.goto(url)
}

/**
 * What Decap's NetlifyAuthenticator does, in the page: open the login popup, wait for
 * "authorizing:github" from the site's origin (base_url), say it back to the popup, and resolve
 * with the token of "authorization:github:success:{…}" (or reject with the error's message).
 */
function decapLogin(page: Page, baseUrl: string, timeoutMs: number): Promise<string> {
  return page.evaluate(
    ([loginPath, baseUrl, timeoutMs]) =>
      new Promise<string>((resolve, reject) => {
        const authWindow = window.open(baseUrl + loginPath, "editor-login", "width=960,height=600")
        const timer = setTimeout(() => reject(new Error(`no answer from the popup in ${timeoutMs} ms`)), timeoutMs)
        window.addEventListener("message", function handshake(event: MessageEvent) {
          if (event.data !== "authorizing:github" || event.origin !== baseUrl) return
          window.removeEventListener("message", handshake)
          window.addEventListener("message", (answer: MessageEvent) => {
            if (answer.origin !== baseUrl || typeof answer.data !== "string") return
            const success = /^authorization:github:success:(.+)$/.exec(answer.data)
            const failure = /^authorization:github:error:(.+)$/.exec(answer.data)
            clearTimeout(timer)
            authWindow?.close()
            if (success) resolve((JSON.parse(success[1]) as { token: string }).token)
            else if (failure) reject(new Error((JSON.parse(failure[1]) as { message: string }).message))
          })
          authWindow?.postMessage(event.data, event.origin)
        })
      }),
    [loginPath, baseUrl, timeoutMs] as const,
  )
}

test("tells the editor's window when the login was cancelled on GitHub, so it stops waiting", async ({ page }) => {
  const { site: siteOrigin } = origins()
  if (!github) throw new Error("no GitHub stand-in")
  await editorWindow(page, "/editor-window/", "same-origin-allow-popups")
  github.consent = "deny"
  try {
    await expect(decapLogin(page, siteOrigin, EDITOR_ANSWERS_MS)).rejects.toThrow(CANCELLED)
  } finally {
    github.consent = "approve"
  }
})

test("under Cross-Origin-Opener-Policy: same-origin, the popup loses its opener and says to start again", async ({
  page,
}) => {
  // What happens from any page of public/ but /admin/ (whose policy allows popups with backend github):
  // the browser puts the popup in a group of its own, so no handshake, and the page says what to do.
  const { site: siteOrigin } = origins()
  const home = await page.goto(`${siteOrigin}/`)
  expect(home?.headers()["cross-origin-opener-policy"]).toBe("same-origin")
  const popupOpened = page.waitForEvent("popup")
  // The editor's window hears nothing back, however long the popup takes to load on a busy machine:
  // its refusal is awaited from the start, so a wait that ends first is not an unhandled rejection.
  const heardNothing = expect(decapLogin(page, siteOrigin, 3_000)).rejects.toThrow(/no answer from the popup/)
  const popup = await popupOpened
  await popup.waitForURL(/\/api\/auth\/callback\?/)
  await expect(popup.getByRole("heading", { level: 1 })).toHaveText("Logged in")
  await expect(popup.getByText("This window has lost its link to the editor")).toBeVisible()
  await heardNothing
})

test("refuses a login another site opens, before GitHub is asked: the browser says Sec-Fetch-Site is not same-origin", async ({
  page,
}) => {
  const { site: siteOrigin, github: otherOrigin } = origins()
  if (!github) throw new Error("no GitHub stand-in")
  const authorizationsBefore = github.authorizations.length
  // The stand-in's blank page: another origin (http on another port of 127.0.0.1, so the browser
  // says "same-site" or, counting the scheme, "cross-site": both are refused).
  await page.goto(`${otherOrigin}/`)
  const popupOpened = page.waitForEvent("popup")
  await page.evaluate((url) => void window.open(url, "editor-login"), siteOrigin + loginPath)
  const popup = await popupOpened
  await popup.waitForLoadState("load")
  expect(new URL(popup.url()).pathname).toBe("/api/auth")
  await expect(popup.getByText(START_ELSEWHERE)).toBeVisible()
  expect(github.authorizations.length).toBe(authorizationsBefore)
})

test("never hands the token to a window of another origin, even when it asks", async ({ page }) => {
  const { site: siteOrigin, github: otherOrigin } = origins()
  // The stand-in's blank page: another origin, under no opener policy, so the popup keeps it as
  // its opener and only the origin checks stand between it and the token.
  await page.goto(`${otherOrigin}/`)
  await page.evaluate(() => {
    const received: unknown[] = []
    Object.assign(window, { received })
    window.addEventListener("message", (event: MessageEvent) =>
      received.push({ origin: event.origin, data: event.data as unknown }),
    )
  })
  // A start that other window opens is refused (the test above); so the popup opens a page of
  // the site without an opener policy, and that page starts the login, same-origin, as a
  // script on the site could. The popup's opener is still the other origin's window.
  const blank = `${siteOrigin}/opened-from-elsewhere/`
  await page.context().route(blank, (route) =>
    route.fulfill({
      status: 200,
      headers: { "Content-Type": "text/html; charset=utf-8" },
      body: '<!doctype html><html lang="en"><title>Site</title><h1>Site</h1></html>',
    }),
  )
  const popupOpened = page.waitForEvent("popup")
  await page.evaluate((url) => Object.assign(window, { login: window.open(url, "editor-login") }), blank)
  const popup = await popupOpened
  await popup.waitForLoadState("load")
  await popup.evaluate((path) => location.assign(path), loginPath)
  await popup.waitForURL(/\/api\/auth\/callback\?/)
  await popup.waitForLoadState("load")
  await expect(popup.getByRole("heading", { level: 1 })).toHaveText("Logged in")
  // The popup does have this window as its opener: only the origin checks keep the token in.
  expect(await popup.evaluate(() => window.opener !== null)).toBe(true)
  // Once the popup's own script has answered a message (its listener was added first, so runs first),
  // it says so to this window: what that script posted arrives before, messages between two windows
  // arriving in the order they were sent.
  const answered = "the popup's script has answered"
  await popup.evaluate((note) => {
    const opener = window.opener as Window
    window.addEventListener("message", () => opener.postMessage(note, "*"))
  }, answered)
  // A forged start of the handshake, from the wrong origin.
  await page.evaluate(() => {
    const { login } = window as unknown as { login: Window }
    login.postMessage("authorizing:github", "*")
  })
  const received = () => page.evaluate(() => (window as unknown as { received: { data: unknown }[] }).received)
  await expect.poll(async () => (await received()).map(({ data }) => data)).toContain(answered)
  expect(JSON.stringify(await received())).not.toContain(token)
  expect(await received()).toEqual([{ origin: siteOrigin, data: answered }])
})

test("the real editor at /admin/, at the live site's address, logs in through the site's login and uses the token", async ({
  page,
  context,
}) => {
  if (!github) throw new Error("no GitHub stand-in")
  if (publishing.backend !== "github") throw new Error("publishing.yaml's backend is not GitHub")
  // The editor as built for editors who log in with GitHub: publishing.yaml without its signIn.
  const { signIn: _signIn, ...withGitHubLogin } = publishing
  await editorBuiltFor(context, withGitHubLogin)
  // Every console message of the editor's window and the popup: the popup's policy must block nothing it needs.
  const popupMessages: string[] = []
  context.on("console", (message) => {
    if (message.page()?.url().includes("/api/auth")) popupMessages.push(`${message.type()}: ${message.text()}`)
  })
  // GitHub's API, which the editor calls with the token it was handed; recorded, and answered
  // as far as the login needs (the user, and write access to the repository).
  const apiCalls: { path: string; authorization: string | undefined }[] = []
  await context.route("https://api.github.com/**", async (route) => {
    const { pathname } = new URL(route.request().url())
    apiCalls.push({
      path: pathname,
      authorization: (await route.request().headerValue("authorization")) ?? undefined,
    })
    if (pathname === "/user") return route.fulfill({ json: { login: "editor", name: "An Editor", avatar_url: "" } })
    if (pathname.startsWith("/repos/") && pathname.split("/").length === 4) {
      return route.fulfill({ json: { permissions: { pull: true, push: true, admin: false } } })
    }
    return route.fulfill({ status: 404, json: { message: "Not Found" } })
  })
  const editorAddress = `https://${liveSite.hostname}:${new URL(origins().site).port}/admin/`
  const answer = await page.goto(editorAddress)
  expect(answer?.headers()["cross-origin-opener-policy"]).toBe("same-origin-allow-popups")
  const exchangesBefore = github.tokenRequests.length
  const popupOpened = page.waitForEvent("popup")
  await page.getByRole("button", { name: "Login with GitHub" }).click()
  const popup = await popupOpened
  // The popup went through the stand-in's consent page and back to the site's callback, which
  // exchanged the code with the site's secret and handed the token to the editor's window.
  await expect.poll(() => github?.tokenRequests.length ?? 0).toBe(exchangesBefore + 1)
  expect(github.tokenRequests.at(-1)?.form.redirect_uri).toBe(new URL("/api/auth/callback", editorAddress).href)
  expect(github.tokenRequests.at(-1)?.form.client_secret).toBe("browser-secret")
  await expect
    .poll(() => apiCalls.find((call) => call.path === "/user")?.authorization, { timeout: EDITOR_ANSWERS_MS })
    .toBe(`token ${token}`)
  await expect.poll(() => popup.isClosed()).toBe(true)
  expect(popupMessages).toEqual([])
})
