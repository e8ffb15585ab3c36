/**
 * The repository as its owner administers it, for the tests of the owner's setup and the live
 * check: its people (each with a role on the repository, or none, and the address their public
 * profile shows), its rulesets, its issues, and the Apps GitHub's web page made from a manifest
 * (github-web-stand-in.ts) whose codes wait to be converted. What a test does to it stands for what
 * the owner would do in GitHub's pages: install the App, add a collaborator, change a ruleset.
 */
import { randomBytes } from "node:crypto"
import type { Ruleset } from "../../../../src/owner/github-shapes"
import type { Account } from "./accounts"
import type { RepositoryRole, StandInIssue, StandInPerson } from "./administration-state"
import type { Permissions } from "./app-auth"
import { ACTIONS_BOT } from "./callers"
import { openedSecret, sealSecret } from "./environment-secrets"
import type { AccountToken, StandInState } from "./context"

export type { AdministrationState, RepositoryRole, StandInIssue, StandInPerson } from "./administration-state"

/** The permissions GitHub gives a person's fine-grained token for this repository, by what it was made for. */
export const OWNER_TOKEN_PERMISSIONS: Permissions = { administration: "write", environments: "write", metadata: "read" }

/** What the owner does on GitHub's pages, and what the tests read back. */
export interface RepositoryOwnerSide {
  /** Adds a person, a collaborator when `role` is given; with `tokenPermissions`, a token of theirs (returned). */
  addPerson(person: {
    readonly login: string
    readonly role: RepositoryRole | null
    readonly email?: string | null
    readonly tokenPermissions?: Permissions
  }): string | undefined
  /** A token that acts as a workflow's GITHUB_TOKEN (github-actions[bot]) with these permissions. */
  addWorkflowToken(permissions: Permissions): string
  /** Sets a person's role (null takes them off the collaborators). */
  setRole(login: string, role: RepositoryRole | null): void
  /** Installs the App (or changes its installation): on the repositories named, or on every one of the account. */
  install(installation: { readonly repositories: readonly string[]; readonly selection: "selected" | "all" }): void
  uninstall(): void
  /** What GitHub's page does once the owner presses Create on a manifest: makes the App, and a code to convert (github-web-stand-in.ts). */
  createAppFromManifest(manifest: Readonly<Record<string, unknown>>): string
  /** Gives the App (and its installation) these permissions, metadata: read among them as GitHub always does. */
  setAppPermissions(permissions: Permissions): void
  readonly rulesets: Ruleset[]
  readonly issues: StandInIssue[]
  readonly people: readonly StandInPerson[]
  /** An environment's secret as a job reads it, opened with the environment's private key; undefined: not set. */
  environmentSecret(environment: string, name: string): string | undefined
  /** Sets an environment's secret, as the owner does on the environment's page. */
  setEnvironmentSecret(environment: string, name: string, value: string): void
  /** Deletes an environment's secret, as the owner does on the environment's page. */
  deleteEnvironmentSecret(environment: string, name: string): void
  /** The repositories the installation covers; none: not installed. */
  readonly installedRepositories: readonly string[]
}

let nextAccountId = 5_000

export function ownerSide(state: StandInState): RepositoryOwnerSide {
  const { administration } = state
  const newToken = (prefix: string) => `${prefix}_${randomBytes(20).toString("hex")}`
  const personOf = (login: string) => {
    const person = administration.people.find((candidate) => candidate.account.login === login)
    if (person === undefined) throw new Error(`the stand-in knows no person ${login}`)
    return person
  }
  return {
    addPerson({ login, role, email = null, tokenPermissions }) {
      const account: Account = { login, id: nextAccountId++, type: "User" }
      administration.people.push({ account, role, email })
      if (tokenPermissions === undefined) return undefined
      const token: AccountToken = { token: newToken("github_pat"), account, permissions: tokenPermissions }
      state.accountTokens.push(token)
      return token.token
    },
    addWorkflowToken(permissions) {
      const account: Account = { login: ACTIONS_BOT, id: 41898282, type: "Bot" }
      const token: AccountToken = { token: newToken("ghs"), account, permissions }
      state.accountTokens.push(token)
      return token.token
    },
    setRole(login, role) {
      personOf(login).role = role
    },
    install({ repositories, selection }) {
      state.installedRepositories = [...repositories]
      state.repositorySelection = selection
    },
    uninstall() {
      state.installedRepositories = []
    },
    createAppFromManifest(manifest) {
      const code = randomBytes(16).toString("hex")
      administration.pendingApps.set(code, { manifest, expiresAt: Date.now() + 60 * 60_000 })
      return code
    },
    setAppPermissions(permissions) {
      state.app = { ...state.app, permissions: { metadata: "read", ...permissions } }
    },
    environmentSecret(environment, name) {
      const held = administration.environments.get(environment)
      return held && openedSecret(held, name)
    },
    setEnvironmentSecret(environment, name, value) {
      const held = administration.environments.get(environment)
      if (!held) throw new Error(`the stand-in has no environment ${environment}`)
      sealSecret(held, name, value)
    },
    deleteEnvironmentSecret(environment, name) {
      administration.environments.get(environment)?.secrets.delete(name)
    },
    rulesets: administration.rulesets,
    issues: administration.issues,
    people: administration.people,
    get installedRepositories() {
      return state.installedRepositories
    },
  }
}
