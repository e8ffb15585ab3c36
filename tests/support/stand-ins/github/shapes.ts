/**
 * The JSON GitHub's REST API answers with, built from git's objects and the stand-in's records:
 * the repository, refs, trees, git commits and "commit" items, compared files, pull requests and
 * labels. URLs point at the stand-in's origin, as GitHub's point at api.github.com; html_url at
 * github.com, which nothing here follows.
 */
import { createHash } from "node:crypto"
import { userJson, type Account } from "./accounts"
import type { StandInState } from "./context"
import type { GitCommit, GitIdentity, TreeChange, TreeEntry } from "./git"
import type { PullRequest } from "./pull-store"

export const apiUrl = (state: StandInState, path = "") => `${state.origin}/repos/${state.fullName}${path}`
const htmlUrl = (state: StandInState, path = "") => `https://github.com/${state.fullName}${path}`
const nodeId = (kind: string, key: string | number) => Buffer.from(`${kind}:${key}`).toString("base64")

/** "Get a repository". `permissions` is what the caller may do, when the answer is about the caller. */
export function repositoryJson(state: StandInState, permissions?: Readonly<Record<string, boolean>>) {
  const url = apiUrl(state)
  return {
    id: state.repositoryId,
    node_id: nodeId("Repository", state.repositoryId),
    name: state.name,
    full_name: state.fullName,
    private: true,
    visibility: "private",
    owner: userJson(state.origin, state.owner),
    html_url: htmlUrl(state),
    description: null,
    fork: false,
    url,
    branches_url: `${url}/branches{/branch}`,
    blobs_url: `${url}/git/blobs{/sha}`,
    trees_url: `${url}/git/trees{/sha}`,
    git_refs_url: `${url}/git/refs{/sha}`,
    git_commits_url: `${url}/git/commits{/sha}`,
    commits_url: `${url}/commits{/sha}`,
    compare_url: `${url}/compare/{base}...{head}`,
    statuses_url: `${url}/statuses/{sha}`,
    pulls_url: `${url}/pulls{/number}`,
    labels_url: `${url}/labels{/name}`,
    default_branch: state.defaultBranch,
    archived: false,
    disabled: false,
    // The repository's merge settings: the merge endpoint honours them.
    allow_merge_commit: true,
    allow_squash_merge: true,
    allow_rebase_merge: false,
    ...(permissions ? { permissions } : {}),
  }
}

const UNSIGNED = { verified: false, reason: "unsigned", signature: null, payload: null, verified_at: null }

const identityJson = (identity: GitIdentity) => ({ name: identity.name, email: identity.email, date: identity.date })

/** The GitHub account behind a commit's email: the App's bot for its noreply address, else none known. */
function accountOf(state: StandInState, identity: GitIdentity): Account | null {
  return identity.email === state.app.botEmail ? state.bot : null
}

function parentsJson(state: StandInState, commit: GitCommit) {
  return commit.parents.map((sha) => ({
    sha,
    url: apiUrl(state, `/git/commits/${sha}`),
    html_url: htmlUrl(state, `/commit/${sha}`),
  }))
}

/** A commit as the Git database API gives it ("Get a commit object", "Create a commit"). */
export function gitCommitJson(state: StandInState, commit: GitCommit) {
  return {
    sha: commit.sha,
    node_id: nodeId("Commit", commit.sha),
    url: apiUrl(state, `/git/commits/${commit.sha}`),
    html_url: htmlUrl(state, `/commit/${commit.sha}`),
    author: identityJson(commit.author),
    committer: identityJson(commit.committer),
    tree: { sha: commit.tree, url: apiUrl(state, `/git/trees/${commit.tree}`) },
    message: commit.message,
    parents: parentsJson(state, commit),
    verification: UNSIGNED,
  }
}

/** A commit as the commits, compare and pulls endpoints list it, and a branch holds it. */
export function commitJson(state: StandInState, commit: GitCommit) {
  const author = accountOf(state, commit.author)
  const committer = accountOf(state, commit.committer)
  return {
    sha: commit.sha,
    node_id: nodeId("Commit", commit.sha),
    commit: {
      author: identityJson(commit.author),
      committer: identityJson(commit.committer),
      message: commit.message,
      tree: { sha: commit.tree, url: apiUrl(state, `/git/trees/${commit.tree}`) },
      url: apiUrl(state, `/git/commits/${commit.sha}`),
      comment_count: 0,
      verification: UNSIGNED,
    },
    url: apiUrl(state, `/commits/${commit.sha}`),
    html_url: htmlUrl(state, `/commit/${commit.sha}`),
    comments_url: apiUrl(state, `/commits/${commit.sha}/comments`),
    author: author && userJson(state.origin, author),
    committer: committer && userJson(state.origin, committer),
    parents: parentsJson(state, commit),
  }
}

/** A ref as "Get a reference" gives it; GitHub writes names with slashes unencoded in its URL. */
export function refJson(state: StandInState, ref: string, sha: string, type = "commit") {
  return {
    ref,
    node_id: nodeId("Ref", ref),
    url: apiUrl(state, `/git/${ref}`),
    object: { sha, type, url: apiUrl(state, `/git/${type}s/${sha}`) },
  }
}

/** A tree entry; a submodule is listed as GitHub does, `type: "commit"` with no URL or size. */
export function treeEntryJson(state: StandInState, entry: TreeEntry) {
  return {
    path: entry.path,
    mode: entry.mode,
    type: entry.type,
    sha: entry.sha,
    ...(entry.size === undefined ? {} : { size: entry.size }),
    ...(entry.type === "commit" ? {} : { url: apiUrl(state, `/git/${entry.type}s/${entry.sha}`) }),
  }
}

export function treeJson(state: StandInState, sha: string, entries: readonly TreeEntry[]) {
  return {
    sha,
    url: apiUrl(state, `/git/trees/${sha}`),
    tree: entries.map((entry) => treeEntryJson(state, entry)),
    truncated: false,
  }
}

const FILE_STATUS = { A: "added", D: "removed", M: "modified", R: "renamed", C: "copied", T: "changed" } as const

/** The hunks of a one-file patch, from its first "@@", as GitHub's `patch`; none for a binary file. */
function hunksOf(patch: string): string | undefined {
  const start = patch.search(/^@@/m)
  return start === -1 ? undefined : patch.slice(start).replace(/\n$/, "")
}

/** The files changed from `from` to `to`, as compare and "Get a commit" list them. */
export async function changedFilesJson(state: StandInState, from: string, to: string) {
  const files = []
  for (const change of await state.git.diff(from, to)) files.push(await fileJson(state, from, to, change))
  return files
}

async function fileJson(state: StandInState, from: string, to: string, change: TreeChange) {
  const paths = change.previousPath === undefined ? [change.path] : [change.previousPath, change.path]
  const patch = hunksOf(await state.git.patch(from, to, paths))
  const lines = patch?.split("\n") ?? []
  const additions = lines.filter((line) => line.startsWith("+")).length
  const deletions = lines.filter((line) => line.startsWith("-")).length
  const path = encodeURI(change.path)
  return {
    sha: change.status === "D" ? change.oldSha : change.newSha,
    filename: change.path,
    status: FILE_STATUS[change.status],
    additions,
    deletions,
    changes: additions + deletions,
    blob_url: htmlUrl(state, `/blob/${to}/${path}`),
    raw_url: htmlUrl(state, `/raw/${to}/${path}`),
    contents_url: apiUrl(state, `/contents/${path}?ref=${to}`),
    ...(patch === undefined ? {} : { patch }),
    ...(change.previousPath === undefined ? {} : { previous_filename: change.previousPath }),
  }
}

/** A label: GitHub makes a label the first time it is given to an issue or pull request. */
export function labelJson(state: StandInState, name: string) {
  const id = parseInt(createHash("sha1").update(name).digest("hex").slice(0, 8), 16)
  return {
    id,
    node_id: nodeId("Label", id),
    url: apiUrl(state, `/labels/${encodeURIComponent(name)}`),
    name,
    color: "ededed",
    default: false,
    description: null,
  }
}

function branchEndJson(state: StandInState, ref: string, sha: string) {
  return {
    label: `${state.owner.login}:${ref}`,
    ref,
    sha,
    user: userJson(state.origin, state.owner),
    repo: repositoryJson(state),
  }
}

/**
 * A pull request. The list ("List pull requests") leaves out what only a single pull request has
 * (merged, mergeable, the counts), as GitHub's list does; `details` supplies those.
 */
export function pullJson(
  state: StandInState,
  pullRequest: PullRequest,
  details?: { mergeable: boolean | null; commits: number; additions: number; deletions: number; changedFiles: number },
) {
  const url = apiUrl(state, `/pulls/${pullRequest.number}`)
  const issueUrl = apiUrl(state, `/issues/${pullRequest.number}`)
  const html = htmlUrl(state, `/pull/${pullRequest.number}`)
  const summary = {
    url,
    id: 1_000_000 + pullRequest.number,
    node_id: nodeId("PullRequest", pullRequest.number),
    html_url: html,
    diff_url: `${html}.diff`,
    patch_url: `${html}.patch`,
    issue_url: issueUrl,
    commits_url: `${url}/commits`,
    statuses_url: apiUrl(state, `/statuses/${pullRequest.headSha}`),
    number: pullRequest.number,
    state: pullRequest.state,
    locked: false,
    title: pullRequest.title,
    user: userJson(state.origin, pullRequest.user),
    body: pullRequest.body,
    labels: pullRequest.labels.map((name) => labelJson(state, name)),
    created_at: pullRequest.createdAt,
    updated_at: pullRequest.updatedAt,
    closed_at: pullRequest.closedAt,
    merged_at: pullRequest.mergedAt,
    merge_commit_sha: pullRequest.mergeCommitSha,
    draft: false,
    head: branchEndJson(state, pullRequest.headRef, pullRequest.headSha),
    base: branchEndJson(state, pullRequest.baseRef, pullRequest.baseSha),
    _links: {
      self: { href: url },
      html: { href: html },
      issue: { href: issueUrl },
      commits: { href: `${url}/commits` },
      statuses: { href: apiUrl(state, `/statuses/${pullRequest.headSha}`) },
    },
    author_association: "NONE",
    auto_merge: null,
  }
  if (details === undefined) return summary
  return {
    ...summary,
    merged: pullRequest.mergedAt !== null,
    mergeable: details.mergeable,
    mergeable_state: details.mergeable === null ? "unknown" : details.mergeable ? "clean" : "dirty",
    merged_by: pullRequest.mergedBy && userJson(state.origin, pullRequest.mergedBy),
    comments: 0,
    review_comments: 0,
    maintainer_can_modify: false,
    commits: details.commits,
    additions: details.additions,
    deletions: details.deletions,
    changed_files: details.changedFiles,
  }
}
