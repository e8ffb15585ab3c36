/**
 * GitHub, as the gateway reaches it: as the site's GitHub App, with an installation token minted
 * on the server for this one repository and the fewest permissions the editor's calls need. No
 * GitHub token ever leaves the gateway; an editor holds no right on the repository at all.
 *
 * @octokit/auth-app signs the App's JWT (RS256, from the private key GitHub gave, PKCS#1 or PKCS#8)
 * and mints and caches installation tokens (an hour each, renewed before they expire); the
 * installation is looked up once from the repository's name, so the owner sets only the App's id
 * and key. Everything else is plain fetch, so the same code runs in Cloudflare's runtime and Node.
 */
import { createAppAuth } from "@octokit/auth-app"
import { request } from "@octokit/request"
import type { Fetch } from "./identity"
import { GITHUB_UNREACHABLE, Refusal } from "./refusal"
import type { GatewayConfig } from "./settings"

/**
 * What the installation token may do, and nothing more: read and write the repository's contents
 * (blobs, trees, commits, branches), open, label, close and merge pull requests (a draft's
 * labels are set through the issues API, which pull-request permission covers for pull requests),
 * and read the commit statuses Decap finds a draft's preview in. Metadata (reading the repository
 * itself) comes with any installation.
 */
export const INSTALLATION_PERMISSIONS = {
  contents: "write",
  pull_requests: "write",
  statuses: "read",
  metadata: "read",
} as const

/** How long GitHub gets to answer a call before the editor is told it could not be reached. */
const GITHUB_TIMEOUT_MS = 15_000

/** The person or bot a commit names, as GitHub's API takes it. */
export interface GitPerson {
  readonly name: string
  readonly email: string
}

export interface GitHubAccess {
  /** A call to the repository's REST API: `path` is relative to /repos/{owner}/{name} ("/git/blobs"). */
  call(method: string, path: string, body?: string): Promise<Response>
  /** A read of the repository's API as JSON; a Refusal when GitHub fails or answers otherwise than 200. */
  read<T>(path: string): Promise<T>
  /** A write as JSON, expecting 200 or 201; a Refusal when GitHub fails or refuses. */
  write<T>(method: string, path: string, body: unknown): Promise<T>
  /** The App's bot, which commits what the gateway writes: "<slug>[bot]" with its no-reply address. */
  committer(): Promise<GitPerson>
}

type AppAuth = ReturnType<typeof createAppAuth>

/** One App authentication per App, GitHub and fetch, kept while the isolate lives: its token cache is what saves a mint per call. */
const appAuths = new Map<string, { readonly fetcher: Fetch; readonly auth: AppAuth }>()
const installations = new Map<string, Promise<number>>()
const committers = new Map<string, Promise<GitPerson>>()

function appAuthOf(config: GatewayConfig, fetcher: Fetch): AppAuth {
  const key = `${config.githubApi} ${config.app.id}`
  const known = appAuths.get(key)
  if (known?.fetcher === fetcher) return known.auth
  const auth = createAppAuth({
    appId: config.app.id,
    privateKey: config.app.privateKey,
    request: request.defaults({ baseUrl: config.githubApi, request: { fetch: fetcher } }),
  })
  appAuths.set(key, { fetcher, auth })
  return auth
}

/** A fetch that fails as "GitHub could not be reached" on a network error or a timeout. */
async function reach(fetcher: Fetch, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetcher(url, { ...init, signal: AbortSignal.timeout(GITHUB_TIMEOUT_MS) })
  } catch {
    throw new Refusal(502, GITHUB_UNREACHABLE)
  }
}

const API_HEADERS = {
  Accept: "application/vnd.github+json",
  "X-GitHub-Api-Version": "2022-11-28",
  // GitHub refuses a call without one.
  "User-Agent": "cdm-site-editor-gateway",
}

export function githubAccess(config: GatewayConfig, fetcher: Fetch): GitHubAccess {
  const auth = appAuthOf(config, fetcher)
  const [owner, name] = config.settings.repository.split("/")
  const repoPath = `/repos/${owner}/${name}`

  /** A call as the App itself (its JWT): for the installation's id and the App's own name. */
  const asApp = async (path: string): Promise<Response> => {
    const { token } = await auth({ type: "app" })
    return reach(fetcher, config.githubApi + path, { headers: { ...API_HEADERS, Authorization: `Bearer ${token}` } })
  }

  const installationId = (): Promise<number> => {
    const key = `${config.githubApi} ${config.app.id} ${repoPath}`
    const known = installations.get(key)
    if (known) return known
    const found = asApp(`${repoPath}/installation`).then(async (response) => {
      if (!response.ok) throw new Refusal(502, GITHUB_UNREACHABLE)
      return ((await response.json()) as { id: number }).id
    })
    installations.set(key, found)
    found.catch(() => installations.delete(key))
    return found
  }

  const installationToken = async (): Promise<string> => {
    try {
      const { token } = await auth({
        type: "installation",
        installationId: await installationId(),
        repositoryNames: [name],
        permissions: INSTALLATION_PERMISSIONS,
      })
      return token
    } catch (error) {
      if (error instanceof Refusal) throw error
      throw new Refusal(502, GITHUB_UNREACHABLE)
    }
  }

  const call = async (method: string, path: string, body?: string): Promise<Response> => {
    const token = await installationToken()
    return reach(fetcher, config.githubApi + repoPath + path, {
      method,
      headers: {
        ...API_HEADERS,
        Authorization: `token ${token}`,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      ...(body === undefined ? {} : { body }),
    })
  }

  const expect = async <T>(response: Response, ok: readonly number[]): Promise<T> => {
    if (!ok.includes(response.status)) throw new Refusal(502, GITHUB_UNREACHABLE)
    return (await response.json()) as T
  }

  return {
    call,
    read: async (path) => expect(await call("GET", path), [200]),
    write: async (method, path, body) => expect(await call(method, path, JSON.stringify(body)), [200, 201]),
    committer: () => {
      const key = `${config.githubApi} ${config.app.id}`
      const known = committers.get(key)
      if (known) return known
      const found = (async () => {
        const app = await expect<{ slug: string }>(await asApp("/app"), [200])
        const login = `${app.slug}[bot]`
        const bot = await expect<{ id: number }>(
          await reach(fetcher, `${config.githubApi}/users/${encodeURIComponent(login)}`, {
            headers: { ...API_HEADERS, Authorization: `token ${await installationToken()}` },
          }),
          [200],
        )
        // GitHub's no-reply address for a bot, which links its commits to the App's account.
        return { name: login, email: `${bot.id}+${login}@users.noreply.github.com` }
      })()
      committers.set(key, found)
      found.catch(() => committers.delete(key))
      return found
    },
  }
}
