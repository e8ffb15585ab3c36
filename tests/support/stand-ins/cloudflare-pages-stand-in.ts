/**
 * A stand-in for the parts of Cloudflare's API that `wrangler pages deploy` uses, on a free local
 * port, so the pipeline's deploys run the real wrangler the lock file pins (pointed here with
 * CLOUDFLARE_API_BASE_URL) and a test can read what was published. It answers as Cloudflare does,
 * in its envelope ({ success, errors, messages, result }):
 *
 * - GET  /accounts/{account}/pages/projects/{project}: the project, with its production branch, for
 *   the account's API token only (Authorization: Bearer);
 * - GET  …/upload-token: a JWT for the asset calls, whose claims say how many files a deployment may have;
 * - POST /pages/assets/check-missing, /pages/assets/upload, /pages/assets/upsert-hashes: the files, by
 *   hash, with that JWT;
 * - POST …/deployments: the deployment (multipart: the manifest of paths and hashes, the branch,
 *   _headers, the Functions' bundle), kept with the files it names; its address, and for a branch
 *   other than production its alias https://<branch>.<project>.pages.dev;
 * - GET  …/deployments/{id}: the deployment, already deployed;
 * - PATCH /accounts/{account}/pages/projects/{project}: the variables and secrets of its two
 *   environments (`wrangler pages secret put`), each secret's value kept and never answered back, as
 *   Cloudflare keeps it; GET answers each environment's names with their types.
 *
 * Anything else answers 404 and is recorded, so a test can say that nothing went unanswered.
 */
import { randomUUID } from "node:crypto"
import http from "node:http"
import type { AddressInfo } from "node:net"

export interface CloudflarePagesStandInOptions {
  readonly accountId: string
  readonly project: string
  /** The API token a deploy must present (the pipeline's DEPLOY_TOKEN). */
  readonly apiToken: string
  readonly productionBranch: string
  /**
   * The alias the API answers for a branch other than production; by default Cloudflare's
   * https://<branch>.<project>.pages.dev. A test of what the deploy trusts gives another.
   */
  readonly aliasOf?: (branch: string) => string
}

/** A deployment as the stand-in keeps it. */
export interface StandInDeployment {
  readonly id: string
  readonly branch: string
  /** Each published file, by its path from the site's root ("/about/index.html"), with its bytes. */
  readonly files: ReadonlyMap<string, Buffer>
  /** The _headers file that came with it, if any. */
  readonly headers: string | undefined
  /** Whether the site's Functions came with it, as a Worker bundle. */
  readonly functions: boolean
  /** The Worker bundle's text (wrangler's multipart form of the Functions' modules), when they came. */
  readonly functionsBundle: string | undefined
  readonly url: string
  readonly aliases: readonly string[]
}

/** A variable of a Pages environment, as the API takes it; a secret's value is never answered back. */
export interface PagesVariable {
  readonly type: "plain_text" | "secret_text"
  readonly value: string
}

export interface CloudflarePagesStandIn {
  /** For CLOUDFLARE_API_BASE_URL. */
  readonly apiBaseUrl: string
  readonly deployments: StandInDeployment[]
  /** The variables and secrets of the project's environments, by name: what the project's Settings page shows. */
  readonly environments: Record<"production" | "preview", Map<string, PagesVariable>>
  /** How many times the project's settings were changed (PATCH). */
  readonly changes: () => number
  /** Requests nothing here answers, as "METHOD path". */
  readonly unanswered: string[]
  stop(): Promise<void>
}

function readBody(request: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", () => resolve(Buffer.concat(chunks)))
    request.on("error", reject)
  })
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url")

export async function startCloudflarePagesStandIn(
  options: CloudflarePagesStandInOptions,
): Promise<CloudflarePagesStandIn> {
  const deployments: StandInDeployment[] = []
  const unanswered: string[] = []
  const environments = { production: new Map<string, PagesVariable>(), preview: new Map<string, PagesVariable>() }
  let changes = 0
  /** An environment's variables as the API answers them: a secret's type, without its value. */
  const variablesOf = (environment: Map<string, PagesVariable>) =>
    Object.fromEntries(
      [...environment].map(([name, variable]) => [
        name,
        variable.type === "secret_text" ? { type: variable.type } : variable,
      ]),
    )
  const assets = new Map<string, Buffer>()
  const jwt = [
    base64url({ alg: "none" }),
    base64url({ exp: Math.floor(Date.now() / 1000) + 3600, max_file_count_allowed: 20_000 }),
    "",
  ].join(".")
  const projectPath = `/client/v4/accounts/${options.accountId}/pages/projects/${options.project}`
  const subdomain = `${options.project}.pages.dev`

  const reply = (response: http.ServerResponse, status: number, result: unknown) =>
    response.writeHead(status, { "Content-Type": "application/json" }).end(
      JSON.stringify(
        status < 400
          ? { success: true, errors: [], messages: [], result }
          : {
              success: false,
              errors: [{ code: status === 401 ? 10000 : 8000007, message: String(result) }],
              messages: [],
              result: null,
            },
      ),
    )

  const described = (deployment: StandInDeployment) => ({
    id: deployment.id,
    url: deployment.url,
    aliases: deployment.aliases,
    project_name: options.project,
    environment: deployment.branch === options.productionBranch ? "production" : "preview",
    production_branch: options.productionBranch,
    latest_stage: { name: "deploy", status: "success" },
    deployment_trigger: { metadata: { branch: deployment.branch, commit_hash: "" } },
  })

  async function createDeployment(request: http.IncomingMessage): Promise<StandInDeployment> {
    const form = await new Response(new Uint8Array(await readBody(request)), {
      headers: { "Content-Type": request.headers["content-type"] ?? "" },
    }).formData()
    const text = (name: string) => {
      const value = form.get(name)
      return typeof value === "string" ? value : undefined
    }
    const manifest = JSON.parse(text("manifest") ?? "{}") as Record<string, string>
    const files = new Map(
      Object.entries(manifest).map(([file, hash]): [string, Buffer] => {
        const bytes = assets.get(hash)
        if (!bytes) throw new Error(`${file}: its content (${hash}) was never uploaded`)
        return [file, bytes]
      }),
    )
    const headersFile = form.get("_headers")
    const bundle = form.get("_worker.bundle")
    const branch = text("branch") ?? options.productionBranch
    const id = randomUUID()
    const deployment: StandInDeployment = {
      id,
      branch,
      files,
      headers: headersFile instanceof Blob ? await headersFile.text() : undefined,
      functions: bundle !== null,
      functionsBundle: bundle instanceof Blob ? await bundle.text() : undefined,
      url: `https://${id.slice(0, 8)}.${subdomain}`,
      aliases:
        branch === options.productionBranch ? [] : [options.aliasOf?.(branch) ?? `https://${branch}.${subdomain}`],
    }
    deployments.push(deployment)
    return deployment
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in")
    const bearer = (request.headers.authorization ?? "").replace(/^Bearer /, "")
    const route = `${request.method} ${url.pathname}`
    const answer = async () => {
      if (url.pathname.startsWith(projectPath)) {
        if (bearer !== options.apiToken) return reply(response, 401, "Authentication error")
        const rest = url.pathname.slice(projectPath.length)
        if (request.method === "GET" && rest === "") {
          const config = { compatibility_date: "2026-05-01", compatibility_flags: [] }
          return reply(response, 200, {
            name: options.project,
            subdomain,
            production_branch: options.productionBranch,
            deployment_configs: {
              production: { ...config, env_vars: variablesOf(environments.production) },
              preview: { ...config, env_vars: variablesOf(environments.preview) },
            },
          })
        }
        if (request.method === "PATCH" && rest === "") {
          const asked = JSON.parse((await readBody(request)).toString("utf8")) as {
            deployment_configs?: Partial<
              Record<"production" | "preview", { env_vars?: Record<string, PagesVariable | null> }>
            >
          }
          for (const name of ["production", "preview"] as const) {
            for (const [key, variable] of Object.entries(asked.deployment_configs?.[name]?.env_vars ?? {})) {
              if (variable === null) environments[name].delete(key)
              else environments[name].set(key, variable)
            }
          }
          changes += 1
          return reply(response, 200, { name: options.project })
        }
        if (request.method === "GET" && rest === "/upload-token") return reply(response, 200, { jwt })
        if (request.method === "POST" && rest === "/deployments")
          return reply(response, 200, described(await createDeployment(request)))
        const one = /^\/deployments\/([\w-]+)$/.exec(rest)
        const deployment = one && deployments.find((candidate) => candidate.id === one[1])
        if (request.method === "GET" && deployment) return reply(response, 200, described(deployment))
      }
      if (request.method === "POST" && url.pathname.startsWith("/client/v4/pages/assets/")) {
        if (bearer !== jwt) return reply(response, 401, "Authentication error")
        const body = JSON.parse((await readBody(request)).toString("utf8")) as unknown
        switch (url.pathname.slice("/client/v4/pages/assets/".length)) {
          case "check-missing":
            return reply(
              response,
              200,
              (body as { hashes: string[] }).hashes.filter((hash) => !assets.has(hash)),
            )
          case "upload":
            for (const file of body as { key: string; value: string }[])
              assets.set(file.key, Buffer.from(file.value, "base64"))
            return reply(response, 200, null)
          case "upsert-hashes":
            return reply(response, 200, null)
        }
      }
      unanswered.push(route)
      return reply(response, 404, `No route for ${route}`)
    }
    answer().catch((error: unknown) => reply(response, 500, error instanceof Error ? error.message : error))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    apiBaseUrl: `http://127.0.0.1:${port}/client/v4`,
    deployments,
    environments,
    changes: () => changes,
    unanswered,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
