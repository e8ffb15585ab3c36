/**
 * What a commit changes, read from git's own trees, and whether all of it is content: the rule
 * that lets the gateway hand editors a repository whose code they can never touch.
 *
 * Two trees are compared entry by entry, descending only into folders whose contents differ (a
 * one-file save reads three or four trees, however large the repository). A change is content
 * when it lies under content/ and, unless it removes something, leaves a plain file there (mode
 * 100644) or a folder of them. So a commit is refused when it changes anything outside content/
 * (src/, .github/, a rename out of content/, which adds a file outside it), or puts under content/
 * a symbolic link (mode 120000, which could point outside it), a submodule (160000), an executable
 * (100755), or a name starting with a dot (.gitattributes, .gitmodules and the like, which change
 * how git reads other files). The trees are the commit's own, so no history, message or
 * intermediate state can hide a change.
 */
import { notContent } from "./refusal"

/** The folder editors may change. */
export const CONTENT_FOLDER = "content"

/** One entry of a git tree, as GitHub's API lists it. */
export interface TreeEntry {
  readonly path: string
  readonly mode: string
  readonly type: string
  readonly sha: string
}

/** One path a commit adds, changes or removes. */
export interface Change {
  readonly path: string
  /** What the path holds afterwards; undefined when the commit removes it. */
  readonly after?: TreeEntry
}

/** Reads a tree's entries (one level) by its sha. */
export type ReadTree = (sha: string) => Promise<readonly TreeEntry[]>

const FOLDER_MODE = "040000"
const FILE_MODE = "100644"

const isFolder = (entry: TreeEntry) => entry.type === "tree"

/**
 * Every path that differs between two trees (either may be absent: everything added or removed),
 * each folder's changes listed as the files and links in it. Folders outside content/ are not
 * opened: their change is refused whatever it holds, so the folder's own path is enough to say so.
 */
export async function changesBetween(
  before: string | undefined,
  after: string | undefined,
  readTree: ReadTree,
  prefix = "",
): Promise<Change[]> {
  if (before === after) return []
  const [old, now] = await Promise.all([before ? readTree(before) : [], after ? readTree(after) : []])
  const oldByName = new Map(old.map((entry) => [entry.path, entry]))
  const nowByName = new Map(now.map((entry) => [entry.path, entry]))
  const names = [...new Set([...oldByName.keys(), ...nowByName.keys()])].sort()
  const changes = await Promise.all(
    names.map(async (name): Promise<Change[]> => {
      const was = oldByName.get(name)
      const is = nowByName.get(name)
      if (was?.sha === is?.sha && was?.mode === is?.mode) return []
      const path = prefix + name
      const inContent = path === CONTENT_FOLDER || path.startsWith(`${CONTENT_FOLDER}/`)
      // Into a folder of content/ that both sides have, or that either has as a folder: file by file.
      if (inContent && (was === undefined || isFolder(was)) && (is === undefined || isFolder(is))) {
        return changesBetween(was?.sha, is?.sha, readTree, `${path}/`)
      }
      // A folder that became a file, or the other way: what it was goes, what it is comes.
      if (inContent && was && is && isFolder(was) !== isFolder(is)) {
        const removed = isFolder(was) ? await changesBetween(was.sha, undefined, readTree, `${path}/`) : []
        const added = isFolder(is) ? await changesBetween(undefined, is.sha, readTree, `${path}/`) : []
        return [...removed, ...added, ...(isFolder(is) ? [] : [{ path, after: { ...is, path } }])]
      }
      return [is ? { path, after: { ...is, path } } : { path }]
    }),
  )
  return changes.flat()
}

/**
 * What differs between two trees at their root, content/ aside when it is a folder on both sides:
 * one read of each, for a commit of a history, whose own content/ never lands (only the last
 * commit's does, checked file by file), but which must bring nothing else with it.
 */
export async function changesOutsideContent(before: string, after: string, readTree: ReadTree): Promise<Change[]> {
  if (before === after) return []
  const [old, now] = await Promise.all([readTree(before), readTree(after)])
  const oldByName = new Map(old.map((entry) => [entry.path, entry]))
  const nowByName = new Map(now.map((entry) => [entry.path, entry]))
  return [...new Set([...oldByName.keys(), ...nowByName.keys()])].sort().flatMap((name): Change[] => {
    const was = oldByName.get(name)
    const is = nowByName.get(name)
    if (was?.sha === is?.sha && was?.mode === is?.mode) return []
    if (name === CONTENT_FOLDER && (was === undefined || isFolder(was)) && (is === undefined || isFolder(is))) return []
    return [is ? { path: name, after: { ...is, path: name } } : { path: name }]
  })
}

/** Why a change is not the editor's to make, in the editor's words; null when it is content. */
export function notContentReason(change: Change): string | null {
  const { path, after } = change
  if (!(path === CONTENT_FOLDER || path.startsWith(`${CONTENT_FOLDER}/`))) {
    return notContent(path, after ? "changes a file outside content/" : "removes something outside content/")
  }
  if (path.split("/").some((name) => name.startsWith("."))) {
    return notContent(path, "touches a name starting with a dot, which is not content")
  }
  if (after === undefined || after.mode === FILE_MODE || after.mode === FOLDER_MODE) return null
  if (after.mode === "120000") return notContent(path, "adds a link to another file")
  if (after.mode === "160000") return notContent(path, "adds another repository (a submodule)")
  return notContent(path, "adds a program (an executable file)")
}

/** The first reason among the changes that keeps them from being content only, or null. */
export function firstNotContent(changes: readonly Change[]): string | null {
  for (const change of changes) {
    const reason = notContentReason(change)
    if (reason) return reason
  }
  return null
}
