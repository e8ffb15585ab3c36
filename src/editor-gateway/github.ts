/**
 * GitHub, as the gateway reaches it: as the site's GitHub App, with an installation token minted
 * on the server for this one repository and the fewest permissions the editor's calls need. No
 * GitHub token ever leaves the gateway; an editor holds no right on the repository at all.
 *
 * @octokit/auth-app signs the App's JWT (RS256, from the private key GitHub gave, PKCS#1 or PKCS#8);
 * the installation is looked up once from the repository's name, so the owner sets only the App's id
 * and key. Everything else is plain fetch, so the same code runs in Cloudflare's runtime and Node.
 *
 * One installation token serves every request the isolate (Cloudflare) or instance (Netlify) answers
 * until five minutes before it expires: a token per call would cost each call a round trip to GitHub
 * before its own, and leave thousands of live tokens after a busy afternoon. It is minted with the
 * calling request's own fetch (its round trip counts in that request's Server-Timing) and kept by
 * App, installation, repository and permissions, never by fetch. auth-app's own token cache is not
 * used: it lives in an auth made with one fetch, and trusts a token for 59 minutes from its minting
 * whatever GitHub said of its expiry.
 */
import { createAppAuth } from "@octokit/auth-app"
import type { Fetch } from "./identity"
import { GITHUB_UNREACHABLE, Refusal } from "./refusal"
import type { GatewayConfig } from "./settings"

/**
 * What the installation token may do, and nothing more: read and write the repository's contents
 * (blobs, trees, commits, branches), open, label, comment on, close and merge pull requests (a
 * draft's labels and its schedule's comments, schedule.ts, go through the issues API, which the
 * pull-request permission covers for pull requests),
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

/** An installation token, and when GitHub said it expires (ms since the epoch). */
interface InstallationToken {
  readonly token: string
  readonly expiresAt: number
}

/** A token is renewed this long before it expires: no call ever goes out with one about to lapse. */
const RENEWED_BEFORE_EXPIRY_MS = 5 * 60_000

/** The App's JWT signers, by GitHub and App; they hold no fetch, so every request shares one. */
const appAuths = new Map<string, ReturnType<typeof createAppAuth>>()
const installations = new Map<string, Promise<number>>()
/** Installation tokens by GitHub, App, installation, repository and permissions, kept while the isolate lives. */
const installationTokens = new Map<string, Promise<InstallationToken>>()
const committers = new Map<string, Promise<GitPerson>>()

/** The value `cache` holds for `key`, or `find()`'s, kept there unless it fails (so the next call tries again). */
function remembered<T>(cache: Map<string, Promise<T>>, key: string, find: () => Promise<T>): Promise<T> {
  const known = cache.get(key)
  if (known) return known
  const found = find()
  cache.set(key, found)
  found.catch(() => {
    if (cache.get(key) === found) cache.delete(key)
  })
  return found
}

/** A fetch that fails as "GitHub could not be reached" on a network error or a timeout. */
export async function reach(fetcher: Fetch, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetcher(url, { ...init, signal: AbortSignal.timeout(GITHUB_TIMEOUT_MS) })
  } catch {
    throw new Refusal(502, GITHUB_UNREACHABLE)
  }
}

export const API_HEADERS = {
  Accept: "application/vnd.github+json",
  "X-GitHub-Api-Version": "2022-11-28",
  // GitHub refuses a call without one.
  "User-Agent": "cdm-site-editor-gateway",
}

/** GitHub's answer as JSON when its status is one of `ok`; else GitHub could not do it, as far as the editor can tell. */
async function expect<T>(response: Response, ok: readonly number[]): Promise<T> {
  if (!ok.includes(response.status)) throw new Refusal(502, GITHUB_UNREACHABLE)
  return (await response.json()) as T
}

/** A call to GitHub's API as the App itself (its JWT), at a path of the API ("/app"). */
export type AppCall = (path: string, init?: RequestInit) => Promise<Response>

/** Calls as the App itself: for the installation's id, its tokens and the App's own name. */
export function appCall(config: Pick<GatewayConfig, "githubApi" | "app">, fetcher: Fetch): AppCall {
  const app = `${config.githubApi} ${config.app.id}`
  const auth = appAuths.get(app) ?? createAppAuth({ appId: config.app.id, privateKey: config.app.privateKey })
  appAuths.set(app, auth)
  return async (path, init = {}) => {
    let jwt: string
    try {
      jwt = (await auth({ type: "app" })).token
    } catch {
      throw new Refusal(502, GITHUB_UNREACHABLE)
    }
    return reach(fetcher, config.githubApi + path, {
      ...init,
      headers: { ...API_HEADERS, Authorization: `Bearer ${jwt}`, ...init.headers },
    })
  }
}

export function githubAccess(config: GatewayConfig, fetcher: Fetch): GitHubAccess {
  const app = `${config.githubApi} ${config.app.id}`
  const asApp = appCall(config, fetcher)
  const [owner, name] = config.settings.repository.split("/")
  const repoPath = `/repos/${owner}/${name}`

  const installationId = (): Promise<number> =>
    remembered(installations, `${app} ${repoPath}`, async () =>
      expect<{ id: number }>(await asApp(`${repoPath}/installation`), [200]).then((found) => found.id),
    )

  /** "Create an installation access token for an app", for this repository only, with the fewest permissions. */
  const mint = async (installation: number): Promise<InstallationToken> => {
    const minted = await expect<{ token: string; expires_at: string }>(
      await asApp(`/app/installations/${installation}/access_tokens`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ repositories: [name], permissions: INSTALLATION_PERMISSIONS }),
      }),
      [201],
    )
    return { token: minted.token, expiresAt: Date.parse(minted.expires_at) }
  }

  const installationToken = async (): Promise<string> => {
    const installation = await installationId()
    const key = `${app} ${installation} ${repoPath} ${JSON.stringify(INSTALLATION_PERMISSIONS)}`
    const pending = installationTokens.get(key)
    const held = await pending?.catch(() => undefined)
    if (held && held.expiresAt - RENEWED_BEFORE_EXPIRY_MS > Date.now()) return held.token
    // Unless another call has already started its renewal, which this one then waits for too.
    if (pending && installationTokens.get(key) === pending) installationTokens.delete(key)
    return (await remembered(installationTokens, key, () => mint(installation))).token
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

  return {
    call,
    read: async (path) => expect(await call("GET", path), [200]),
    write: async (method, path, body) => expect(await call(method, path, JSON.stringify(body)), [200, 201]),
    committer: () =>
      remembered(committers, app, async () => {
        const { slug } = await expect<{ slug: string }>(await asApp("/app"), [200])
        const login = `${slug}[bot]`
        const bot = await expect<{ id: number }>(
          await reach(fetcher, `${config.githubApi}/users/${encodeURIComponent(login)}`, {
            headers: { ...API_HEADERS, Authorization: `token ${await installationToken()}` },
          }),
          [200],
        )
        // GitHub's no-reply address for a bot, which links its commits to the App's account.
        return { name: login, email: `${bot.id}+${login}@users.noreply.github.com` }
      }),
  }
}
