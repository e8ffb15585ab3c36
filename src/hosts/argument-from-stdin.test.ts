import { spawn } from "node:child_process"
import path from "node:path"

const preload = path.join(__dirname, "argument-from-stdin.mjs")

/** Runs node with the preload, `stdin` on its stdin; what the program saw as its arguments, and its command line as the system shows it. */
function run(stdin: string, marker: string | undefined): Promise<{ argv: string[]; cmdline: string }> {
  const program = `console.log(JSON.stringify({ argv: process.argv.slice(1), cmdline: require("node:fs").readFileSync("/proc/self/cmdline", "utf8") }))`
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", preload, "-e", program, "--", "env:set", "KEY", "{stdin}", "--secret"],
      {
        env: { ...process.env, ...(marker ? { ARGUMENT_FROM_STDIN: marker } : {}) },
      },
    )
    let out = ""
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()))
    child.on("error", reject)
    child.on("close", () => resolve(JSON.parse(out) as { argv: string[]; cmdline: string }))
    child.stdin.end(stdin)
  })
}

describe("an argument from stdin", () => {
  it("gives the program the value it read on stdin where the marker was, which the system's command line never shows", async () => {
    const value = "-----BEGIN RSA PRIVATE KEY-----\nMIIE\n-----END RSA PRIVATE KEY-----\n"
    const { argv, cmdline } = await run(value, "{stdin}")
    expect(argv).toEqual(["env:set", "KEY", value, "--secret"])
    expect(cmdline).toContain("{stdin}")
    expect(cmdline).not.toContain("MIIE")
  })

  it("changes nothing without the marker's name in the environment", async () => {
    expect((await run("value", undefined)).argv).toEqual(["env:set", "KEY", "{stdin}", "--secret"])
  })
})
