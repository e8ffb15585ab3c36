/**
 * scripts/publish.ts as the workflow runs it, against the stand-in of GitHub's statuses API: spawned,
 * never run synchronously, since the stand-in that answers it runs in the test's own process.
 */
import { spawn } from "node:child_process"
import path from "node:path"

const root = path.join(__dirname, "..", "..")

export interface ScriptRun {
  readonly status: number | null
  readonly stdout: string
  readonly stderr: string
}

export function runPublishScript(args: readonly string[], env: Readonly<Record<string, string>>): Promise<ScriptRun> {
  return new Promise((resolve) => {
    const child = spawn(path.join(root, "node_modules", ".bin", "tsx"), ["scripts/publish.ts", ...args], {
      cwd: root,
      env: { ...process.env, ...env },
    })
    let stdout = ""
    let stderr = ""
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()))
    child.on("close", (status) => resolve({ status, stdout, stderr }))
  })
}
