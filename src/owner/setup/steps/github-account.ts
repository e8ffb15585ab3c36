/**
 * Step "Your GitHub account": the setup acts on GitHub as the owner, with a token the owner makes
 * for it and pastes (not shown, never kept): a fine-grained token for this one repository, allowed
 * to administer it. It must be one of the repository's admins'.
 */
import { githubRest } from "../../github-rest"
import type { CollaboratorPermission, FullRepository, PrivateUser } from "../../github-shapes"
import { done, heading, SetupStopped, type SetupContext, type SetupSession } from "../setup-context"

export async function githubAccountStep(context: SetupContext, session: SetupSession): Promise<void> {
  heading(context, "github")
  const { repository } = session.settings
  const [owner] = repository.split("/")
  context.prompts.say(
    [
      "  The setup acts on GitHub as you, with a token you make for it now and paste here (it is not shown, nor kept):",
      `  ${context.githubWeb}/settings/personal-access-tokens/new → Resource owner: ${owner}; Expiration: 7 days;`,
      `  Only select repositories: ${repository}; Repository permissions: Administration: Read and write${session.settings.reviewBeforePublishing ? "; Environments: Read and write (for scheduled publishing's key)" : ""}.`,
    ].join("\n"),
  )
  const rest = githubRest(context.githubApi, await context.prompts.secret("  The token"), context.fetch)
  const { login } = await rest.get<PrivateUser>("/user")
  const about = await rest.get<FullRepository>(`/repos/${repository}`)
  const role = await rest.get<CollaboratorPermission>(`/repos/${repository}/collaborators/${login}/permission`)
  if (role.permission !== "admin") {
    throw new SetupStopped(
      `${login} is not an admin of ${repository} (${role.role_name}): the setup needs an admin's token.`,
    )
  }
  session.github = {
    rest,
    login,
    ownerType: about.owner.type === "Organization" ? "Organization" : "User",
    defaultBranch: about.default_branch,
  }
  done(context, `Signed in as ${login}, an admin of ${repository}.`)
}
