/**
 * The host's own tool (wrangler, the Netlify CLI, as the lock files pin them) run for the owner's
 * setup and the live check: a secret goes to it on its stdin only, what it prints is kept to be read
 * (for names, never shown), and a failure is told with the tool's own last words.
 */
import { spawn } from "node:child_process"
import { existsSync } from "node:fs"
import path from "node:path"
import type { Host, ProjectAccess, SiteEnvironment, ToolCommand } from "../hosts/host"

export interface ToolRun {
  readonly status: number | null
  readonly stdout: string
  readonly stderr: string
}

export interface ToolRunner {
  /** The project's folder, where the tools are installed and run. */
  readonly projectDir: string
  /** Set for every tool beside this process's environment (the tests point the tools at their stand-ins). */
  readonly env?: Readonly<Record<string, string>>
}

export class HostToolError extends Error {
  override name = "HostToolError"
}

/** Runs a tool command, `input` on its stdin; `inherit`: in the owner's terminal (a login). */
export function runTool(
  runner: ToolRunner,
  command: ToolCommand,
  options: { readonly input?: string; readonly inherit?: boolean } = {},
): Promise<ToolRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(command.command, command.args, {
      cwd: runner.projectDir,
      env: { ...process.env, ...runner.env, ...command.env },
      stdio: options.inherit ? "inherit" : ["pipe", "pipe", "pipe"],
    })
    let stdout = ""
    let stderr = ""
    child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()))
    child.on("error", reject)
    child.on("close", (status) => resolve({ status, stdout, stderr }))
    child.stdin?.end(options.input ?? "")
  })
}

/** What a tool said last when it failed, without its colours: the lines that say why. */
function lastWords(run: ToolRun): string {
  const lines = `${run.stderr}\n${run.stdout}`
    // eslint-disable-next-line no-control-regex -- terminal colour codes
    .replace(/\u001b\[[0-9;]*m/g, "")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !/^npm warn/i.test(line))
  const errors = lines.filter((line) => /error/i.test(line))
  return (errors.length > 0 ? errors : lines).slice(-3).join(" ")
}

/** Installs the host's tool from its own lock file when it is not there yet (Netlify's CLI). */
export async function ensureTool(runner: ToolRunner, host: Host): Promise<void> {
  const tool = host.deployTool
  if (!tool || existsSync(path.join(runner.projectDir, tool.bin))) return
  const install = await runTool(runner, { command: "npm", args: tool.install, env: {} })
  if (install.status !== 0)
    throw new HostToolError(`The ${host.title} tool could not be installed: ${lastWords(install)}`)
}

/** The names of the variables an environment of the project holds, as the host's tool lists them. */
export async function environmentNames(
  runner: ToolRunner,
  host: Host,
  access: ProjectAccess,
  environment: SiteEnvironment,
): Promise<Set<string>> {
  await ensureTool(runner, host)
  const names = new Set<string>()
  for (const command of host.secrets.list(access, environment)) {
    const run = await runTool(runner, command)
    if (run.status !== 0) {
      throw new HostToolError(
        `The ${host.title} tool could not read ${access.project}'s ${environment} variables: ${lastWords(run)}`,
      )
    }
    for (const name of host.secrets.namesIn(run.stdout)) names.add(name)
  }
  return names
}

/** Puts one secret into the project's production environment, its value on the tool's stdin. */
export async function putSecret(
  runner: ToolRunner,
  host: Host,
  access: ProjectAccess,
  secret: { readonly name: string; readonly value: string; readonly replacing: boolean },
): Promise<void> {
  await ensureTool(runner, host)
  const run = await runTool(runner, host.secrets.put(access, secret.name, secret.replacing), { input: secret.value })
  if (run.status !== 0) {
    throw new HostToolError(
      `The ${host.title} tool could not set ${secret.name} for ${access.project}: ${lastWords(run)}`,
    )
  }
}
