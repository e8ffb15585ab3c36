/**
 * Starting a server a test needs in a process group of its own (spawn's `detached`), and ending
 * it: the group, not just its leader, so the helpers it started (wrangler's workerd, tsx's esbuild)
 * end with it.
 */
import { spawn, type Serializable } from "node:child_process"
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

/** What a helper process sends over IPC once: what it is ready with, or why it could not start. */
export type StartMessage<Ready extends object> = Ready | { readonly error: string }

/** A helper process that said it is ready, and how to end it with its whole group. */
export interface StartedProcess<Ready extends object> {
  readonly ready: Ready
  stop(): Promise<void>
}

/**
 * Starts Node.js with `args` in a process group of its own (so stop() ends the helpers it starts
 * too), sends it `config` over IPC if given, and resolves with the first message it answers once it
 * is ready. It rejects, having ended the group, if the process answers an error, exits, or does not
 * answer within `timeoutMs`, naming `what` and the end of its output.
 */
export async function startProcessGroup<Ready extends object>(
  what: string,
  args: readonly string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; config?: Serializable; timeoutMs: number },
): Promise<StartedProcess<Ready>> {
  const child = spawn(process.execPath, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  })
  // Kept for the error message only: a healthy helper has nothing to say.
  let output = ""
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000))
  child.stdout?.on("data", keep)
  child.stderr?.on("data", keep)
  const stop = async () => {
    if (child.pid !== undefined) await stopProcessGroup(child.pid)
    if (child.connected) child.disconnect()
    child.stdout?.destroy()
    child.stderr?.destroy()
  }
  const message = await new Promise<StartMessage<Ready>>((resolve) => {
    child.once("message", (answer: StartMessage<Ready>) => resolve(answer))
    child.once("exit", (code) => resolve({ error: `it exited with ${code}` }))
    setTimeout(() => resolve({ error: `it did not answer in ${options.timeoutMs} ms` }), options.timeoutMs).unref()
    if (options.config !== undefined) child.send(options.config)
  })
  if (!("error" in message)) return { ready: message, stop }
  await stop()
  throw new Error(`${what} did not start: ${message.error}\n${output}`)
}
