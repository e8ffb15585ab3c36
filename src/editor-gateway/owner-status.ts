/**
 * GET owner-status: what only the gateway can see of its own setup, for the site's owner (`npm run
 * check:live`) and nobody else: which of its secrets the host gave it (by name, never a value),
 * whether GitHub takes the App's key, and the App's installation as GitHub reports it to the App
 * (which repositories, which permissions).
 *
 * The caller proves they are one of the repository's admins with a GitHub token of their own (a
 * fine-grained token for this one repository is enough: reading who they are and their role needs
 * no permission of its own): the gateway asks GitHub whose token it is (GET /user) and that person's
 * role on the repository (GET /repos/{owner}/{repo}/collaborators/{login}/permission), with that
 * token, and answers only "admin". It keeps nothing of the token. Anyone else learns nothing but
 * that the address is the owner's.
 */
import { appCall, API_HEADERS, reach, type AppCall } from "./github"
import type { Fetch } from "./identity"
import { Refusal } from "./refusal"
import {
  GATEWAY_SECRETS,
  gatewayConfigOf,
  githubApiOf,
  type GatewayEnvironment,
  type GatewaySecret,
  type GatewaySettings,
} from "./settings"

/** The route below the gateway's own address. */
export const OWNER_STATUS_ROUTE = "/owner-status"

export const OWNER_ONLY =
  "This address answers the site's owner only, with a GitHub token of one of the repository's admins."

/** The App's installation, as GitHub tells the App. */
export interface InstallationStatus {
  readonly id: number
  /** "selected": the repositories the owner chose; "all": every repository of the account, those to come too. */
  readonly repositorySelection: "all" | "selected"
  /** The repositories it covers, as owner/name (the first hundred). */
  readonly repositories: readonly string[]
  /** How many it covers in all. */
  readonly repositoryCount: number
  readonly permissions: Readonly<Record<string, string>>
}

/** The App, as its key shows it to GitHub; or why GitHub would not say. */
export type AppStatus =
  | { readonly problem: string }
  | {
      readonly id: number
      readonly slug: string
      /** Null: the App is not installed on the site's repository. */
      readonly installation: InstallationStatus | null
    }

export interface OwnerStatus {
  /** Which of the gateway's secrets the host gives it. */
  readonly secrets: Readonly<Record<GatewaySecret, boolean>>
  /** Absent while the App's id or key is missing. */
  readonly app?: AppStatus
}

export const KEY_NOT_TAKEN =
  "GitHub did not take the App's key: GITHUB_APP_PRIVATE_KEY is not the key GitHub gave for the App GITHUB_APP_ID names, or GitHub could not be reached"

/** Whether the token's owner is an admin of the repository, as GitHub says to that token. */
async function isRepositoryAdmin(token: string, api: string, repository: string, fetcher: Fetch): Promise<boolean> {
  const asCaller = (path: string) =>
    reach(fetcher, api + path, { headers: { ...API_HEADERS, Authorization: `Bearer ${token}` } })
  const who = await asCaller("/user")
  if (who.status !== 200) return false
  const { login } = (await who.json()) as { login: string }
  const role = await asCaller(`/repos/${repository}/collaborators/${encodeURIComponent(login)}/permission`)
  if (role.status !== 200) return false
  return ((await role.json()) as { permission?: string }).permission === "admin"
}

/** The repositories an installation covers, read with a token of its own that may read their metadata only. */
async function coveredRepositories(
  asApp: AppCall,
  api: string,
  installationId: number,
  fetcher: Fetch,
): Promise<{ readonly names: string[]; readonly count: number }> {
  const minted = await asApp(`/app/installations/${installationId}/access_tokens`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ permissions: { metadata: "read" } }),
  })
  if (minted.status !== 201) throw new Refusal(502, KEY_NOT_TAKEN)
  const { token } = (await minted.json()) as { token: string }
  const listed = await reach(fetcher, `${api}/installation/repositories?per_page=100`, {
    headers: { ...API_HEADERS, Authorization: `token ${token}` },
  })
  if (listed.status !== 200) throw new Refusal(502, KEY_NOT_TAKEN)
  const page = (await listed.json()) as { total_count: number; repositories: { full_name: string }[] }
  return { names: page.repositories.map((repository) => repository.full_name), count: page.total_count }
}

/** The App as GitHub shows it to the App itself: its name, and its installation on the repository. */
export async function appStatus(asApp: AppCall, api: string, repository: string, fetcher: Fetch): Promise<AppStatus> {
  try {
    const app = await asApp("/app")
    if (app.status !== 200) return { problem: KEY_NOT_TAKEN }
    const { id, slug } = (await app.json()) as { id: number; slug: string }
    const found = await asApp(`/repos/${repository}/installation`)
    if (found.status === 404) return { id, slug, installation: null }
    if (found.status !== 200) return { problem: KEY_NOT_TAKEN }
    const installation = (await found.json()) as {
      id: number
      repository_selection: "all" | "selected"
      permissions: Record<string, string>
    }
    const covered = await coveredRepositories(asApp, api, installation.id, fetcher)
    return {
      id,
      slug,
      installation: {
        id: installation.id,
        repositorySelection: installation.repository_selection,
        repositories: covered.names,
        repositoryCount: covered.count,
        permissions: installation.permissions,
      },
    }
  } catch (error) {
    if (error instanceof Refusal) return { problem: KEY_NOT_TAKEN }
    throw error
  }
}

/** The owner's status, for an admin's GitHub token in the Authorization header; a Refusal to anyone else. */
export async function answerOwnerStatus(
  request: Request,
  settings: GatewaySettings,
  env: GatewayEnvironment,
  fetcher: Fetch,
): Promise<Response> {
  const token = /^Bearer (\S+)$/.exec(request.headers.get("Authorization") ?? "")?.[1]
  if (!token) throw new Refusal(401, OWNER_ONLY)
  const api = githubApiOf(env)
  if (!(await isRepositoryAdmin(token, api, settings.repository, fetcher))) throw new Refusal(403, OWNER_ONLY)
  const secrets = Object.fromEntries(GATEWAY_SECRETS.map((name) => [name, Boolean(env[name])])) as Record<
    GatewaySecret,
    boolean
  >
  const configured = gatewayConfigOf(settings, env)
  const status: OwnerStatus =
    "missing" in configured
      ? { secrets }
      : { secrets, app: await appStatus(appCall(configured.config, fetcher), api, settings.repository, fetcher) }
  return Response.json(status, { headers: { "Cache-Control": "no-store" } })
}
