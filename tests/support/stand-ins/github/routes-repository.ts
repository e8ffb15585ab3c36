/**
 * The repository as a whole: "Get a repository", branches, commits, the three-dot compare, and
 * commit statuses, all read from git.
 */
import { combinedStatus, statusFromBody, statusesOfCommit, INVALID_STATE } from "./commit-statuses"
import { userJson } from "./accounts"
import { actorOf, needs, read, route, write, type Route, type RouteRequest, type StandInState } from "./context"
import { EMPTY_TREE } from "./git"
import { ApiError, json, notFound, paginate, type Answer } from "./http"
import { apiUrl, changedFilesJson, commitJson, repositoryJson } from "./shapes"

const contentsRead = needs(read("contents"))

/**
 * The commit a name means where GitHub takes a commit-ish: "owner:branch" (the compare and pulls
 * form; the owner must be this repository's), a branch, a tag or a sha. Null when none.
 */
export async function resolveCommit(state: StandInState, name: string): Promise<string | null> {
  const qualified = /^([^:]+):(?:[^:]+:)?(.+)$/.exec(name)
  if (qualified) {
    if (qualified[1].toLowerCase() !== state.owner.login.toLowerCase()) return null
    return state.git.branchHead(qualified[2])
  }
  return (await state.git.branchHead(name)) ?? state.git.resolve(name, "commit")
}

async function commitOr422(state: StandInState, name: string): Promise<string> {
  const sha = await resolveCommit(state, name)
  if (sha === null) throw new ApiError(422, `No commit found for SHA: ${name}`)
  return sha
}

/**
 * "Get a repository". What an installation token gets as `permissions` says nothing of what it may
 * do: GitHub fills that object for people, not Apps (lindell/multi-gitter#224), so all are false.
 */
function getRepository(_request: RouteRequest, state: StandInState): Answer {
  return json(200, repositoryJson(state, { admin: false, maintain: false, push: false, triage: false, pull: false }))
}

/** "Get a branch"; Decap's git-gateway client reads the owner from `_links.self`. */
async function getBranch({ params }: RouteRequest, state: StandInState): Promise<Answer> {
  const [name] = params
  const sha = await state.git.branchHead(name)
  if (sha === null) throw new ApiError(404, "Branch not found")
  const self = apiUrl(state, `/branches/${name}`)
  return json(200, {
    name,
    commit: commitJson(state, await state.git.readCommit(sha)),
    _links: { self, html: `https://github.com/${state.fullName}/tree/${name}` },
    protected: false,
    protection: { enabled: false, required_status_checks: { enforcement_level: "off", contexts: [], checks: [] } },
    protection_url: `${self}/protection`,
  })
}

/** "Get a commit": the commit with the files it changed from its first parent, and their counts. */
async function getCommit({ params }: RouteRequest, state: StandInState): Promise<Answer> {
  const commit = await state.git.readCommit(await commitOr422(state, params[0]))
  const files = await changedFilesJson(state, commit.parents[0] ?? EMPTY_TREE, commit.sha)
  const additions = files.reduce((sum, file) => sum + file.additions, 0)
  const deletions = files.reduce((sum, file) => sum + file.deletions, 0)
  return json(200, {
    ...commitJson(state, commit),
    stats: { additions, deletions, total: additions + deletions },
    files,
  })
}

/** "List commits": from `sha` (the default branch unless given) back, only those touching `path` if given, newest first. */
async function listCommits({ url, query }: RouteRequest, state: StandInState): Promise<Answer> {
  const start = await resolveCommit(state, query.get("sha") ?? state.defaultBranch)
  if (start === null) throw notFound()
  const shas = await state.git.history(start, query.get("path") ?? undefined)
  const page = paginate(shas, url)
  const commits = await state.git.readCommits(page.body as string[])
  return { ...page, body: commits.map((commit) => commitJson(state, commit)) }
}

/** "Compare two commits", three-dot: what `head` has since it left `base`, and how they stand. */
async function compare({ params }: RouteRequest, state: StandInState): Promise<Answer> {
  const separator = params[0].indexOf("...")
  if (separator === -1) throw notFound()
  const [baseName, headName] = [params[0].slice(0, separator), params[0].slice(separator + 3)]
  const [base, head] = await Promise.all([resolveCommit(state, baseName), resolveCommit(state, headName)])
  if (base === null || head === null) throw notFound()
  const mergeBase = await state.git.mergeBase(base, head)
  if (mergeBase === null) throw new ApiError(404, `No common ancestor between ${baseName} and ${headName}.`)
  const ahead = await state.git.commitsBetween(base, head)
  const behind = await state.git.commitsBetween(head, base)
  const [baseCommit, mergeBaseCommit, ...commits] = await state.git.readCommits([base, mergeBase, ...ahead])
  const status =
    ahead.length === 0 ? (behind.length === 0 ? "identical" : "behind") : behind.length === 0 ? "ahead" : "diverged"
  const html = `https://github.com/${state.fullName}/compare/${baseName}...${headName}`
  return json(200, {
    url: apiUrl(state, `/compare/${baseName}...${headName}`),
    html_url: html,
    permalink_url: `https://github.com/${state.fullName}/compare/${base}...${head}`,
    diff_url: `${html}.diff`,
    patch_url: `${html}.patch`,
    base_commit: commitJson(state, baseCommit),
    merge_base_commit: commitJson(state, mergeBaseCommit),
    status,
    ahead_by: ahead.length,
    behind_by: behind.length,
    total_commits: ahead.length,
    commits: commits.map((commit) => commitJson(state, commit)),
    files: await changedFilesJson(state, mergeBase, head),
  })
}

/** "Create a commit status" on a commit of this repository, posted as the token's account (the App's bot for its tokens). */
async function createStatus({ params, body, caller }: RouteRequest, state: StandInState): Promise<Answer> {
  const [sha] = params
  if ((await state.git.objectType(sha)) !== "commit") throw new ApiError(422, `No commit found for SHA: ${sha}`)
  const given = Object.fromEntries(body.entries())
  const creator = actorOf(state, caller) ?? state.bot
  const status = statusFromBody(state.fullName, sha, given, creator.login)
  if (status === null) throw new ApiError(422, INVALID_STATE.message, { errors: INVALID_STATE.errors })
  state.statuses.push(status)
  const { creator: _creator, repository: _repository, sha: _sha, ...fields } = status
  return {
    status: 201,
    body: {
      ...fields,
      id: state.statuses.length,
      url: apiUrl(state, `/statuses/${sha}`),
      creator: userJson(state.origin, creator),
    },
  }
}

async function combined({ params }: RouteRequest, state: StandInState): Promise<Answer> {
  const sha = await commitOr422(state, params[0])
  return json(200, {
    ...combinedStatus(state.statuses, state.fullName, sha),
    repository: repositoryJson(state),
    commit_url: apiUrl(state, `/commits/${sha}`),
    url: apiUrl(state, `/commits/${sha}/status`),
  })
}

async function statusesOf({ params }: RouteRequest, state: StandInState): Promise<Answer> {
  return json(200, statusesOfCommit(state.statuses, state.fullName, await commitOr422(state, params[0])))
}

export const repositoryRoutes: readonly Route[] = [
  route("GET", /^$/, "repos/repos#get-a-repository", needs(read("metadata")), getRepository),
  route("GET", /^\/branches\/(.+)$/, "branches/branches#get-a-branch", contentsRead, getBranch),
  // A ref may hold slashes, so the status routes come before "Get a commit" matches them whole.
  route(
    "GET",
    /^\/commits\/(.+)\/status$/,
    "commits/statuses#get-the-combined-status-for-a-specific-reference",
    needs(read("statuses")),
    combined,
  ),
  route(
    "GET",
    /^\/commits\/(.+)\/statuses$/,
    "commits/statuses#list-commit-statuses-for-a-reference",
    needs(read("statuses")),
    statusesOf,
  ),
  route(
    "POST",
    /^\/statuses\/([0-9a-f]{40})$/,
    "commits/statuses#create-a-commit-status",
    needs(write("statuses")),
    createStatus,
  ),
  route("GET", /^\/commits\/(.+)$/, "commits/commits#get-a-commit", contentsRead, getCommit),
  route("GET", /^\/commits$/, "commits/commits#list-commits", contentsRead, listCommits),
  route("GET", /^\/compare\/(.+)$/, "commits/commits#compare-two-commits", contentsRead, compare),
]
