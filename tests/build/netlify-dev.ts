/**
 * Serves a folder with the site's Netlify Functions as Netlify does: @netlify/dev, Netlify's own
 * emulation of its platform, in a process of its own (netlify-dev-process.mts), as the Cloudflare
 * Pages Functions run under `wrangler pages dev` (pages-dev.ts). Offline: nothing here asks the
 * network for anything, and no Netlify account is needed.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { netlify } from "../../src/hosts/netlify"
import { startProcessGroup } from "../support/process-group"
import { PROCESS_START_MS } from "../support/time-limits"
import type { NetlifyDevReady } from "./netlify-dev-process.mts"

const repoDir = path.join(__dirname, "..", "..")
const processScript = path.join(__dirname, "netlify-dev-process.mts")

/**
 * The Node.js flags AWS Lambda runs a Netlify Function's Node.js with, and `netlify dev` runs each
 * function with too: require() cannot load an ES module, and a file's module type is never guessed.
 * A function that works only with them on works on Netlify; @netlify/dev does not set them itself.
 */
const LAMBDA_NODE_FLAGS = ["--no-experimental-require-module", "--no-experimental-detect-module"]

export interface NetlifyDevServer {
  /** http://127.0.0.1:port */
  readonly origin: string
  /** Ends the emulation and its functions' workers, and removes the scratch folder. */
  stop(): Promise<void>
}

/**
 * The site's netlify.toml as the deploy gives Netlify its folders (`--dir`, `--functions`): the
 * repository has none. Netlify reads its paths from the repository's root (the base directory),
 * not from the file's own folder, and refuses any outside it.
 */
function netlifyToml(publishDir: string): string {
  const relative = (to: string) => JSON.stringify(path.relative(repoDir, to))
  return [
    "[build]",
    `publish = ${relative(publishDir)}`,
    `functions = ${relative(path.join(repoDir, netlify.functionsFolder))}`,
    "",
  ].join("\n")
}

/**
 * Starts Netlify's emulation of `publishDir` and the site's functions, each function seeing
 * `variables` as the site's environment variables (Functions scope) give them, and resolves once
 * it listens.
 */
export async function startNetlifyDev(
  publishDir: string,
  { variables = {} }: { variables?: Readonly<Record<string, string>> } = {},
): Promise<NetlifyDevServer> {
  // Netlify's global settings (a CLI id, and a login if there is one) live in the home folder: a
  // scratch one keeps the user's own out of the run and the run's out of it.
  const scratch = mkdtempSync(path.join(tmpdir(), "netlify-dev-"))
  writeFileSync(path.join(scratch, "netlify.toml"), netlifyToml(publishDir))
  try {
    // Its own process group, so stop() ends the functions' bundler (esbuild) with it.
    const emulation = await startProcessGroup<NetlifyDevReady>(
      "Netlify's emulation (@netlify/dev)",
      [...LAMBDA_NODE_FLAGS, processScript],
      {
        // Where it finds netlify.toml.
        cwd: scratch,
        env: { ...process.env, ...variables, HOME: scratch, XDG_CONFIG_HOME: path.join(scratch, "config") },
        timeoutMs: PROCESS_START_MS,
      },
    )
    return {
      origin: emulation.ready.origin,
      stop: async () => {
        await emulation.stop()
        rmSync(scratch, { recursive: true, force: true })
      },
    }
  } catch (error) {
    rmSync(scratch, { recursive: true, force: true })
    throw error
  }
}
