/**
 * Who can write to the repository besides the pipeline and the App: with editors signing in
 * through the gateway, only admins hold Write or more (a developer proposes changes by pull
 * request from a fork), and no editor is a collaborator at all. An editor is told from a
 * collaborator by the address on their public GitHub profile, as the owner's list of editors
 * admits it (a person's address, or their domain).
 */
import { roleOf } from "../editor-gateway/editors"
import type { EditorEntry } from "../editor-gateway/settings"
import type { Collaborator } from "./github-shapes"

export interface RepositoryPerson {
  readonly login: string
  /** GitHub's name of their role: admin, maintain, write, triage, read (or a custom role's name). */
  readonly role: string
  /** Whether the role lets them push. */
  readonly writes: boolean
  readonly admin: boolean
  /** The address on their public profile, if they show one. */
  readonly address: string | null
  /** Whether the owner's list of editors admits that address. */
  readonly editor: boolean
}

/** Each collaborator with their role and, from their public address, whether they are an editor. */
export function repositoryPeople(
  collaborators: readonly Collaborator[],
  publicAddresses: ReadonlyMap<string, string | null>,
  editors: readonly EditorEntry[],
): RepositoryPerson[] {
  return collaborators.map((collaborator) => {
    const address = publicAddresses.get(collaborator.login) ?? null
    return {
      login: collaborator.login,
      role: collaborator.role_name,
      writes: collaborator.permissions?.push === true,
      admin: collaborator.permissions?.admin === true,
      address,
      editor: address !== null && roleOf(address, editors) !== undefined,
    }
  })
}

/** A person as the owner reads them: "ana (write, ana@board.example)". */
export const personInWords = (person: RepositoryPerson): string =>
  `${person.login} (${[person.role, person.address].filter(Boolean).join(", ")})`
