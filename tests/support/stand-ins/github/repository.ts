/**
 * The stand-in's repository: a bare git repository with its initial commit, the GitHub App installed
 * on it, the tokens that reach it, and a developer's pushes straight into it.
 */
import { mkdtemp } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { Account } from "./accounts"
import { createApp, type Permissions } from "./app-auth"
import { newEnvironments } from "./environment-secrets"
import { newAdministration } from "./administration-state"
import { accountTokensOf } from "./callers"
import type { StandInState } from "./context"
import { GitRepository, type TreeMode } from "./git"
import { PullRequestStore } from "./pull-store"
import { editTree, type TreeEdit } from "./tree-edit"

/** The repository GitHub serves, the App installed on it, and the tokens that reach it. */
export interface RepositoryOptions {
  /** "owner/name". */
  readonly repository: string
  /** The default branch, which the initial commit starts. */
  readonly branch: string
  /** The initial commit's files, by path from the repository's root. */
  readonly files: ReadonlyMap<string, Buffer | string>
  /** What the App was granted; GitHub's five a content editor's gateway needs by default. */
  readonly appPermissions?: Permissions
  /** Other repositories of the owner the installation covers (names only: they hold nothing). */
  readonly otherInstalledRepositories?: readonly string[]
  /** False: the App is not installed yet, as before the owner's setup (administration.ts installs it). */
  readonly installed?: boolean
  /** How long an installation token lasts: GitHub's hour, unless a test wants tokens already near their end. */
  readonly tokenLifetimeSeconds?: number
  /** A workflow's GITHUB_TOKEN, which acts as github-actions[bot]: it reads, and posts commit statuses. */
  readonly workflowToken?: string
  /** People's own tokens, by token, with their login: each acts as its person, as a workflow's does. */
  readonly peopleTokens?: Readonly<Record<string, string>>
}

/** A file as a developer's push writes it: its content, null to delete it, or any tree entry (a symlink, a submodule). */
export type PushedFile = Buffer | string | null | { readonly mode: TreeMode; readonly sha: string }

export interface DeveloperPush {
  readonly branch: string
  readonly files: ReadonlyMap<string, PushedFile>
  readonly message?: string
  readonly author?: { readonly name: string; readonly email: string }
  /** The commit to build on: the branch's head by default; another is a force push, null a new root. */
  readonly parent?: string | null
}

const DEVELOPER = { name: "A Developer", email: "developer@example.com" }

/** The repository's part: its git, the App installed on it, and what it keeps. */
export interface RepositoryPart {
  readonly state: StandInState
  readonly folder: string
  /** A developer's push, written with git's own commands; the ref moves last. */
  readonly push: (push: DeveloperPush) => Promise<string>
}

export async function startRepository(options: RepositoryOptions, origin: string): Promise<RepositoryPart> {
  const folder = await mkdtemp(join(tmpdir(), "github-stand-in-"))
  const git = await GitRepository.create(join(folder, "repository.git"), folder, options.branch)
  const [ownerLogin, name] = options.repository.split("/")
  const app = createApp({ permissions: options.appPermissions })
  const owner: Account = { login: ownerLogin, id: 9919, type: "Organization" }
  const state: StandInState = {
    origin,
    owner,
    name,
    fullName: options.repository,
    repositoryId: 424242,
    defaultBranch: options.branch,
    git,
    app,
    bot: { login: app.botLogin, id: app.botUserId, type: "Bot" },
    installedRepositories: options.installed === false ? [] : [name, ...(options.otherInstalledRepositories ?? [])],
    repositorySelection: "selected",
    tokenLifetimeSeconds: options.tokenLifetimeSeconds ?? 60 * 60,
    issuedTokens: [],
    accountTokens: accountTokensOf(options.workflowToken, options.peopleTokens),
    statuses: [],
    pulls: new PullRequestStore(git),
    administration: newAdministration(await newEnvironments()),
  }

  async function push(push: DeveloperPush): Promise<string> {
    const current = await git.branchHead(push.branch)
    const parent = push.parent === undefined ? current : push.parent
    const edits: TreeEdit[] = []
    for (const [path, file] of push.files) {
      if (file === null) edits.push({ path, mode: "100644", sha: null })
      else if (typeof file === "string" || Buffer.isBuffer(file))
        edits.push({ path, mode: "100644", sha: await git.writeBlob(file) })
      else edits.push({ path, ...file })
    }
    const tree = await editTree(git, parent === null ? null : await git.resolve(parent, "tree"), edits)
    const date = new Date().toISOString()
    const identity = { ...(push.author ?? DEVELOPER), date }
    const sha = await git.writeCommit({
      tree,
      parents: parent === null ? [] : [parent],
      author: identity,
      committer: identity,
      message: push.message ?? "A developer's change",
    })
    if (!(await git.updateRef(`refs/heads/${push.branch}`, sha, current))) {
      throw new Error(`${push.branch} moved while the push was written`)
    }
    await state.pulls.followBranches(null)
    return sha
  }

  await push({ branch: options.branch, files: options.files, message: "Initial commit", parent: null })
  return { state, folder, push }
}
