/**
 * `npm run editor`: everything a content editor needs on their own computer, in one command.
 * Starts the local file server (decap-server, which lets the content editor read and save the
 * files under content/ directly) and the development site (gatsby develop, which serves the
 * editor at /admin/ and redraws a page within seconds of a save), then prints where to go.
 * Ctrl-C stops both.
 *
 * Both listen on this computer only (scripts/local-editor.ts says why).
 *
 * PORT (default 8000) moves the site; the file server listens on 8081, where the editor looks for it.
 */
import { spawn, type ChildProcess } from "node:child_process"
import path from "node:path"
import { stripVTControlCharacters } from "node:util"
import { developSiteProcess, FILE_SERVER_PORT, fileServerProcess, LOOPBACK, type ServerProcess } from "./local-editor"
import { isInUse } from "./port-in-use.mjs"

const root = path.join(__dirname, "..")
const sitePort = Number(process.env.PORT ?? 8000)

const children: ChildProcess[] = []
function start(name: string, { command, args, env }: ServerProcess) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] })
  children.push(child)
  // Gatsby redraws its progress lines with terminal control codes, which garble prefixed lines.
  const prefix = (chunk: Buffer) =>
    stripVTControlCharacters(chunk.toString())
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line) => `[${name}] ${line}\n`)
      .join("")
  child.stdout?.on("data", (chunk: Buffer) => process.stdout.write(prefix(chunk)))
  child.stderr?.on("data", (chunk: Buffer) => process.stderr.write(prefix(chunk)))
  child.on("exit", (code) => {
    if (stopping) return
    console.error(`\n${name} stopped (exit code ${code}). Stopping the rest; run npm run editor again.`)
    stop(code ?? 1)
  })
  return child
}

let stopping = false
function stop(code = 0): void {
  stopping = true
  for (const child of children) child.kill("SIGINT")
  setTimeout(() => process.exit(code), 1500).unref()
}
process.on("SIGINT", () => stop(0))
process.on("SIGTERM", () => stop(0))

async function waitFor(url: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline && !stopping) {
    try {
      const response = await fetch(url)
      if (response.ok) return true
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  return false
}

async function main() {
  if (await isInUse(sitePort)) {
    console.error(
      `Port ${sitePort} is already in use. Stop what runs there, or choose another: PORT=8001 npm run editor`,
    )
    process.exit(1)
  }
  if (await isInUse(FILE_SERVER_PORT)) {
    console.log(`A file server already listens on port ${FILE_SERVER_PORT}; the editor will use it.`)
  } else {
    start("file server", fileServerProcess(root))
  }
  console.log("Starting the development site; the first start takes about a minute...")
  start("site", developSiteProcess(root, sitePort))

  const editorUrl = `http://${LOOPBACK}:${sitePort}/admin/`
  if (!(await waitFor(editorUrl, 10 * 60_000))) return
  console.log(
    [
      "",
      "  The content editor is ready.",
      `  Open ${editorUrl} and choose Login: changes are saved to the files under content/.`,
      `  The site, redrawn a few seconds after each save: http://${LOOPBACK}:${sitePort}/`,
      "  Press Ctrl-C here to stop.",
      "",
    ].join("\n"),
  )
}

void main()
