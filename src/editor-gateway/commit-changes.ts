/**
 * What a commit changes, as GitHub's API gives its trees: against where it meets the live branch
 * (the live branch itself, for a commit ahead of it; for a draft, where it left it). The rule itself
 * (content only) is content-changes.ts's.
 *
 * Not only the commit's own tree is checked but every commit between the live branch and it (that
 * none changes anything outside content/): a branch that moves to a commit, or a merge that takes
 * it in, takes its whole history too. A content-only commit whose parent is code (one an editor can
 * build through the gateway, with a tree whose base is a content folder, or a developer's unmerged
 * fix) would otherwise bring that code into the live branch's history: GitHub would count the fix
 * merged while the live site goes without it, and reverting the editor's commit would bring the
 * code back.
 */
import type { CallContext } from "./call-context"
import {
  changesBetween,
  changesOutsideContent,
  firstNotContent,
  type Change,
  type ReadTree,
  type TreeEntry,
} from "./content-changes"
import type { GitHubAccess } from "./github"
import { GITHUB_UNREACHABLE, HISTORY_TOO_LONG, Refusal } from "./refusal"
import type { GatewaySettings } from "./settings"

interface ComparedCommit {
  readonly sha: string
  readonly commit: { readonly tree: { readonly sha: string } }
}

interface Compared {
  readonly status: "ahead" | "behind" | "diverged" | "identical"
  /** The live branch's head as GitHub compared it. */
  readonly base_commit: ComparedCommit
  readonly merge_base_commit: ComparedCommit
  /** The commits the compared commit has beyond where they meet (GitHub lists 250 at most). */
  readonly commits: readonly ComparedCommit[]
  readonly total_commits: number
}

/** Reads trees by sha, each once: the commits of one history share most of theirs. */
export function treeReader(github: GitHubAccess): ReadTree {
  const read = new Map<string, Promise<readonly TreeEntry[]>>()
  return (sha) => {
    const known = read.get(sha)
    if (known) return known
    const fresh = github.read<{ tree: TreeEntry[] }>(`/git/trees/${sha}`).then((answer) => answer.tree)
    read.set(sha, fresh)
    return fresh
  }
}

/** The live branch compared with a commit: where they meet, how they stand, and the commits between. */
export function compareWithLive(github: GitHubAccess, settings: GatewaySettings, commit: string): Promise<Compared> {
  return github.read<Compared>(`/compare/${encodeURIComponent(settings.branch)}...${commit}`)
}

/** Refuses unless every change is content; returns the changed paths, for the log. */
export function contentOnly(changes: readonly Change[]): string[] {
  const reason = firstNotContent(changes)
  if (reason) throw new Refusal(403, reason)
  return changes.map((change) => change.path)
}

/**
 * What `commit` changes since it met the live branch: refused unless it is content only, file by
 * file, and no commit between changes anything outside content/ (each one's root against where
 * they meet: one read each, so a draft of many saves stays within a host's subrequest limit), or
 * when there are more commits than GitHub lists at once.
 */
export async function checkedChanges(
  github: GitHubAccess,
  compared: Compared,
  commit: string,
  readTree: ReadTree = treeReader(github),
): Promise<Change[]> {
  if (compared.total_commits > compared.commits.length) throw new Refusal(403, HISTORY_TOO_LONG)
  // None listed: the commit is where they meet, or behind the live branch; nothing beyond it.
  if (compared.commits.length === 0) return []
  const own = compared.commits.find((each) => each.sha === commit)
  if (!own) throw new Refusal(502, GITHUB_UNREACHABLE)
  const base = compared.merge_base_commit.commit.tree.sha
  const [changes, ...between] = await Promise.all([
    changesBetween(base, own.commit.tree.sha, readTree),
    ...compared.commits
      .filter((each) => each !== own)
      .map((each) => changesOutsideContent(base, each.commit.tree.sha, readTree)),
  ])
  for (const history of between) contentOnly(history)
  contentOnly(changes)
  return changes
}

/** What a draft's commit holds beyond the live branch, its history included: content only, or refused. */
export async function draftChanges(context: CallContext, commit: string): Promise<string[]> {
  const compared = await compareWithLive(context.github, context.settings, commit)
  return contentOnly(await checkedChanges(context.github, compared, commit))
}
