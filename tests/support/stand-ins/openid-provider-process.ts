/**
 * The process that runs panva's oidc-provider (OpenID Certified) for the OpenID provider stand-in
 * (openid-provider-stand-in.ts), which starts it with `node --import tsx` and talks to it over HTTP.
 * oidc-provider is ESM only and jest's CommonJS module system cannot load it, hence a process of
 * its own. It takes its configuration in the first IPC message, answers with its issuer once it
 * listens, and ends when the stand-in goes away (the IPC channel closes), so a killed test run
 * leaves no provider behind.
 *
 * The provider is configured as an organisation's provider is for an app: code flow only, scopes
 * `openid email profile`, PKCE (S256) required of public clients, no refresh tokens. A client with
 * JWT access tokens gets them for its own resource (RFC 9068, as Entra ID issues them for an app's
 * own scope), with the person's email, whether it is verified, and name in them; any other client
 * gets opaque tokens, good at the userinfo endpoint. The sign-in and consent pages are this file's
 * own (devInteractions' pages load a web font from Google, a request a test browser offline must
 * not make, and take any name as an account).
 */
import { randomBytes } from "node:crypto"
import http from "node:http"
import type { AddressInfo } from "node:net"
import Provider, {
  errors,
  type Adapter,
  type AdapterPayload,
  type ClientMetadata,
  type Configuration,
  type Interaction,
  type JWK,
  type ResourceServer,
} from "oidc-provider"
import type { StartMessage } from "../process-group"

/** A person who can sign in: `sub` is the stand-in's stable, opaque subject for their email. */
export interface ProviderPerson {
  readonly sub: string
  readonly email: string
  readonly name: string
  /** What the provider says of the address (`email_verified`); true when absent. */
  readonly emailVerified?: boolean | string
}

/** A registered client (an app), as the stand-in's options describe it. */
export interface ProviderClient {
  readonly clientId: string
  /** Absent for a public client (a browser app), which authenticates with nothing but PKCE. */
  readonly clientSecret?: string
  readonly redirectUris: readonly string[]
  /** "jwt": RFC 9068 access tokens for the client's own resource; "opaque": tokens for userinfo. */
  readonly accessTokens: "jwt" | "opaque"
  /** The `aud` of its JWT access tokens; its client id when absent. */
  readonly audience?: string
  readonly accessTokenTtlSeconds?: number
}

/** What the stand-in sends in its first IPC message. */
export interface ProviderProcessConfig {
  readonly people: readonly ProviderPerson[]
  readonly clients: readonly ProviderClient[]
  /** The port to listen on, or 0 for one the kernel picks. */
  readonly port: number
  /** The private key the provider signs ID tokens and JWT access tokens with. */
  readonly signingKey: JWK
}

/** What the process answers: the issuer it serves once it listens, or why it could not start. */
/** What the provider is ready with: its issuer. */
export type ProviderReady = { readonly issuer: string }
type ProviderProcessMessage = StartMessage<ProviderReady>

/** The scopes an editor's sign-in asks for, and all the provider knows. */
const SCOPES = ["openid", "email", "profile"]

/** How long an access token lasts when its client says nothing: an hour, as Entra ID's do. */
const DEFAULT_ACCESS_TOKEN_TTL = 60 * 60

/**
 * The resource indicator (RFC 8707) of a JWT client's own API, in Entra ID's form (an application
 * ID URI). Clients never send it: the provider picks it for them (defaultResource).
 */
function resourceOf(clientId: string): string {
  return `api://${clientId}`
}

/**
 * oidc-provider's storage: a Map, for one test file's run. Giving one keeps the provider from
 * warning, at start, that its own development adapter loses everything on restart.
 */
function memoryAdapter(): (model: string) => Adapter {
  interface Entry {
    payload: AdapterPayload
    expiresAt: number
  }
  const entries = new Map<string, Entry>()
  return (model) => {
    const key = (id: string) => `${model}:${id}`
    const unexpired = (entry: Entry | undefined) => (entry && entry.expiresAt > Date.now() ? entry.payload : undefined)
    const live = (id: string) => unexpired(entries.get(key(id)))
    const find = (matches: (payload: AdapterPayload) => boolean) => {
      const found = [...entries].find(([entryKey, { payload }]) => entryKey.startsWith(`${model}:`) && matches(payload))
      return Promise.resolve(unexpired(found?.[1]))
    }
    return {
      upsert: (id, payload, expiresIn) => {
        entries.set(key(id), { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : Infinity })
        return Promise.resolve()
      },
      find: (id) => Promise.resolve(live(id)),
      findByUid: (uid) => find((payload) => payload.uid === uid),
      findByUserCode: (userCode) => find((payload) => payload.userCode === userCode),
      consume: (id) => {
        const payload = live(id)
        if (payload) payload.consumed = Math.floor(Date.now() / 1000)
        return Promise.resolve()
      },
      destroy: (id) => {
        entries.delete(key(id))
        return Promise.resolve()
      },
      // A code used twice revokes what it gave (RFC 6749, 4.1.2): every token of its grant, in any model.
      revokeByGrantId: (grantId) => {
        for (const [entryKey, { payload }] of entries) if (payload.grantId === grantId) entries.delete(entryKey)
        return Promise.resolve()
      },
    }
  }
}

function clientMetadata(client: ProviderClient): ClientMetadata {
  return {
    client_id: client.clientId,
    redirect_uris: [...client.redirectUris],
    grant_types: ["authorization_code"],
    response_types: ["code"],
    ...(client.clientSecret === undefined
      ? { token_endpoint_auth_method: "none" }
      : { client_secret: client.clientSecret, token_endpoint_auth_method: "client_secret_basic" }),
  }
}

/** oidc-provider's configuration for these people and clients. */
function providerConfiguration(config: ProviderProcessConfig): Configuration {
  const clients = new Map(config.clients.map((client) => [client.clientId, client]))
  const people = new Map(config.people.map((person) => [person.sub, person]))
  const ttlOf = (clientId: string) => clients.get(clientId)?.accessTokenTtlSeconds ?? DEFAULT_ACCESS_TOKEN_TTL
  const jwtClient = (clientId: string) => {
    const client = clients.get(clientId)
    return client?.accessTokens === "jwt" ? client : undefined
  }
  return {
    adapter: memoryAdapter(),
    jwks: { keys: [config.signingKey] },
    clients: config.clients.map(clientMetadata),
    scopes: SCOPES,
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    // The ID token carries the claims its scopes ask for (email, name), as Entra ID's do, even
    // when the access token is for userinfo, where the Core spec would leave them out.
    conformIdTokenClaims: false,
    findAccount: (_ctx, sub) => {
      const person = people.get(sub)
      if (!person) return undefined
      return {
        accountId: person.sub,
        claims: () => ({
          sub: person.sub,
          email: person.email,
          email_verified: person.emailVerified ?? true,
          name: person.name,
        }),
      }
    },
    // What the gateway reads of a JWT access token, beside its standard claims: the address also
    // as preferred_username, where Entra ID's access tokens carry it, and whether it is verified,
    // as Keycloak's access tokens say.
    extraTokenClaims: (_ctx, token) => {
      const person = "accountId" in token ? people.get(token.accountId) : undefined
      return (
        person && {
          email: person.email,
          email_verified: person.emailVerified ?? true,
          preferred_username: person.email,
          name: person.name,
        }
      )
    },
    pkce: { required: (_ctx, client) => client.clientAuthMethod === "none" },
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        // A JWT client's code is for its own API; an opaque client asks for none, so its token is
        // for userinfo. At the token endpoint, `oneOf` is what the code was granted for.
        defaultResource: (_ctx, client, oneOf) =>
          oneOf ?? (jwtClient(client.clientId) ? resourceOf(client.clientId) : undefined),
        // Without this, a code with the openid scope gives a token for userinfo unless the token
        // request names the resource again, which no client of an Entra-like provider does.
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator, client): ResourceServer => {
          const own = jwtClient(client.clientId)
          if (!own || indicator !== resourceOf(own.clientId)) throw new errors.InvalidTarget()
          return {
            scope: SCOPES.join(" "),
            audience: own.audience ?? own.clientId,
            accessTokenFormat: "jwt",
            accessTokenTTL: ttlOf(own.clientId),
            jwt: { sign: { alg: "RS256" } },
          }
        },
      },
    },
    // Every lifetime a code flow uses, given, so that none is the default the provider warns of.
    ttl: {
      AccessToken: (_ctx, _token, client) => ttlOf(client.clientId),
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 10 * 60,
      Session: 60 * 60,
      Grant: 60 * 60,
    },
    cookies: { keys: [randomBytes(32).toString("base64url")] },
    // As the provider's default: a browser app may call the token and userinfo endpoints from the
    // origin of its redirect URIs (Decap in the editor's page).
    clientBasedCORS: (ctx, origin, client) =>
      origin !== "null" &&
      (ctx.oidc.route === "userinfo" || client.clientAuthMethod === "none") &&
      (client.redirectUris ?? []).some((uri) => URL.parse(uri)?.origin === origin),
    renderError: (ctx, out) => {
      ctx.type = "html"
      ctx.body = page(
        "Sign-in failed",
        Object.entries(out)
          .map(([name, value]) => `<p>${escapeHtml(name)}: ${escapeHtml(String(value))}</p>`)
          .join(""),
      )
    },
  }
}

function escapeHtml(text: string): string {
  const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }
  return text.replace(/[&<>"']/g, (character) => entities[character])
}

/**
 * A page of the provider's own. The icon link keeps the browser from asking for /favicon.ico, which
 * the provider answers 404: a failed request to a test that watches them.
 */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title><link rel="icon" href="data:,"></head>
<body><main><h1>${escapeHtml(title)}</h1>
${body}
</main></body>
</html>`
}

/**
 * The sign-in page: the person's email and any password. It posts to its own address, which is
 * what the stand-in's signIn() relies on (with data-prompt saying which page it is on).
 */
function signInPage(refusal?: string): string {
  return page(
    "Sign in",
    `${refusal ? `<p role="alert">${escapeHtml(refusal)}</p>` : ""}<form method="post" data-prompt="login">
<p><label for="email">Email</label> <input id="email" name="email" type="email" autocomplete="username" required autofocus></p>
<p><label for="password">Password</label> <input id="password" name="password" type="password" autocomplete="current-password" required></p>
<p><button type="submit">Sign in</button></p>
</form>`,
  )
}

/** The consent page: what the client asks for, allowed or refused with the `decision` button. */
function consentPage(clientId: string, scope: string): string {
  return page(
    "Allow access",
    `<p>${escapeHtml(clientId)} asks for: ${escapeHtml(scope)}.</p>
<form method="post" data-prompt="consent">
<p><button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny">Cancel</button></p>
</form>`,
  )
}

function readForm(request: http.IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = ""
    request.setEncoding("utf8")
    request.on("data", (chunk: string) => (body += chunk))
    request.on("end", () => resolve(new URLSearchParams(body)))
    request.on("error", reject)
  })
}

function sendPage(response: http.ServerResponse, html: string): void {
  response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" }).end(html)
}

/** A parameter of the authorization request the interaction is for. */
function param(interaction: Interaction, name: string): string {
  const value = interaction.params[name]
  return typeof value === "string" ? value : ""
}

/** The consent the person gives: every scope, claim and resource scope the client still lacks. */
async function grantConsent(provider: Provider, interaction: Interaction): Promise<string> {
  const { details } = interaction.prompt
  const grant = interaction.grantId
    ? await provider.Grant.find(interaction.grantId)
    : new provider.Grant({ accountId: interaction.session?.accountId, clientId: param(interaction, "client_id") })
  if (!grant) throw new Error(`grant ${interaction.grantId} not found`)
  if (Array.isArray(details.missingOIDCScope)) grant.addOIDCScope(details.missingOIDCScope.map(String))
  if (Array.isArray(details.missingOIDCClaims)) grant.addOIDCClaims(details.missingOIDCClaims.map(String))
  const resourceScopes = (details.missingResourceScopes ?? {}) as Record<string, string[]>
  for (const [indicator, scopes] of Object.entries(resourceScopes)) grant.addResourceScope(indicator, scopes)
  return grant.save()
}

/** GET and POST /interaction/:uid: the sign-in or consent page the provider sent the browser to. */
async function interact(
  provider: Provider,
  people: readonly ProviderPerson[],
  request: http.IncomingMessage,
  response: http.ServerResponse,
): Promise<void> {
  const interaction = await provider.interactionDetails(request, response)
  const prompt = interaction.prompt.name
  if (request.method !== "POST") {
    const consent = () => consentPage(param(interaction, "client_id"), param(interaction, "scope"))
    sendPage(response, prompt === "login" ? signInPage() : consent())
    return
  }
  const form = await readForm(request)
  if (prompt === "login") {
    // The email is matched as providers do, whatever its case; the password is not checked.
    const email = (form.get("email") ?? "").trim().toLowerCase()
    const person = people.find((candidate) => candidate.email.toLowerCase() === email)
    if (!person) {
      sendPage(response, signInPage(`No account here has the email ${email}.`))
      return
    }
    await provider.interactionFinished(request, response, { login: { accountId: person.sub } })
    return
  }
  if (form.get("decision") !== "allow") {
    const refused = { error: "access_denied", error_description: "The person refused the consent." }
    await provider.interactionFinished(request, response, refused, { mergeWithLastSubmission: false })
    return
  }
  const grantId = await grantConsent(provider, interaction)
  await provider.interactionFinished(request, response, { consent: { grantId } }, { mergeWithLastSubmission: true })
}

/** Starts the provider on 127.0.0.1 and resolves with its issuer. */
async function startProvider(config: ProviderProcessConfig): Promise<string> {
  const server = http.createServer()
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(config.port, "127.0.0.1", resolve)
  })
  // The issuer names the port, so the provider is made once the server has one.
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const provider = new Provider(issuer, providerConfiguration(config))
  const callback = provider.callback()
  server.on("request", (request: http.IncomingMessage, response: http.ServerResponse) => {
    if (!request.url?.startsWith("/interaction/")) {
      void callback(request, response)
      return
    }
    interact(provider, config.people, request, response).catch((error: unknown) => {
      // An interaction gone (expired, or its cookie missing) or any other fault: said in plain text.
      if (!response.headersSent) response.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" })
      response.end(error instanceof Error ? error.message : String(error))
    })
  })
  return issuer
}

function reply(message: ProviderProcessMessage): void {
  process.send?.(message)
}

if (process.send) {
  process.once("message", (config: ProviderProcessConfig) => {
    startProvider(config).then(
      (issuer) => reply({ issuer }),
      (error: unknown) => {
        reply({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) })
        process.exitCode = 1
        process.disconnect()
      },
    )
  })
  process.once("disconnect", () => process.exit())
}
