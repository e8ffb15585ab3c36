/**
 * @jest-environment node
 */
import { startGitHubStandIn, type GitHubStandIn } from "../../tests/support/stand-ins/github-stand-in"
import { runPublishScript } from "../../tests/support/publish-script"

const repository = "example-org/cdm-board-site"
const jobToken = "ghs_jobToken"

let github: GitHubStandIn
/** The commit the statuses are posted on: one GitHub has. */
let sha: string
beforeAll(async () => {
  github = await startGitHubStandIn({
    repository,
    branch: "main",
    files: new Map([["README.md", "# The site\n"]]),
    workflowToken: jobToken,
  })
  sha = (await github.branchHead("main")) ?? ""
})
afterAll(() => github.stop())

/** scripts/publish.ts as the workflow runs it, against the stand-in. */
function publish(args: readonly string[], env: Record<string, string> = {}) {
  return runPublishScript(args, {
    GITHUB_API_URL: github.origin,
    GITHUB_REPOSITORY: repository,
    GITHUB_TOKEN: jobToken,
    STATUS_SHA: sha,
    ...env,
  })
}

/** The combined status of the commit, as Decap reads it for a draft's preview. */
async function combinedStatus() {
  const response = await fetch(`${github.origin}/repos/${repository}/commits/${sha}/status`, {
    headers: { Authorization: `Bearer ${jobToken}` },
  })
  return (await response.json()) as {
    state: string
    statuses: { context: string; state: string; target_url?: string }[]
  }
}

describe("the commit status the pipeline posts", () => {
  it("is pending, then success with the preview's address, under a context Decap takes for a deploy", async () => {
    expect((await publish(["status", "pending", "--preview", "12"])).status).toBe(0)
    expect((await combinedStatus()).state).toBe("pending")
    const done = await publish(["status", "success", "--preview", "12", "--url", "https://pr-12.cdm-site.pages.dev/"])
    expect(done.stdout).toContain(`Commit status success posted on ${sha.slice(0, 7)}`)
    const { state, statuses } = await combinedStatus()
    expect(state).toBe("success")
    expect(statuses).toEqual([
      expect.objectContaining({
        context: "deploy/preview",
        state: "success",
        target_url: "https://pr-12.cdm-site.pages.dev/",
        description: "The draft's preview is ready.",
      }),
    ])
  })

  it("is failure on the live site's commit with a link to the run's summary", async () => {
    const run = "https://github.com/example-org/cdm-board-site/actions/runs/7"
    expect((await publish(["status", "failure", "--live", "--url", run])).status).toBe(0)
    expect(github.statuses.at(-1)).toMatchObject({ context: "deploy/live", state: "failure", target_url: run })
  })

  it("fails the step, saying what the job lacks, when GitHub refuses it", async () => {
    const refused = await publish(["status", "pending", "--live"], { GITHUB_TOKEN: "wrong" })
    expect(refused.status).toBe(1)
    expect(refused.stderr).toContain("GitHub refused the commit status (401): Bad credentials")
  })
})

describe("the deploy's address, before it runs", () => {
  it("is the preview's alias on the host publishing.yaml names", async () => {
    const { stdout, status } = await publish(["address", "--preview", "12"], { DEPLOY_PROJECT: "cdm-site" })
    expect(status).toBe(0)
    expect(stdout.trim()).toMatch(/^https:\/\/pr-12(\.cdm-site\.pages\.dev|--cdm-site\.netlify\.app)\/$/)
  })
})
