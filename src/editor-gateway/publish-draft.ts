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
 */
import type { CallContext } from "./call-context"
import { checkedChanges, compareWithLive, contentOnly, treeReader } from "./commit-changes"
import { overFolders, type Change } from "./content-changes"
import type { GitPerson } from "./github"
import { DRAFT_CHANGED, GITHUB_UNREACHABLE, LIVE_BRANCH_FORWARD_ONLY, Refusal } from "./refusal"

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

export async function publishDraft(
  context: CallContext,
  draft: { readonly head: { readonly sha: string } },
  request: MergeRequest,
): Promise<Published> {
  const { github, settings, editor } = context
  if (typeof request.sha === "string" && request.sha !== draft.head.sha) throw new Refusal(409, DRAFT_CHANGED)
  const compared = await compareWithLive(github, settings, draft.head.sha)
  const readTree = treeReader(github)
  const changes = await checkedChanges(github, compared, draft.head.sha, readTree)
  const paths = contentOnly(changes)

  // The live branch as the comparison found it: no round trip to read it again.
  const live = compared.base_commit
  contentOnly(await overFolders(compared.merge_base_commit.commit.tree.sha, live.commit.tree.sha, changes, readTree))
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
    `/git/refs/heads/${encodeURIComponent(settings.branch)}`,
    JSON.stringify({ sha: commit.sha, force: false }),
  )
  if (moved.status === 422) throw new Refusal(409, LIVE_BRANCH_FORWARD_ONLY)
  if (!moved.ok) throw new Refusal(502, GITHUB_UNREACHABLE)
  return { sha: commit.sha, paths }
}
