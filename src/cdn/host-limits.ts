/**
 * What a host publishes at most, and the editor's words when a build comes near it. _headers no
 * longer grows with the pages (headers.ts), so what still grows is the number of files: one a
 * page, and a handful for each picture (its sizes and formats).
 */
import { hostOf, type SiteHost } from "../hosts"

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

/** Within the most files the host publishes in one deployment (its module in src/hosts says how many). */
export function fileLimitFindings(files: number, host: SiteHost): LimitFindings {
  const { filesPerDeployment: limit, title } = hostOf(host)
  if (limit === undefined) return { problems: [], warnings: [] }
  const said = `The site is ${files.toLocaleString("en")} files; ${title} publishes at most ${limit.toLocaleString("en")} in one deployment.`
  if (files > limit) return { problems: [`${said} ${WHAT_TO_DO}`], warnings: [] }
  if (files >= limit * NEAR_LIMIT) return { problems: [], warnings: [`${said} ${WHAT_TO_DO}`] }
  return { problems: [], warnings: [] }
}
