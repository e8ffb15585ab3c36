/**
 * What GitHub keeps of a repository as its owner administers it (administration.ts changes it as the
 * owner would): its people, rulesets, issues, environments, and the Apps made from a manifest waiting for their code.
 */
import type { Issue, Ruleset } from "../../../../src/owner/github-shapes"
import type { Account, userJson } from "./accounts"

/** A person's role on the repository, as GitHub names the five built-in ones. */
export type RepositoryRole = "admin" | "maintain" | "write" | "triage" | "read"

export interface StandInPerson {
  readonly account: Account
  /** Their role on the repository; null: not a collaborator. */
  role: RepositoryRole | null
  /** The address on their public profile, or null when they show none. */
  readonly email: string | null
}

/** An App made from a manifest on GitHub's page, waiting for its code to be converted (an hour, once). */
export interface PendingApp {
  readonly manifest: Readonly<Record<string, unknown>>
  readonly expiresAt: number
}

/** An issue, with the fields the weekly check reads and writes, as GitHub answers them. */
export type StandInIssue = Pick<
  Issue,
  | "id"
  | "number"
  | "title"
  | "body"
  | "state"
  | "html_url"
  | "url"
  | "created_at"
  | "updated_at"
  | "closed_at"
  | "comments"
> & { readonly user: ReturnType<typeof userJson> }

/** A secret as GitHub keeps it: sealed to its environment's public key, never given back. */
interface SealedSecret {
  readonly encryptedValue: string
  readonly keyId: string
  readonly createdAt: string
  updatedAt: string
}

/** An environment: its public key (and the private half GitHub Actions opens secrets with), and its secrets by name. */
export interface StandInEnvironment {
  readonly keyId: string
  readonly publicKey: Uint8Array
  readonly privateKey: Uint8Array
  readonly secrets: Map<string, SealedSecret>
}

export interface AdministrationState {
  readonly people: StandInPerson[]
  readonly rulesets: Ruleset[]
  readonly issues: StandInIssue[]
  readonly pendingApps: Map<string, PendingApp>
  /** Its environments, by name, with their secrets. */
  readonly environments: Map<string, StandInEnvironment>
}

export function newAdministration(environments: Map<string, StandInEnvironment>): AdministrationState {
  return { people: [], rulesets: [], issues: [], pendingApps: new Map(), environments }
}
