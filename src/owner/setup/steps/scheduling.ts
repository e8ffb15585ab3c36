/**
 * Step "Scheduled publishing's key": with drafts on, the scheduled job publishes scheduled drafts as
 * the App (.github/workflows/scheduled.yml), so GitHub's `production` environment must hold the
 * App's id and key too. Right after GitHub made the App, this run holds its key and seals both
 * straight into the environment; later, GitHub shows an App's key no more, so the owner generates
 * another on the App's page and names the file GitHub downloads. The setup asks GitHub, as the App,
 * that the key is the App's before it is sealed.
 */
import { readFileSync } from "node:fs"
import { appCall } from "../../../editor-gateway/github"
import { pkcs8Pem } from "../../../editor-gateway/private-key"
import { environmentSecretNames, putEnvironmentSecrets } from "../../environment-secrets"
import { PRODUCTION_ENVIRONMENT, SCHEDULED_JOB_SECRETS, SCHEDULED_JOB_SECRET_NAMES } from "../../scheduled-job-secrets"
import { GitHubCallError } from "../../github-rest"
import { alreadyDone, done, heading, SetupStopped, type SetupContext, type SetupSession } from "../setup-context"

/** The App's page, where another private key is generated. */
function appPage(context: SetupContext, session: SetupSession, slug: string): string {
  const [owner] = session.settings.repository.split("/")
  return session.github?.ownerType === "Organization"
    ? `${context.githubWeb}/organizations/${owner}/settings/apps/${slug}`
    : `${context.githubWeb}/settings/apps/${slug}`
}

/** A key of the App the owner generated, read from the file GitHub downloaded, once GitHub says it is the App's. */
async function generatedKey(context: SetupContext, session: SetupSession, app: { id: number; slug: string }) {
  context.prompts.say(
    [
      "  GitHub shows an App's key only when it makes it. Make another for the scheduled job (the host's keeps working):",
      `  ${appPage(context, session, app.slug)} → Private keys → Generate a private key.`,
    ].join("\n"),
  )
  const file = await context.prompts.ask("  The path of the .pem file GitHub downloaded")
  let pem: string
  try {
    pem = readFileSync(file.trim(), "utf8")
  } catch {
    throw new SetupStopped(`No file can be read at ${file}: give the path of the .pem file GitHub downloaded.`)
  }
  const asApp = appCall(
    { githubApi: context.githubApi, app: { id: String(app.id), privateKey: pkcs8Pem(pem) } },
    context.fetch,
  )
  const answer = await asApp("/app").catch(() => null)
  const id = answer?.ok ? ((await answer.json()) as { id?: number }).id : undefined
  if (id !== app.id) {
    throw new SetupStopped(`GitHub did not take ${file} as a key of the App ${app.slug}: generate one on its page.`)
  }
  context.prompts.say(`  Delete ${file} once the setup is done: GitHub's environment keeps the key.`)
  return pem
}

export async function schedulingStep(context: SetupContext, session: SetupSession): Promise<void> {
  heading(context, "scheduling")
  const { github, state, settings } = session
  if (!settings.reviewBeforePublishing) {
    context.prompts.say(
      "  Not needed: drafts are off (reviewBeforePublishing: false), so nothing is scheduled. Run the setup again after turning them on.",
    )
    return
  }
  if (!github || !state.app) throw new SetupStopped("Your GitHub account and the App must be known first.")
  const { repository } = settings
  let held: Set<string>
  try {
    held = await environmentSecretNames(github.rest, repository, PRODUCTION_ENVIRONMENT)
  } catch (error) {
    if (!(error instanceof GitHubCallError && error.status === 404)) throw error
    throw new SetupStopped(
      `${repository} has no environment ${PRODUCTION_ENVIRONMENT}, or the token lacks Environments: Read and write (docs/deploying/README.md, "What the owner sets once").`,
    )
  }
  if (SCHEDULED_JOB_SECRET_NAMES.every((name) => held.has(name))) {
    alreadyDone(
      context,
      `GitHub's ${PRODUCTION_ENVIRONMENT} environment holds ${SCHEDULED_JOB_SECRET_NAMES.join(" and ")}.`,
    )
    return
  }
  const pem = session.appKey?.pem ?? (await generatedKey(context, session, state.app))
  await putEnvironmentSecrets(github.rest, repository, PRODUCTION_ENVIRONMENT, {
    [SCHEDULED_JOB_SECRETS.appId]: String(state.app.id),
    [SCHEDULED_JOB_SECRETS.appPrivateKey]: pem,
  })
  done(
    context,
    `GitHub's ${PRODUCTION_ENVIRONMENT} environment holds ${SCHEDULED_JOB_SECRET_NAMES.join(" and ")}, sealed for GitHub Actions: the scheduled job can publish.`,
  )
}
