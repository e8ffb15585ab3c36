/**
 * What preview.yml tells a draft's editor when there is nothing to preview: its last step, run as
 * GitHub runs it, posts the deploy/preview status on the draft's head commit (to the stand-in of
 * GitHub's statuses API), linking to the run whose summary says why. The preview published and
 * shown in the real editor: e2e/editor-preview.spec.ts.
 */
import { startGitHubStandIn, type GitHubStandIn } from "../support/stand-ins/github-stand-in"
import { runWorkflowStep, workflowStep } from "../support/workflow-steps"

const token = "ghs_workflow"
const repository = "example-org/cdm-board-site"
const checkUrl = `https://github.com/${repository}/actions/runs/41`
let github: GitHubStandIn

beforeAll(async () => {
  github = await startGitHubStandIn({
    repository,
    branch: "main",
    files: new Map([["content/faq.yaml", "- a\n"]]),
    workflowToken: token,
  })
})
afterAll(() => github.stop())

/** The head commit of a new draft, pushed to GitHub: a commit GitHub has, for its status. */
const aDraftsHead = (draft: string) =>
  github.push({ branch: `cms/${draft}`, files: new Map([["content/faq.yaml", `- ${draft}\n`]]) })

/** The last step after the draft's run ended so (`checked`) and this job's own steps so (`outcome`). */
async function statusAfter(sha: string, checked: string, outcome: string) {
  const run = await runWorkflowStep(workflowStep("preview", "preview", "Say how it went"), {
    PULL_REQUEST: "7",
    STATUS_SHA: sha,
    CHECKED: checked,
    CHECK_URL: checkUrl,
    OUTCOME: outcome,
    ADDRESS: "",
    GITHUB_TOKEN: token,
    GITHUB_API_URL: github.origin,
    GITHUB_REPOSITORY: repository,
    GITHUB_SERVER_URL: "https://github.com",
    GITHUB_RUN_ID: "42",
  })
  expect({ status: run.status, stderr: run.stderr }).toMatchObject({ status: 0 })
  const { state, context, target_url } = github.statuses.filter((status) => status.sha === sha).at(-1) ?? {}
  return { state, context, target_url }
}

it("says the draft was refused, linking to its run's summary, when its run failed; stopped when it was cancelled", async () => {
  expect(await statusAfter(await aDraftsHead("refused"), "failure", "success")).toEqual({
    state: "failure",
    context: "deploy/preview",
    target_url: checkUrl,
  })
  expect(await statusAfter(await aDraftsHead("cancelled"), "cancelled", "success")).toMatchObject({ state: "error" })
})

it("says the preview failed, linking to this run, when the draft passed but its publishing did not", async () => {
  expect(await statusAfter(await aDraftsHead("unpublished"), "success", "failure")).toEqual({
    state: "failure",
    context: "deploy/preview",
    target_url: `https://github.com/${repository}/actions/runs/42`,
  })
})
