/**
 * GitHub's commit statuses as the stand-in keeps them (posted by the pipeline, read by Decap and the
 * pipeline's path decision): what "Create a commit status" accepts, and what "Get the combined
 * status for a specific reference" and "List commit statuses for a reference" answer from the
 * statuses posted.
 */

/** A commit status as the stand-in keeps it. */
export interface PostedStatus {
  readonly repository: string
  readonly sha: string
  readonly state: string
  readonly context: string
  readonly description?: string
  readonly target_url?: string
  /** Who posted it: the login of the token's owner. */
  readonly creator: string
}

const STATUS_STATES = ["error", "failure", "pending", "success"]

/** The status a "Create a commit status" body makes, or null when its state is not one GitHub knows (422). */
export function statusFromBody(
  repository: string,
  sha: string,
  given: Partial<PostedStatus>,
  creator: string,
): PostedStatus | null {
  if (!given.state || !STATUS_STATES.includes(given.state)) return null
  return {
    repository,
    sha,
    state: given.state,
    context: given.context ?? "default",
    description: given.description,
    target_url: given.target_url,
    creator,
  }
}

/** GitHub's 422 for a state it does not know. */
export const INVALID_STATE = { message: "Validation Failed", errors: [{ field: "state", code: "invalid" }] }

/**
 * The combined status of a commit: the newest status of each context, newest first; failure if any
 * failed or errored, success if there are some and all succeeded, pending otherwise.
 */
export function combinedStatus(statuses: readonly PostedStatus[], repository: string, sha: string) {
  const newest = new Map<string, PostedStatus>()
  for (const status of statuses) {
    if (status.repository === repository && status.sha === sha) newest.set(status.context, status)
  }
  const all = [...newest.values()].reverse()
  const state = all.some((status) => status.state === "failure" || status.state === "error")
    ? "failure"
    : all.length > 0 && all.every((status) => status.state === "success")
      ? "success"
      : "pending"
  return { state, sha, statuses: all, total_count: all.length }
}

/** Every status of a commit, newest first, each with its creator as a user. */
export function statusesOfCommit(statuses: readonly PostedStatus[], repository: string, sha: string) {
  return statuses
    .filter((status) => status.repository === repository && status.sha === sha)
    .reverse()
    .map(({ creator, repository: _repository, sha: _sha, ...status }) => ({ ...status, creator: { login: creator } }))
}
