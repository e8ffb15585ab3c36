/**
 * The W3C Nu HTML Checker (vnu-jar, run with Java; .ci/run installs Java where it is missing) on
 * HTML files. One Java run checks every file given: starting the JVM is most of its time, so the
 * publish check starts it first and lets it run beside the browser.
 */
import { spawn } from "node:child_process"
import path from "node:path"

const vnu = path.join(__dirname, "..", "..", "node_modules", "vnu-jar", "build", "dist", "vnu.jar")

export interface NuMessage {
  readonly url: string
  readonly message: string
  readonly lastLine?: number
  /** The text around the error. */
  readonly extract?: string
}

export interface NuRun {
  /** The checker's errors (warnings are not asked for). */
  readonly messages: readonly NuMessage[]
  /** Java's exit status: 0 when no file has an error. */
  readonly status: number | null
}

export function nuCheck(files: readonly string[]): Promise<NuRun> {
  return new Promise((resolve, reject) => {
    const java = spawn("java", ["-jar", vnu, "--errors-only", "--format", "json", ...files])
    let report = ""
    java.stderr.setEncoding("utf8").on("data", (chunk: string) => (report += chunk))
    java.on("error", reject)
    java.on("close", (status) => {
      try {
        const { messages } = JSON.parse(report) as { messages: NuMessage[] }
        resolve({ messages, status })
      } catch {
        reject(new Error(`the Nu HTML Checker did not report (exit ${status}): ${report.slice(0, 500)}`))
      }
    })
  })
}
