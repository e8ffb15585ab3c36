/**
 * Serves a folder with `wrangler pages dev`: Cloudflare Pages' own local runtime (workerd), which
 * applies `_headers`, clean URLs and the not-found page as the CDN does, and runs the site's
 * Pages Functions (functions/) when asked to. Offline: nothing here asks the network for anything.
 */
import { spawn } from "node:child_process"
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs"
import http from "node:http"
import https from "node:https"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import path from "node:path"
import { setTimeout as sleep } from "node:timers/promises"
import { stopProcessGroup } from "../support/process-group"
import { PROCESS_START_MS } from "../support/time-limits"

const repoDir = path.join(__dirname, "..", "..")
export const wranglerBin = path.join(repoDir, "node_modules", "wrangler", "bin", "wrangler.js")

/** The site's Pages Functions: Cloudflare Pages deploys functions/ at the repository's root with the build. */
export const functionsDir = path.join(repoDir, "functions")

/**
 * Not later than the date of the workerd that wrangler bundles (2026-04-26 for 4.86.0): a later
 * date makes wrangler fall back with a warning and ask the registry for a newer wrangler.
 */
export const COMPATIBILITY_DATE = "2026-04-01"

/** Environment for wrangler: nothing of it written to the user's home, nothing sent anywhere. */
export function wranglerEnv(scratch: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    XDG_CONFIG_HOME: path.join(scratch, "config"),
    WRANGLER_SEND_METRICS: "false",
    WRANGLER_SEND_ERROR_REPORTS: "false",
    // The banner asks the registry whether a newer wrangler exists.
    WRANGLER_HIDE_BANNER: "true",
    // Else miniflare downloads request.cf's data from Cloudflare at start.
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
    NO_COLOR: "1",
  }
}

export interface PagesDevOptions {
  /**
   * A functions/ folder (normally `functionsDir`) to run as the site's Pages Functions. Without it,
   * the folder is served as static files only.
   */
  readonly functionsDir?: string
  /** Variables and secrets for the Functions, as the Pages project's settings give them (context.env). */
  readonly bindings?: Readonly<Record<string, string>>
  /**
   * Serve over https with wrangler's own self-signed certificate, for a browser that must see a
   * secure origin under another name than 127.0.0.1 (Secure cookies, the live site's address).
   */
  readonly https?: boolean
  /** The port to serve on (freePort gives one), when something must know it before wrangler starts. */
  readonly port?: number
}

export interface PagesDev {
  /** http://127.0.0.1:port (https:// when asked for) */
  readonly origin: string
  /** Ends wrangler and its workerd processes, and removes the scratch folder. */
  stop(): Promise<void>
}

/** A port nothing listens on now (the kernel's pick), for wrangler's --port. */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (address === null || typeof address === "string") throw new Error("no TCP port")
  return address.port
}

/** Whether anything answers at the origin over HTTP(S); wrangler's certificate is its own, so it is not checked. */
function answers(origin: string): Promise<void> {
  const client = origin.startsWith("https:") ? https : http
  return new Promise((resolve, reject) => {
    const request = client.get(origin, { rejectUnauthorized: false, timeout: 2_000 }, (response) => {
      response.resume()
      resolve()
    })
    request.once("timeout", () => request.destroy(new Error("no answer")))
    request.once("error", reject)
  })
}

/** The end of the logs wrangler wrote under a scratch folder's config home, or "" when it wrote none. */
function wranglerLogTail(scratch: string): string {
  const logs = path.join(scratch, "config", ".wrangler", "logs")
  if (!existsSync(logs)) return ""
  const text = readdirSync(logs)
    .sort()
    .map((name) => readFileSync(path.join(logs, name), "utf8"))
    .join("\n")
  return text.slice(-4000)
}

/** Starts `wrangler pages dev <dir>` and resolves once it answers on its port. */
export async function startPagesDev(dir: string, options: PagesDevOptions = {}): Promise<PagesDev> {
  const { bindings = {} } = options
  const port = options.port ?? (await freePort())
  // Wrangler's devtools port is 9229 unless told otherwise, probed when it starts: two wranglers
  // starting at once (two test files, or two servers in one) both take it, and one fails with
  // "The Workers runtime failed to start". Each gets a port of its own.
  const inspectorPort = await freePort()
  const protocol = options.https === true ? "https" : "http"
  const origin = `${protocol}://127.0.0.1:${port}`
  // Wrangler writes its state, bundles, logs, device id and dev registry under the working folder
  // and the config home: a scratch folder keeps them out of the repository, the user's home and
  // any other wrangler session on the machine.
  const scratch = mkdtempSync(path.join(tmpdir(), "pages-dev-"))
  // Wrangler takes the Functions from ./functions in its working folder, and has no option to
  // name another. A link is enough: esbuild follows it to the real files, so their relative
  // imports (../../../src/editor-login/…) resolve inside the repository.
  const functionsLink = path.join(scratch, "functions")
  if (options.functionsDir !== undefined) symlinkSync(options.functionsDir, functionsLink, "dir")
  const child = spawn(
    process.execPath,
    [
      wranglerBin,
      ...["pages", "dev", dir, "--port", String(port), "--ip", "127.0.0.1", "--inspector-port", String(inspectorPort)],
      ...["--compatibility-date", COMPATIBILITY_DATE, "--log-level", "warn"],
      ...["--persist-to", path.join(scratch, "state"), "--show-interactive-dev-session=false"],
      ...Object.entries(bindings).flatMap(([name, value]) => ["--binding", `${name}=${value}`]),
      ...["--local-protocol", protocol],
    ],
    {
      cwd: scratch,
      // Its own process group, so stop() ends wrangler's node and both workerd processes together.
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: wranglerEnv(scratch),
    },
  )
  const pid = child.pid
  if (pid === undefined) throw new Error(`could not start ${wranglerBin}`)
  // Kept for the error message only: a healthy start prints nothing at --log-level warn.
  let output = ""
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000))
  child.stdout.on("data", keep)
  child.stderr.on("data", keep)
  let exited = false
  child.once("exit", () => (exited = true))

  const stop = async () => {
    await stopProcessGroup(pid)
    child.stdout.destroy()
    child.stderr.destroy()
    // The link first, on its own: removing the scratch folder must never reach the repository's functions/.
    rmSync(functionsLink, { force: true })
    rmSync(scratch, { recursive: true, force: true })
  }

  const deadline = Date.now() + PROCESS_START_MS
  while (Date.now() < deadline && !exited) {
    try {
      await answers(origin)
      return { origin, stop }
    } catch {
      await sleep(200)
    }
  }
  // Wrangler's own log says why the runtime failed; it is in the scratch folder stop() removes.
  const log = wranglerLogTail(scratch)
  await stop()
  throw new Error(
    `wrangler pages dev ${exited ? "exited" : `did not answer in ${PROCESS_START_MS} ms`}:\n${output}${log ? `\nIts log ends:\n${log}` : ""}`,
  )
}
