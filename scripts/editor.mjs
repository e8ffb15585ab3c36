/**
 * `npm run editor`: everything a content editor needs on their own computer, in one command.
 * Starts the local file server (decap-server, which lets the content editor read and save the
 * files under content/ directly) and the development site (gatsby develop, which serves the
 * editor at /admin/ and redraws a page within seconds of a save), then prints where to go.
 * Ctrl-C stops both.
 *
 * PORT (default 8000) moves the site; the file server listens on 8081, where the editor looks for it.
 */
import { spawn } from "node:child_process"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { isInUse } from "./port-in-use.mjs"

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const bin = (name) => path.join(root, "node_modules", ".bin", name)
const sitePort = Number(process.env.PORT ?? 8000)
const fileServerPort = 8081

const children = []
function start(name, command, args, env = {}) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] })
  children.push(child)
  // Gatsby redraws its progress lines with terminal control codes, which garble prefixed lines.
  const prefix = (chunk) =>
    chunk
      .toString()
      // eslint-disable-next-line no-control-regex -- the escape character is exactly what is removed
      .replace(/\x1b\[[0-9;]*[A-Za-z]/g, "")
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line) => `[${name}] ${line}\n`)
      .join("")
  child.stdout.on("data", (chunk) => process.stdout.write(prefix(chunk)))
  child.stderr.on("data", (chunk) => process.stderr.write(prefix(chunk)))
  child.on("exit", (code) => {
    if (stopping) return
    console.error(`\n${name} stopped (exit code ${code}). Stopping the rest; run npm run editor again.`)
    stop(code ?? 1)
  })
  return child
}

let stopping = false
function stop(code = 0) {
  stopping = true
  for (const child of children) child.kill("SIGINT")
  setTimeout(() => process.exit(code), 1500).unref()
}
process.on("SIGINT", () => stop(0))
process.on("SIGTERM", () => stop(0))

async function waitFor(url, timeoutMs) {
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

if (await isInUse(sitePort)) {
  console.error(`Port ${sitePort} is already in use. Stop what runs there, or choose another: PORT=8001 npm run editor`)
  process.exit(1)
}
if (await isInUse(fileServerPort)) {
  console.log(`A file server already listens on port ${fileServerPort}; the editor will use it.`)
} else {
  start("file server", bin("decap-server"), [], { PORT: String(fileServerPort), MODE: "fs" })
}
console.log("Starting the development site; the first start takes about a minute...")
start("site", bin("gatsby"), ["develop", "--port", String(sitePort)], { GATSBY_TELEMETRY_DISABLED: "1" })

const editorUrl = `http://localhost:${sitePort}/admin/`
if (await waitFor(editorUrl, 10 * 60_000)) {
  console.log(
    [
      "",
      "  The content editor is ready.",
      `  Open ${editorUrl} and choose Login: changes are saved to the files under content/.`,
      `  The site, redrawn a few seconds after each save: http://localhost:${sitePort}/`,
      "  Press Ctrl-C here to stop.",
      "",
    ].join("\n"),
  )
}
