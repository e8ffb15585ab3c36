/**
 * Where a V8 CPU profile's time went: each sample's time is given to the function it was taken in
 * (self time), and functions are grouped by the package or folder of the source they were bundled
 * from, read from the scripts' source maps where they are kept (the editor's are beside the build,
 * ADMIN_SOURCE_MAPS), or else by their script file. V8's own entries ("(garbage collector)",
 * "(program)": parsing, compiling, style, layout and paint on the main thread) keep their names.
 * For the editor benchmark's PROFILE=1 summary.
 */
import { existsSync, readFileSync } from "node:fs"
import { SourceMap } from "node:module"
import path from "node:path"

/** The package a bundled source came from ("decap-cms-core"), or its folder in the project ("src/cms/preview"). */
function origin(source) {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)
  if (inPackage) return inPackage[1]
  const inProject = /(?:^|\/)(src\/[^/]+(?:\/[^/.]+)?)\//.exec(source)
  return inProject ? inProject[1] : source
}

/**
 * @param {string} mapsDir where the scripts' maps are, as `<script file name>.map`
 * @returns {(url: string, line: number, column: number) => string | undefined}
 */
function sourceReader(mapsDir) {
  const maps = new Map()
  return (url, line, column) => {
    const file = path.basename(new URL(url).pathname)
    if (!maps.has(file)) {
      const map = path.join(mapsDir, `${file}.map`)
      maps.set(file, existsSync(map) ? new SourceMap(JSON.parse(readFileSync(map, "utf8"))) : undefined)
    }
    const entry = maps.get(file)?.findEntry(line, column)
    return entry && "originalSource" in entry ? origin(entry.originalSource) : undefined
  }
}

/**
 * @param {{ nodes: { id: number, callFrame: { url: string, functionName: string, lineNumber: number, columnNumber: number } }[], samples: number[], timeDeltas: number[] }} profile
 * @param {string} mapsDir
 * @returns {{ where: string, ms: number }[]} largest first, idle time left out
 */
export function timeByOrigin(profile, mapsDir) {
  const readSource = sourceReader(mapsDir)
  const whereOf = new Map(
    profile.nodes.map((node) => {
      const { url, functionName, lineNumber, columnNumber } = node.callFrame
      if (!url) return [node.id, functionName || "(anonymous)"]
      return [node.id, readSource(url, lineNumber, columnNumber) ?? new URL(url).pathname]
    }),
  )
  const totals = new Map()
  profile.samples.forEach((id, index) => {
    // Each delta is the time before its sample: the time the previous sample stands for.
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000
    const where = whereOf.get(id) ?? "(unknown)"
    totals.set(where, (totals.get(where) ?? 0) + ms)
  })
  totals.delete("(idle)")
  return [...totals].map(([where, ms]) => ({ where, ms })).sort((a, b) => b.ms - a.ms)
}
