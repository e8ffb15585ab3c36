/**
 * The W3C Nu HTML Checker (vnu-jar, run with Java; .ci/run installs Java where it is missing) on
 * HTML files, for the build-output tests. One Java run checks every file given: starting the JVM
 * is most of its time.
 */
import { spawnSync } from "node:child_process"
import path from "node:path"

const vnu = path.join(__dirname, "..", "..", "node_modules", "vnu-jar", "build", "dist", "vnu.jar")

export interface NuMessage {
  readonly url: string
  readonly message: string
  readonly lastLine?: number
}

export interface NuRun {
  /** The checker's errors (warnings are not asked for). */
  readonly messages: readonly NuMessage[]
  /** Java's exit status: 0 when no file has an error. */
  readonly status: number | null
}

export function nuCheck(files: readonly string[]): NuRun {
  const run = spawnSync("java", ["-jar", vnu, "--errors-only", "--format", "json", ...files], { encoding: "utf8" })
  if (run.error) throw run.error
  const { messages } = JSON.parse(run.stderr) as { messages: NuMessage[] }
  return { messages, status: run.status }
}
