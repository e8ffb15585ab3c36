/**
 * The editor's drafts: Decap's branches (cms/<collection>/<entry>) and their pull requests onto the
 * live branch, from this repository only.
 */
import type { CallContext } from "./call-context"
import { NOT_A_DRAFT, Refusal } from "./refusal"

/** Decap's branches for drafts: "cms/<collection>/<entry>". */
const DRAFT_BRANCH = /^cms\/(?!.*\.\.)[\w.-]+(\/[\w.-]+)*$/

export function isDraftBranch(name: string): boolean {
  return DRAFT_BRANCH.test(name)
}

/** A pull request as GitHub lists one, with what the gateway reads of it. */
export interface DraftPullRequest {
  readonly number: number
  readonly title: string
  readonly state: string
  readonly head: { readonly ref: string; readonly sha: string; readonly repo: { readonly full_name: string } | null }
  readonly base: { readonly ref: string }
}

type Where = Pick<CallContext, "github" | "settings">

function isDraft(pull: DraftPullRequest, { settings }: Where): boolean {
  const ours = pull.head.repo?.full_name.toLowerCase() === settings.repository.toLowerCase()
  return ours && isDraftBranch(pull.head.ref) && pull.base.ref === settings.branch
}

/** The pull request `number`, when it is a draft's: from a draft branch of this repository onto the live branch. */
export async function draftPullRequest(context: Where, number: string | number): Promise<DraftPullRequest> {
  const pull = await context.github.read<DraftPullRequest>(`/pulls/${number}`)
  if (!isDraft(pull, context)) throw new Refusal(403, NOT_A_DRAFT)
  return pull
}

/** GitHub lists at most this many a page. */
const PAGE = 100

/** Every open draft, oldest first. */
export async function openDrafts(context: Where): Promise<DraftPullRequest[]> {
  const drafts: DraftPullRequest[] = []
  const base = encodeURIComponent(context.settings.branch)
  for (let page = 1; ; page++) {
    const listed = await context.github.read<DraftPullRequest[]>(
      `/pulls?state=open&base=${base}&direction=asc&per_page=${PAGE}&page=${page}`,
    )
    drafts.push(...listed.filter((pull) => isDraft(pull, context)))
    if (listed.length < PAGE) return drafts
  }
}
