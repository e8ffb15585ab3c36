/**
 * What a commit changes, as GitHub's API gives its trees: against the live branch (which it must
 * be ahead of), or, for a draft, against where it left the live branch. The rule itself (content
 * only) is content-changes.ts's.
 */
import type { CallContext } from "./call-context"
import { changesBetween, firstNotContent, type Change, type TreeEntry } from "./content-changes"
import type { GitHubAccess } from "./github"
import { Refusal } from "./refusal"
import type { GatewaySettings } from "./settings"

interface Compared {
  readonly status: "ahead" | "behind" | "diverged" | "identical"
  readonly merge_base_commit: { readonly sha: string; readonly commit: { readonly tree: { readonly sha: string } } }
}

/** The changes from `base` (a commit) to `commit`, read from their trees. */
export async function changesFrom(github: GitHubAccess, baseTree: string, commit: string): Promise<Change[]> {
  const { tree } = await github.read<{ tree: { sha: string } }>(`/git/commits/${commit}`)
  const readTree = async (sha: string) => (await github.read<{ tree: TreeEntry[] }>(`/git/trees/${sha}`)).tree
  return changesBetween(baseTree, tree.sha, readTree)
}

/** The live branch compared with a commit: where they meet, and whether the commit is ahead of it. */
export function compareWithLive(github: GitHubAccess, settings: GatewaySettings, commit: string): Promise<Compared> {
  return github.read<Compared>(`/compare/${encodeURIComponent(settings.branch)}...${commit}`)
}

/** Refuses unless every change is content; returns the changed paths, for the log. */
export function contentOnly(changes: readonly Change[]): string[] {
  const reason = firstNotContent(changes)
  if (reason) throw new Refusal(403, reason)
  return changes.map((change) => change.path)
}

/** What a draft's commit holds beyond the live branch (from where they meet): content only, or refused. */
export async function draftChanges(context: CallContext, commit: string): Promise<string[]> {
  const { merge_base_commit: base } = await compareWithLive(context.github, context.settings, commit)
  return contentOnly(await changesFrom(context.github, base.commit.tree.sha, commit))
}
