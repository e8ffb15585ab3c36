/**
 * Pull requests between branches of the repository ("REST API endpoints for pull requests"), their
 * real merges through git, and their labels through the issues endpoints, as GitHub keeps a pull
 * request's labels on its issue.
 */
import { actorOf, needs, read, route, write, type Route, type RouteRequest, type StandInState } from "./context"
import { ApiError, json, notFound, paginate, validationFailed, type Answer, type JsonBody } from "./http"
import { userJson } from "./accounts"
import { now, type PullRequest, type PullRequestComment } from "./pull-store"
import { commentOnIssue } from "./routes-administration"
import { commitJson, labelJson, pullJson } from "./shapes"

const pullsRead = needs(read("pull_requests"))
const pullsWrite = needs(write("pull_requests"))
/** GitHub lets either permission label a pull request, or comment on one ("Add labels to an issue", "Create an issue comment"). */
const issueWrite = needs(write("issues"), write("pull_requests"))

function pullRequestOf(state: StandInState, number: string): PullRequest {
  const pullRequest = state.pulls.find(Number(number))
  if (pullRequest === undefined) throw notFound()
  return pullRequest
}

/** A single pull request, with what GitHub computes for one: mergeability, commits, line counts. */
async function pullDetailsJson(state: StandInState, pullRequest: PullRequest) {
  const { git } = state
  const open = pullRequest.state === "open"
  const base = open ? ((await git.branchHead(pullRequest.baseRef)) ?? pullRequest.baseSha) : pullRequest.baseSha
  const mergeable = open ? (await git.mergeTrees(base, pullRequest.headSha)) !== null : null
  const mergeBase = (await git.mergeBase(base, pullRequest.headSha)) ?? base
  const commits = await git.commitsBetween(base, pullRequest.headSha)
  const files = await git.diff(mergeBase, pullRequest.headSha)
  const stat = await git.lineCounts(mergeBase, pullRequest.headSha)
  return pullJson(state, pullRequest, { mergeable, commits: commits.length, changedFiles: files.length, ...stat })
}

/** `head` as "owner:branch" or "branch", the branch's name; another owner's is a fork this repository has not. */
function headBranch(state: StandInState, head: string): string {
  const qualified = /^([^:]+):(.+)$/.exec(head)
  if (qualified && qualified[1].toLowerCase() !== state.owner.login.toLowerCase()) {
    throw validationFailed({ resource: "PullRequest", field: "head", code: "invalid" })
  }
  return qualified ? qualified[2] : head
}

/**
 * "List pull requests": `state` (open by default), `head` ("owner:branch"; GitHub ignores a head
 * without its owner), `base`, newest first unless `direction=asc`.
 */
function listPulls({ url, query }: RouteRequest, state: StandInState): Answer {
  const wanted = query.get("state") ?? "open"
  if (!["open", "closed", "all"].includes(wanted))
    throw validationFailed({ resource: "Search", field: "state", code: "invalid" })
  const head = /^([^:]+):(.+)$/.exec(query.get("head") ?? "")
  const base = query.get("base")
  const matches = (pullRequest: PullRequest) =>
    (wanted === "all" || pullRequest.state === wanted) &&
    (head === null || (head[1].toLowerCase() === state.owner.login.toLowerCase() && head[2] === pullRequest.headRef)) &&
    (base === null || base === pullRequest.baseRef)
  const found = state.pulls.all.filter(matches)
  if (query.get("direction") !== "asc") found.reverse()
  const page = paginate(found, url)
  return { ...page, body: (page.body as PullRequest[]).map((pullRequest) => pullJson(state, pullRequest)) }
}

/** "Create a pull request" from a branch of this repository into another. */
async function createPull({ body, caller }: RouteRequest, state: StandInState): Promise<Answer> {
  const title = body.string("title")
  const headRef = headBranch(state, body.string("head"))
  const baseRef = body.string("base")
  const [headSha, baseSha] = await Promise.all([state.git.branchHead(headRef), state.git.branchHead(baseRef)])
  if (baseSha === null) throw validationFailed({ resource: "PullRequest", field: "base", code: "invalid" })
  if (headSha === null) throw validationFailed({ resource: "PullRequest", field: "head", code: "invalid" })
  if ((await state.git.commitsBetween(baseSha, headSha)).length === 0) {
    throw validationFailed({
      resource: "PullRequest",
      code: "custom",
      message: `No commits between ${baseRef} and ${headRef}`,
    })
  }
  const open = state.pulls.all.find(
    (pullRequest) => pullRequest.state === "open" && pullRequest.headRef === headRef && pullRequest.baseRef === baseRef,
  )
  if (open !== undefined) {
    const message = `A pull request already exists for ${state.owner.login}:${headRef}.`
    throw validationFailed({ resource: "PullRequest", code: "custom", message })
  }
  const user = actorOf(state, caller) ?? state.bot
  const pullRequest = state.pulls.add({
    title,
    body: body.optionalString("body") ?? null,
    headRef,
    headSha,
    baseRef,
    baseSha,
    user,
  })
  return {
    status: 201,
    body: await pullDetailsJson(state, pullRequest),
    headers: { Location: pullJson(state, pullRequest).url },
  }
}

/** "Update a pull request": its title, body, or state; a merged one stays closed. */
async function updatePull({ params, body }: RouteRequest, state: StandInState): Promise<Answer> {
  const pullRequest = pullRequestOf(state, params[0])
  const wanted = body.optionalString("state")
  if (wanted !== undefined && wanted !== "open" && wanted !== "closed") {
    throw validationFailed({ resource: "PullRequest", field: "state", code: "invalid" })
  }
  if (wanted === "open" && pullRequest.state === "closed") {
    const headExists = (await state.git.branchHead(pullRequest.headRef)) !== null
    if (pullRequest.mergedAt !== null || !headExists) {
      throw validationFailed({
        resource: "PullRequest",
        field: "state",
        code: "custom",
        message: "state cannot be changed.",
      })
    }
  }
  if (wanted !== undefined && wanted !== pullRequest.state) state.pulls.setState(pullRequest, wanted)
  pullRequest.title = body.optionalString("title") ?? pullRequest.title
  pullRequest.body = body.has("body") ? (body.optionalString("body") ?? null) : pullRequest.body
  pullRequest.updatedAt = now()
  return json(200, await pullDetailsJson(state, pullRequest))
}

async function listPullCommits({ params, url }: RouteRequest, state: StandInState): Promise<Answer> {
  const pullRequest = pullRequestOf(state, params[0])
  const base = pullRequest.state === "open" ? await state.git.branchHead(pullRequest.baseRef) : pullRequest.baseSha
  const shas = await state.git.commitsBetween(base ?? pullRequest.baseSha, pullRequest.headSha)
  const page = paginate(shas, url, 250)
  const commits = await state.git.readCommits(page.body as string[])
  return { ...page, body: commits.map((commit) => commitJson(state, commit)) }
}

/** The message of the commit a merge makes: GitHub's default title and body unless the request gives them. */
async function mergeMessage(
  state: StandInState,
  pullRequest: PullRequest,
  method: string,
  body: JsonBody,
  base: string,
) {
  const squash = method === "squash"
  const title =
    body.optionalString("commit_title") ??
    (squash
      ? `${pullRequest.title} (#${pullRequest.number})`
      : `Merge pull request #${pullRequest.number} from ${state.owner.login}/${pullRequest.headRef}`)
  const commits = await state.git.readCommits(await state.git.commitsBetween(base, pullRequest.headSha))
  const defaultBody = squash ? commits.map((commit) => `* ${commit.message.trim()}`).join("\n\n") : pullRequest.title
  return `${title}\n\n${body.optionalString("commit_message") ?? defaultBody}`
}

/**
 * "Merge a pull request" with git: a merge commit (base, head) or a squash (base only) of git's
 * three-way merge, committed as the App's bot with GitHub as committer. This repository, as its
 * settings say, does not allow rebase merges.
 */
async function mergePull({ params, body, caller }: RouteRequest, state: StandInState): Promise<Answer> {
  const pullRequest = pullRequestOf(state, params[0])
  const method = body.optionalString("merge_method") ?? "merge"
  if (!["merge", "squash", "rebase"].includes(method)) {
    throw validationFailed({ resource: "PullRequest", field: "merge_method", code: "invalid" })
  }
  if (pullRequest.state !== "open") throw new ApiError(405, "Pull Request is not mergeable")
  const expected = body.optionalString("sha")
  if (expected !== undefined && expected !== pullRequest.headSha) {
    throw new ApiError(409, "Head branch was modified. Review and try the merge again.")
  }
  if (method === "rebase") throw new ApiError(405, "Rebase merges are not allowed on this repository.")
  const base = await state.git.branchHead(pullRequest.baseRef)
  const tree = base === null ? null : await state.git.mergeTrees(base, pullRequest.headSha)
  if (base === null || tree === null) throw new ApiError(405, "Pull Request is not mergeable")
  const date = now()
  const account = actorOf(state, caller) ?? state.bot
  const sha = await state.git.writeCommit({
    tree,
    parents: method === "squash" ? [base] : [base, pullRequest.headSha],
    author: { name: account.login, email: state.app.botEmail, date },
    committer: { name: "GitHub", email: "noreply@github.com", date },
    message: await mergeMessage(state, pullRequest, method, body, base),
  })
  if (!(await state.git.updateRef(`refs/heads/${pullRequest.baseRef}`, sha, base))) {
    throw new ApiError(409, "Base branch was modified. Review and try the merge again.")
  }
  state.pulls.markMerged(pullRequest, sha, account)
  await state.pulls.followBranches(account)
  return json(200, { sha, merged: true, message: "Pull Request successfully merged" })
}

/** The label names of a "Set labels" or "Add labels" body: `{ labels: [name | { name }] }` or a bare array. */
function labelNames(body: JsonBody): string[] {
  const given = Array.isArray(body.raw) ? (body.raw as unknown[]) : (body.optionalArray("labels") ?? [])
  return given.map((label) => {
    const name = typeof label === "object" && label !== null ? (label as { name?: unknown }).name : label
    if (typeof name !== "string" || name === "")
      throw validationFailed({ resource: "Label", field: "name", code: "invalid" })
    return name
  })
}

/** "Set labels for an issue" (replace) and "Add labels to an issue", on a pull request's number. */
const labelRoute =
  (replace: boolean) =>
  ({ params, body }: RouteRequest, state: StandInState): Answer => {
    const pullRequest = pullRequestOf(state, params[0])
    const names = labelNames(body)
    pullRequest.labels = [...new Set([...(replace ? [] : pullRequest.labels), ...names])]
    pullRequest.updatedAt = now()
    return json(
      200,
      pullRequest.labels.map((name) => labelJson(state, name)),
    )
  }

/** A pull request's comment as GitHub answers it. */
function commentJson(state: StandInState, pullRequest: PullRequest, comment: PullRequestComment) {
  return {
    id: comment.id,
    body: comment.body,
    user: userJson(state.origin, comment.user),
    created_at: comment.createdAt,
    updated_at: comment.createdAt,
    html_url: `https://github.com/${state.fullName}/pull/${pullRequest.number}#issuecomment-${comment.id}`,
    author_association: "NONE",
  }
}

/**
 * "Create an issue comment" on a pull request's number (either permission will do for a pull
 * request). GitHub numbers issues and pull requests in one sequence; the stand-in numbers them
 * apart, so a number is a pull request's when one has it, else an issue's (routes-administration.ts).
 */
function commentOn(request: RouteRequest, state: StandInState): Answer {
  const pullRequest = state.pulls.find(Number(request.params[0]))
  if (pullRequest === undefined) return commentOnIssue(request, state)
  const comment: PullRequestComment = {
    id: 8000 + state.pulls.all.reduce((count, each) => count + each.comments.length, 0),
    body: request.body.string("body"),
    user: actorOf(state, request.caller) ?? state.bot,
    createdAt: now(),
  }
  pullRequest.comments.push(comment)
  return json(201, commentJson(state, pullRequest, comment))
}

export const pullRoutes: readonly Route[] = [
  route("GET", /^\/pulls$/, "pulls/pulls#list-pull-requests", pullsRead, listPulls),
  route("POST", /^\/pulls$/, "pulls/pulls#create-a-pull-request", pullsWrite, createPull),
  route("GET", /^\/pulls\/(\d+)$/, "pulls/pulls#get-a-pull-request", pullsRead, async ({ params }, state) =>
    json(200, await pullDetailsJson(state, pullRequestOf(state, params[0]))),
  ),
  route("PATCH", /^\/pulls\/(\d+)$/, "pulls/pulls#update-a-pull-request", pullsWrite, updatePull),
  route("GET", /^\/pulls\/(\d+)\/commits$/, "pulls/pulls#list-commits-on-a-pull-request", pullsRead, listPullCommits),
  // Merging writes to the base branch, so it takes the contents permission.
  route("PUT", /^\/pulls\/(\d+)\/merge$/, "pulls/pulls#merge-a-pull-request", needs(write("contents")), mergePull),
  route(
    "GET",
    /^\/issues\/(\d+)\/labels$/,
    "issues/labels#list-labels-for-an-issue",
    needs(read("issues"), read("pull_requests")),
    ({ params }, state) =>
      json(
        200,
        pullRequestOf(state, params[0]).labels.map((name) => labelJson(state, name)),
      ),
  ),
  route("PUT", /^\/issues\/(\d+)\/labels$/, "issues/labels#set-labels-for-an-issue", issueWrite, labelRoute(true)),
  route("POST", /^\/issues\/(\d+)\/labels$/, "issues/labels#add-labels-to-an-issue", issueWrite, labelRoute(false)),
  route(
    "GET",
    /^\/issues\/(\d+)\/comments$/,
    "issues/comments#list-issue-comments",
    needs(read("issues"), read("pull_requests")),
    ({ params, url }, state) => {
      const pullRequest = pullRequestOf(state, params[0])
      const page = paginate(pullRequest.comments, url)
      const listed = page.body as PullRequestComment[]
      return { ...page, body: listed.map((comment) => commentJson(state, pullRequest, comment)) }
    },
  ),
  route("POST", /^\/issues\/(\d+)\/comments$/, "issues/comments#create-an-issue-comment", issueWrite, commentOn),
]
