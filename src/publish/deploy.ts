/**
 * Publishing public/ to the host publishing.yaml names: the live site, or a draft's preview at an
 * address of its own. Pure: where a deploy will be served, what must not be published, and where the
 * host's tool says it went; each host's own command and output are its module's (src/hosts), and
 * scripts/publish.ts runs them, the workflows call it.
 */
import { existsSync, readdirSync } from "node:fs"
import path from "node:path"
import { hostOf, type SiteHost } from "../hosts"
import type { DeployTarget } from "../hosts/host"

export type { DeployTarget }

/** A preview's name from its pull request's number: a host name label either host accepts as it is. */
export function previewName(pullRequest: number): string {
  if (!Number.isInteger(pullRequest) || pullRequest < 1) throw new Error(`${pullRequest} is not a pull request number`)
  return `pr-${pullRequest}`
}

export interface DeploySettings {
  readonly host: SiteHost
  /** The host's project: the Cloudflare Pages project's name, or the Netlify site's name. */
  readonly project: string
  /** The live site's address (publishing.yaml's siteUrl). */
  readonly siteUrl: string
  /** The branch the live site is built from (publishing.yaml's branch): Cloudflare's production branch. */
  readonly branch: string
}

/**
 * The address a deploy will be served at, known before it runs: the live site's own, or the
 * preview's, which each host makes from the name it is given.
 */
export function addressOf(settings: DeploySettings, target: DeployTarget): string {
  if (target.kind === "live") return new URL(settings.siteUrl).href
  return hostOf(settings.host).previewAddress(settings.project, target.name)
}

/**
 * Why a folder must not be published as it is: a name the host would run as code (its module's
 * codeFiles: Cloudflare Pages' _worker.js and _routes.json), or a symbolic link, whose target
 * (anywhere on the runner) the host's tool would upload. The build never writes either, and the
 * site's own Functions come from functions/ beside the folder, so one found there came from
 * somewhere else: a draft's run, whose artifact preview.yml publishes with the token, could have put
 * it there. None when the folder may be published.
 */
export function deployFolderProblems(folder: string, host: SiteHost): string[] {
  const problems = hostOf(host)
    .codeFiles.filter((name) => existsSync(path.join(folder, name)))
    .map((name) => `${name}: ${host} would run it as code; the build never writes it`)
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isSymbolicLink())
      problems.push(`${path.relative(folder, path.join(entry.parentPath, entry.name))}: a link to another file`)
  }
  return problems
}

/**
 * Where the deploy is served: for the live site, the site's own address; for a preview, where the
 * host's tool says it went. Undefined when the tool said nothing.
 */
export function reportedAddress(
  settings: DeploySettings,
  target: DeployTarget,
  output: { readonly file: string; readonly stdout: string },
): string | undefined {
  if (target.kind === "live") return new URL(settings.siteUrl).href
  return hostOf(settings.host).reportedPreviewAddress(output)
}
