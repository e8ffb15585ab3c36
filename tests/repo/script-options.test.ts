/**
 * The scripts that take options read them with node:util's parseArgs in strict mode
 * (scripts/options.mjs): a mistake on the command line stops the script before it does anything,
 * saying what was wrong and how it is used, with exit status 2. Before, `publish.ts deploy --folder`
 * crashed in path.resolve, and a valueless `check:publish -- --address` quietly fell back to siteUrl.
 */
import { spawn } from "node:child_process"
import path from "node:path"

const root = path.join(__dirname, "..", "..")

/** A script run as npm runs it (tsx for TypeScript), with the machine's environment; resolves once it ends. */
function runScript(script: string, args: readonly string[]): Promise<{ status: number | null; stderr: string }> {
  const runner = script.endsWith(".ts") ? ["--import", "tsx"] : []
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...runner, script, ...args], {
      cwd: root,
      stdio: ["ignore", "ignore", "pipe"],
    })
    let stderr = ""
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()))
    child.on("close", (status) => resolve({ status, stderr }))
  })
}

/** Each script with a mistake, and what it must say about it. */
const mistakes: readonly { script: string; args: readonly string[]; says: RegExp }[] = [
  { script: "scripts/publish.ts", args: ["deploy", "--live", "--folder"], says: /'--folder <value>' argument missing/ },
  { script: "scripts/publish.ts", args: ["address", "--preview", "seven"], says: /pull request's number, not "seven"/ },
  {
    script: "scripts/check-publish.ts",
    args: ["--preview", "--address"],
    says: /'--address <value>' argument missing/,
  },
  { script: "scripts/serve.ts", args: ["--port"], says: /'--port <value>' argument missing/ },
  { script: "scripts/brand-images.ts", args: ["--picture"], says: /Unknown option '--picture'/ },
  { script: "scripts/check-content.ts", args: ["content", "static"], says: /one content folder, not 2/ },
  { script: "scripts/complete-lockfile.mjs", args: ["--chek"], says: /Unknown option '--chek'/ },
]

it("stop on a mistake in their options before doing anything, saying what was wrong and how they are used", async () => {
  const runs = await Promise.all(mistakes.map(({ script, args }) => runScript(script, args)))
  mistakes.forEach(({ script, args, says }, index) => {
    const { status, stderr } = runs[index]
    const command = `${script} ${args.join(" ")}`
    expect({ command, status, said: says.test(stderr), usage: /^Usage: /m.test(stderr) }).toEqual({
      command,
      status: 2,
      said: true,
      usage: true,
    })
  })
})
