/**
 * Ending a server a test started in a process group of its own (spawn's `detached`): the group, not
 * just its leader, so the helpers it started (wrangler's workerd, tsx's esbuild) end with it.
 */
import { setTimeout as sleep } from "node:timers/promises"

/** Whether any process of the group led by `pid` is still alive. */
export function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0)
    return true
  } catch {
    return false
  }
}

/** Asks the group led by `pid` to end (SIGTERM), and kills it if it has not within `graceMs`. */
export async function stopProcessGroup(pid: number, graceMs = 5_000): Promise<void> {
  if (groupAlive(pid)) process.kill(-pid, "SIGTERM")
  for (let waited = 0; groupAlive(pid) && waited < graceMs; waited += 50) await sleep(50)
  if (groupAlive(pid)) process.kill(-pid, "SIGKILL")
}
