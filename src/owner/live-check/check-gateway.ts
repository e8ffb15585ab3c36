/**
 * The gateway on the live site: it answers at the site's address and at none of the host's own
 * (where earlier deployments live on, each with the list of editors it was built with), it holds
 * its secrets, and GitHub takes its App as the gateway needs it: on this repository only, with
 * exactly the permissions its tokens are minted with. What only the gateway sees comes from its
 * owner-only status (src/editor-gateway/owner-status.ts).
 */
import type { AppStatus, OwnerStatus } from "../../editor-gateway/owner-status"
import { INSTALLATION_PERMISSIONS } from "../../editor-gateway/github"
import { wantsClientSecret } from "../../settings/sign-in-providers"
import { permissionDifferences } from "../app-manifest"
import { setupFix, THEN_DEPLOY } from "../setup-steps"
import { fail, pass, type CheckLine } from "./checklist"
import { gatewayAddress, reachOrSay, type LiveCheckContext } from "./context"

const DEPLOY_FIX = `deploy the site (push a commit to main, or run the site workflow by hand); publishing.yaml's siteUrl must be the live site's address`

/** The gateway answers Decap's check of it at the live site's address. */
async function answersAtTheSite(context: LiveCheckContext): Promise<CheckLine> {
  const says = `The editor's gateway answers at ${context.settings.siteAddress}`
  const answer = await reachOrSay(context, gatewayAddress(context, "/status"))
  if (typeof answer === "string") return fail(says, answer, DEPLOY_FIX)
  const body = (await answer.json().catch(() => null)) as { components?: unknown } | null
  return answer.ok && Array.isArray(body?.components)
    ? pass(says, DEPLOY_FIX)
    : fail(says, `it answered ${answer.status} there`, DEPLOY_FIX)
}

/** …and not at the host's own address of the project. */
async function nowhereElse(context: LiveCheckContext): Promise<CheckLine> {
  const says = "It answers nowhere else"
  const fix = "publishing.yaml's siteUrl must be the live site's own address; deploy again"
  if (context.project === undefined) {
    return fail(says, "the host's project is not known (DEPLOY_PROJECT)", "set DEPLOY_PROJECT, as the pipeline has it")
  }
  const elsewhere = context.host.projectAddress(context.project.project)
  if (new URL(elsewhere).host === new URL(context.settings.siteAddress).host) {
    return pass(says, fix, `the site's address is the ${context.host.title} project's own`)
  }
  const answer = await reachOrSay(context, `${elsewhere}${new URL(gatewayAddress(context, "/status")).pathname}`)
  if (typeof answer === "string" || answer.status === 404) return pass(says, fix, `not at ${elsewhere}`)
  return fail(
    says,
    `it answers at ${elsewhere} too (${answer.status}), where an earlier list of editors can live on`,
    fix,
  )
}

/** The secrets the gateway needs, by name: the App's id and key, and the client's secret where the provider wants one. */
function neededSecrets(context: LiveCheckContext): (keyof OwnerStatus["secrets"])[] {
  return [
    "GITHUB_APP_ID",
    "GITHUB_APP_PRIVATE_KEY",
    ...(wantsClientSecret(context.issuer) ? (["SIGN_IN_CLIENT_SECRET"] as const) : []),
  ]
}

function holdsItsSecrets(context: LiveCheckContext, status: OwnerStatus | { problem: string }): CheckLine {
  const needed = neededSecrets(context)
  const says = `The gateway holds its secrets (${needed.join(", ")})`
  const fix = setupFix("app", THEN_DEPLOY)
  if ("problem" in status)
    return fail(
      says,
      `cannot tell: ${status.problem}`,
      'give the check LIVE_CHECK_TOKEN (docs/deploying/editor-sign-in.md, "The weekly check")',
    )
  const missing = needed.filter((name) => !status.secrets[name])
  if (missing.length === 0) return pass(says, fix)
  const step = missing.every((name) => name === "SIGN_IN_CLIENT_SECRET") ? "clientSecret" : "app"
  return fail(
    says,
    `${missing.join(" and ")} ${missing.length === 1 ? "is" : "are"} missing`,
    setupFix(step, THEN_DEPLOY),
  )
}

const KEY = "GitHub takes the App's key"
const ONLY_HERE = (repository: string) => `The App is installed on ${repository} only`
const EXACTLY = `The App holds exactly the permissions the gateway needs (${Object.entries(INSTALLATION_PERMISSIONS)
  .map(([name, level]) => `${name}: ${level}`)
  .join(", ")})`

/** Where the owner changes the App's permissions: its settings page on GitHub. */
const appSettings = (app: { slug: string }) =>
  `on GitHub, the account's Settings → Developer settings → GitHub Apps → ${app.slug} → Permissions & events: exactly these; then accept them on its installation`

/** What GitHub says of the App, or why it says nothing. */
export const appOf = (status: OwnerStatus | { readonly problem: string }): AppStatus | { readonly problem: string } =>
  "problem" in status ? status : (status.app ?? { problem: "the App's id or key is missing" })

/** Whether GitHub takes the App's key, and the App's installation is as the gateway needs it. */
export function appLines(repository: string, app: AppStatus | { readonly problem: string }): CheckLine[] {
  if ("problem" in app) {
    const unknown = `cannot tell: ${app.problem}`
    return [
      fail(KEY, app.problem, setupFix("app", THEN_DEPLOY)),
      fail(ONLY_HERE(repository), unknown, setupFix("installation")),
      fail(EXACTLY, unknown, setupFix("app", THEN_DEPLOY)),
    ]
  }
  const { installation } = app
  if (installation === null) {
    const why = `the App ${app.slug} is not installed on ${repository}`
    return [
      pass(KEY, setupFix("app")),
      fail(ONLY_HERE(repository), why, setupFix("installation")),
      fail(EXACTLY, `cannot tell: ${why}`, setupFix("installation")),
    ]
  }
  const others = installation.repositories.filter((name) => name.toLowerCase() !== repository.toLowerCase())
  const everywhere = installation.repositorySelection === "all"
  const installFix = `on GitHub, the App's installation (https://github.com/apps/${app.slug}/installations/new) → Only select repositories → ${repository} alone`
  const onlyHere =
    everywhere || others.length > 0 || installation.repositoryCount !== installation.repositories.length
      ? fail(
          ONLY_HERE(repository),
          everywhere
            ? `it is installed on every repository of the account (${installation.repositoryCount} now, and those to come)`
            : `it is also installed on ${others.join(", ")}`,
          installFix,
        )
      : pass(ONLY_HERE(repository), installFix)
  const { extra, missing } = permissionDifferences(installation.permissions)
  const exactly =
    extra.length === 0 && missing.length === 0
      ? pass(EXACTLY, appSettings(app))
      : fail(
          EXACTLY,
          [
            extra.length > 0 ? `it holds ${extra.join(", ")} too` : "",
            missing.length > 0 ? `it lacks ${missing.join(", ")}` : "",
          ]
            .filter(Boolean)
            .join("; "),
          appSettings(app),
        )
  return [pass(KEY, setupFix("app")), onlyHere, exactly]
}

export async function gatewayLines(
  context: LiveCheckContext,
  status: OwnerStatus | { readonly problem: string },
): Promise<CheckLine[]> {
  const [here, elsewhere] = await Promise.all([answersAtTheSite(context), nowhereElse(context)])
  return [here, elsewhere, holdsItsSecrets(context, status), ...appLines(context.settings.repository, appOf(status))]
}
