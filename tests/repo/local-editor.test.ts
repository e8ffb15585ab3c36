/**
 * The content editor's local servers (`npm run editor`, scripts/local-editor.ts) listen on this
 * computer only: the file server, started as the editor starts it, answers on 127.0.0.1 and refuses
 * a connection to every other address this machine has, as a neighbour on the same network would
 * try; the development site is told to listen on 127.0.0.1 as well.
 */
import { spawn, type ChildProcess } from "node:child_process"
import { cpSync, mkdtempSync, rmSync } from "node:fs"
import { connect, createServer } from "node:net"
import { networkInterfaces, tmpdir } from "node:os"
import path from "node:path"
import { developSiteProcess, fileServerProcess, LOOPBACK } from "../../scripts/local-editor"
import { PROCESS_START_MS } from "../support/time-limits"

const root = path.join(__dirname, "..", "..")

/** A port nothing listens on now (the kernel's pick). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, LOOPBACK, () => {
      const address = probe.address()
      probe.close(() => (address && typeof address === "object" ? resolve(address.port) : reject(new Error("no port"))))
    })
  })
}

/** How a TCP connection to address:port ends: "connected", or the error's code. */
function connectionTo(address: string, port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ host: address, port, timeout: 3000 })
    socket.once("connect", () => {
      socket.destroy()
      resolve("connected")
    })
    socket.once("timeout", () => {
      socket.destroy()
      resolve("ETIMEDOUT")
    })
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
  })
}

/** This machine's addresses on its networks: what a neighbour would connect to. */
function networkAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .flatMap((entry) => (entry && !entry.internal && !entry.address.startsWith("fe80:") ? [entry.address] : []))
}

let scratch: string
let fileServer: ChildProcess | undefined
let port: number

beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), "local-editor-"))
  cpSync(path.join(root, "content", "site.yaml"), path.join(scratch, "content", "site.yaml"))
  port = await freePort()
  const server = fileServerProcess(root, { repository: scratch, port })
  fileServer = spawn(server.command, server.args, { env: { ...process.env, ...server.env }, stdio: "ignore" })
  const deadline = Date.now() + PROCESS_START_MS
  while ((await connectionTo(LOOPBACK, port)) !== "connected") {
    if (Date.now() > deadline)
      throw new Error(`The file server did not listen on ${LOOPBACK}:${port} in ${PROCESS_START_MS} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
})

afterAll(async () => {
  const server = fileServer
  if (server && server.exitCode === null) {
    await new Promise((resolve) => {
      server.once("exit", resolve)
      server.kill()
    })
  }
  rmSync(scratch, { recursive: true, force: true })
})

it("starts the file server on this computer only: it answers on 127.0.0.1 and refuses every other address of the machine", async () => {
  const info = await fetch(`http://${LOOPBACK}:${port}/api/v1`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ action: "info" }),
  })
  expect(await info.json()).toMatchObject({ type: "local_fs" })
  const addresses = networkAddresses()
  expect(addresses.length).toBeGreaterThan(0)
  const outcomes = await Promise.all(addresses.map(async (address) => [address, await connectionTo(address, port)]))
  expect(outcomes).toEqual(addresses.map((address) => [address, "ECONNREFUSED"]))
})

it("starts the development site on 127.0.0.1, where the editor's address points", () => {
  const { args } = developSiteProcess(root, 8000)
  expect(args.slice(args.indexOf("--host"), args.indexOf("--host") + 2)).toEqual(["--host", LOOPBACK])
})
