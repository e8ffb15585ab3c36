/**
 * The workflow's own decision (.github/workflows/site.yml, the step `which-path`), run as GitHub runs
 * it (`shell: node {0}`) on scratch git repositories, against the stand-in of GitHub's statuses API:
 * which path a commit takes, measured from the last commit that went live, and whether its deploy
 * would move the live site forward.
 */
import { execFileSync } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { startGitHubStandIn, type GitHubStandIn } from "../support/stand-ins/github-stand-in"
import { publishing } from "../support/fixtures/content-fixtures"
import { runWorkflowStep, workflowStep } from "../support/workflow-steps"

const step = workflowStep("site", "path", "path")

const repository = "example-org/cdm-board-site"
const workflowToken = "ghs_workflow"
const editorToken = "gho_editor"
let github: GitHubStandIn
let scratch: string
let repo: string

const git = (...args: string[]) =>
  execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.org", ...args], {
    cwd: repo,
    encoding: "utf8",
  }).trim()

/** A commit with these files written (or, for null, removed), on the branch checked out; its SHA. */
function commit(files: Record<string, string | null>): string {
  for (const [file, text] of Object.entries(files)) {
    if (text === null) git("rm", "-q", file)
    else {
      mkdirSync(path.dirname(path.join(repo, file)), { recursive: true })
      writeFileSync(path.join(repo, file), text)
    }
  }
  git("add", "-A")
  git("commit", "-qm", "change")
  return git("rev-parse", "HEAD")
}

/** Main as the checkout sees it at `tip` (fetch-depth 0 gives origin/main), with `head` checked out. */
function checkout(head: string, tip = head) {
  git("update-ref", "refs/remotes/origin/main", tip)
  git("checkout", "-q", "--detach", head)
}

/** A deploy/live status on a commit, posted with a workflow's token (as the pipeline does) or an editor's. */
async function markLive(sha: string, token = workflowToken, state = "success") {
  const answer = await fetch(`${github.origin}/repos/${repository}/statuses/${sha}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ state, context: "deploy/live" }),
  })
  expect(answer.status).toBe(201)
}

interface Decision {
  readonly fast: string
  readonly forward: string
  readonly live: string
  readonly reason: string
}

/** Runs the step as GitHub would for this event; resolves with its outputs. */
async function decide(
  event: "push" | "schedule" | "pull_request",
  extra: Record<string, string> = {},
): Promise<Decision> {
  const run = await runWorkflowStep(
    step,
    {
      GITHUB_API_URL: github.origin,
      GITHUB_REPOSITORY: repository,
      GITHUB_TOKEN: workflowToken,
      LIVE_BRANCH: publishing.branch,
      EVENT: event,
      BASE_REF: "",
      FORK: "false",
      ...extra,
    },
    repo,
  )
  if (run.status !== 0) throw new Error(`the step failed (${run.status}): ${run.stderr}`)
  return run.outputs as unknown as Decision
}

beforeAll(async () => {
  github = await startGitHubStandIn({
    repository,
    branch: "main",
    files: new Map([["content/faq.yaml", "- a\n"]]),
    workflowToken,
    peopleTokens: { [editorToken]: "an-editor" },
  })
  scratch = mkdtempSync(path.join(tmpdir(), "pipeline-path-"))
})

afterAll(async () => {
  await github.stop()
  rmSync(scratch, { recursive: true, force: true })
})

beforeEach(() => {
  repo = mkdtempSync(path.join(scratch, "repo-"))
  git("init", "-q", "-b", "main")
  // GitHub answers only for commits it has: it has every one of the scratch repository, as after a
  // push, by borrowing its objects (git's alternates), which no push then copies.
  writeFileSync(path.join(github.gitDir, "objects", "info", "alternates"), `${path.join(repo, ".git", "objects")}\n`)
})

describe("a push to main", () => {
  it("takes the fast path for a change to content/ alone since the live commit, and may deploy", async () => {
    const live = commit({ "content/faq.yaml": "- a\n", "src/page.tsx": "1\n" })
    await markLive(live)
    const change = commit({ "content/faq.yaml": "- b\n", "content/pages/new.yaml": "x: 1\n" })
    checkout(change)
    expect(await decide("push")).toMatchObject({ fast: "true", forward: "true", live })
  })

  it("takes the full suite when code changed since the live commit, even when the push itself is content: C1's code reaches the site only once tested", async () => {
    const live = commit({ "content/faq.yaml": "- a\n", "src/page.tsx": "1\n" })
    await markLive(live)
    commit({ "src/page.tsx": "2\n" })
    const content = commit({ "content/faq.yaml": "- b\n" })
    checkout(content)
    const decision = await decide("push")
    expect(decision).toMatchObject({ fast: "false", forward: "true", live })
    expect(decision.reason).toContain("src/page.tsx")
    expect(decision.reason).toMatch(/nothing of yours is lost/)
  })

  it("takes the full suite when nothing is recorded as live", async () => {
    const first = commit({ "content/faq.yaml": "- a\n" })
    checkout(commit({ "content/faq.yaml": "- b\n" }))
    expect(await decide("push")).toMatchObject({ fast: "false", forward: "true", live: "" })
    // A status an editor's token posted names the editor, not the pipeline: it is no record.
    await markLive(first, editorToken)
    expect(await decide("push")).toMatchObject({ fast: "false", live: "" })
  })

  it("counts a rename on both sides: code moved into content/ is a change to code", async () => {
    const live = commit({ "content/faq.yaml": "- a\n", "functions/api/auth/callback.ts": "export {}\n" })
    await markLive(live)
    git("mv", "functions/api/auth/callback.ts", "content/callback.ts")
    checkout(commit({}))
    const decision = await decide("push")
    expect(decision).toMatchObject({ fast: "false", live })
    expect(decision.reason).toContain("functions/api/auth/callback.ts")
  })

  it("refuses to deploy a commit older than the live one: a re-run of an old run cannot roll the site back", async () => {
    const older = commit({ "content/faq.yaml": "- a\n" })
    await markLive(older)
    const newer = commit({ "content/faq.yaml": "- b\n" })
    await markLive(newer)
    checkout(older, newer)
    const decision = await decide("push")
    expect(decision).toMatchObject({ fast: "false", forward: "false", live: newer })
    expect(decision.reason).toMatch(/older than what is live/)
    // The live commit itself may be published again, and the daily rebuild does just that.
    checkout(newer)
    expect(await decide("schedule")).toMatchObject({ fast: "true", forward: "true", live: newer })
  })
})

describe("a pull request", () => {
  it("is measured from where it parts from its base: content alone takes the fast path, never a deploy", async () => {
    const base = commit({ "content/faq.yaml": "- a\n", "src/page.tsx": "1\n" })
    git("checkout", "-q", "-b", "draft")
    const draft = commit({ "content/faq.yaml": "- b\n" })
    checkout(draft, base)
    expect(await decide("pull_request", { BASE_REF: "main" })).toMatchObject({ fast: "true", forward: "false" })
    git("checkout", "-q", "draft")
    checkout(commit({ "src/page.tsx": "2\n" }), base)
    expect(await decide("pull_request", { BASE_REF: "main" })).toMatchObject({ fast: "false", forward: "false" })
  })

  it("from a fork takes the full suite, and says why nothing is previewed", async () => {
    const base = commit({ "content/faq.yaml": "- a\n" })
    git("checkout", "-q", "-b", "fork")
    checkout(commit({ "content/faq.yaml": "- b\n" }), base)
    const decision = await decide("pull_request", { BASE_REF: "main", FORK: "true" })
    expect(decision).toMatchObject({ fast: "false", forward: "false" })
    expect(decision.reason).toMatch(/fork.*no preview/)
  })
})
