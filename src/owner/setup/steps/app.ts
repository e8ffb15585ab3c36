/**
 * Steps "The GitHub App" and "The App's installation": GitHub creates the App from its manifest
 * (app-manifest.ts) once the owner presses Create on GitHub's page, opened from a page on the owner's
 * computer (manifest-page.ts); the setup converts GitHub's code into the App's id and key and puts
 * both straight into Production with the host's tool, so the key is never in a file. The owner then
 * installs it on this repository only; while this run holds the key, the setup asks GitHub as the
 * App whether the installation is right.
 */
import { API_HEADERS, appCall } from "../../../editor-gateway/github"
import { appStatus } from "../../../editor-gateway/owner-status"
import { pkcs8Pem } from "../../../editor-gateway/private-key"
import { appManifest } from "../../app-manifest"
import type { ManifestConversion } from "../../github-shapes"
import { putSecret } from "../../host-tool"
import { appLines } from "../../live-check/check-gateway"
import { writeSetupState } from "../../setup-state"
import { openManifestPage } from "../manifest-page"
import { alreadyDone, done, heading, SetupStopped, type SetupContext, type SetupSession } from "../setup-context"

/** GitHub's page for a new App of the repository's owner: an organisation's, or a person's own. */
function newAppPage(context: SetupContext, session: SetupSession): string {
  const [owner] = session.settings.repository.split("/")
  return session.github?.ownerType === "Organization"
    ? `${context.githubWeb}/organizations/${owner}/settings/apps/new`
    : `${context.githubWeb}/settings/apps/new`
}

/** Has GitHub create the App, and converts its code: the App's id, name and key. */
async function createApp(context: SetupContext, session: SetupSession): Promise<ManifestConversion> {
  const page = await openManifestPage({
    formAction: newAppPage(context, session),
    manifestFor: (redirectUrl) =>
      appManifest({ repository: session.settings.repository, siteUrl: session.settings.siteUrl, redirectUrl }),
  })
  try {
    context.prompts.say(
      `  Open ${page.address} in your browser and press "Create it on GitHub"; on GitHub, press Create. The setup waits here.`,
    )
    await context.open(page.address)
    const code = await page.code
    const answer = await context.fetch(`${context.githubApi}/app-manifests/${encodeURIComponent(code)}/conversions`, {
      method: "POST",
      headers: API_HEADERS,
    })
    if (answer.status !== 201)
      throw new SetupStopped(`GitHub did not convert the App's code (${answer.status}): run the setup again.`)
    return (await answer.json()) as ManifestConversion
  } finally {
    await page.close()
  }
}

export async function appStep(context: SetupContext, session: SetupSession): Promise<void> {
  heading(context, "app")
  const { prompts } = context
  const keyHeld = session.production.has("GITHUB_APP_ID") && session.production.has("GITHUB_APP_PRIVATE_KEY")
  const known = session.state.app
  if (known && keyHeld) {
    alreadyDone(context, `the App ${known.slug} (id ${known.id}) exists, and Production holds its id and key.`)
    return
  }
  if (!known && keyHeld) {
    prompts.say("  Production already holds an App's id and key, which this setup did not make.")
    if (await prompts.confirm("  Keep that App?", true)) {
      const slug = await prompts.ask(`  Its name as in its address, ${context.githubWeb}/apps/<name>`)
      const id = Number(await prompts.ask("  Its App ID (its settings page shows it)"))
      session.state.app = { id, slug }
      writeSetupState(context.projectDir, session.state)
      done(context, `The App ${slug} is the site's.`)
      return
    }
  }
  if (known && !keyHeld) {
    prompts.say(`  Production lacks the key of the App ${known.slug}, and GitHub shows a new App's key once only.`)
    if (!(await prompts.confirm("  Create a new App (delete the old one on GitHub afterwards)?", true))) {
      throw new SetupStopped(
        `Then give Production the key of ${known.slug}: on its settings page, Generate a private key.`,
      )
    }
  }
  const app = await createApp(context, session)
  if (!session.access) throw new SetupStopped("The host's project is not known.")
  for (const [name, value] of [
    ["GITHUB_APP_ID", String(app.id)],
    ["GITHUB_APP_PRIVATE_KEY", app.pem],
  ] as const) {
    await putSecret(context.runner, context.host, session.access, {
      name,
      value,
      replacing: session.production.has(name),
    })
    session.production.add(name)
  }
  session.appKey = { id: app.id, pem: app.pem }
  session.state.app = { id: app.id, slug: app.slug ?? String(app.id) }
  delete session.state.installation
  writeSetupState(context.projectDir, session.state)
  done(
    context,
    `GitHub created the App ${app.slug} (id ${app.id}); Production holds GITHUB_APP_ID and GITHUB_APP_PRIVATE_KEY.`,
  )
}

/** Whether the installation is right, as GitHub tells the App; each line that is not, in the check's words. */
async function installationAsTheAppSeesIt(
  context: SetupContext,
  session: SetupSession,
  key: { readonly id: number; readonly pem: string },
): Promise<{ readonly right: boolean; readonly said: string; readonly id: number | null }> {
  const asApp = appCall(
    { githubApi: context.githubApi, app: { id: String(key.id), privateKey: pkcs8Pem(key.pem) } },
    context.fetch,
  )
  const app = await appStatus(asApp, context.githubApi, session.settings.repository, context.fetch)
  const lines = appLines(session.settings.repository, app)
  return {
    right: lines.every((line) => line.passed),
    said: lines
      .filter((line) => !line.passed && !line.why?.startsWith("cannot tell"))
      .map((line) => `  Not yet: ${line.why}.`)
      .join("\n"),
    id: "installation" in app && app.installation ? app.installation.id : null,
  }
}

export async function installationStep(context: SetupContext, session: SetupSession): Promise<void> {
  heading(context, "installation")
  const app = session.state.app
  if (!app) throw new SetupStopped("The App must exist first.")
  const install = `${context.githubWeb}/apps/${app.slug}/installations/new`
  const instructions = `  Install it: ${install} → ${session.settings.repository.split("/")[0]} → Only select repositories → ${session.settings.repository} → Install.`
  const key = session.appKey
  if (!key) {
    if (session.state.installation) {
      alreadyDone(
        context,
        `the App ${app.slug} is installed${session.state.installation.seenByTheApp ? ", as GitHub told the App" : ""}; npm run check:live checks it on the live site.`,
      )
      return
    }
    context.prompts.say(instructions)
    await context.open(install)
    await context.prompts.ask("  Press Enter once it is installed", "")
    session.state.installation = { id: null, seenByTheApp: false }
    writeSetupState(context.projectDir, session.state)
    done(context, "Noted: once the site is deployed, npm run check:live checks the installation.")
    return
  }
  let seen = await installationAsTheAppSeesIt(context, session, key)
  while (!seen.right) {
    context.prompts.say(instructions)
    context.prompts.say(seen.said)
    await context.open(install)
    await context.prompts.ask("  Press Enter once it is installed", "")
    seen = await installationAsTheAppSeesIt(context, session, key)
  }
  session.state.installation = { id: seen.id, seenByTheApp: true }
  writeSetupState(context.projectDir, session.state)
  done(
    context,
    `GitHub says the App is installed on ${session.settings.repository} only, with exactly the gateway's permissions.`,
  )
}
