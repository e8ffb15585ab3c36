/**
 * What a host publishes at most, and the editor's words when a build comes near it. _headers no
 * longer grows with the pages (headers.ts), so what still grows is the number of files: one a
 * page, and a handful for each picture (its sizes and formats).
 */
import type { SiteHost } from "../settings/publishing"

/** Files in one deployment: Cloudflare Pages' limit on its free plan; Netlify publishes no such limit. */
export const FILES_PER_DEPLOYMENT: Readonly<Record<SiteHost, number | undefined>> = {
  "cloudflare-pages": 20_000,
  netlify: undefined,
}

const HOST_NAMES: Readonly<Record<SiteHost, string>> = { "cloudflare-pages": "Cloudflare Pages", netlify: "Netlify" }

/** From this share of a limit on, the build says so in its log, before anything fails. */
export const NEAR_LIMIT = 0.8

export interface LimitFindings {
  /** Over a limit: the host would refuse the deployment, so the build stops. */
  readonly problems: readonly string[]
  /** Near one: the build goes on, and says what to do before it is reached. */
  readonly warnings: readonly string[]
}

const WHAT_TO_DO =
  "Remove pages or pictures the site no longer needs (content/pages/, content/images/), or ask whoever runs the site to move it to a plan or host that publishes more files."

export function fileLimitFindings(files: number, host: SiteHost): LimitFindings {
  const limit = FILES_PER_DEPLOYMENT[host]
  if (limit === undefined) return { problems: [], warnings: [] }
  const said = `The site is ${files.toLocaleString("en")} files; ${HOST_NAMES[host]} publishes at most ${limit.toLocaleString("en")} in one deployment.`
  if (files > limit) return { problems: [`${said} ${WHAT_TO_DO}`], warnings: [] }
  if (files >= limit * NEAR_LIMIT) return { problems: [], warnings: [`${said} ${WHAT_TO_DO}`] }
  return { problems: [], warnings: [] }
}
