/**
 * What the editor's GitHub login (functions/api/auth) answers: small plain pages for the popup
 * window Decap CMS opens, each with its own security headers. Cloudflare Pages applies
 * public/_headers to static files only, never to a Function's responses, so nothing else would
 * give these answers a policy.
 *
 * Only web standard APIs (crypto.subtle, Headers, Response): the same code runs in Cloudflare's
 * runtime, in wrangler pages dev and under jest.
 */

/** The one login provider this site has; Decap names it in every message of the handshake. */
export const PROVIDER = "github"

/** The element whose JSON text is the message the handshake script posts to the editor. */
export const MESSAGE_ELEMENT_ID = "editor-login-message"
/** The paragraph the script shows when the window has no opener to talk to. */
export const NO_OPENER_ELEMENT_ID = "editor-login-no-opener"

/**
 * The popup's half of Decap's handshake (its NetlifyAuthenticator is the other half): say
 * "authorizing:github" to the window that opened this one, and answer only that window, only when
 * it speaks from this site's own origin, with the message in the page's data. Both posts name
 * location.origin as their target, so the browser itself drops them when the opener is any other
 * site. The script never changes (what it posts is data beside it), so one sha256 in the
 * Content-Security-Policy allows this script and nothing else.
 */
export const HANDSHAKE_SCRIPT = `(function () {
  var data = document.getElementById("${MESSAGE_ELEMENT_ID}");
  var opener = window.opener;
  if (!data) return;
  if (!opener) {
    var note = document.getElementById("${NO_OPENER_ELEMENT_ID}");
    if (note) note.hidden = false;
    return;
  }
  var message = JSON.parse(data.textContent || "null");
  var origin = location.origin;
  window.addEventListener("message", function (event) {
    if (event.origin === origin && event.source === opener && event.data === "authorizing:${PROVIDER}") {
      opener.postMessage(message, origin);
    }
  });
  opener.postMessage("authorizing:${PROVIDER}", origin);
})();`

/** What the popup tells the editor once the handshake is done. */
export type Outcome =
  { readonly kind: "success"; readonly token: string } | { readonly kind: "error"; readonly message: string }

/** One answer of the login, before it is written out. */
export interface Page {
  readonly status: number
  /** The page's title and its <h1>. */
  readonly title: string
  /** Plain text, one paragraph each; escaped when written. */
  readonly paragraphs: readonly string[]
  /** When set, the page runs the handshake and posts this to the editor that opened the popup. */
  readonly outcome?: Outcome
}

/** The message Decap waits for: "authorization:github:success:{json}" or "…:error:{json}". */
export function decapMessage(outcome: Outcome): string {
  const payload =
    outcome.kind === "success" ? { token: outcome.token, provider: PROVIDER } : { message: outcome.message }
  return `authorization:${PROVIDER}:${outcome.kind}:${JSON.stringify(payload)}`
}

/** Text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

/**
 * JSON for the text of a <script type="application/json">: the element ends at the first
 * "</script", and "<!--" changes how the parser reads what follows, so no "<" (nor ">", "&" or the
 * two line separators older parsers choke on) is ever written raw. JSON.parse reads the escapes
 * back as the same characters.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  )
}

let handshakeHash: string | undefined

/** 'sha256-…' of the handshake script, as the Content-Security-Policy names it. */
export async function handshakeScriptHash(): Promise<string> {
  // Computed once per isolate; a string, so nothing tied to one request is kept across requests.
  if (handshakeHash === undefined) {
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(HANDSHAKE_SCRIPT))
    handshakeHash = `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`
  }
  return handshakeHash
}

/**
 * The policy of a login page: nothing may load or run but the handshake script (when the page
 * has one); no <base>, no form, no framing. The pages have no style, image or font of their own.
 */
export function contentSecurityPolicy(scriptHash: string | null): string {
  return [
    "default-src 'none'",
    ...(scriptHash === null ? [] : [`script-src ${scriptHash}`]),
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ")
}

/**
 * The headers of every answer. No Cross-Origin-Opener-Policy on purpose: with "same-origin", the
 * browser would put the popup in a group of its own and cut it off from the editor window that
 * opened it (window.opener would be null), and the handshake could never happen.
 */
export function securityHeaders(scriptHash: string | null): Headers {
  return new Headers({
    "Content-Type": "text/html; charset=utf-8",
    "Content-Security-Policy": contentSecurityPolicy(scriptHash),
    // The callback's page holds a token: no cache, shared or private, may keep it.
    "Cache-Control": "no-store",
    // The addresses carry the OAuth code and state: never send them on to anyone.
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  })
}

/** The page as HTML: a title, an <h1>, its paragraphs, and the handshake when it has an outcome. */
export function renderPage(page: Page): string {
  const paragraphs = page.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`)
  const handshake =
    page.outcome === undefined
      ? []
      : [
          `<p id="${NO_OPENER_ELEMENT_ID}" hidden>This window has lost its link to the editor. Close it, go back to the editor and choose Login with GitHub again.</p>`,
          `<script type="application/json" id="${MESSAGE_ELEMENT_ID}">${jsonForScript(decapMessage(page.outcome))}</script>`,
          `<script>${HANDSHAKE_SCRIPT}</script>`,
        ]
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    `<title>${escapeHtml(page.title)} – Editor login</title>`,
    "</head>",
    "<body>",
    "<main>",
    `<h1>${escapeHtml(page.title)}</h1>`,
    ...paragraphs,
    ...handshake,
    "</main>",
    "</body>",
    "</html>",
    "",
  ].join("\n")
}

/** The page as a response, under its headers; `extra` adds Set-Cookie, Location and the like. */
export async function pageResponse(page: Page, extra: readonly (readonly [string, string])[] = []): Promise<Response> {
  const headers = securityHeaders(page.outcome === undefined ? null : await handshakeScriptHash())
  for (const [name, value] of extra) headers.append(name, value)
  return new Response(renderPage(page), { status: page.status, headers })
}

// The answers, in the words an editor or the site's owner reads them.

/** A page that says what went wrong, and tells the editor's window the same, so it stops waiting. */
function errorPage(status: number, title: string, message: string): Page {
  return { status, title, paragraphs: [message], outcome: { kind: "error", message } }
}

/** What the site's owner must do before the login can work. */
export const SETUP_STEPS =
  "In the Cloudflare dashboard, open this Pages project → Settings → Variables and Secrets, add GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET (from the GitHub OAuth app), then deploy again."

export function setupNeededPage(missing: readonly string[]): Page {
  const message = `The editor's GitHub login is not set up yet: ${missing.join(" and ")} ${missing.length === 1 ? "is" : "are"} missing. ${SETUP_STEPS}`
  return errorPage(503, "GitHub login is not set up yet", message)
}

export function invalidSettingPage(name: string): Page {
  const message = `The editor's GitHub login is set up wrongly: ${name} is not an https:// address such as https://github.com (http:// only for localhost, in tests). Correct or remove it in the Cloudflare dashboard (this Pages project → Settings → Variables and Secrets), then deploy again.`
  return errorPage(503, "GitHub login is set up wrongly", message)
}

export function unknownProviderPage(): Page {
  // No handshake: Decap waits for a message naming the provider it asked for, which is not GitHub.
  // The provider asked for is not repeated: whatever a link puts there would be shown on this origin.
  return {
    status: 400,
    title: "This login works with GitHub only",
    paragraphs: [
      "The editor asked to log in with another provider than GitHub, but this site's login only knows GitHub. publishing.yaml, the owner's settings, should name backend: github.",
    ],
  }
}

export const START_ELSEWHERE = "To log in, open the editor at /admin/ on this site and choose Login with GitHub there."

export function startElsewherePage(): Page {
  // No handshake: the window that opened this one, if any, is another site's.
  return {
    status: 403,
    title: "Log in from the editor",
    paragraphs: [
      "This login can only be started from the site's own editor, not from another page or site.",
      START_ELSEWHERE,
    ],
  }
}

export const NOT_STARTED_HERE =
  "This login was not started from this window, or it took longer than 10 minutes. Close this window and choose Login with GitHub again."

export function notStartedHerePage(): Page {
  return errorPage(403, "This login cannot be finished", NOT_STARTED_HERE)
}

export const CANCELLED =
  "The login was cancelled on GitHub, and nothing was changed. To log in, choose Login with GitHub again."

export function cancelledPage(): Page {
  return errorPage(200, "Login cancelled", CANCELLED)
}

/**
 * GitHub's words for a refusal (its error_description, or else its error code), when they are what
 * RFC 6749 allows there (printable ASCII but `"` and `\`) and at most 200 characters; anything else
 * is not repeated. Whatever is repeated is written as text (escaped).
 */
export function providerWords(error: string, description: string | null): string | null {
  const allowed = /^[\x20-\x21\x23-\x5B\x5D-\x7E]{1,200}$/
  return [description, error].find((text): text is string => text !== null && allowed.test(text)) ?? null
}

/** GitHub refused the login: its own words (providerWords), then what to do, or `advice` for the site's owner. */
export function githubRefusedPage(status: number, error: string, description: string | null, advice?: string): Page {
  const words = providerWords(error, description)
  const next =
    advice ?? "Close this window and choose Login with GitHub again; if this keeps happening, tell the site's owner."
  const message = `GitHub did not log you in${words ? `: ${words}` : ""}. ${next}`
  return errorPage(status, "GitHub did not log you in", message)
}

export function missingCodePage(): Page {
  const message =
    "GitHub sent this window back without a login code. Close this window and choose Login with GitHub again."
  return errorPage(400, "No login code from GitHub", message)
}

export const BAD_CODE =
  "GitHub did not accept the login code: it was already used or has expired. Close this window and choose Login with GitHub again."

export function badCodePage(): Page {
  return errorPage(400, "The login code has expired", BAD_CODE)
}

export const GITHUB_UNREACHABLE =
  "GitHub could not be reached to finish the login, or it answered with an error. Nothing was changed. Wait a minute, close this window and choose Login with GitHub again."

export function githubUnreachablePage(): Page {
  return errorPage(502, "GitHub could not be reached", GITHUB_UNREACHABLE)
}

export function loggedInPage(token: string): Page {
  return {
    status: 200,
    title: "Logged in",
    paragraphs: ["You are logged in with GitHub. This window closes by itself once the editor has your login."],
    outcome: { kind: "success", token },
  }
}

export function redirectPage(): Page {
  // A browser follows the 302 at once; this is for anything that does not.
  return { status: 302, title: "Continue to GitHub", paragraphs: ["Continuing to GitHub to log in…"] }
}
