/**
 * The repository, as one of its admins reads it: the live branch's rulesets (live-branch-ruleset.ts),
 * the people who can write to it (write-holders.ts), and with drafts on, the scheduled job's secrets.
 */
import type { OwnerStatus } from "../../editor-gateway/owner-status"
import { environmentSecretNames } from "../environment-secrets"
import { PRODUCTION_ENVIRONMENT, SCHEDULED_JOB_SECRET_NAMES } from "../scheduled-job-secrets"
import { githubRest, type GitHubRest } from "../github-rest"
import type { FullRepository } from "../github-shapes"
import { rulesetFindings, type RulesetPromise } from "../live-branch-ruleset"
import { setupFix } from "../setup-steps"
import { peopleOf, rulesetsOf } from "../repository-reads"
import { personInWords } from "../write-holders"
import { fail, pass, type CheckLine } from "./checklist"
import type { LiveCheckContext } from "./context"

/** Each ruleset promise as the owner reads it. */
function promiseInWords(promise: RulesetPromise, context: LiveCheckContext): string {
  const branch = context.settings.branch
  switch (promise) {
    case "no-deletion":
      return `${branch} cannot be deleted`
    case "no-force-push":
      return `${branch} cannot be force-pushed (its history rewritten)`
    case "reviewed-changes":
      return `A change reaches ${branch} by pull request, once ${context.requiredCheck} passed`
    case "app-only-bypass":
      return `Only the editor's App may bypass these rules`
  }
}

const TOKEN_FIX = `give the check LIVE_CHECK_TOKEN, a token of one of the repository's admins (docs/deploying/editor-sign-in.md, "The weekly check")`

async function rulesetLines(
  context: LiveCheckContext,
  github: GitHubRest,
  status: OwnerStatus | { problem: string },
): Promise<CheckLine[]> {
  const repository = context.settings.repository
  const [rulesets, about] = await Promise.all([
    rulesetsOf(github, repository),
    github.get<FullRepository>(`/repos/${repository}`),
  ])
  const app = "problem" in status ? undefined : status.app
  const appId = app !== undefined && "id" in app ? app.id : undefined
  const findings = rulesetFindings(rulesets, {
    branch: context.settings.branch,
    defaultBranch: about.default_branch,
    appId: appId ?? Number.NaN,
    requiredCheck: context.requiredCheck,
  })
  const fix = setupFix("ruleset")
  return findings.map((finding) => {
    const says = promiseInWords(finding.promise, context)
    if (finding.promise === "app-only-bypass" && appId === undefined) {
      return fail(
        says,
        "cannot tell which App is the editor's: the gateway's owner status did not say (see above)",
        fix,
      )
    }
    return finding.kept ? pass(says, fix) : fail(says, finding.detail, fix)
  })
}

async function peopleLines(context: LiveCheckContext, github: GitHubRest): Promise<CheckLine[]> {
  const people = await peopleOf(github, context.settings.repository, context.settings.signIn.editors)
  const fix = setupFix("people")
  const writers = people.filter((person) => person.writes && !person.admin)
  const editors = people.filter((person) => person.editor)
  return [
    writers.length === 0
      ? pass("Nobody but the repository's admins can write to it", fix)
      : fail("Nobody but the repository's admins can write to it", `${writers.map(personInWords).join(", ")} can`, fix),
    editors.length === 0
      ? pass("No editor is a collaborator of the repository", fix)
      : fail(
          "No editor is a collaborator of the repository",
          `${editors.map(personInWords).join(", ")} on the editors' list`,
          fix,
        ),
  ]
}

const SCHEDULED_JOB_HOLDS_THE_KEY = `The scheduled job can publish: GitHub's ${PRODUCTION_ENVIRONMENT} environment holds ${SCHEDULED_JOB_SECRET_NAMES.join(" and ")}`

/** With drafts on, whether the scheduled job has the App's id and key; no line with drafts off, where nothing is scheduled. */
async function schedulingLines(context: LiveCheckContext, github: GitHubRest): Promise<CheckLine[]> {
  if (!context.settings.reviewBeforePublishing) return []
  const fix = setupFix("scheduling")
  try {
    const held = await environmentSecretNames(github, context.settings.repository, PRODUCTION_ENVIRONMENT)
    const missing = SCHEDULED_JOB_SECRET_NAMES.filter((name) => !held.has(name))
    return [
      missing.length === 0
        ? pass(SCHEDULED_JOB_HOLDS_THE_KEY, fix)
        : fail(
            SCHEDULED_JOB_HOLDS_THE_KEY,
            `${missing.join(" and ")} missing: scheduled drafts are not published`,
            fix,
          ),
    ]
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error)
    return [fail(SCHEDULED_JOB_HOLDS_THE_KEY, `cannot tell: ${why}`, `${TOKEN_FIX}, with Environments: Read-only`)]
  }
}

/** The lines a promise of the repository gives, or each failing for the same reason when the repository cannot be read. */
export async function repositoryLines(
  context: LiveCheckContext,
  status: OwnerStatus | { readonly problem: string },
): Promise<CheckLine[]> {
  const says = [
    ...["no-deletion", "no-force-push", "reviewed-changes", "app-only-bypass"].map((promise) =>
      promiseInWords(promise as RulesetPromise, context),
    ),
    "Nobody but the repository's admins can write to it",
    "No editor is a collaborator of the repository",
  ]
  if (context.githubToken === undefined) {
    const unread = context.settings.reviewBeforePublishing ? [...says, SCHEDULED_JOB_HOLDS_THE_KEY] : says
    return unread.map((line) => fail(line, "cannot tell: the check was given no admin's token", TOKEN_FIX))
  }
  const github = githubRest(context.githubApi, context.githubToken, context.fetch)
  const scheduling = schedulingLines(context, github)
  try {
    const [rules, people] = await Promise.all([rulesetLines(context, github, status), peopleLines(context, github)])
    return [...rules, ...people, ...(await scheduling)]
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error)
    return [...says.map((line) => fail(line, `cannot tell: ${why}`, TOKEN_FIX)), ...(await scheduling)]
  }
}
