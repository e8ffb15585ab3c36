/**
 * A draft's preview, end to end: Decap at /admin/ on the live site's address, with drafts reviewed
 * before publishing (publishing.yaml's reviewBeforePublishing), reads a repository with one draft
 * (its pull request). preview.yml's own steps run as GitHub runs them: as the draft's run starts,
 * the pending status, and Decap offers only "Check for Preview"; once the run has passed, the build
 * (public/, as the run's artifact) is published with the real wrangler to a stand-in of Cloudflare's
 * API, and the status is posted on the draft's head commit to a stand-in of GitHub's; "View Preview"
 * then opens the draft's page at the address wrangler reported.
 */
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { expect, test, type Page } from "@playwright/test"
import { cmsEntryOf, previewPathOf } from "../src/cms/config/cms-config"
import { startCloudflarePagesStandIn, type CloudflarePagesStandIn } from "../src/test-support/cloudflare-pages-stand-in"
import { startGitHubStandIn, type GitHubStandIn } from "../src/test-support/github-stand-in"
import { runWorkflowStep, workflowStep } from "../src/test-support/workflow-steps"
import { routeGitHubRepository } from "./support/github-repository"
import { pageReads, publishing } from "./support/content"
import { atLiveSiteName, liveSite } from "./support/live-site"

const root = path.join(__dirname, "..")
const draftFile = "pages/about.yaml"
const project = "cdm-site"
const pullRequest = 7
const token = "ghs_pipelineToken"
const cloudflareToken = "cloudflare-preview-token"
const account = "0123456789abcdef"

/** Every file of content/, by its path in the repository. */
function contentFiles(): Map<string, Buffer> {
  const files = new Map<string, Buffer>()
  for (const entry of readdirSync(path.join(root, "content"), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")
    files.set(file, readFileSync(path.join(root, file)))
  }
  return files
}

const repository = "repository" in publishing ? publishing.repository : ""

/** preview.yml's environment for the draft's run, as the workflow's expressions give it. */
function draftRun(github: GitHubStandIn, cloudflare: CloudflarePagesStandIn, draftSha: string, checked: string) {
  return {
    PULL_REQUEST: String(pullRequest),
    STATUS_SHA: draftSha,
    CHECKED: checked,
    CHECK_URL: `https://github.com/${repository}/actions/runs/1`,
    GITHUB_TOKEN: token,
    GITHUB_API_URL: github.origin,
    GITHUB_REPOSITORY: repository,
    DEPLOY_PROJECT: project,
    CLOUDFLARE_ACCOUNT_ID: account,
    // Where wrangler finds Cloudflare's API here, and no telemetry from a test.
    CLOUDFLARE_API_BASE_URL: cloudflare.apiBaseUrl,
    WRANGLER_SEND_METRICS: "false",
  }
}

/** preview.yml's `pending` job's step, as the draft's run (site.yml) starts. */
async function startDraftRun(github: GitHubStandIn, cloudflare: CloudflarePagesStandIn, draftSha: string) {
  const pending = await runWorkflowStep(
    workflowStep("preview", "pending", "Say the draft is being checked"),
    draftRun(github, cloudflare, draftSha, ""),
  )
  expect(pending.status, pending.stderr).toBe(0)
}

/**
 * preview.yml's `preview` job's last two steps, once the draft's run has passed and its artifact is
 * in public/; resolves with the address the preview was published at.
 */
async function finishDraftRun(github: GitHubStandIn, cloudflare: CloudflarePagesStandIn, draftSha: string) {
  const job = draftRun(github, cloudflare, draftSha, "success")
  const deploy = await runWorkflowStep(workflowStep("preview", "preview", "deploy"), {
    ...job,
    DEPLOY_TOKEN: cloudflareToken,
  })
  expect(deploy.status, deploy.stderr).toBe(0)
  const status = await runWorkflowStep(workflowStep("preview", "preview", "Say how it went"), {
    ...job,
    OUTCOME: "success",
    ADDRESS: deploy.outputs.address,
  })
  expect(status.status, status.stderr).toBe(0)
  return deploy.outputs.address
}

let github: GitHubStandIn | undefined
let cloudflare: CloudflarePagesStandIn | undefined

// The editor is opened at the live site's name, which this browser resolves to the local server.
test.use(atLiveSiteName)

test.beforeAll(async () => {
  github = await startGitHubStandIn({ clientId: "id", clientSecret: "secret", token })
  cloudflare = await startCloudflarePagesStandIn({
    accountId: account,
    project,
    apiToken: cloudflareToken,
    productionBranch: publishing.branch,
  })
})

test.afterAll(async () => {
  await github?.stop()
  await cloudflare?.stop()
})

/** The editor, opened at the live site's address on the draft's entry, logged in to GitHub. */
async function openDraft(page: Page, baseURL: string) {
  const { collection, slug } = cmsEntryOf(draftFile)
  const port = new URL(baseURL).port
  await page.goto(`http://${liveSite.hostname}:${port}/admin/#/collections/${collection}/entries/${slug}`)
}

test("the real editor shows View Preview for a draft once preview.yml has published what its run built, opening its page there", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  testInfo.setTimeout(90_000)
  if (!github || !cloudflare || !baseURL) throw new Error("no stand-in or no base URL")
  expect(publishing.backend, "the editor's backend is GitHub").toBe("github")
  const { collection, slug } = cmsEntryOf(draftFile)
  const files = contentFiles()
  const draftText = Buffer.from(
    String(files.get(`content/${draftFile}`)).replace(/^( {2}title: ).*$/m, "$1About the board, drafted"),
  )
  const { draftSha, unanswered } = await routeGitHubRepository(context, {
    repository,
    branch: publishing.branch,
    files,
    draft: {
      branch: `cms/${collection}/${slug}`,
      pullRequest,
      changes: new Map([[`content/${draftFile}`, draftText]]),
    },
    statusesOrigin: github.origin,
  })
  // The editor as built with drafts reviewed before publishing: the same bundle, with the one
  // setting the build writes into it turned on.
  let switched = 0
  await context.route("**/admin/cms.js", async (route) => {
    // Fetched from the local server by its address: this process does not resolve the live site's name.
    const local = new URL(new URL(route.request().url()).pathname, baseURL).href
    // The settings object as the build defines it, closed by the parenthesis it is wrapped in
    // (the fallback for an unset backend is not), in the minifier's spelling of false.
    const body = (await (await route.fetch({ url: local })).text()).replace(/reviewBeforePublishing:!1\}\)/g, () => {
      switched += 1
      return "reviewBeforePublishing:!0})"
    })
    await route.fulfill({ body, contentType: "text/javascript" })
  })
  // The live site is https, a secure context; served here over plain http at its name, the page is
  // not one, and the headless shell ignores the flag that would say it is. Decap calls one API only
  // secure contexts have, crypto.randomUUID: the page gets it, made from crypto.getRandomValues.
  await context.addInitScript(() => {
    if (typeof crypto.randomUUID === "function") return
    Object.defineProperty(crypto, "randomUUID", {
      value: () => {
        const bytes = crypto.getRandomValues(new Uint8Array(16))
        bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
        bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
        const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("")
        return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
      },
    })
  })
  // Logged in: Decap keeps the GitHub token it was handed by the login in this key.
  await context.addInitScript(([key, user]) => localStorage.setItem(key, user), [
    "decap-cms-user",
    JSON.stringify({ backendName: "github", token: "gho_editorToken", login: "editor", name: "An Editor" }),
  ] as const)

  await startDraftRun(github, cloudflare, draftSha)
  await openDraft(page, baseURL)
  expect(switched, "the setting was found once in the editor's bundle").toBe(1)
  await expect(page.getByRole("button", { name: "Check for Preview" })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole("link", { name: "View Preview" })).toHaveCount(0)

  const preview = await finishDraftRun(github, cloudflare, draftSha)
  // The preview is the pull request's own branch deployment, holding the site as built.
  expect(cloudflare.deployments.map((deployment) => [deployment.branch, deployment.aliases])).toEqual([
    [`pr-${pullRequest}`, [preview]],
  ])
  expect(cloudflare.deployments[0].files.has(`${previewPathOf(draftFile, pageReads)}index.html`)).toBe(true)
  await page.getByRole("button", { name: "Check for Preview" }).click()
  const view = page.getByRole("link", { name: "View Preview" })
  await expect(view).toBeVisible()
  await expect(view).toHaveAttribute("href", new URL(previewPathOf(draftFile, pageReads), preview).href)
  expect(unanswered).toEqual([])
  expect(cloudflare.unanswered).toEqual([])
})
