/**
 * What `gatsby develop` tells the browser about the content: the address it answers at and the
 * shape of its answer. Shared by the dev server (content-problems-endpoint.ts, Node) and the page
 * gate (ContentProblemsGate.tsx, browser), so this file imports types only.
 */
import type { ContentProblem } from "../content/check"

/** Registered by gatsby-node.ts's onCreateDevServer; not a page, and never part of a build. */
export const contentProblemsPath = "/__content-problems"

/** One problem, with `text` worded exactly as the terminal and `npm run check:content` word it. */
export interface ReportedContentProblem extends ContentProblem {
  readonly text: string
}

export interface ContentProblemsAnswer {
  readonly problems: readonly ReportedContentProblem[]
}
