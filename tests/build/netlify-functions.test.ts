/**
 * The built site's Netlify Function, the editor's gateway (netlify/functions/editor-gateway.ts), as
 * Netlify runs it: under @netlify/dev, Netlify's own emulation of its platform (netlify-dev.ts),
 * bundled by Netlify's bundler and called in a worker with AWS Lambda's Node.js flags, beside the
 * published files. What the gateway decides is editor-gateway.test.ts's; this proves the wiring:
 * Netlify routes the gateway's addresses to it by its `config.path`, the function reads the site's
 * environment variables, and requests and answers keep their shape through Netlify's runtime.
 */
import { generateKeyPairSync } from "node:crypto"
import { readFileSync } from "node:fs"
import http from "node:http"
import path from "node:path"
import { headersFor, parseHeadersFile } from "../../src/cdn/host-headers"
import { EDITOR_GATEWAY_PATH } from "../../src/content/routes"
import { builtSettings } from "../../src/editor-gateway/built-settings"
import { NOT_SIGNED_IN, notTheLiveSite } from "../../src/editor-gateway/refusal"
import { gatewaySettingsOf } from "../../src/editor-gateway/settings"
import { publishing } from "../support/fixtures/content-fixtures"
import { startOpenIdProvider, type OpenIdProviderStandIn } from "../support/stand-ins/openid-provider-stand-in"
import { publicDir } from "./built-site"
import { startNetlifyDev, type NetlifyDevServer } from "./netlify-dev"
import { freePort } from "./pages-dev"

if (!builtSettings) throw new Error("publishing.yaml has no signIn: the build wrote no settings for the gateway")
const { siteAddress, signIn } = builtSettings
/** The live site's name, as a browser on it sends it in Host. */
const liveHost = new URL(siteAddress).host
/** Someone the owner's list admits: a listed address, or someone at a listed domain. */
const [listed] = signIn.editors
const editor = { email: listed.address ?? `editor@${listed.domain}`, name: "Ana Editor" }
const status = `${EDITOR_GATEWAY_PATH}status`
const settings = `${EDITOR_GATEWAY_PATH}settings`

let provider: OpenIdProviderStandIn | undefined
let netlify: NetlifyDevServer | undefined

/** One request as Netlify receives it for `host` (fetch cannot send another Host than the URL's). */
function call(
  address: string,
  { host = liveHost, token }: { host?: string; token?: string } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; json: Record<string, unknown> }> {
  if (!netlify) throw new Error("Netlify's emulation is not running")
  const headers = { Host: host, Accept: "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) }
  return new Promise((resolve, reject) => {
    http
      .get(new URL(address, netlify?.origin), { headers }, (response) => {
        let body = ""
        response.setEncoding("utf8")
        response.on("data", (chunk: string) => (body += chunk))
        response.on("end", () => {
          try {
            resolve({ status: response.statusCode ?? 0, headers: response.headers, json: JSON.parse(body) })
          } catch {
            reject(new Error(`${address} answered ${response.statusCode} with no JSON: ${body.slice(0, 2000)}`))
          }
        })
      })
      .once("error", reject)
  })
}

beforeAll(async () => {
  const started = performance.now()
  // The provider's port is known before either starts, so the function's variables can name it.
  const issuer = `http://127.0.0.1:${await freePort()}`
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 })
  ;[provider, netlify] = await Promise.all([
    startOpenIdProvider({
      port: Number(new URL(issuer).port),
      people: [editor],
      clients: [
        {
          clientId: signIn.clientId,
          redirectUris: [`${siteAddress}/admin/`],
          accessTokens: "jwt",
          audience: signIn.audience,
        },
      ],
    }),
    startNetlifyDev(publicDir, {
      // The site's variables as the host's settings take them: the key on one line, "\n" for each break.
      variables: {
        GITHUB_APP_ID: "1",
        GITHUB_APP_PRIVATE_KEY: privateKey.export({ type: "pkcs8", format: "pem" }).toString().replace(/\n/g, "\\n"),
        SIGN_IN_ISSUER: issuer,
      },
    }),
  ])
  console.log(`@netlify/dev and the OpenID provider started in ${Math.round(performance.now() - started)} ms`)
})

afterAll(async () => {
  await Promise.all([netlify?.stop(), provider?.stop()])
})

describe("the editor's gateway on Netlify's runtime (@netlify/dev)", () => {
  it("is bundled with the settings this build wrote from publishing.yaml", () => {
    expect(builtSettings).toEqual(gatewaySettingsOf(publishing))
  })

  it(`answers Decap's status check at ${status}: Netlify routes the gateway's addresses to its function`, async () => {
    const answer = await call(status)
    expect(answer.status).toBe(200)
    expect(answer.json).toEqual({ components: [{ name: "Git Gateway", status: "operational" }] })
    // The gateway's own timing: the function answered, not a file.
    expect(answer.headers["server-timing"]).toMatch(/^gateway;dur=/)
  })

  it("refuses at any other address than the live site's, as at a deployment's own", async () => {
    const answer = await call(status, { host: new URL(netlify?.origin ?? "").host })
    expect(answer.status).toBe(404)
    expect(answer.json).toEqual({ message: notTheLiveSite(siteAddress) })
  })

  it("tells a caller with no token, in the editor's words, that they are not signed in, and that answer is never cached", async () => {
    const answer = await call(settings)
    // A 401, not the 503 of a gateway whose variables are missing: the site's variables reached the function.
    expect(answer.status).toBe(401)
    expect(answer.json).toEqual({ message: NOT_SIGNED_IN })
    // Netlify applies _headers to the files it serves, not to a function's answers: the site-wide
    // Cache-Control there does not replace the gateway's own.
    const rules = parseHeadersFile(readFileSync(path.join(publicDir, "_headers"), "utf8"))
    expect(headersFor(rules, settings, "netlify").get("cache-control")).not.toBe("no-store")
    expect(answer.headers["cache-control"]).toBe("no-store")
  })

  it("admits a listed editor whose token the provider its variables name vouches for", async () => {
    if (!provider) throw new Error("The OpenID provider is not running")
    const { access_token: token } = await provider.signIn({
      email: editor.email,
      clientId: signIn.clientId,
      redirectUri: `${siteAddress}/admin/`,
    })
    const answer = await call(settings, { token })
    expect(answer.status).toBe(200)
    expect(answer.json).toMatchObject({ github_enabled: true })
  })
})
