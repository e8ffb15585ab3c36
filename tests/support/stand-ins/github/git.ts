/**
 * A bare git repository driven by the git CLI's plumbing, for the GitHub stand-in: every object
 * and ref the stand-in answers about is git's own, so what a test reads back with git is what the
 * API wrote. Each command runs with an explicit environment (no system or user configuration, HOME
 * in the stand-in's temp folder), so nothing of the machine's git setup changes an object id.
 */
import { spawn } from "node:child_process"

export type ObjectType = "blob" | "tree" | "commit"

/** The modes a tree entry can have, with the type of object each names (git's and GitHub's list). */
export const TREE_MODES = {
  "100644": "blob",
  "100755": "blob",
  "120000": "blob",
  "040000": "tree",
  "160000": "commit",
} as const satisfies Record<string, ObjectType>
export type TreeMode = keyof typeof TREE_MODES

export const isTreeMode = (mode: string): mode is TreeMode => Object.hasOwn(TREE_MODES, mode)

/** git's empty tree, which every repository knows without storing it. */
export const EMPTY_TREE = "4b825dc642cb6eb9a060e54bf8d69288fbee4904"

const SHA = /^[0-9a-f]{40}$/
export const isSha = (value: string): boolean => SHA.test(value)

export interface TreeEntry {
  /** The entry's name, or its path from the listed tree when listed recursively. */
  readonly path: string
  readonly mode: TreeMode
  readonly type: ObjectType
  readonly sha: string
  /** Blobs only. */
  readonly size?: number
}

/** A person or bot as a commit names them; `date` is ISO 8601. */
export interface GitIdentity {
  readonly name: string
  readonly email: string
  readonly date: string
}

export interface GitCommit {
  readonly sha: string
  readonly tree: string
  readonly parents: readonly string[]
  readonly author: GitIdentity
  readonly committer: GitIdentity
  readonly message: string
}

/** One changed path between two trees, as `git diff-tree --raw` reports it. */
export interface TreeChange {
  /** git's letter: A(dded), D(eleted), M(odified), R(enamed), C(opied), T(ype changed). */
  readonly status: "A" | "D" | "M" | "R" | "C" | "T"
  readonly path: string
  /** For renames and copies, the path it came from. */
  readonly previousPath?: string
  readonly oldSha: string
  readonly newSha: string
}

export class GitCommandFailed extends Error {
  constructor(
    readonly args: readonly string[],
    readonly code: number | null,
    readonly stderr: string,
  ) {
    super(`git ${args.join(" ")} exited with ${code}: ${stderr.trim()}`)
  }
}

interface RunOptions {
  readonly input?: Buffer | string
  readonly env?: Readonly<Record<string, string>>
  /** Exit codes that are answers rather than failures (merge-base's 1, "no"). */
  readonly answers?: readonly number[]
}

interface RunResult {
  readonly code: number
  readonly stdout: Buffer
}

/** "@<seconds> <±hhmm>", git's own date format, from an ISO 8601 date (its offset kept). */
export function gitDate(iso: string): string {
  const time = Date.parse(iso)
  if (Number.isNaN(time)) throw new RangeError(`Not an ISO 8601 date: ${iso}`)
  const offset = /([+-])(\d\d):?(\d\d)$/.exec(iso)
  return `@${Math.floor(time / 1000)} ${offset ? `${offset[1]}${offset[2]}${offset[3]}` : "+0000"}`
}

/** ISO 8601 in UTC without milliseconds, as GitHub writes a commit's dates. */
export function isoDate(seconds: number): string {
  return new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, "Z")
}

function parseIdentity(line: string): GitIdentity {
  const match = /^(.*) <(.*)> (\d+) [+-]\d{4}$/.exec(line)
  if (!match) throw new Error(`Unreadable identity: ${line}`)
  return { name: match[1], email: match[2], date: isoDate(Number(match[3])) }
}

/** A commit object's text (`git cat-file commit`), read as its headers and message. */
function parseCommit(sha: string, text: string): GitCommit {
  const end = text.indexOf("\n\n")
  const headers = (end === -1 ? text : text.slice(0, end)).split("\n")
  const message = end === -1 ? "" : text.slice(end + 2)
  const value = (name: string) =>
    headers.filter((line) => line.startsWith(`${name} `)).map((line) => line.slice(name.length + 1))
  return {
    sha,
    tree: value("tree")[0],
    parents: value("parent"),
    author: parseIdentity(value("author")[0]),
    committer: parseIdentity(value("committer")[0]),
    message,
  }
}

/** `git ls-tree -z --long` output, one entry per NUL-terminated record. */
function parseTreeListing(output: string): TreeEntry[] {
  return output
    .split("\0")
    .filter((record) => record !== "")
    .map((record) => {
      const match = /^(\d{6}) (\w+) ([0-9a-f]{40}) +(-|\d+)\t([^]*)$/.exec(record)
      if (!match || !isTreeMode(match[1])) throw new Error(`Unreadable tree entry: ${record}`)
      const mode = match[1]
      return {
        path: match[5],
        mode,
        type: TREE_MODES[mode],
        sha: match[3],
        ...(match[4] === "-" ? {} : { size: Number(match[4]) }),
      }
    })
}

/** `git diff-tree -r -z --raw` output: ":modes shas status\0path\0[path\0]" per change. */
function parseRawDiff(output: string): TreeChange[] {
  const fields = output.split("\0")
  const changes: TreeChange[] = []
  for (let i = 0; i < fields.length - 1;) {
    const [, , oldSha, newSha, score] = fields[i].slice(1).split(" ")
    const status = score[0] as TreeChange["status"]
    if (status === "R" || status === "C") {
      changes.push({ status, previousPath: fields[i + 1], path: fields[i + 2], oldSha, newSha })
      i += 3
    } else {
      changes.push({ status, path: fields[i + 1], oldSha, newSha })
      i += 2
    }
  }
  return changes
}

export class GitRepository {
  private constructor(
    readonly gitDir: string,
    private readonly home: string,
  ) {}

  /** A new bare repository at gitDir whose HEAD names `branch`; `home` is the commands' HOME. */
  static async create(gitDir: string, home: string, branch: string): Promise<GitRepository> {
    const repository = new GitRepository(gitDir, home)
    await repository.run(["init", "--quiet", "--bare", gitDir], { env: { GIT_DIR: "" } })
    await repository.run(["symbolic-ref", "HEAD", `refs/heads/${branch}`])
    return repository
  }

  private environment(extra: Readonly<Record<string, string>>): NodeJS.ProcessEnv {
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? "/usr/local/bin:/usr/bin:/bin",
      HOME: this.home,
      GIT_DIR: this.gitDir,
      GIT_CONFIG_NOSYSTEM: "1",
      GIT_TERMINAL_PROMPT: "0",
      LC_ALL: "C",
      ...extra,
    }
    // An empty value means "leave it out" (git init must find no GIT_DIR).
    return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""))
  }

  private run(args: readonly string[], options: RunOptions = {}): Promise<RunResult> {
    return new Promise((resolve, reject) => {
      const child = spawn("git", args, { env: this.environment(options.env ?? {}) })
      const stdout: Buffer[] = []
      const stderr: Buffer[] = []
      child.stdout.on("data", (chunk: Buffer) => stdout.push(chunk))
      child.stderr.on("data", (chunk: Buffer) => stderr.push(chunk))
      child.on("error", reject)
      child.on("close", (code) => {
        if (code === 0 || (code !== null && options.answers?.includes(code))) {
          resolve({ code, stdout: Buffer.concat(stdout) })
        } else {
          reject(new GitCommandFailed(args, code, Buffer.concat(stderr).toString()))
        }
      })
      child.stdin.on("error", () => undefined)
      child.stdin.end(options.input ?? "")
    })
  }

  private async text(args: readonly string[], options: RunOptions = {}): Promise<string> {
    return (await this.run(args, options)).stdout.toString().trim()
  }

  async writeBlob(content: Buffer | string): Promise<string> {
    return this.text(["hash-object", "-w", "--stdin"], { input: content })
  }

  /** The type of the object, or null when the repository has none of that id. */
  async objectType(sha: string): Promise<ObjectType | null> {
    if (!isSha(sha)) return null
    const result = await this.run(["cat-file", "-t", sha], { answers: [128] })
    const type = result.stdout.toString().trim()
    return type === "blob" || type === "tree" || type === "commit" ? type : null
  }

  async readBlob(sha: string): Promise<Buffer> {
    return (await this.run(["cat-file", "blob", sha])).stdout
  }

  /**
   * The object a revision names, peeled to `type` (a branch, a sha, `branch:path`…), or null.
   * A revision never starts with "-", so no argument can be read as an option.
   */
  async resolve(revision: string, type: "commit" | "tree" | "blob"): Promise<string | null> {
    if (revision === "" || revision.startsWith("-")) return null
    // After "rev:" all is a path, where "^{tree}" would be read as part of the name: such an
    // object is looked up as it is, and must be of the type asked.
    const isPath = revision.includes(":")
    const result = await this.run(
      ["rev-parse", "--verify", "--quiet", "--end-of-options", isPath ? revision : `${revision}^{${type}}`],
      { answers: [1, 128] },
    )
    const sha = result.stdout.toString().trim()
    if (result.code !== 0 || !isSha(sha)) return null
    return !isPath || (await this.objectType(sha)) === type ? sha : null
  }

  /** A branch's head commit, or null when there is no such branch. */
  async branchHead(branch: string): Promise<string | null> {
    return this.resolve(`refs/heads/${branch}`, "commit")
  }

  /** The entries of a tree (recursively: every blob, submodule and subtree below it, by path). */
  async listTree(tree: string, recursive = false): Promise<TreeEntry[]> {
    const args = ["ls-tree", "-z", "--long", ...(recursive ? ["-r", "-t"] : []), tree]
    return parseTreeListing((await this.run(args)).stdout.toString())
  }

  /** Writes a tree of the given entries (names, not paths); git sorts them and checks blobs and trees exist. */
  async writeTree(entries: readonly Omit<TreeEntry, "size">[]): Promise<string> {
    const input = entries.map((entry) => `${entry.mode} ${entry.type} ${entry.sha}\t${entry.path}\0`).join("")
    return this.text(["mktree", "-z"], { input })
  }

  async writeCommit(commit: Omit<GitCommit, "sha">): Promise<string> {
    const args = ["commit-tree", commit.tree, ...commit.parents.flatMap((parent) => ["-p", parent])]
    const env = {
      GIT_AUTHOR_NAME: commit.author.name,
      GIT_AUTHOR_EMAIL: commit.author.email,
      GIT_AUTHOR_DATE: gitDate(commit.author.date),
      GIT_COMMITTER_NAME: commit.committer.name,
      GIT_COMMITTER_EMAIL: commit.committer.email,
      GIT_COMMITTER_DATE: gitDate(commit.committer.date),
    }
    return this.text(args, { input: commit.message, env })
  }

  async readCommit(sha: string): Promise<GitCommit> {
    return parseCommit(sha, (await this.run(["cat-file", "commit", sha])).stdout.toString())
  }

  /** Many commits in one process (`git cat-file --batch`), in the order asked. */
  async readCommits(shas: readonly string[]): Promise<GitCommit[]> {
    if (shas.length === 0) return []
    const output = (await this.run(["cat-file", "--batch"], { input: shas.map((sha) => `${sha}\n`).join("") })).stdout
    const commits: GitCommit[] = []
    let offset = 0
    for (const sha of shas) {
      const headerEnd = output.indexOf("\n", offset)
      const size = Number(output.subarray(offset, headerEnd).toString().split(" ")[2])
      commits.push(parseCommit(sha, output.subarray(headerEnd + 1, headerEnd + 1 + size).toString()))
      offset = headerEnd + 1 + size + 1
    }
    return commits
  }

  /**
   * Points `ref` at `sha` only if it still points at `expected` (null: only if it does not exist),
   * as one atomic compare-and-swap; false when the ref had moved.
   */
  async updateRef(ref: string, sha: string, expected: string | null): Promise<boolean> {
    const result = await this.run(["update-ref", ref, sha, expected ?? ""], { answers: [128] })
    return result.code === 0
  }

  async deleteRef(ref: string, expected: string): Promise<boolean> {
    const result = await this.run(["update-ref", "-d", ref, expected], { answers: [128] })
    return result.code === 0
  }

  /** Every ref under `prefix` ("refs/heads/"), with the object it points at. */
  async listRefs(prefix = "refs/"): Promise<Map<string, string>> {
    const output = await this.text(["for-each-ref", "--format=%(objectname) %(refname)", prefix])
    return new Map(
      output
        .split("\n")
        .filter((line) => line !== "")
        .map((line) => [line.slice(41), line.slice(0, 40)]),
    )
  }

  async isValidRefName(ref: string): Promise<boolean> {
    return (await this.run(["check-ref-format", ref], { answers: [1] })).code === 0
  }

  async mergeBase(a: string, b: string): Promise<string | null> {
    const result = await this.run(["merge-base", a, b], { answers: [1] })
    return result.code === 0 ? result.stdout.toString().trim() : null
  }

  async isAncestor(ancestor: string, descendant: string): Promise<boolean> {
    return (await this.run(["merge-base", "--is-ancestor", ancestor, descendant], { answers: [1] })).code === 0
  }

  /** The commits reachable from `head` and not from `base`, oldest first (a three-dot compare's list). */
  async commitsBetween(base: string, head: string): Promise<string[]> {
    const output = await this.text(["rev-list", "--reverse", "--topo-order", head, `^${base}`])
    return output === "" ? [] : output.split("\n")
  }

  /** The commits from `head` back that touched `path` (all of them without one), newest first. */
  async history(head: string, path?: string): Promise<string[]> {
    const output = await this.text(["rev-list", head, ...(path ? ["--", path] : [])])
    return output === "" ? [] : output.split("\n")
  }

  /** What changed from tree-ish `from` to `to`, renames found as git finds them (-M). */
  async diff(from: string, to: string): Promise<TreeChange[]> {
    const output = await this.run(["diff-tree", "-r", "-z", "-M", "--raw", "--no-abbrev", from, to])
    return parseRawDiff(output.stdout.toString())
  }

  /** Lines added and deleted from one tree-ish to another (`git diff-tree --shortstat`). */
  async lineCounts(from: string, to: string): Promise<{ additions: number; deletions: number }> {
    const summary = await this.text(["diff-tree", "-r", "-M", "--shortstat", from, to])
    const count = (word: string) => Number(new RegExp(`(\\d+) ${word}`).exec(summary)?.[1] ?? 0)
    return { additions: count("insertion"), deletions: count("deletion") }
  }

  /** The unified diff of some paths between two tree-ishes, or "" when git sees only binary changes. */
  async patch(from: string, to: string, paths: readonly string[]): Promise<string> {
    const output = await this.run(["diff-tree", "-p", "-M", "--no-color", from, to, "--", ...paths])
    return output.stdout.toString()
  }

  /**
   * The tree of a three-way merge of two commits (`git merge-tree --write-tree`, git 2.38 or later),
   * or null when they conflict.
   */
  async mergeTrees(ours: string, theirs: string): Promise<string | null> {
    const result = await this.run(["merge-tree", "--write-tree", "--no-messages", ours, theirs], { answers: [1] })
    return result.code === 0 ? result.stdout.toString().split("\n")[0] : null
  }

  /** The content of the file at `path` in `revision`, or null when there is none. */
  async readFile(revision: string, path: string): Promise<Buffer | null> {
    const blob = await this.resolve(`${revision}:${path}`, "blob")
    return blob === null ? null : this.readBlob(blob)
  }
}
