/**
 * The editor's gateway: one web-standard fetch handler (Request in, Response out) that each host
 * serves below /api/gateway/ (functions/api/gateway/ on Cloudflare Pages, netlify/functions/ on
 * Netlify). It speaks netlify/git-gateway's protocol, which Decap's git-gateway backend uses with
 * `auth_type: pkce`:
 *
 * - GET  status     Decap's check that the gateway is up (it would otherwise ask netlifystatus.com);
 * - GET  authorize, POST token   the sign-in (sign-in.ts);
 * - GET  settings   Decap's first call once signed in: which git host, and whether this person may edit;
 * - any  github/…   the repository's REST API, one rule per call (repository-calls.ts);
 * - GET, PUT, DELETE  schedule/{pull request}, GET schedules   a draft's time to publish itself
 *   (schedule-calls.ts; docs/editing/scheduled-publishing.md);
 * - GET  owner-status   for the site's owner only (an admin's GitHub token): which secrets the host
 *   gave and the App as GitHub sees it, for `npm run check:live` (owner-status.ts).
 *
 * It answers at the live site's address only (an earlier deployment, still served at an address of
 * its own with the gateway and list it was built with, answers nothing). Every call but the first
 * three carries the provider's access token, checked with the provider
 * (identity.ts) and against the owner's list (editors.ts). Only the editor on this site may call:
 * a request another origin sends (its browser says so in Origin or Sec-Fetch-Site) is refused, and
 * no answer carries CORS headers, so no other site's page can read one. Each answer says, in
 * Server-Timing, how long the gateway took and how much of that was GitHub's.
 */
import { EDITOR_GATEWAY_PATH } from "../content/routes"
import type { WriteRecord } from "./call-context"
import { roleOf, type Editor } from "./editors"
import { githubAccess } from "./github"
import { identityOf, type Fetch } from "./identity"
import { answerOwnerStatus, OWNER_STATUS_ROUTE } from "./owner-status"
import { answerRepositoryCall } from "./repository-calls"
import { answerScheduleCall } from "./schedule-calls"
import {
  BAD_REQUEST,
  NOT_SIGNED_IN,
  notAnEditor,
  notSetUp,
  notTheLiveSite,
  OTHER_ORIGIN,
  Refusal,
  SIGN_IN_WITH_GITHUB,
} from "./refusal"
import { gatewayConfigOf, type GatewayConfig, type GatewayEnvironment, type GatewaySettings } from "./settings"
import { finishSignIn, startSignIn } from "./sign-in"

export interface GatewayRuntime {
  /** publishing.yaml's, as the build wrote them for the deploy; null when editors sign in with GitHub. */
  readonly settings: GatewaySettings | null
  /** The host's variables and secrets. */
  readonly env: GatewayEnvironment
  /** fetch, or a stand-in (the unit tests). */
  readonly fetch?: Fetch
  /** Where each write is recorded: the host's log (console.log) unless said otherwise. */
  readonly log?: (record: WriteRecord) => void
}

/** The path below the gateway's own ("/github/branches/main"), or null for an address outside it. */
function routeOf(url: URL): string | null {
  const base = EDITOR_GATEWAY_PATH.replace(/\/$/, "")
  if (url.pathname !== base && !url.pathname.startsWith(EDITOR_GATEWAY_PATH)) return null
  return url.pathname.slice(base.length) || "/"
}

/** Whether the browser says another site sent the request (absent headers: not a browser, let through to the token's check). */
function fromElsewhere(request: Request, url: URL): boolean {
  const origin = request.headers.get("Origin")
  const site = request.headers.get("Sec-Fetch-Site")
  return (origin !== null && origin !== url.origin) || (site !== null && site !== "same-origin")
}

/** An answer the editor reads: JSON with its message, never cached. */
function message(status: number, text: string, extra: Record<string, unknown> = {}): Response {
  return Response.json({ message: text, ...extra }, { status, headers: { "Cache-Control": "no-store" } })
}

/** A request's JSON object, or the editor's refusal of a request it could not read. */
async function parsedJson(request: Request): Promise<Record<string, unknown>> {
  const value = (await request.json().catch(() => null)) as unknown
  if (value === null || typeof value !== "object" || Array.isArray(value)) throw new Refusal(400, BAD_REQUEST)
  return value as Record<string, unknown>
}

/** The signed-in editor, or a Refusal: no token, a token the provider does not vouch for, or a person not listed. */
async function editorOf(request: Request, config: GatewayConfig, fetcher: Fetch): Promise<Editor> {
  const token = /^Bearer (\S+)$/.exec(request.headers.get("Authorization") ?? "")?.[1]
  if (!token) throw new Refusal(401, NOT_SIGNED_IN)
  const { signIn } = config.settings
  const identity = await identityOf(
    token,
    {
      issuer: config.issuer,
      clientId: signIn.clientId,
      audience: signIn.audience,
      emailClaim: signIn.emailClaim,
      bindingSecret: config.app.privateKey,
    },
    fetcher,
  )
  const role = roleOf(identity.email, signIn.editors)
  if (!role) throw new Refusal(403, notAnEditor(identity.email, signIn.contact))
  return { ...identity, role }
}

/** Decap's own check of the gateway, in the shape of Netlify's status page it would ask otherwise. */
const STATUS = { components: [{ name: "Git Gateway", status: "operational" }] }

/** Decap's git-gateway backend asks which git host this is; roles stay empty (the gateway decides, not the token). */
const GATEWAY_SETTINGS = { github_enabled: true, gitlab_enabled: false, bitbucket_enabled: false, roles: null }

async function answer(
  request: Request,
  route: string,
  config: GatewayConfig,
  fetcher: Fetch,
  timing: { github: number },
  log: (record: WriteRecord) => void,
): Promise<Response> {
  const { method } = request
  if (method === "GET" && route === "/status") return Response.json(STATUS)
  if (method === "GET" && route === "/authorize") return startSignIn(request, config, fetcher)
  if (method === "POST" && route === "/token") {
    // Decap reads an exchange's failure as OAuth's error and error_description.
    return finishSignIn(request, config, fetcher).catch((error: unknown) => {
      if (!(error instanceof Refusal)) throw error
      return Response.json(
        { error: "invalid_request", error_description: error.message },
        { status: error.status, headers: { "Cache-Control": "no-store" } },
      )
    })
  }
  const editor = await editorOf(request, config, fetcher)
  if (method === "GET" && route === "/settings") return Response.json(GATEWAY_SETTINGS)
  // GitHub's wall time: calls made in parallel (the trees of a commit) count once.
  let inFlight = 0
  let since = 0
  const timed: Fetch = async (input, init) => {
    if (inFlight++ === 0) since = performance.now()
    try {
      return await fetcher(input, init)
    } finally {
      if (--inFlight === 0) timing.github += performance.now() - since
    }
  }
  const context = { editor, settings: config.settings, github: githubAccess(config, timed), log }
  if (route.startsWith("/github/")) {
    const url = new URL(request.url)
    return answerRepositoryCall(
      {
        method,
        path: route.slice("/github".length),
        search: url.search,
        body: method === "GET" || method === "DELETE" ? null : await request.text(),
      },
      context,
    )
  }
  const scheduling = await answerScheduleCall(method, route, () => parsedJson(request), context)
  if (scheduling) return scheduling
  return message(404, "The editor's gateway has nothing at this address.")
}

/** Answers one request to the gateway: the hosts' functions call this and nothing else. */
export async function answerGatewayRequest(request: Request, runtime: GatewayRuntime): Promise<Response> {
  const started = performance.now()
  const timing = { github: 0 }
  const url = new URL(request.url)
  const route = routeOf(url)
  let response: Response
  try {
    if (route === null) response = message(404, "The editor's gateway has nothing at this address.")
    else if (request.method === "OPTIONS" || fromElsewhere(request, url)) response = message(403, OTHER_ORIGIN)
    else if (runtime.settings === null) response = message(404, SIGN_IN_WITH_GITHUB)
    // An earlier deployment's gateway (its own address, its own list) never answers: only the live site's.
    else if (url.hostname !== new URL(runtime.settings.siteAddress).hostname) {
      response = message(404, notTheLiveSite(runtime.settings.siteAddress))
    } else if (request.method === "GET" && route === OWNER_STATUS_ROUTE) {
      response = await answerOwnerStatus(request, runtime.settings, runtime.env, runtime.fetch ?? fetch)
    } else {
      const configured = gatewayConfigOf(runtime.settings, runtime.env)
      if ("missing" in configured) response = message(503, notSetUp(configured.missing))
      else {
        const log =
          runtime.log ?? ((record: WriteRecord) => console.log(JSON.stringify({ gateway: "write", ...record })))
        response = await answer(request, route, configured.config, runtime.fetch ?? fetch, timing, log)
      }
    }
  } catch (error) {
    if (error instanceof Refusal) response = message(error.status, error.message)
    else {
      console.error("editor gateway:", error)
      response = message(500, "The editor's gateway failed. Nothing was changed. Try again in a minute.")
    }
  }
  const total = performance.now() - started
  const headers = new Headers(response.headers)
  headers.set(
    "Server-Timing",
    `gateway;dur=${(total - timing.github).toFixed(1)}, github;dur=${timing.github.toFixed(1)}`,
  )
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
