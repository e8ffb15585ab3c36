/**
 * The live branch's ruleset, and what a repository's rulesets keep of its promises. With editors
 * signing in through the gateway, the live branch (`main`) is closed to everyone but the pipeline's
 * pull requests and the site's GitHub App: it cannot be deleted or rewritten, a change reaches it by
 * pull request once the full suite passed, and only the App bypasses that, since its gateway lets
 * nothing through but content/. The owner's setup adds this ruleset; the live check reads what the
 * repository's rulesets (its own and its organisation's) keep of each promise.
 */
import path from "node:path"
import type { BypassActor, Ruleset, RulesetRequest, RulesetRule } from "./github-shapes"

/** GitHub Actions' own App: the required check must be the pipeline's, not one anyone could post. */
export const GITHUB_ACTIONS_APP_ID = 15368

export const RULESET_NAME = "Live branch: pull requests and the editor's App only"

export interface LiveBranch {
  /** publishing.yaml's branch. */
  readonly branch: string
  /** The repository's default branch, which a ruleset may name as ~DEFAULT_BRANCH. */
  readonly defaultBranch: string
  /** The site's GitHub App: the only bypass. */
  readonly appId: number
  /** The full suite's check (required-check.ts). */
  readonly requiredCheck: string
}

/** The ruleset the owner's setup adds, as "Create a repository ruleset" takes it. */
export function liveBranchRuleset(live: LiveBranch): RulesetRequest {
  return {
    name: RULESET_NAME,
    target: "branch",
    enforcement: "active",
    conditions: { ref_name: { include: [`refs/heads/${live.branch}`], exclude: [] } },
    bypass_actors: [{ actor_id: live.appId, actor_type: "Integration", bypass_mode: "always" }],
    rules: [
      { type: "deletion" },
      { type: "non_fast_forward" },
      {
        type: "pull_request",
        parameters: {
          // The suite is the review a change needs; a team of one must be able to merge its own.
          required_approving_review_count: 0,
          dismiss_stale_reviews_on_push: false,
          require_code_owner_review: false,
          require_last_push_approval: false,
          required_review_thread_resolution: false,
        },
      },
      {
        type: "required_status_checks",
        parameters: {
          strict_required_status_checks_policy: false,
          required_status_checks: [{ context: live.requiredCheck, integration_id: GITHUB_ACTIONS_APP_ID }],
        },
      },
    ],
  }
}

/** What the live branch's rules promise, each a line of the live check. */
export const RULESET_PROMISES = ["no-deletion", "no-force-push", "reviewed-changes", "app-only-bypass"] as const
export type RulesetPromise = (typeof RULESET_PROMISES)[number]

export interface RulesetFinding {
  readonly promise: RulesetPromise
  readonly kept: boolean
  /** Why not, in the owner's words; empty when kept. */
  readonly detail: string
}

/** Whether a ref pattern of a ruleset's condition names the branch. */
function names(pattern: string, live: LiveBranch): boolean {
  if (pattern === "~ALL") return true
  if (pattern === "~DEFAULT_BRANCH") return live.branch === live.defaultBranch
  return path.posix.matchesGlob(`refs/heads/${live.branch}`, pattern)
}

/** Whether an active branch ruleset applies to the live branch. */
function appliesTo(ruleset: Ruleset, live: LiveBranch): boolean {
  if (ruleset.enforcement !== "active" || (ruleset.target ?? "branch") !== "branch") return false
  const refs = ruleset.conditions && "ref_name" in ruleset.conditions ? ruleset.conditions.ref_name : undefined
  const included = (refs?.include ?? []).some((pattern) => names(pattern, live))
  return included && !(refs?.exclude ?? []).some((pattern) => names(pattern, live))
}

const hasRule = (ruleset: Ruleset, type: RulesetRule["type"]) =>
  (ruleset.rules ?? []).some((rule) => rule.type === type)

/** Whether a ruleset requires the full suite's check, posted by GitHub Actions (or by any App, if it names none). */
function requiresTheSuite(ruleset: Ruleset, live: LiveBranch): boolean {
  return (ruleset.rules ?? []).some(
    (rule) =>
      rule.type === "required_status_checks" &&
      (rule.parameters?.required_status_checks ?? []).some(
        (check) =>
          check.context === live.requiredCheck &&
          (check.integration_id === undefined || check.integration_id === GITHUB_ACTIONS_APP_ID),
      ),
  )
}

/** Who a bypass actor is, in the owner's words. */
export function actorInWords(actor: BypassActor, appId: number): string {
  const roles: Record<number, string> = { 1: "readers", 2: "triagers", 3: "writers", 4: "maintainers", 5: "admins" }
  switch (actor.actor_type) {
    case "Integration":
      return actor.actor_id === appId ? "the editor's App" : `the GitHub App ${actor.actor_id}`
    case "RepositoryRole":
      return roles[actor.actor_id ?? 0] ?? `the repository role ${actor.actor_id}`
    case "OrganizationAdmin":
      return "the organisation's owners"
    case "Team":
      return `the team ${actor.actor_id}`
    case "User":
      return `the person ${actor.actor_id}`
    case "DeployKey":
      return "deploy keys"
  }
}

const isTheApp = (actor: BypassActor, appId: number) => actor.actor_type === "Integration" && actor.actor_id === appId

/** Who may bypass the rules of the live branch besides the App, or why that cannot be told. */
function bypassFinding(applying: readonly Ruleset[], live: LiveBranch): string {
  if (applying.length === 0) return `no active ruleset applies to ${live.branch}`
  const unseen = applying.filter((ruleset) => ruleset.bypass_actors === undefined)
  if (unseen.length > 0) {
    return `the token cannot see who may bypass ${unseen.map((ruleset) => `"${ruleset.name}"`).join(", ")}: it needs the Administration permission (read)`
  }
  const others = applying.flatMap((ruleset) =>
    (ruleset.bypass_actors ?? []).filter((actor) => !isTheApp(actor, live.appId)),
  )
  if (others.length > 0)
    return `${[...new Set(others.map((actor) => actorInWords(actor, live.appId)))].join(", ")} may bypass them too`
  // The App saves editors' changes straight to the branch: it must bypass the pull request and the check.
  const closed = applying.filter((ruleset) => hasRule(ruleset, "pull_request") || requiresTheSuite(ruleset, live))
  const appBlocked = closed.some(
    (ruleset) =>
      !(ruleset.bypass_actors ?? []).some((actor) => isTheApp(actor, live.appId) && actor.bypass_mode === "always"),
  )
  return appBlocked ? "the editor's App may not bypass them, so editors' changes cannot be saved" : ""
}

/** What the rulesets that apply to the live branch keep of each promise. */
export function rulesetFindings(rulesets: readonly Ruleset[], live: LiveBranch): RulesetFinding[] {
  const applying = rulesets.filter((ruleset) => appliesTo(ruleset, live))
  const missing = (what: string) =>
    applying.length === 0 ? `no active ruleset applies to ${live.branch}` : `no ruleset ${what}`
  const finding = (promise: RulesetPromise, detail: string): RulesetFinding => ({
    promise,
    kept: detail === "",
    detail,
  })
  const pullRequests = applying.some((ruleset) => hasRule(ruleset, "pull_request"))
  const suite = applying.some((ruleset) => requiresTheSuite(ruleset, live))
  return [
    finding(
      "no-deletion",
      applying.some((ruleset) => hasRule(ruleset, "deletion")) ? "" : missing("restricts deletions"),
    ),
    finding(
      "no-force-push",
      applying.some((ruleset) => hasRule(ruleset, "non_fast_forward")) ? "" : missing("blocks force pushes"),
    ),
    finding(
      "reviewed-changes",
      pullRequests && suite
        ? ""
        : missing(
            `requires ${[pullRequests ? "" : "a pull request", suite ? "" : `${live.requiredCheck} to pass`].filter(Boolean).join(" and ")}`,
          ),
    ),
    finding("app-only-bypass", bypassFinding(applying, live)),
  ]
}
