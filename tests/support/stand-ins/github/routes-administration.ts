/**
 * What the owner's setup and the live check ask of GitHub, as its REST API answers (shapes from
 * GitHub's OpenAPI description, src/owner/github-shapes.ts): the signed-in account ("Get the
 * authenticated user"), "Create a GitHub App from a manifest", the repositories an installation
 * covers, the repository's rulesets, its collaborators and their permission, and its issues (the
 * weekly check's report). A person's or a workflow's token reaches them with the permissions it was
 * given, as a fine-grained token does: rulesets and collaborators are the Administration
 * permission's, reading who they are the Metadata permission's, issues the Issues permission's.
 */
import { randomBytes } from "node:crypto"
import type {
  Collaborator,
  CollaboratorPermission,
  ManifestConversion,
  Ruleset,
  RulesetRequest,
} from "../../../../src/owner/github-shapes"
import { userJson, type Account } from "./accounts"
import type { RepositoryRole, StandInIssue, StandInPerson } from "./administration"
import { DEFAULT_APP_PERMISSIONS, type Permissions } from "./app-auth"
import { needs, read, route, write, type Route, type RouteRequest, type StandInState } from "./context"
import { ApiError, json, notFound, paginate, validationFailed, type Answer } from "./http"
import { apiUrl, repositoryJson } from "./shapes"

const PUBLIC = { kind: "public" } as const
const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** What each built-in role may do, as "List repository collaborators" writes it. */
const ROLE_PERMISSIONS: Record<RepositoryRole, Record<"pull" | "triage" | "push" | "maintain" | "admin", boolean>> = {
  read: { pull: true, triage: false, push: false, maintain: false, admin: false },
  triage: { pull: true, triage: true, push: false, maintain: false, admin: false },
  write: { pull: true, triage: true, push: true, maintain: false, admin: false },
  maintain: { pull: true, triage: true, push: true, maintain: true, admin: false },
  admin: { pull: true, triage: true, push: true, maintain: true, admin: true },
}

/** "Get repository permissions for a user"'s older `permission`: admin, write, read or none. */
const LEGACY_PERMISSION: Record<RepositoryRole, string> = {
  admin: "admin",
  maintain: "write",
  write: "write",
  triage: "read",
  read: "read",
}

const collaborators = (state: StandInState) =>
  state.administration.people.filter(
    (person): person is StandInPerson & { role: RepositoryRole } => person.role !== null,
  )

function collaboratorJson(state: StandInState, person: StandInPerson & { role: RepositoryRole }) {
  const user = userJson(state.origin, person.account)
  return {
    ...user,
    followers_url: `${user.url}/followers`,
    following_url: `${user.url}/following{/other_user}`,
    gists_url: `${user.url}/gists{/gist_id}`,
    starred_url: `${user.url}/starred{/owner}{/repo}`,
    subscriptions_url: `${user.url}/subscriptions`,
    organizations_url: `${user.url}/orgs`,
    repos_url: `${user.url}/repos`,
    events_url: `${user.url}/events{/privacy}`,
    received_events_url: `${user.url}/received_events`,
    permissions: ROLE_PERMISSIONS[person.role],
    role_name: person.role,
  } satisfies Collaborator
}

/** "Get the authenticated user": a person's token (or a workflow's) says whose it is; an App's cannot. */
function authenticatedUser({ caller }: RouteRequest, state: StandInState): Answer {
  if (caller.kind === "anonymous") throw new ApiError(401, "Requires authentication")
  if (caller.kind !== "account") throw new ApiError(403, "Resource not accessible by integration")
  const person = state.administration.people.find((candidate) => candidate.account === caller.token.account)
  return json(200, { ...userJson(state.origin, caller.token.account), email: person?.email ?? null })
}

/** "Create a GitHub App from a manifest": the App GitHub's page made, with its id, key and secrets; the code works once. */
function convertManifest({ params }: RouteRequest, state: StandInState): Answer {
  const pending = state.administration.pendingApps.get(params[0])
  state.administration.pendingApps.delete(params[0])
  if (pending === undefined || pending.expiresAt < Date.now()) throw notFound()
  const { manifest } = pending
  const asked = (manifest.default_permissions ?? DEFAULT_APP_PERMISSIONS) as Permissions
  state.app = {
    ...state.app,
    name: typeof manifest.name === "string" ? manifest.name : state.app.name,
    permissions: { metadata: "read", ...asked },
  }
  const { app } = state
  const conversion = {
    id: app.id,
    slug: app.slug,
    node_id: Buffer.from(`Integration:${app.id}`).toString("base64"),
    client_id: app.clientId,
    owner: userJson(state.origin, state.owner),
    name: app.name,
    description: typeof manifest.description === "string" ? manifest.description : null,
    external_url: typeof manifest.url === "string" ? manifest.url : state.origin,
    html_url: `https://github.com/apps/${app.slug}`,
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
    permissions: app.permissions,
    events: [],
    client_secret: randomBytes(20).toString("hex"),
    webhook_secret: null,
    pem: app.privateKey,
  } satisfies Omit<ManifestConversion, "owner"> & { owner: unknown }
  return json(201, conversion)
}

/** "List repositories accessible to the app installation", with one of its tokens. */
function installationRepositories({ caller, url }: RouteRequest, state: StandInState): Answer {
  if (caller.kind !== "installation") throw new ApiError(403, "You must use an installation access token")
  const names = caller.token.repositories
  const repositories = names.map((name) =>
    sameName(name, state.name)
      ? repositoryJson(state)
      : { name, full_name: `${state.owner.login}/${name}`, owner: userJson(state.origin, state.owner) },
  )
  const page = paginate(repositories, url)
  return {
    ...page,
    body: { total_count: names.length, repository_selection: state.repositorySelection, repositories: page.body },
  }
}

/** A ruleset as "Get a repository ruleset" gives it: its bypass actors only to a token that may administer the repository. */
function rulesetJson(state: StandInState, ruleset: Ruleset, request: RouteRequest): Ruleset {
  const { caller } = request
  const administers = caller.kind === "account" && caller.token.permissions.administration !== undefined
  const { bypass_actors: bypassActors, ...rest } = ruleset
  return {
    ...rest,
    ...(administers ? { bypass_actors: bypassActors } : {}),
    _links: {
      self: { href: apiUrl(state, `/rulesets/${ruleset.id}`) },
      html: { href: `https://github.com/${state.fullName}/rules/${ruleset.id}` },
    },
  }
}

function rulesetOf(state: StandInState, id: string): Ruleset {
  const ruleset = state.administration.rulesets.find((candidate) => candidate.id === Number(id))
  if (ruleset === undefined) throw notFound()
  return ruleset
}

/** What "Create a repository ruleset" and "Update…" take, checked as GitHub checks the fields the setup sends. */
function rulesetFrom(request: RouteRequest): RulesetRequest {
  const { body } = request
  const enforcement = body.string("enforcement")
  if (!["active", "evaluate", "disabled"].includes(enforcement)) {
    throw validationFailed({ resource: "Ruleset", field: "enforcement", code: "invalid" })
  }
  return body.raw as RulesetRequest
}

function createRuleset(request: RouteRequest, state: StandInState): Answer {
  const asked = rulesetFrom(request)
  const name = request.body.string("name")
  if (state.administration.rulesets.some((ruleset) => ruleset.name === name)) {
    throw new ApiError(422, "Validation Failed", { errors: ["Name must be unique"] })
  }
  const now = new Date().toISOString()
  const ruleset: Ruleset = {
    ...asked,
    id: Math.max(0, ...state.administration.rulesets.map((existing) => existing.id)) + 1,
    source_type: "Repository",
    source: state.fullName,
    created_at: now,
    updated_at: now,
  }
  state.administration.rulesets.push(ruleset)
  return json(201, rulesetJson(state, ruleset, request))
}

function updateRuleset(request: RouteRequest, state: StandInState): Answer {
  const ruleset = rulesetOf(state, request.params[0])
  const updated: Ruleset = { ...ruleset, ...rulesetFrom(request), updated_at: new Date().toISOString() }
  state.administration.rulesets.splice(state.administration.rulesets.indexOf(ruleset), 1, updated)
  return json(200, rulesetJson(state, updated, request))
}

function collaboratorPermission({ params }: RouteRequest, state: StandInState): Answer {
  const person = state.administration.people.find((candidate) => sameName(candidate.account.login, params[0]))
  if (person === undefined) throw notFound()
  const answer = {
    permission: person.role === null ? "none" : LEGACY_PERMISSION[person.role],
    role_name: person.role ?? "none",
    user: person.role === null ? null : collaboratorJson(state, { ...person, role: person.role }),
  } satisfies CollaboratorPermission
  return json(200, answer)
}

function removeCollaborator({ params }: RouteRequest, state: StandInState): Answer {
  const person = state.administration.people.find((candidate) => sameName(candidate.account.login, params[0]))
  if (person !== undefined) person.role = null
  return { status: 204 }
}

function actorAccount({ caller }: RouteRequest): Account {
  if (caller.kind !== "account") throw new ApiError(403, "Resource not accessible by integration")
  return caller.token.account
}

function listIssues(request: RouteRequest, state: StandInState): Answer {
  const wanted = request.query.get("state") ?? "open"
  const creator = request.query.get("creator")
  const issues = state.administration.issues.filter(
    (issue) => (wanted === "all" || issue.state === wanted) && (creator === null || issue.user?.login === creator),
  )
  const page = paginate([...issues].reverse(), request.url)
  return page
}

function createIssue(request: RouteRequest, state: StandInState): Answer {
  const now = new Date().toISOString()
  const number = state.administration.issues.length + 1
  const issue: StandInIssue = {
    id: 900 + number,
    number,
    title: request.body.string("title"),
    body: request.body.optionalString("body") ?? null,
    state: "open",
    url: apiUrl(state, `/issues/${number}`),
    html_url: `https://github.com/${state.fullName}/issues/${number}`,
    user: userJson(state.origin, actorAccount(request)),
    comments: 0,
    created_at: now,
    updated_at: now,
    closed_at: null,
  }
  state.administration.issues.push(issue)
  return json(201, issue)
}

function issueOf(state: StandInState, number: string): StandInIssue {
  const issue = state.administration.issues.find((candidate) => candidate.number === Number(number))
  if (issue === undefined) throw notFound()
  return issue
}

function updateIssue(request: RouteRequest, state: StandInState): Answer {
  const issue = issueOf(state, request.params[0])
  const wanted = request.body.optionalString("state")
  const now = new Date().toISOString()
  if (request.body.has("title")) issue.title = request.body.string("title")
  if (request.body.has("body")) issue.body = request.body.optionalString("body") ?? null
  if (wanted !== undefined && wanted !== issue.state) {
    issue.state = wanted
    issue.closed_at = wanted === "closed" ? now : null
  }
  issue.updated_at = now
  return json(200, issue)
}

/** "Create an issue comment" on an issue (routes-pulls.ts answers for a pull request's number, then passes an issue's here). */
export function commentOnIssue(request: RouteRequest, state: StandInState): Answer {
  const issue = issueOf(state, request.params[0])
  issue.comments += 1
  return json(201, {
    id: 7000 + issue.comments,
    body: request.body.string("body"),
    user: userJson(state.origin, actorAccount(request)),
    html_url: `${issue.html_url}#issuecomment-${7000 + issue.comments}`,
  })
}

const administers = (level: "read" | "write") =>
  needs(level === "read" ? read("administration") : write("administration"))

/** Routes at the API's root. */
export const ownerRoutes: readonly Route[] = [
  route("GET", /^\/user$/, "users/users#get-the-authenticated-user", PUBLIC, authenticatedUser),
  route(
    "POST",
    /^\/app-manifests\/([^/]+)\/conversions$/,
    "apps/apps#create-a-github-app-from-a-manifest",
    PUBLIC,
    convertManifest,
  ),
  route(
    "GET",
    /^\/installation\/repositories$/,
    "apps/installations#list-repositories-accessible-to-the-app-installation",
    PUBLIC,
    installationRepositories,
  ),
]

/** Routes below /repos/{owner}/{repo}. */
export const administrationRoutes: readonly Route[] = [
  route("GET", /^\/rulesets$/, "repos/rules#get-all-repository-rulesets", needs(read("metadata")), (request, state) => {
    const summaries = state.administration.rulesets.map((ruleset) => {
      const {
        rules: _rules,
        conditions: _conditions,
        bypass_actors: _bypass,
        ...summary
      } = rulesetJson(state, ruleset, request)
      return summary
    })
    return paginate(summaries, request.url)
  }),
  route(
    "GET",
    /^\/rulesets\/(\d+)$/,
    "repos/rules#get-a-repository-ruleset",
    needs(read("metadata")),
    (request, state) => json(200, rulesetJson(state, rulesetOf(state, request.params[0]), request)),
  ),
  route("POST", /^\/rulesets$/, "repos/rules#create-a-repository-ruleset", administers("write"), createRuleset),
  route("PUT", /^\/rulesets\/(\d+)$/, "repos/rules#update-a-repository-ruleset", administers("write"), updateRuleset),
  route(
    "GET",
    /^\/collaborators$/,
    "collaborators/collaborators#list-repository-collaborators",
    needs(read("metadata")),
    (request, state) =>
      paginate(
        collaborators(state).map((person) => collaboratorJson(state, person)),
        request.url,
      ),
  ),
  route(
    "GET",
    /^\/collaborators\/([^/]+)\/permission$/,
    "collaborators/collaborators#get-repository-permissions-for-a-user",
    needs(read("metadata")),
    collaboratorPermission,
  ),
  route(
    "DELETE",
    /^\/collaborators\/([^/]+)$/,
    "collaborators/collaborators#remove-a-repository-collaborator",
    administers("write"),
    removeCollaborator,
  ),
  route("GET", /^\/issues$/, "issues/issues#list-repository-issues", needs(read("issues")), listIssues),
  route("POST", /^\/issues$/, "issues/issues#create-an-issue", needs(write("issues")), createIssue),
  route("PATCH", /^\/issues\/(\d+)$/, "issues/issues#update-an-issue", needs(write("issues")), updateIssue),
]
