/**
 * The stand-in's pull requests and GitHub's bookkeeping of them as refs move: an open pull request
 * follows its head branch, becomes merged (closed, merged_at, merge_commit_sha) as soon as its head
 * commit is reachable from its base branch, however that happened (the merge endpoint, a PATCH of
 * the ref, a developer's push), and is closed when its head branch is deleted unmerged.
 */
import type { Account } from "./accounts"
import { isoDate, type GitRepository } from "./git"

export interface PullRequest {
  readonly number: number
  title: string
  body: string | null
  state: "open" | "closed"
  readonly headRef: string
  headSha: string
  readonly baseRef: string
  baseSha: string
  /** Label names, in the order they were added. */
  labels: string[]
  readonly user: Account
  readonly createdAt: string
  updatedAt: string
  closedAt: string | null
  mergedAt: string | null
  mergeCommitSha: string | null
  mergedBy: Account | null
  /** Its comments, in the order they were made ("Create an issue comment" on its number). */
  readonly comments: PullRequestComment[]
}

export interface PullRequestComment {
  readonly id: number
  readonly body: string
  readonly user: Account
  readonly createdAt: string
}

/** Now, as GitHub writes times: ISO 8601 in UTC, to the second. */
export const now = (): string => isoDate(Math.floor(Date.now() / 1000))

type NewPullRequest = Pick<PullRequest, "title" | "body" | "headRef" | "headSha" | "baseRef" | "baseSha" | "user">

export class PullRequestStore {
  readonly all: PullRequest[] = []
  /** The branch heads as last seen, to notice a move made behind the API's back. */
  private seenHeads = ""

  constructor(private readonly git: GitRepository) {}

  add(fields: NewPullRequest): PullRequest {
    const created = now()
    const pullRequest: PullRequest = {
      ...fields,
      number: this.all.length + 1,
      state: "open",
      labels: [],
      createdAt: created,
      updatedAt: created,
      closedAt: null,
      mergedAt: null,
      mergeCommitSha: null,
      mergedBy: null,
      comments: [],
    }
    this.all.push(pullRequest)
    return pullRequest
  }

  find(number: number): PullRequest | undefined {
    return this.all.find((pullRequest) => pullRequest.number === number)
  }

  setState(pullRequest: PullRequest, state: PullRequest["state"]): void {
    pullRequest.state = state
    pullRequest.updatedAt = now()
    pullRequest.closedAt = state === "closed" ? pullRequest.updatedAt : null
  }

  markMerged(pullRequest: PullRequest, mergeCommitSha: string, by: Account | null): void {
    this.setState(pullRequest, "closed")
    pullRequest.mergedAt = pullRequest.updatedAt
    pullRequest.mergeCommitSha = mergeCommitSha
    pullRequest.mergedBy = by
  }

  /**
   * Brings the open pull requests up to date with the branches. `mover` is who moved a ref when
   * the stand-in knows (the API's caller), and becomes merged_by.
   */
  async followBranches(mover: Account | null): Promise<void> {
    // Nothing to follow: the refs are read once a pull request is open.
    if (!this.all.some((pullRequest) => pullRequest.state === "open")) return
    const heads = await this.git.listRefs("refs/heads/")
    const seen = [...heads].join("\n")
    if (seen === this.seenHeads) return
    this.seenHeads = seen
    for (const pullRequest of this.all.filter((candidate) => candidate.state === "open")) {
      const head = heads.get(`refs/heads/${pullRequest.headRef}`)
      const base = heads.get(`refs/heads/${pullRequest.baseRef}`)
      if (head !== undefined && head !== pullRequest.headSha) {
        pullRequest.headSha = head
        pullRequest.updatedAt = now()
      }
      // A merged pull request keeps the base it was merged onto, so its commits stay listable.
      if (base !== undefined && (await this.git.isAncestor(pullRequest.headSha, base))) {
        this.markMerged(pullRequest, base, mover)
      } else if (head === undefined) {
        this.setState(pullRequest, "closed")
      } else if (base !== undefined) {
        pullRequest.baseSha = base
      }
    }
  }
}
