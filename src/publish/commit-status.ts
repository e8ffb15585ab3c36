/**
 * The commit status the pipeline posts on the commit it publishes: pending while it checks and
 * deploys, success with the address of the preview or the live site, failure with a link to the run's
 * summary, which says why in the editor's words. Decap shows a draft's preview from it: Decap reads
 * the combined status of the pull request's head commit and takes the status whose context contains
 * "deploy", with its target_url, once it is success ("Check for Preview" until then).
 */
import type { DeployTarget } from "./deploy"

export type CommitState = "pending" | "success" | "failure" | "error"

export interface CommitStatus {
  readonly state: CommitState
  readonly context: string
  readonly description: string
  readonly target_url?: string
}

/** Contexts with "deploy" in them, the word Decap looks for. */
export function statusContextOf(target: DeployTarget): string {
  return target.kind === "live" ? "deploy/live" : "deploy/preview"
}

/** What each state tells an editor, in GitHub's 140 characters. */
export function statusOf(state: CommitState, target: DeployTarget, targetUrl: string | undefined): CommitStatus {
  const what = target.kind === "live" ? "the live site" : "the preview"
  const description: Record<CommitState, string> = {
    pending: `Checking the change and publishing ${what}…`,
    success: target.kind === "live" ? "The change is live." : "The draft's preview is ready.",
    failure: "The change was not published: the run's summary says why.",
    error: "Stopped before it finished (a newer change replaced it, or the run was cancelled).",
  }
  return {
    state,
    context: statusContextOf(target),
    description: description[state],
    ...(targetUrl ? { target_url: targetUrl } : {}),
  }
}

export interface GitHubRepository {
  /** https://api.github.com, or GITHUB_API_URL on GitHub Enterprise and in the tests' stand-in. */
  readonly apiUrl: string
  /** owner/name */
  readonly repository: string
  readonly token: string
}

/** Posts a status on a commit (POST /repos/{owner}/{repo}/statuses/{sha}); throws with GitHub's message when refused. */
export async function postCommitStatus(github: GitHubRepository, sha: string, status: CommitStatus): Promise<void> {
  const response = await fetch(`${github.apiUrl.replace(/\/$/, "")}/repos/${github.repository}/statuses/${sha}`, {
    method: "POST",
    headers: {
      Accept: "application/vnd.github+json",
      Authorization: `Bearer ${github.token}`,
      "Content-Type": "application/json",
      "X-GitHub-Api-Version": "2022-11-28",
    },
    body: JSON.stringify(status),
  })
  if (!response.ok) {
    const answer = (await response.json().catch(() => ({}))) as { message?: string }
    throw new Error(
      `GitHub refused the commit status (${response.status}): ${answer.message ?? response.statusText}. The job needs permissions: statuses: write.`,
    )
  }
}
