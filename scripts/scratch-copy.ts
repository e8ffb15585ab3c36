/**
 * A scratch copy of the project, for the growth benchmark (scripts/bench-growth.mjs) and the build of
 * the site as of other days with the tests' own events (tests/build/events-in-time.test.ts): the working tree
 * as it is (tracked files and untracked ones git does not ignore, edits included), in a folder of its
 * own under the system's temporary folder, with node_modules a link to the project's. Nothing the
 * builds leave behind is copied (public/, Gatsby's .cache, the files set aside between builds, the
 * publish check's record): they are ignored by git, and Gatsby's cache holds absolute paths, so a copy
 * elsewhere must start with a clean build of its own.
 */
import { execFileSync } from "node:child_process"
import { copyFileSync, lstatSync, mkdirSync, mkdtempSync, readlinkSync, rmSync, symlinkSync, type Stats } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

/** Folders a build writes, never copied even if git were told not to ignore them. */
const BUILD_OUTPUT = ["public/", ".cache/", ".unserved-public-files/", ".publish-check/", "node_modules/"]

/** The project's files as git sees them in the working tree (tracked and untracked-but-not-ignored), "/"-separated below root. */
export function workingTreeFiles(root: string): string[] {
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  })
  const files = [...new Set(listed.split("\0").filter(Boolean))]
  return files.filter((file) => !BUILD_OUTPUT.some((folder) => file.startsWith(folder)))
}

/**
 * Copies the project's working tree into a new temporary folder, whose name starts with `prefix`;
 * node_modules becomes a link to the project's own (installed once, read only by the builds).
 */
export function makeScratchCopy(root: string, prefix = "growth-bench-"): { dir: string; files: number } {
  // Gatsby's query-type generation skips a project whose path contains ".cache" or "node_modules":
  // the system's temporary folder contains neither.
  const dir = mkdtempSync(path.join(tmpdir(), prefix))
  let files = 0
  for (const file of workingTreeFiles(root)) {
    const from = path.join(root, file)
    let stat: Stats
    try {
      stat = lstatSync(from)
    } catch {
      continue // tracked, but deleted in the working tree: the copy is of the working tree
    }
    const to = path.join(dir, file)
    mkdirSync(path.dirname(to), { recursive: true })
    if (stat.isSymbolicLink()) symlinkSync(readlinkSync(from), to)
    else if (stat.isFile()) copyFileSync(from, to)
    else continue
    files += 1
  }
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir")
  return { dir, files }
}

/** Removes a scratch copy (the node_modules link only, never what it points to). */
export function removeScratchCopy(dir: string): void {
  // rmSync does not follow symbolic links: node_modules is unlinked, the project's stays.
  rmSync(dir, { recursive: true, force: true })
}
