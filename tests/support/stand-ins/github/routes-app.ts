/**
 * The App's own endpoints, called with its JWT ("REST API endpoints for GitHub Apps"), and the
 * public user endpoint that names its bot.
 */
import { userJson } from "./accounts"
import { newInstallationToken, permissionsBeyond, type PermissionLevel, type Permissions } from "./app-auth"
import { isoDate } from "./git"
import { route, type Route, type RouteRequest, type StandInState } from "./context"
import { ApiError, json, notFound, validationFailed, type Answer, type JsonBody } from "./http"
import { repositoryJson } from "./shapes"

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

function appJson(state: StandInState) {
  const { app } = state
  return {
    id: app.id,
    client_id: app.clientId,
    slug: app.slug,
    node_id: Buffer.from(`Integration:${app.id}`).toString("base64"),
    owner: userJson(state.origin, state.owner),
    name: app.name,
    description: "",
    external_url: state.origin,
    html_url: `https://github.com/apps/${app.slug}`,
    created_at: "2026-01-01T00:00:00Z",
    updated_at: "2026-01-01T00:00:00Z",
    permissions: app.permissions,
    events: [],
    installations_count: 1,
  }
}

function installationJson(state: StandInState) {
  const { app } = state
  return {
    id: app.installationId,
    account: userJson(state.origin, state.owner),
    repository_selection: state.repositorySelection,
    access_tokens_url: `${state.origin}/app/installations/${app.installationId}/access_tokens`,
    repositories_url: `${state.origin}/installation/repositories`,
    html_url: `https://github.com/organizations/${state.owner.login}/settings/installations/${app.installationId}`,
    app_id: app.id,
    app_slug: app.slug,
    target_id: state.owner.id,
    target_type: state.owner.type,
    permissions: app.permissions,
    events: [],
    created_at: "2026-01-01T00:00:00Z",
    updated_at: "2026-01-01T00:00:00Z",
    single_file_name: null,
    suspended_by: null,
    suspended_at: null,
  }
}

/** The installation's repositories the request names (by name or id), or all of them when it names none. */
function requestedRepositories(state: StandInState, body: JsonBody): string[] | null {
  const names = body.optionalArray("repositories")
  const ids = body.optionalArray("repository_ids")
  if (names === undefined && ids === undefined) return null
  const byId = (id: unknown) => (id === state.repositoryId ? state.name : undefined)
  const asked = [...(names ?? []), ...(ids ?? []).map(byId)]
  const installed = (name: unknown) =>
    typeof name === "string" && state.installedRepositories.some((repository) => sameName(repository, name))
  if (!asked.every(installed)) {
    throw new ApiError(
      422,
      "There is at least one repository that does not exist or is not accessible to the parent installation.",
    )
  }
  return asked as string[]
}

/** The permissions asked for, each at most what the App holds ("cannot be granted permissions that the app was not granted"). */
function requestedPermissions(state: StandInState, body: JsonBody): Permissions | null {
  const asked = body.optionalObject("permissions")
  if (asked === undefined) return null
  const permissions: Record<string, PermissionLevel> = {}
  for (const [permission, level] of asked.entries()) {
    if (level !== "read" && level !== "write") {
      throw validationFailed({ resource: "Installation", field: `permissions.${permission}`, code: "invalid" })
    }
    permissions[permission] = level
  }
  if (permissionsBeyond(permissions, state.app.permissions).length > 0) {
    throw new ApiError(422, "The permissions requested are not granted to this installation.")
  }
  // Every installation token can read the repositories' metadata.
  return { metadata: "read", ...permissions }
}

/** "Create an installation access token for an app": an hour long (unless a test says), at most the App's permissions. */
function createAccessToken({ params, body }: RouteRequest, state: StandInState): Answer {
  if (Number(params[0]) !== state.app.installationId || state.installedRepositories.length === 0) throw notFound()
  const repositories = requestedRepositories(state, body)
  const permissions = requestedPermissions(state, body) ?? state.app.permissions
  const issued = {
    id: `token-${state.issuedTokens.length + 1}`,
    token: newInstallationToken(),
    permissions,
    repositories: repositories ?? state.installedRepositories,
    expiresAt: isoDate(Math.floor(Date.now() / 1000) + state.tokenLifetimeSeconds),
  }
  state.issuedTokens.push(issued)
  const repositoryOf = (name: string) =>
    sameName(name, state.name)
      ? repositoryJson(state)
      : { name, full_name: `${state.owner.login}/${name}`, owner: userJson(state.origin, state.owner) }
  return json(201, {
    token: issued.token,
    expires_at: issued.expiresAt,
    permissions,
    repository_selection: "selected",
    ...(repositories === null ? {} : { repositories: repositories.map(repositoryOf) }),
  })
}

const APP = { kind: "app" } as const

export const appRoutes: readonly Route[] = [
  route("GET", /^\/app$/, "apps/apps#get-the-authenticated-app", APP, (_request, state) => json(200, appJson(state))),
  route(
    "GET",
    /^\/app\/installations$/,
    "apps/apps#list-installations-for-the-authenticated-app",
    APP,
    (_request, state) => json(200, state.installedRepositories.length > 0 ? [installationJson(state)] : []),
  ),
  route(
    "GET",
    /^\/app\/installations\/(\d+)$/,
    "apps/apps#get-an-installation-for-the-authenticated-app",
    APP,
    ({ params }, state) => {
      if (Number(params[0]) !== state.app.installationId || state.installedRepositories.length === 0) throw notFound()
      return json(200, installationJson(state))
    },
  ),
  route(
    "GET",
    /^\/repos\/([^/]+)\/([^/]+)\/installation$/,
    "apps/apps#get-a-repository-installation-for-the-authenticated-app",
    APP,
    ({ params }, state) => {
      const [owner, name] = params
      const installed =
        state.repositorySelection === "all"
          ? state.installedRepositories.length > 0
          : state.installedRepositories.some((repository) => sameName(repository, name))
      if (!sameName(owner, state.owner.login) || !installed) throw notFound()
      return json(200, installationJson(state))
    },
  ),
  route(
    "POST",
    /^\/app\/installations\/(\d+)\/access_tokens$/,
    "apps/apps#create-an-installation-access-token-for-an-app",
    APP,
    createAccessToken,
  ),
  route("GET", /^\/users\/([^/]+)$/, "users/users#get-a-user", { kind: "public" }, ({ params }, state) => {
    const person = state.administration.people.find((candidate) => sameName(candidate.account.login, params[0]))
    const account =
      person?.account ?? [state.bot, state.owner].find((candidate) => sameName(candidate.login, params[0]))
    if (account === undefined) throw notFound()
    // `email`: the address the person's public profile shows, if any.
    const shown = { name: account.type === "Bot" ? null : account.login, email: person?.email ?? null }
    return json(200, { ...userJson(state.origin, account), ...shown })
  }),
]
