/**
 * What the owner's setup and the live check read of the repository, with an admin's token: every
 * ruleset that applies to it (its own and its organisation's), each as "Get a repository ruleset"
 * gives it, and its people, each with the address their public profile shows.
 */
import type { EditorEntry } from "../editor-gateway/settings"
import type { GitHubRest } from "./github-rest"
import type { Collaborator, PublicUser, Ruleset } from "./github-shapes"
import { repositoryPeople, type RepositoryPerson } from "./write-holders"

export async function rulesetsOf(github: GitHubRest, repository: string): Promise<Ruleset[]> {
  const listed = await github.getAll<Ruleset>(`/repos/${repository}/rulesets?includes_parents=true`)
  return Promise.all(listed.map((ruleset) => github.get<Ruleset>(`/repos/${repository}/rulesets/${ruleset.id}`)))
}

export async function peopleOf(
  github: GitHubRest,
  repository: string,
  editors: readonly EditorEntry[],
): Promise<RepositoryPerson[]> {
  const collaborators = await github.getAll<Collaborator>(`/repos/${repository}/collaborators?affiliation=all`)
  const addresses = new Map(
    await Promise.all(
      collaborators.map(
        async (collaborator) =>
          [collaborator.login, (await github.get<PublicUser>(`/users/${collaborator.login}`)).email ?? null] as const,
      ),
    ),
  )
  return repositoryPeople(collaborators, addresses, editors)
}
