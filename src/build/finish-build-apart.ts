/**
 * The build's last steps (finish-build.ts) in a Node process of their own, which gatsby-node.ts's
 * onPostBuild waits for. Most of what they cost a page is parsing it, and in Gatsby's own process,
 * whose heap holds the whole site's data, the same parse took about 2.4 times the CPU (a thousand
 * pages, measured: 5.7 s against 2.4 s). The inputs go to the process as JSON on its standard input,
 * and the result comes back as JSON on its standard output; what it says besides goes to the log.
 */
import { spawnSync } from "node:child_process"
import { readFileSync } from "node:fs"
import { finishBuild, type FinishBuildInputs, type FinishBuildResult } from "./finish-build"

/** This module's source, which the process runs under tsx, as scripts/build.ts runs. */
const MODULE = "src/build/finish-build-apart.ts"

/** finishBuild(inputs), run in a process of its own in the project at `root`. */
export function finishBuildApart(root: string, inputs: FinishBuildInputs): FinishBuildResult {
  const run = spawnSync(process.execPath, ["--import", "tsx", MODULE], {
    cwd: root,
    input: JSON.stringify(inputs),
    encoding: "utf8",
    stdio: ["pipe", "pipe", "inherit"],
    maxBuffer: 64 * 2 ** 20,
  })
  if (run.status !== 0 || run.error) {
    const why = run.error?.message ?? `it ended with status ${run.status ?? run.signal}`
    return { problems: [`The build's last steps (${MODULE}) did not finish: ${why}; see above.`], report: [] }
  }
  return JSON.parse(run.stdout) as FinishBuildResult
}

// Run by finishBuildApart: the inputs from standard input, the result to standard output.
if (require.main === module) {
  const inputs = JSON.parse(readFileSync(0, "utf8")) as FinishBuildInputs
  process.stdout.write(JSON.stringify(finishBuild(inputs)))
}
