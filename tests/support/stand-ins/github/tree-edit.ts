/**
 * GitHub's "Create a tree" (POST /repos/{owner}/{repo}/git/trees) on git's objects: entries at
 * paths, nested paths making the folders between, laid over a base tree or none. The folders on
 * the way to a changed path are read from git only when an entry reaches into them, and written
 * back bottom-up with `git mktree`.
 */
import { EMPTY_TREE, TREE_MODES, type GitRepository, type TreeMode } from "./git"

/** One entry of the request's `tree`, its content already a blob when it came as `content`. */
export interface TreeEdit {
  /** "a/b/c.yaml": the folders between are made as needed. */
  readonly path: string
  readonly mode: TreeMode
  /** The object to put there, or null to delete what is there. */
  readonly sha: string | null
}

/** A deletion of a path the base tree does not have: GitHub refuses those ("Returns an error if
 * you try to delete a file that does not exist", in "Create a tree"). */
export class MissingPath extends Error {
  constructor(readonly path: string) {
    super(`No entry at ${path} to delete`)
  }
}

type Entry =
  | { readonly kind: "object"; readonly mode: TreeMode; readonly sha: string }
  | { readonly kind: "folder"; readonly folder: Folder }
type Folder = Map<string, Entry>

async function readFolder(git: GitRepository, tree: string): Promise<Folder> {
  const entries = await git.listTree(tree)
  return new Map(entries.map((entry) => [entry.path, { kind: "object", mode: entry.mode, sha: entry.sha }]))
}

/** The folder an entry is, read from git the first time an edit reaches into it; null for a file. */
async function openFolder(git: GitRepository, parent: Folder, name: string): Promise<Folder | null> {
  const entry = parent.get(name)
  if (entry === undefined) return null
  if (entry.kind === "folder") return entry.folder
  if (entry.mode !== "040000") return null
  const folder = await readFolder(git, entry.sha)
  parent.set(name, { kind: "folder", folder })
  return folder
}

async function applyEdit(git: GitRepository, root: Folder, edit: TreeEdit): Promise<void> {
  const names = edit.path.split("/")
  const leaf = names.pop() as string
  let folder = root
  for (const name of names) {
    const existing = await openFolder(git, folder, name)
    if (existing) {
      folder = existing
      continue
    }
    if (edit.sha === null) throw new MissingPath(edit.path)
    // A file where a folder must go is replaced by the folder, as a checkout of the result would.
    const made: Folder = new Map()
    folder.set(name, { kind: "folder", folder: made })
    folder = made
  }
  if (edit.sha === null) {
    if (!folder.delete(leaf)) throw new MissingPath(edit.path)
  } else {
    folder.set(leaf, { kind: "object", mode: edit.mode, sha: edit.sha })
  }
}

/** Writes a folder and the folders in it that edits opened; a folder left empty disappears, as on GitHub. */
async function writeFolder(git: GitRepository, folder: Folder): Promise<string> {
  const entries = []
  for (const [name, entry] of folder) {
    if (entry.kind === "object") {
      entries.push({ path: name, mode: entry.mode, type: TREE_MODES[entry.mode], sha: entry.sha })
      continue
    }
    const sha = await writeFolder(git, entry.folder)
    if (sha !== EMPTY_TREE) entries.push({ path: name, mode: "040000" as const, type: "tree" as const, sha })
  }
  return git.writeTree(entries)
}

/** The tree `base` (or an empty one) with the edits applied in order; its sha. */
export async function editTree(git: GitRepository, base: string | null, edits: readonly TreeEdit[]): Promise<string> {
  const root = base === null ? new Map<string, Entry>() : await readFolder(git, base)
  for (const edit of edits) await applyEdit(git, root, edit)
  return writeFolder(git, root)
}
