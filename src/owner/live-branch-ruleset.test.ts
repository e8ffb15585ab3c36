import type { Ruleset } from "./github-shapes"
import { liveBranchRuleset, rulesetFindings, type LiveBranch } from "./live-branch-ruleset"

const live: LiveBranch = { branch: "main", defaultBranch: "main", appId: 77, requiredCheck: "build-and-test" }

/** A ruleset as GitHub answers "Get a repository ruleset", made from what the setup sends. */
function asAnswered(request = liveBranchRuleset(live), extra: Partial<Ruleset> = {}): Ruleset {
  return { id: 1, source: "example-org/site", source_type: "Repository", ...request, ...extra }
}

const broken = (findings: ReturnType<typeof rulesetFindings>) =>
  Object.fromEntries(findings.filter((finding) => !finding.kept).map((finding) => [finding.promise, finding.detail]))

describe("the live branch's ruleset", () => {
  it("keeps every promise as the setup adds it", () => {
    expect(broken(rulesetFindings([asAnswered()], live))).toEqual({})
  })

  it("keeps none when no active ruleset applies to the branch", () => {
    const elsewhere = liveBranchRuleset({ ...live, branch: "drafts" })
    expect(Object.keys(broken(rulesetFindings([], live)))).toEqual([
      "no-deletion",
      "no-force-push",
      "reviewed-changes",
      "app-only-bypass",
    ])
    expect(broken(rulesetFindings([asAnswered(elsewhere)], live))["no-deletion"]).toBe(
      "no active ruleset applies to main",
    )
    expect(broken(rulesetFindings([asAnswered(undefined, { enforcement: "evaluate" })], live))).toHaveProperty(
      "no-deletion",
    )
  })

  it("reads the default branch, every branch and patterns as GitHub does", () => {
    for (const include of [["~DEFAULT_BRANCH"], ["~ALL"], ["refs/heads/ma*"]]) {
      const ruleset = asAnswered({ ...liveBranchRuleset(live), conditions: { ref_name: { include, exclude: [] } } })
      expect([include, broken(rulesetFindings([ruleset], live))]).toEqual([include, {}])
    }
    const excluded = { ref_name: { include: ["~ALL"], exclude: ["refs/heads/main"] } }
    expect(
      broken(rulesetFindings([asAnswered({ ...liveBranchRuleset(live), conditions: excluded })], live)),
    ).toHaveProperty("no-force-push")
  })

  it("says who else may bypass, that the App may not, or that the token cannot see", () => {
    const request = liveBranchRuleset(live)
    const admins = asAnswered({
      ...request,
      bypass_actors: [
        ...(request.bypass_actors ?? []),
        { actor_id: 5, actor_type: "RepositoryRole", bypass_mode: "always" },
      ],
    })
    expect(broken(rulesetFindings([admins], live))).toEqual({ "app-only-bypass": "admins may bypass them too" })
    expect(broken(rulesetFindings([asAnswered({ ...request, bypass_actors: [] })], live))).toEqual({
      "app-only-bypass": "the editor's App may not bypass them, so editors' changes cannot be saved",
    })
    const unseen = asAnswered(request)
    delete (unseen as { bypass_actors?: unknown }).bypass_actors
    expect(broken(rulesetFindings([unseen], live))["app-only-bypass"]).toMatch(/Administration permission/)
  })

  it("wants the full suite's check from GitHub Actions, and a pull request", () => {
    const request = liveBranchRuleset(live)
    const withoutChecks = asAnswered({
      ...request,
      rules: request.rules?.filter((rule) => rule.type !== "required_status_checks"),
    })
    expect(broken(rulesetFindings([withoutChecks], live))).toEqual({
      "reviewed-changes": "no ruleset requires build-and-test to pass",
    })
    const otherApp = liveBranchRuleset({ ...live, requiredCheck: "build-and-test" })
    const rules = otherApp.rules?.map((rule) =>
      rule.type === "required_status_checks"
        ? {
            ...rule,
            parameters: {
              strict_required_status_checks_policy: false,
              required_status_checks: [{ context: "build-and-test", integration_id: 1 }],
            },
          }
        : rule,
    )
    expect(broken(rulesetFindings([asAnswered({ ...otherApp, rules })], live))).toHaveProperty("reviewed-changes")
  })
})
