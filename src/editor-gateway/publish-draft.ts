/**
 * Publishing a draft (Decap's "Publish now" on a draft, which asks GitHub to merge its pull
 * request): the gateway makes the merge itself, so the commit that reaches the live branch is, like
 * every other, authored by the signed-in publisher and committed by the App, and holds exactly the
 * draft's checked changes.
 *
 * What the draft changed since it left the live branch (from where the two meet to its head), and
 * each commit of its history since, must be content only: a draft whose branch someone pushed code
 * to is refused, however its last commit looks, and so is one whose history takes in code its
 * changes leave out (the merge would bring that history into the live branch's). Those changes are
 * laid over the live branch as the comparison found it (a draft's file wins over a later change of
 * the same file, as Decap's own forced merge does), in a commit whose parents are the live branch and
 * the draft's head, so GitHub shows the pull request as merged; the live branch then moves forward to
 * it, or the publish is refused when someone moved it in between. A draft's file where the live
 * branch has since made a folder is refused: laid over it, the file would take the folder's place.
 * The checks are checkPublishable's alone, so scheduling a draft (schedule-calls.ts) checks it as
 * publishing it would, and the scheduled job (scheduled-job.ts) publishes it through this same code.
 */
import type { CallContext } from "./call-context"
import { checkedChanges, compareWithLive, contentOnly, treeReader } from "./commit-changes"
import { changesBetween, overFolders, type Change } from "./content-changes"
import type { GitPerson } from "./github"
import { changedSinceScheduled, DRAFT_CHANGED, GITHUB_UNREACHABLE, LIVE_BRANCH_FORWARD_ONLY, Refusal } from "./refusal"

/** What Decap sends with its merge request (GitHub's "Merge a pull request" body). */
export interface MergeRequest {
  readonly sha?: unknown
  readonly merge_method?: unknown
  readonly commit_message?: unknown
}

export interface Published {
  /** The commit the live branch moved to. */
  readonly sha: string
  readonly paths: readonly string[]
}

/** Decap's message when it sends none. */
const DEFAULT_MESSAGE = "Automatically generated. Merged on Decap CMS."

/** A change as an entry of GitHub's "Create a tree": the file as the draft has it, or sha null to remove it. */
function treeEntry(change: Change) {
  return change.after
    ? { path: change.path, mode: change.after.mode, type: change.after.type, sha: change.after.sha }
    : { path: change.path, mode: "100644", type: "blob", sha: null }
}

/** What publishing a draft would lay over the live branch, once every rule passed; nothing is written. */
export interface Publishable {
  readonly compared: Awaited<ReturnType<typeof compareWithLive>>
  readonly changes: readonly Change[]
  readonly paths: readonly string[]
}

/**
 * The draft's head checked as publishing it checks it: its changes and its history content only,
 * and no file of it laid where the live branch has since made a folder. With `since` (the live
 * branch's head when the draft was scheduled), a change the live branch made after it to a path the
 * draft changes is refused too: what a publisher scheduled must not undo what was published since.
 */
export async function checkPublishable(context: CallContext, head: string, since?: string): Promise<Publishable> {
  const { github, settings } = context
  const compared = await compareWithLive(github, settings, head)
  const readTree = treeReader(github)
  const changes = await checkedChanges(github, compared, head, readTree)
  const paths = contentOnly(changes)
  const live = compared.base_commit
  contentOnly(await overFolders(compared.merge_base_commit.commit.tree.sha, live.commit.tree.sha, changes, readTree))
  if (since !== undefined && since !== live.sha) {
    const was = await github.read<{ tree: { sha: string } }>(`/git/commits/${since}`)
    const later = await changesBetween(was.tree.sha, live.commit.tree.sha, readTree)
    const overlaps = (a: string, b: string) => a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`)
    const undone = paths.find((path) => later.some((change) => overlaps(path, change.path)))
    if (undone !== undefined) throw new Refusal(409, changedSinceScheduled(undone))
  }
  return { compared, changes, paths }
}

export async function publishDraft(
  context: CallContext,
  draft: { readonly head: { readonly sha: string } },
  request: MergeRequest,
  since?: string,
): Promise<Published> {
  const { github, editor } = context
  if (typeof request.sha === "string" && request.sha !== draft.head.sha) throw new Refusal(409, DRAFT_CHANGED)
  const { compared, changes, paths } = await checkPublishable(context, draft.head.sha, since)
  // The live branch as the comparison found it: no round trip to read it again.
  const live = compared.base_commit
  const tree =
    changes.length === 0
      ? live.commit.tree.sha
      : (
          await github.write<{ sha: string }>("POST", "/git/trees", {
            base_tree: live.commit.tree.sha,
            tree: changes.map(treeEntry),
          })
        ).sha
  const date = new Date().toISOString()
  const committer: GitPerson = await github.committer()
  // A squash or rebase leaves the draft out of the live branch's history; a merge keeps it, as GitHub would.
  const oneParent = request.merge_method === "squash" || request.merge_method === "rebase"
  const commit = await github.write<{ sha: string }>("POST", "/git/commits", {
    message: typeof request.commit_message === "string" ? request.commit_message : DEFAULT_MESSAGE,
    tree,
    parents: oneParent ? [live.sha] : [live.sha, draft.head.sha],
    author: { name: editor.name, email: editor.email, date },
    committer: { ...committer, date },
  })
  const moved = await github.call(
    "PATCH",
    `/git/refs/heads/${encodeURIComponent(context.settings.branch)}`,
    JSON.stringify({ sha: commit.sha, force: false }),
  )
  if (moved.status === 422) throw new Refusal(409, LIVE_BRANCH_FORWARD_ONLY)
  if (!moved.ok) throw new Refusal(502, GITHUB_UNREACHABLE)
  return { sha: commit.sha, paths }
}
