/**
 * GitHub's REST API as Decap's github backend reads a repository with drafts (editorial workflow),
 * answered in the browser for https://api.github.com: the user, the repository's permissions, the
 * branch, trees and blobs of the files, the open pull request of a draft with Decap's label, and
 * the comparison that says which files the draft changed. A commit's combined status is fetched
 * from the stand-in of GitHub's statuses API (src/test-support/github-stand-in.ts), where the
 * pipeline's own script posted it. Anything else answers 404, and is recorded.
 */
import { createHash } from "node:crypto"
import type { BrowserContext } from "@playwright/test"

export interface Draft {
  /** Decap's branch for the entry: cms/<collection>/<slug>. */
  readonly branch: string
  readonly pullRequest: number
  /** The files the draft changes, by path, with their new contents. */
  readonly changes: ReadonlyMap<string, Buffer>
}

export interface RepositoryOptions {
  /** owner/name */
  readonly repository: string
  readonly branch: string
  /** The branch's files, by path from the repository's root. */
  readonly files: ReadonlyMap<string, Buffer>
  readonly draft: Draft
  /** The stand-in that holds commit statuses. */
  readonly statusesOrigin: string
}

const shaOf = (contents: Buffer | string) => createHash("sha1").update(contents).digest("hex")

/** The commit a set of files is at: a hash of their paths and texts. */
function commitOf(files: ReadonlyMap<string, Buffer>): string {
  return shaOf([...files].map(([file, text]) => `${file}\n${shaOf(text)}`).join("\n"))
}

/** Starts answering; resolves with the draft's head commit and the addresses nothing answered. */
export async function routeGitHubRepository(
  context: BrowserContext,
  options: RepositoryOptions,
): Promise<{ draftSha: string; unanswered: string[] }> {
  const main = options.files
  const draftFiles = new Map([...main, ...options.draft.changes])
  const branches = new Map([
    [options.branch, { sha: commitOf(main), files: main }],
    [options.draft.branch, { sha: commitOf(draftFiles), files: draftFiles }],
  ])
  const bySha = new Map([...branches.values()].map((branch) => [branch.sha, branch]))
  const blobs = new Map([...main.values(), ...draftFiles.values()].map((text) => [shaOf(text), text]))
  const repo = `/repos/${options.repository}`
  const owner = options.repository.split("/")[0]
  const unanswered: string[] = []
  const editor = { login: "editor", name: "An Editor", avatar_url: "" }
  const draftSha = branches.get(options.draft.branch)!.sha
  const pullRequest = {
    number: options.draft.pullRequest,
    state: "open",
    updated_at: "2026-11-25T10:00:00Z",
    user: { login: editor.login },
    labels: [{ name: "decap-cms/draft" }],
    head: {
      ref: options.draft.branch,
      sha: draftSha,
      label: `${owner}:${options.draft.branch}`,
      repo: { fork: false },
    },
    base: { ref: options.branch, sha: branches.get(options.branch)!.sha },
  }

  /** The entries of a folder of a branch (its files and its subfolders), as GitHub's tree. */
  const treeOf = (files: ReadonlyMap<string, Buffer>, folder: string) => {
    const prefix = folder === "" ? "" : `${folder}/`
    const entries = new Map<string, { path: string; type: string; sha: string; mode: string }>()
    for (const [file, text] of files) {
      if (!file.startsWith(prefix)) continue
      const [first, ...rest] = file.slice(prefix.length).split("/")
      entries.set(
        first,
        rest.length === 0
          ? { path: first, type: "blob", sha: shaOf(text), mode: "100644" }
          : { path: first, type: "tree", sha: shaOf(`${prefix}${first}`), mode: "040000" },
      )
    }
    return entries.size > 0 ? { sha: shaOf(folder), tree: [...entries.values()], truncated: false } : undefined
  }

  await context.route("https://api.github.com/**", async (route) => {
    const url = new URL(route.request().url())
    const path = decodeURIComponent(url.pathname)
    const answer = (json: unknown) => route.fulfill({ json })
    if (path === "/user") return answer(editor)
    if (path === `/users/${editor.login}`) return answer(editor)
    if (path === repo) {
      return answer({
        full_name: options.repository,
        owner: { login: owner },
        permissions: { pull: true, push: true, admin: false },
      })
    }
    const branch = /^\/repos\/[^/]+\/[^/]+\/branches\/(.+)$/.exec(path)
    if (branch && branches.has(branch[1])) {
      return answer({ name: branch[1], commit: { sha: branches.get(branch[1])!.sha } })
    }
    const tree = /^\/repos\/[^/]+\/[^/]+\/git\/trees\/([^:]+):(.*)$/.exec(path)
    if (tree) {
      const files = branches.get(tree[1])?.files ?? bySha.get(tree[1])?.files
      const found = files && treeOf(files, tree[2])
      if (found) return answer(found)
    }
    const blob = /^\/repos\/[^/]+\/[^/]+\/git\/blobs\/([0-9a-f]{40})$/.exec(path)
    if (blob && blobs.has(blob[1])) {
      return answer({ sha: blob[1], encoding: "base64", content: blobs.get(blob[1])!.toString("base64") })
    }
    if (path === `${repo}/commits` && url.searchParams.get("path")) {
      return answer([
        {
          sha: branches.get(options.branch)!.sha,
          commit: { author: { name: editor.name, date: pullRequest.updated_at } },
          author: editor,
        },
      ])
    }
    if (path === `${repo}/pulls`) {
      const head = url.searchParams.get("head")
      const matches = !head || head === pullRequest.head.label || head === options.draft.branch
      return answer(matches ? [pullRequest] : [])
    }
    if (path === `${repo}/pulls/${pullRequest.number}/commits`) return answer([{ sha: draftSha }])
    if (path === `${repo}/compare/${options.branch}...${draftSha}`) {
      return answer({
        files: [...options.draft.changes].map(([filename, text]) => ({
          filename,
          status: main.has(filename) ? "modified" : "added",
          sha: shaOf(text),
          patch: "@@ changed @@",
        })),
      })
    }
    if (path === "/search/issues") return answer({ total_count: 0, items: [] })
    if (/^\/repos\/[^/]+\/[^/]+\/commits\/[0-9a-f]{40}\/status$/.test(path)) {
      const response = await fetch(`${options.statusesOrigin}${url.pathname}`)
      return route.fulfill({ status: response.status, json: (await response.json()) as unknown })
    }
    unanswered.push(`${route.request().method()} ${path}${url.search}`)
    return route.fulfill({ status: 404, json: { message: "Not Found" } })
  })
  return { draftSha, unanswered }
}
