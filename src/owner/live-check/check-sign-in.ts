/**
 * The organisation's sign-in, as the gateway and the editor reach it: its discovery document at the
 * issuer, the keys its tokens are signed with, and its client taking the site's editor as the
 * address to send editors back to. The last is asked as a browser would start a sign-in, with
 * prompt=none (no page shown, nobody signed in): a provider that knows the address sends the browser
 * back to it at once (with login_required), one that does not shows an error page instead.
 */
import { createHash, randomBytes } from "node:crypto"
import { editorReturnAddress } from "../../editor-gateway/sign-in"
import { setupFix } from "../setup-steps"
import { fail, pass, type CheckLine } from "./checklist"
import { reachOrSay, type LiveCheckContext } from "./context"

interface Discovery {
  readonly issuer?: string
  readonly authorization_endpoint?: string
  readonly jwks_uri?: string
}

const PROVIDER_FIX = `check publishing.yaml's signIn.issuer (${setupFix("signIn")}); if it is right, the provider is down: try again later`

async function discoveryOf(context: LiveCheckContext): Promise<Discovery | string> {
  const answer = await reachOrSay(context, `${context.issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`)
  if (typeof answer === "string") return answer
  const document = (await answer.json().catch(() => null)) as Discovery | null
  if (!answer.ok || document === null) return `it answered ${answer.status}, not a discovery document`
  if (document.issuer !== context.issuer) return `its document names another issuer: ${String(document.issuer)}`
  if (!document.authorization_endpoint || !document.jwks_uri)
    return "its document lacks the authorization endpoint or the keys' address"
  return document
}

async function keysLine(context: LiveCheckContext, discovery: Discovery | string): Promise<CheckLine> {
  const says = "Its signing keys are published"
  if (typeof discovery === "string")
    return fail(says, "cannot tell: the discovery document was not reached", PROVIDER_FIX)
  const answer = await reachOrSay(context, String(discovery.jwks_uri))
  if (typeof answer === "string") return fail(says, answer, PROVIDER_FIX)
  const keys = ((await answer.json().catch(() => null)) as { keys?: unknown[] } | null)?.keys
  return answer.ok && Array.isArray(keys) && keys.length > 0
    ? pass(says, PROVIDER_FIX)
    : fail(says, `${discovery.jwks_uri} holds no key`, PROVIDER_FIX)
}

async function redirectLine(context: LiveCheckContext, discovery: Discovery | string): Promise<CheckLine> {
  const { clientId, scope } = context.settings.signIn
  const back = editorReturnAddress(context.settings.siteAddress)
  const says = `Its client ${clientId} sends editors back to ${back}`
  const fix = `in the provider's console, add ${back} as the client's redirect URI (platform Web) (${setupFix("signIn")})`
  if (typeof discovery === "string") return fail(says, "cannot tell: the discovery document was not reached", fix)
  const start = new URL(String(discovery.authorization_endpoint))
  const verifier = randomBytes(32).toString("base64url")
  for (const [name, value] of Object.entries({
    client_id: clientId,
    redirect_uri: back,
    response_type: "code",
    scope,
    state: randomBytes(16).toString("base64url"),
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
    prompt: "none",
  })) {
    start.searchParams.set(name, value)
  }
  const answer = await reachOrSay(context, start.href, { redirect: "manual" })
  if (typeof answer === "string") return fail(says, answer, fix)
  const location = answer.headers.get("Location")
  const to = location === null ? null : new URL(location, start)
  if (answer.status >= 300 && answer.status < 400 && to !== null && `${to.origin}${to.pathname}` === back) {
    return pass(says, fix)
  }
  const said = to?.searchParams.get("error_description") ?? to?.searchParams.get("error")
  return fail(says, `it did not send the browser back there (${answer.status}${said ? `: ${said}` : ""})`, fix)
}

export async function signInLines(context: LiveCheckContext): Promise<CheckLine[]> {
  const discovery = await discoveryOf(context)
  const found = `The organisation's sign-in answers at ${context.issuer}`
  return [
    typeof discovery === "string" ? fail(found, discovery, PROVIDER_FIX) : pass(found, PROVIDER_FIX),
    ...(await Promise.all([keysLine(context, discovery), redirectLine(context, discovery)])),
  ]
}
