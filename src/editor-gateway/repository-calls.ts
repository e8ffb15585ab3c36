/**
 * The editor's calls to the repository (Decap's git-gateway backend sends GitHub's REST API below
 * /api/gateway/github/, as netlify/git-gateway maps it onto /repos/{owner}/{name}/), and the one
 * rule each passes before GitHub sees it. What Decap's GitHub client calls, and nothing else:
 *
 * - reads of branches, trees, blobs, commits, comparisons, pull requests and commit statuses;
 * - blobs and trees (a tree's entries must be content, content/ itself a folder: an early, plain
 *   refusal);
 * - commits, whose author is always the signed-in editor and committer always the App, whatever
 *   the editor's browser says;
 * - a draft's branch (cms/…) created, moved (also by force: Decap rebases drafts) or deleted, when
 *   what it holds beyond the live branch, each commit of its history since, is content only;
 * - the live branch moved forward only, never by force, by a publisher, to a commit whose
 *   difference from it, and each commit's in between, is content only (drafts off: every save;
 *   drafts on: never, see publish-draft.ts);
 * - a draft's pull request opened (from a draft's branch onto the live branch), closed, reopened,
 *   labelled with its workflow state, and published by a publisher (publish-draft.ts).
 *
 * Everything else is refused with 403 in the editor's words. Nothing is written before its rule
 * passed, and each write is logged: who, what, which paths, which commit.
 */
import type { CallContext } from "./call-context"
import { checkedChanges, compareWithLive, contentOnly, draftChanges } from "./commit-changes"
import { firstNotContent } from "./content-changes"
import { draftPullRequest, isDraftBranch } from "./drafts"
import { publishDraft } from "./publish-draft"
import { unscheduleSaved } from "./schedule-calls"
import {
  BAD_REQUEST,
  DRAFTS_ONLY,
  LIVE_BRANCH_FORWARD_ONLY,
  LIVE_BRANCH_KEPT,
  NO_DRAFTS_HERE,
  NOT_A_DRAFT,
  notNeeded,
  PUBLISHERS_ONLY,
  Refusal,
} from "./refusal"

/** One call as the editor sent it, below /api/gateway/github. */
export interface RepositoryCall {
  readonly method: string
  /** The path below the repository, starting with "/" ("/git/refs/heads/cms%2Fevents%2Fevents"). */
  readonly path: string
  /** The query, with its "?" (or ""). */
  readonly search: string
  readonly body: string | null
}

/** What Decap reads: every call here is a GET and changes nothing. */
const READS: readonly RegExp[] = [
  /^\/branches\/[^/]+$/,
  /^\/git\/trees\/.+$/,
  /^\/git\/(blobs|commits)\/[0-9a-f]{40}$/,
  /^\/git\/refs?\/heads\/.+$/,
  /^\/commits$/,
  /^\/commits\/[^/]+(\/status|\/statuses)?$/,
  /^\/compare\/[^/]+\.\.\.[^/]+$/,
  // A draft against the live branch, as Decap compares them before saving the draft again: its head
  // is "<owner>:cms/<collection>/<entry>", slashes and all (no ".." in it, as isDraftBranch reads a branch).
  /^\/compare\/[^/]+\.\.\.[\w.-]+:cms\/(?!.*\.\.)[\w.-]+(\/[\w.-]+)*$/,
  /^\/pulls$/,
  /^\/pulls\/\d+(\/commits)?$/,
]

// ---- Answers ------------------------------------------------------------------------------------

/** GitHub's own answer, passed on: its status, body and the headers Decap reads. */
async function passOn(response: Response): Promise<Response> {
  const headers = new Headers({ "Cache-Control": "no-store" })
  for (const name of ["Content-Type", "Link", "ETag"]) {
    const value = response.headers.get(name)
    if (value !== null) headers.set(name, value)
  }
  return new Response(response.status === 204 ? null : await response.arrayBuffer(), {
    status: response.status,
    headers,
  })
}

function parsedBody<T>(call: RepositoryCall): T {
  try {
    const value = JSON.parse(call.body ?? "") as unknown
    if (value === null || typeof value !== "object") throw new Error("not an object")
    return value as T
  } catch {
    throw new Refusal(400, BAD_REQUEST)
  }
}

/** A branch's name from a ref's path ("cms%2Fevents%2Fevents"), as Decap encodes it. */
function branchName(encoded: string): string {
  try {
    return decodeURIComponent(encoded)
  } catch {
    throw new Refusal(400, BAD_REQUEST)
  }
}

// ---- The rules, one per kind of write ----------------------------------------------------------

/**
 * A tree whose entries all lie under content/, as content: no link, submodule or program, and
 * content/ itself left a folder (the commit's check, when a branch moves to it, is the one that
 * counts: only it reads the base tree, to see a folder under content/ that an entry would replace).
 */
function checkTree(call: RepositoryCall): void {
  const { tree } = parsedBody<{ tree?: { path?: unknown; mode?: unknown; type?: unknown; sha?: unknown }[] }>(call)
  if (!Array.isArray(tree)) throw new Refusal(400, BAD_REQUEST)
  for (const { path, mode, type, sha } of tree) {
    const at = typeof path === "string" ? path : ""
    // GitHub removes what the path holds when sha is null; any other entry is what the path holds afterwards.
    const after = { path: at, mode: String(mode), type: String(type), sha: String(sha) }
    const reason = firstNotContent([sha === null ? { path: at } : { path: at, after }])
    if (reason) throw new Refusal(403, reason)
  }
}

/**
 * A commit as the gateway writes it: its message, tree and parents as the editor sent them, the
 * editor its author and the App its committer, now; nothing else the browser sent (no author, no
 * committer, no signature).
 */
async function commitAsEditor(call: RepositoryCall, context: CallContext): Promise<string> {
  const { message, tree, parents } = parsedBody<Record<string, unknown>>(call)
  const date = new Date().toISOString()
  const committer = await context.github.committer()
  return JSON.stringify({
    message,
    tree,
    parents,
    author: { name: context.editor.name, email: context.editor.email, date },
    committer: { ...committer, date },
  })
}

/** A ref's new commit, as a sha (GitHub's own check refuses anything else). */
function shaOf(body: { sha?: unknown }): string {
  if (typeof body.sha !== "string" || !/^[0-9a-f]{40}$/.test(body.sha)) throw new Refusal(400, BAD_REQUEST)
  return body.sha
}

/** The live branch moved to `commit`: by a publisher, forward only, by content only. */
async function liveBranchMove(context: CallContext, commit: string, force: unknown): Promise<string[]> {
  if (context.editor.role !== "publisher") {
    throw new Refusal(403, context.settings.reviewBeforePublishing ? PUBLISHERS_ONLY : NO_DRAFTS_HERE)
  }
  if (force === true) throw new Refusal(403, LIVE_BRANCH_FORWARD_ONLY)
  const compared = await compareWithLive(context.github, context.settings, commit)
  if (compared.status !== "ahead" && compared.status !== "identical") {
    throw new Refusal(403, LIVE_BRANCH_FORWARD_ONLY)
  }
  return contentOnly(await checkedChanges(context.github, compared, commit))
}

/** A write let through: logged, then GitHub's answer passed on. */
async function written(
  context: CallContext,
  what: string,
  response: Response,
  details: { paths?: readonly string[]; commit?: string } = {},
): Promise<Response> {
  if (response.ok) context.log({ who: context.editor.email, role: context.editor.role, what, ...details })
  return passOn(response)
}

/** Answers one call of the editor's, or refuses it (a Refusal) with nothing written. */
export async function answerRepositoryCall(call: RepositoryCall, context: CallContext): Promise<Response> {
  const { method, path } = call
  const { github, settings } = context
  // A read's query is passed on (Decap pages and filters with it); a write's never: the rules read
  // the body only, so what GitHub might take from a query (?force=true, ?base=…) goes unchecked.
  const forward = (body: string | null = call.body) =>
    github.call(method, method === "GET" ? path + call.search : path, body === null ? undefined : body)

  if (method === "GET" && READS.some((pattern) => pattern.test(path))) return passOn(await forward())

  if (method === "POST" && path === "/git/blobs") return written(context, "a file's contents", await forward())

  if (method === "POST" && path === "/git/trees") {
    checkTree(call)
    return written(context, "a folder listing", await forward())
  }

  if (method === "POST" && path === "/git/commits") {
    const response = await forward(await commitAsEditor(call, context))
    const commit = response.ok ? ((await response.clone().json()) as { sha?: string }).sha : undefined
    return written(context, "a commit", response, commit ? { commit } : {})
  }

  if (method === "POST" && path === "/git/refs") {
    const body = parsedBody<{ ref?: unknown; sha?: unknown }>(call)
    const branch = typeof body.ref === "string" ? body.ref.replace(/^refs\/heads\//, "") : ""
    if (body.ref !== `refs/heads/${branch}` || !isDraftBranch(branch)) throw new Refusal(403, DRAFTS_ONLY)
    const commit = shaOf(body)
    const paths = await draftChanges(context, commit)
    return written(context, `draft ${branch} created`, await forward(), { paths, commit })
  }

  const ref = /^\/git\/refs\/heads\/([^/]+)$/.exec(path)
  if (ref && method === "PATCH") {
    const branch = branchName(ref[1])
    const body = parsedBody<{ sha?: unknown; force?: unknown }>(call)
    const commit = shaOf(body)
    if (branch === settings.branch) {
      const paths = await liveBranchMove(context, commit, body.force)
      // Sent as a fast-forward whatever was asked: GitHub refuses anything else too.
      return written(
        context,
        `live branch ${branch} moved`,
        await forward(JSON.stringify({ sha: commit, force: false })),
        {
          paths,
          commit,
        },
      )
    }
    if (!isDraftBranch(branch)) throw new Refusal(403, DRAFTS_ONLY)
    const paths = await draftChanges(context, commit)
    const moved = await written(context, `draft ${branch} moved`, await forward(), { paths, commit })
    if (moved.ok) await unscheduleSaved(context, branch, commit)
    return moved
  }

  if (ref && method === "DELETE") {
    const branch = branchName(ref[1])
    if (branch === settings.branch) throw new Refusal(403, LIVE_BRANCH_KEPT)
    if (!isDraftBranch(branch)) throw new Refusal(403, DRAFTS_ONLY)
    return written(context, `draft ${branch} deleted`, await forward())
  }

  if (method === "POST" && path === "/pulls") {
    const body = parsedBody<{ head?: unknown; base?: unknown }>(call)
    const owner = settings.repository.split("/")[0]
    const head = typeof body.head === "string" ? body.head.replace(new RegExp(`^${owner}:`, "i"), "") : ""
    if (!isDraftBranch(head) || body.base !== settings.branch) throw new Refusal(403, NOT_A_DRAFT)
    return written(context, `draft ${head} proposed`, await forward())
  }

  const pull = /^\/pulls\/(\d+)$/.exec(path)
  if (pull && method === "PATCH") {
    const body = parsedBody<Record<string, unknown>>(call)
    const allowed = new Set(["state", "title", "body"])
    if (Object.keys(body).some((key) => !allowed.has(key))) throw new Refusal(403, notNeeded(method, path))
    await draftPullRequest(context, pull[1])
    const state = typeof body.state === "string" ? body.state : "edited"
    return written(context, `draft #${pull[1]} ${state}`, await forward())
  }

  const labels = /^\/issues\/(\d+)\/labels$/.exec(path)
  if (labels && (method === "PUT" || method === "POST")) {
    await draftPullRequest(context, labels[1])
    return written(context, `draft #${labels[1]} labelled`, await forward())
  }

  const merge = /^\/pulls\/(\d+)\/merge$/.exec(path)
  if (merge && method === "PUT") {
    if (context.editor.role !== "publisher") throw new Refusal(403, PUBLISHERS_ONLY)
    const draft = await draftPullRequest(context, merge[1])
    const published = await publishDraft(context, draft, parsedBody(call))
    context.log({
      who: context.editor.email,
      role: context.editor.role,
      what: `draft #${merge[1]} published`,
      paths: published.paths,
      commit: published.sha,
    })
    return Response.json(
      { sha: published.sha, merged: true, message: "Pull Request successfully merged" },
      { headers: { "Cache-Control": "no-store" } },
    )
  }

  throw new Refusal(403, notNeeded(method, path))
}
