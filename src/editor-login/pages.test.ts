/**
 * @jest-environment node
 */
// Node's environment: the login's code runs on web standard APIs (crypto.subtle, Response) that
// Node has and jsdom's window lacks. jsdom is used below as a parser and as the popup's window.
import { createHash } from "node:crypto"
import { JSDOM } from "jsdom"
import {
  contentSecurityPolicy,
  decapMessage,
  escapeHtml,
  githubRefusedPage,
  providerWords,
  HANDSHAKE_SCRIPT,
  handshakeScriptHash,
  jsonForScript,
  loggedInPage,
  MESSAGE_ELEMENT_ID,
  NO_OPENER_ELEMENT_ID,
  pageResponse,
  renderPage,
  setupNeededPage,
  unknownProviderPage,
  type Page,
} from "./pages"

const siteOrigin = "https://cdm.example"
const hostile = `</script><script>alert("x")</script><!-- & \u2028`

describe("the login's pages", () => {
  it("are HTML documents in English with a title and one <h1>", () => {
    const document = new JSDOM(renderPage(loggedInPage("t"))).window.document
    expect(renderPage(loggedInPage("t"))).toMatch(/^<!doctype html>\n<html lang="en">/)
    expect(document.title).toBe("Logged in – Editor login")
    expect([...document.querySelectorAll("h1")].map((h1) => h1.textContent)).toEqual(["Logged in"])
    expect(document.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex, nofollow")
  })

  it("escape what they show, so text from a query string stays text", () => {
    expect(escapeHtml(`<b a="1">&'`)).toBe("&#60;b a=&#34;1&#34;&#62;&#38;&#39;")
    // GitHub's error text, the one text from a query string a page shows (after the state matched).
    const markup = "</script><script>alert(1)</script><!-- &"
    const document = new JSDOM(renderPage(githubRefusedPage(400, "x", markup))).window.document
    expect(document.querySelectorAll("script:not([type])")).toHaveLength(1)
    expect(document.querySelector("p")?.textContent).toContain(`GitHub did not log you in: ${markup}.`)
  })

  it("repeat GitHub's words only when they are what RFC 6749 allows there, at most 200 characters", () => {
    expect(providerWords("application_suspended", "The app is suspended.")).toBe("The app is suspended.")
    // A quote, a character beyond ASCII or a long text: GitHub's error code instead, or nothing.
    expect(providerWords("application_suspended", hostile)).toBe("application_suspended")
    expect(providerWords("x", "Call +1 555 0100 ".repeat(12))).toBe("x")
    expect(providerWords("ошибка", "Звоните нам")).toBeNull()
    expect(new JSDOM(renderPage(githubRefusedPage(400, "ошибка", null))).window.document.body.textContent).toContain(
      "GitHub did not log you in. Close this window",
    )
  })

  it("keep the token as data that no text can break out of, read back exactly", () => {
    const json = jsonForScript(decapMessage({ kind: "success", token: hostile }))
    expect(json).not.toMatch(/[<>&\u2028]/)
    const document = new JSDOM(renderPage(loggedInPage(hostile))).window.document
    const scripts = [...document.querySelectorAll("script")]
    expect(scripts.map((script) => script.getAttribute("type"))).toEqual(["application/json", null])
    const data = document.getElementById(MESSAGE_ELEMENT_ID)?.textContent ?? ""
    expect(JSON.parse(data)).toBe(
      `authorization:github:success:${JSON.stringify({ token: hostile, provider: "github" })}`,
    )
    // The executable script is the constant one, whatever the token.
    expect(scripts[1].textContent).toBe(HANDSHAKE_SCRIPT)
  })

  it("post Decap's success and error messages", () => {
    expect(decapMessage({ kind: "success", token: "gho_1" })).toBe(
      'authorization:github:success:{"token":"gho_1","provider":"github"}',
    )
    expect(decapMessage({ kind: "error", message: "No." })).toBe('authorization:github:error:{"message":"No."}')
  })

  it("name the setting that is missing, and both when both are", () => {
    expect(setupNeededPage(["GITHUB_CLIENT_SECRET"]).paragraphs[0]).toMatch(
      /^The editor's GitHub login is not set up yet: GITHUB_CLIENT_SECRET is missing\. In the Cloudflare dashboard, open this Pages project → Settings → Variables and Secrets/,
    )
    expect(setupNeededPage(["GITHUB_CLIENT_ID", "GITHUB_CLIENT_SECRET"]).paragraphs[0]).toContain(
      "GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET are missing",
    )
  })
})

describe("the login's headers", () => {
  it("allow the handshake script by its hash and nothing else", async () => {
    const hash = await handshakeScriptHash()
    expect(hash).toBe(`'sha256-${createHash("sha256").update(HANDSHAKE_SCRIPT).digest("base64")}'`)
    const response = await pageResponse(loggedInPage("gho_1"))
    expect(response.headers.get("content-security-policy")).toBe(
      `default-src 'none'; script-src ${hash}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    )
    // The hash is of the script exactly as the page carries it.
    const page = new JSDOM(await response.text()).window.document
    const script = page.querySelector("script:not([type])")?.textContent ?? ""
    expect(`'sha256-${createHash("sha256").update(script).digest("base64")}'`).toBe(hash)
  })

  it("let a page without the handshake run no script at all", () => {
    expect(contentSecurityPolicy(null)).toBe(
      "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    )
  })

  it("are on every answer, and never cut the popup off from its opener (no Cross-Origin-Opener-Policy)", async () => {
    const pages: Page[] = [loggedInPage("t"), unknownProviderPage(), setupNeededPage(["GITHUB_CLIENT_ID"])]
    for (const page of pages) {
      const response = await pageResponse(page, [["Set-Cookie", "a=b"]])
      expect(response.status).toBe(page.status)
      expect(Object.fromEntries(response.headers)).toEqual({
        "cache-control": "no-store",
        "content-security-policy": expect.stringMatching(/^default-src 'none'; /),
        "content-type": "text/html; charset=utf-8",
        "referrer-policy": "no-referrer",
        "set-cookie": "a=b",
        "strict-transport-security": "max-age=31536000; includeSubDomains",
        "x-content-type-options": "nosniff",
        "x-frame-options": "DENY",
      })
    }
  })
})

/** A popup at the callback, its script run by jsdom, with an opener that records what it is sent. */
function popup(page: Page, opener: "window" | null) {
  const dom = new JSDOM(renderPage(page), {
    url: `${siteOrigin}/api/auth/callback?code=c&state=s`,
    runScripts: "outside-only",
  })
  const posted: { message: unknown; targetOrigin: string }[] = []
  const editor = { postMessage: (message: unknown, targetOrigin: string) => posted.push({ message, targetOrigin }) }
  Object.defineProperty(dom.window, "opener", { value: opener === null ? null : editor, configurable: true })
  dom.window.eval(HANDSHAKE_SCRIPT)
  /** A message event as the browser would deliver it to the popup. */
  const receive = (data: unknown, origin: string, source: unknown) => {
    const event = new dom.window.Event("message")
    Object.defineProperties(event, { data: { value: data }, origin: { value: origin }, source: { value: source } })
    dom.window.dispatchEvent(event)
  }
  return { dom, posted, editor, receive }
}

describe("the handshake script", () => {
  const success = `authorization:github:success:${JSON.stringify({ token: "gho_1", provider: "github" })}`

  it("says authorizing:github to its opener, on the site's origin only, and hands over the token when asked", () => {
    const { posted, editor, receive } = popup(loggedInPage("gho_1"), "window")
    expect(posted).toEqual([{ message: "authorizing:github", targetOrigin: siteOrigin }])
    receive("authorizing:github", siteOrigin, editor)
    expect(posted[1]).toEqual({ message: success, targetOrigin: siteOrigin })
  })

  it("answers no other origin, no other window and no other message", () => {
    const { posted, editor, receive } = popup(loggedInPage("gho_1"), "window")
    receive("authorizing:github", "https://attacker.example", editor)
    receive("authorizing:github", siteOrigin, { postMessage: () => undefined })
    receive("authorizing:github", siteOrigin, null)
    receive("authorizing:gitlab", siteOrigin, editor)
    expect(posted).toEqual([{ message: "authorizing:github", targetOrigin: siteOrigin }])
  })

  it("hands over an error the same way, so the editor stops waiting and shows it", () => {
    const { posted, editor, receive } = popup(setupNeededPage(["GITHUB_CLIENT_ID"]), "window")
    receive("authorizing:github", siteOrigin, editor)
    expect(posted[1].message).toMatch(
      /^authorization:github:error:\{"message":"The editor's GitHub login is not set up yet/,
    )
  })

  it("without an opener, shows how to start again", () => {
    const { dom } = popup(loggedInPage("gho_1"), null)
    expect(dom.window.document.getElementById(NO_OPENER_ELEMENT_ID)?.hidden).toBe(false)
  })

  it("with an opener, keeps that note hidden", () => {
    const { dom } = popup(loggedInPage("gho_1"), "window")
    expect(dom.window.document.getElementById(NO_OPENER_ELEMENT_ID)?.hidden).toBe(true)
  })
})
