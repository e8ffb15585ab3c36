/**
 * Publishing public/ to the host publishing.yaml names: the live site, or a draft's preview
 * at an address of its own (a branch deployment on Cloudflare Pages, a deploy with an alias on
 * Netlify). Pure: the command to run, the address a deploy will have, and the address the host's
 * tool reports it at; scripts/deploy.ts runs them, the workflow calls it.
 */
import { existsSync, readdirSync } from "node:fs"
import path from "node:path"
import type { SiteHost } from "../settings/publishing"

/** The live site, or the preview of a draft, named by its pull request ("pr-12"). */
export type DeployTarget = { readonly kind: "live" } | { readonly kind: "preview"; readonly name: string }

/** A preview's name from its pull request's number: a host name label either host accepts as it is. */
export function previewName(pullRequest: number): string {
  if (!Number.isInteger(pullRequest) || pullRequest < 1) throw new Error(`${pullRequest} is not a pull request number`)
  return `pr-${pullRequest}`
}

export interface DeploySettings {
  readonly host: SiteHost
  /** The host's project: the Cloudflare Pages project's name, or the Netlify site's name. */
  readonly project: string
  /** The live site's address (site.yaml's siteUrl). */
  readonly siteUrl: string
  /** The branch the live site is built from (publishing.yaml's branch): Cloudflare's production branch. */
  readonly branch: string
}

/**
 * The address a deploy will be served at, known before it runs: the live site's own, or the
 * preview's alias, which each host makes from the name it is given.
 */
export function addressOf(settings: DeploySettings, target: DeployTarget): string {
  if (target.kind === "live") return new URL(settings.siteUrl).href
  return settings.host === "cloudflare-pages"
    ? `https://${target.name}.${settings.project}.pages.dev/`
    : `https://${target.name}--${settings.project}.netlify.app/`
}

/**
 * The names a host runs as code when it finds them at the top of the folder it publishes, rather than
 * serving them: Cloudflare Pages takes _worker.js (a file or a folder) as the site's Worker and
 * _routes.json as where its Functions answer. The build never writes them, and the site's own Functions
 * (the editor's login) come from functions/ beside the folder, so one found there came from somewhere
 * else: a draft's run, whose artifact preview.yml deploys with the token, could have put it there.
 * Netlify reads its settings and functions from the project's folder, not the published one.
 */
const HOST_CODE_FILES: Readonly<Record<SiteHost, readonly string[]>> = {
  "cloudflare-pages": ["_worker.js", "_routes.json"],
  netlify: [],
}

/**
 * Why a folder must not be published as it is: a name the host would run as code, or a symbolic
 * link, whose target (anywhere on the runner) the host's tool would upload. None when it may be.
 */
export function deployFolderProblems(folder: string, host: SiteHost): string[] {
  const problems = HOST_CODE_FILES[host]
    .filter((name) => existsSync(path.join(folder, name)))
    .map((name) => `${name}: ${host} would run it as code; the build never writes it`)
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isSymbolicLink())
      problems.push(`${path.relative(folder, path.join(entry.parentPath, entry.name))}: a link to another file`)
  }
  return problems
}

/**
 * Netlify's CLI is pinned, with every package below it, by deploy-tools/package-lock.json, a lock file
 * of its own: a thousand packages the site's install and tests never need. A deploy to Netlify installs
 * it (`NETLIFY_TOOLS_INSTALL`, install scripts off) and runs it from there, never a version the registry
 * serves that day.
 */
export const DEPLOY_TOOLS_DIR = "deploy-tools"
export const NETLIFY_CLI_BIN = `${DEPLOY_TOOLS_DIR}/node_modules/.bin/netlify`
export const NETLIFY_TOOLS_INSTALL: readonly string[] = [
  "ci",
  "--prefix",
  DEPLOY_TOOLS_DIR,
  "--ignore-scripts",
  "--no-audit",
  "--no-fund",
]

export interface DeployCommand {
  readonly command: string
  readonly args: readonly string[]
  /** Set for the command beside the runner's own environment. */
  readonly env: Readonly<Record<string, string>>
}

/**
 * The host's own command for the deploy, as the lock files pin it: wrangler from the site's
 * node_modules (`npx --no-install`, which never downloads), Netlify's CLI from deploy-tools/. The
 * token comes from the environment, never the command line; Cloudflare's tool writes what it deployed to `outputFile` (one JSON object a line).
 */
export function deployCommand(
  settings: DeploySettings,
  target: DeployTarget,
  secrets: { readonly token: string; readonly cloudflareAccountId?: string },
  outputFile: string,
  folder = "public",
): DeployCommand {
  if (settings.host === "cloudflare-pages") {
    if (!secrets.cloudflareAccountId)
      throw new Error("CLOUDFLARE_ACCOUNT_ID is not set: the Cloudflare account to deploy to")
    return {
      command: "npx",
      args: [
        "--no-install",
        "wrangler",
        "pages",
        "deploy",
        folder,
        "--project-name",
        settings.project,
        "--branch",
        target.kind === "live" ? settings.branch : target.name,
      ],
      env: {
        CLOUDFLARE_API_TOKEN: secrets.token,
        CLOUDFLARE_ACCOUNT_ID: secrets.cloudflareAccountId,
        WRANGLER_OUTPUT_FILE_PATH: outputFile,
      },
    }
  }
  return {
    command: NETLIFY_CLI_BIN,
    args: [
      "deploy",
      "--dir",
      folder,
      "--site",
      settings.project,
      "--json",
      ...(target.kind === "live" ? ["--prod"] : ["--alias", target.name]),
    ],
    env: { NETLIFY_AUTH_TOKEN: secrets.token },
  }
}

/**
 * Where the host says the deploy is served: for a preview, the alias Cloudflare's tool reports in its
 * output file ("pages-deploy-detailed") or the deploy_url Netlify's prints as JSON; for the live site,
 * the site's own address. Undefined when the tool reported none.
 */
export function reportedAddress(
  settings: DeploySettings,
  target: DeployTarget,
  output: { readonly file: string; readonly stdout: string },
): string | undefined {
  if (target.kind === "live") return new URL(settings.siteUrl).href
  if (settings.host === "cloudflare-pages") {
    for (const line of output.file.split("\n").reverse()) {
      if (!line.trim()) continue
      const entry = JSON.parse(line) as { type?: string; alias?: string; url?: string }
      if (entry.type === "pages-deploy-detailed") return entry.alias ?? entry.url
    }
    return undefined
  }
  const start = output.stdout.indexOf("{")
  if (start < 0) return undefined
  const answer = JSON.parse(output.stdout.slice(start)) as { deploy_url?: string }
  return answer.deploy_url
}
