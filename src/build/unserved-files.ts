/**
 * What Gatsby leaves in public/ that no page loads: pages are served without its runtime
 * (gatsby-config.ts), yet it still writes the runtime's bundles (about 0.9 MB of .js, which pile
 * up build after build), page-data/, the chunk map, webpack's stats, its slice fragments and the
 * Partytown folder. None of it is deployed: after each build scripts/build.ts moves it aside,
 * and puts it back before the next build, because Gatsby's
 * incremental build reads it (a page it re-renders is drawn from page-data/ and _gatsby/slices/).
 */
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs"
import path from "node:path"

/** Folders of public/ that only Gatsby's runtime and its own builds read. */
const UNSERVED_FOLDERS = new Set(["page-data", "_gatsby", "~partytown"])
/** Files at the top of public/ that only Gatsby's runtime and its own builds read. */
const UNSERVED_FILES = new Set(["chunk-map.json", "webpack.stats.json"])
/** The runtime's bundles, their licence notes and source maps (only at the top: /admin/ keeps its own). */
const BUNDLE = /\.js(\.map|\.LICENSE\.txt)?$/

/**
 * Where the moved files wait for the next build: beside .cache and public/, and cached with them
 * in CI. Not inside .cache: webpack's cache watches that folder, and moving files in and out of it
 * made every incremental build recompile the bundles (4.4 s more here).
 */
export function setAsideDirOf(root: string): string {
  return path.join(root, ".unserved-public-files")
}

/** The names at the top of public/ that are not served. */
export function unservedNamesIn(publicDir: string): string[] {
  if (!existsSync(publicDir)) return []
  return readdirSync(publicDir, { withFileTypes: true })
    .filter((entry) =>
      entry.isDirectory()
        ? UNSERVED_FOLDERS.has(entry.name)
        : UNSERVED_FILES.has(entry.name) || BUNDLE.test(entry.name),
    )
    .map((entry) => entry.name)
    .sort()
}

/**
 * Moves what public/ holds but does not serve into `setAsideDir`, replacing what an earlier build
 * left there. Returns the names moved.
 */
export function setAsideUnserved(publicDir: string, setAsideDir: string): string[] {
  const names = unservedNamesIn(publicDir)
  rmSync(setAsideDir, { recursive: true, force: true })
  mkdirSync(setAsideDir, { recursive: true })
  for (const name of names) renameSync(path.join(publicDir, name), path.join(setAsideDir, name))
  return names
}

/**
 * Puts back what the last build set aside, so Gatsby finds public/ as it left it. A file already in
 * public/ (Gatsby wrote it since, say in a build that stopped) wins; a folder that is there again
 * gets back the files it lacks. Returns the names put back.
 */
export function restoreUnserved(publicDir: string, setAsideDir: string): string[] {
  if (!existsSync(setAsideDir) || !existsSync(publicDir)) return []
  const restored: string[] = []
  for (const name of readdirSync(setAsideDir).sort()) {
    const source = path.join(setAsideDir, name)
    const target = path.join(publicDir, name)
    if (!existsSync(target)) renameSync(source, target)
    else cpSync(source, target, { recursive: true, force: false })
    restored.push(name)
  }
  rmSync(setAsideDir, { recursive: true, force: true })
  return restored
}
