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
 *
 * Folders stay folders. content/ itself, or a folder in it, turned into a file, a link or a
 * submodule is refused: every file it held would go in one commit, for a file in its place. A
 * folder in content/ removed whole stays allowed, as removing each of its files is (git keeps no
 * empty folder, so the two are one commit); the content check then names any file the site needs.
 * content/ itself removed whole is refused, for three reasons: it is the same loss as content/
 * made a file (every file the site is built from, in one commit, and every later publish stopped
 * at the content check until someone restores them); no editor can mean it (the editor deletes
 * entries, never folders, and cannot delete the files the site needs at all: site.yaml, the
 * built-in pages, every required file); and git cannot tell it from removing content/'s last file,
 * so the rule is about the result: after any commit the gateway lets onto a branch, content is a
 * folder.
 */
import { CONTENT_FOLDER_REMOVED, folderNotKept, notContent } from "./refusal"

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
  /** What the path held before, where the rule needs it (a folder that became something else). */
  readonly before?: TreeEntry
  /** What the path holds afterwards; undefined when the commit removes it. */
  readonly after?: TreeEntry
}

/** Reads a tree's entries (one level) by its sha. */
export type ReadTree = (sha: string) => Promise<readonly TreeEntry[]>

const FOLDER_MODE = "040000"
const FILE_MODE = "100644"

const isFolder = (entry: TreeEntry | undefined): entry is TreeEntry =>
  entry?.mode === FOLDER_MODE && entry.type === "tree"

const isContentPath = (path: string) => path === CONTENT_FOLDER || path.startsWith(`${CONTENT_FOLDER}/`)

/** What a path holds instead of a folder, or adds, in an editor's words. */
function whatItIs(entry: TreeEntry): string {
  if (entry.mode === FILE_MODE) return "a file"
  if (entry.mode === "120000") return "a link to another file"
  if (entry.mode === "160000") return "another repository (a submodule)"
  if (entry.mode === "100755") return "a program (an executable file)"
  return "something other than a file"
}

/** The change at `path` from `was` to `is`, each entry under its full path. */
function changeAt(path: string, was: TreeEntry | undefined, is: TreeEntry | undefined): Change {
  return { path, ...(was && { before: { ...was, path } }), ...(is && { after: { ...is, path } }) }
}

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
      if (!isContentPath(path)) return [changeAt(path, was, is)]
      // content/ that is no folder afterwards (removed whole, or something else): refused, so not opened.
      if (path === CONTENT_FOLDER && !isFolder(is)) return [changeAt(path, was, is)]
      // A folder of content/ that both sides have, or that either has: file by file.
      if ((was === undefined || isFolder(was)) && (is === undefined || isFolder(is))) {
        return changesBetween(was?.sha, is?.sha, readTree, `${path}/`)
      }
      // A folder that became something else: refused whatever it held, so it is not opened.
      if (isFolder(was)) return [changeAt(path, was, is)]
      // Something else that became a folder: what it holds comes, and takes its place.
      if (isFolder(is)) return changesBetween(undefined, is.sha, readTree, `${path}/`)
      return [changeAt(path, was, is)]
    }),
  )
  return changes.flat()
}

/**
 * What differs between two trees at their root, content/ aside while it stays a folder: one read of
 * each, for a commit of a history, whose own content/ never lands (only the last commit's does,
 * checked file by file), but which must bring nothing else with it, nor content/ as anything but a
 * folder.
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
    if (name === CONTENT_FOLDER && isFolder(is)) return []
    return [changeAt(name, was, is)]
  })
}

/**
 * The changes that, laid over the tree `onto` as a publish lays a draft's over the live branch as
 * it is now, would put a file, a link or a submodule where `onto` has a folder, each with that
 * folder as what the path held: the draft's own check compared it with `from`, where it left the
 * live branch, which may not have had the folder yet. Folders are read only where `onto` differs
 * from `from` (whose own the draft's check has read), so a publish onto the commit the draft left
 * reads nothing more.
 */
export async function overFolders(
  from: string,
  onto: string,
  changes: readonly Change[],
  readTree: ReadTree,
): Promise<Change[]> {
  const folderAt = async (
    names: readonly string[],
    old: string | undefined,
    now: string,
  ): Promise<TreeEntry | undefined> => {
    if (now === old) return undefined
    const [name, ...rest] = names
    const [oldEntries, nowEntries] = await Promise.all([old ? readTree(old) : [], readTree(now)])
    const there = nowEntries.find((entry) => entry.path === name)
    // Nothing there, or a file the change's folders take the place of.
    if (!isFolder(there)) return undefined
    if (rest.length === 0) return there
    const was = oldEntries.find((entry) => entry.path === name)
    return folderAt(rest, isFolder(was) ? was.sha : undefined, there.sha)
  }
  const laid = await Promise.all(
    changes.map(async (change): Promise<Change[]> => {
      if (change.after === undefined || isFolder(change.after)) return []
      const folder = await folderAt(change.path.split("/"), from, onto)
      return folder ? [changeAt(change.path, folder, change.after)] : []
    }),
  )
  return laid.flat()
}

/** Why a change is not the editor's to make, in the editor's words; null when it is content. */
export function notContentReason(change: Change): string | null {
  const { path, before, after } = change
  if (!isContentPath(path)) {
    return notContent(path, after ? "changes a file outside content/" : "removes something outside content/")
  }
  if (path.split("/").some((name) => name.startsWith("."))) {
    return notContent(path, "touches a name starting with a dot, which is not content")
  }
  if (path === CONTENT_FOLDER && after === undefined) return CONTENT_FOLDER_REMOVED
  if ((path === CONTENT_FOLDER || isFolder(before)) && after && !isFolder(after)) {
    return folderNotKept(path, whatItIs(after))
  }
  if (after === undefined || after.mode === FILE_MODE || after.mode === FOLDER_MODE) return null
  return notContent(path, `adds ${whatItIs(after)}`)
}

/** The first reason among the changes that keeps them from being content only, or null. */
export function firstNotContent(changes: readonly Change[]): string | null {
  for (const change of changes) {
    const reason = notContentReason(change)
    if (reason) return reason
  }
  return null
}
