/**
 * A draft's preview, end to end: the real editor at /admin/, at the live site's address, with drafts
 * reviewed before publishing (publishing.yaml's reviewBeforePublishing, turned on for the test as
 * the build would write it), signed in through the site's gateway with a real token of a real
 * OpenID provider, saves a draft to GitHub's API over a real git repository: its branch, its pull
 * request and its label, all through the gateway, served with the site's functions by Cloudflare's
 * own runtime. preview.yml's own steps then run as GitHub runs them: as the draft's run starts, the
 * pending status, and Decap offers only "Check for Preview"; once the run has passed, the build
 * (public/, as the run's artifact) is published with the real wrangler to a stand-in of
 * Cloudflare's API, and the status is posted on the draft's head commit; "View Preview" then opens
 * the draft's page at the address wrangler reported.
 */
import { expect, test } from "@playwright/test"
import { cmsEntryOf, previewPathOf } from "../src/cms/config/cms-config"
import {
  startCloudflarePagesStandIn,
  type CloudflarePagesStandIn,
} from "../tests/support/stand-ins/cloudflare-pages-stand-in"
import { signAppJwt, type GitHubStandIn } from "../tests/support/stand-ins/github-stand-in"
import { EDITOR_ANSWERS_MS, EDITOR_TEST_MS } from "../tests/support/time-limits"
import { runWorkflowStep, workflowStep } from "../tests/support/workflow-steps"
import { editorBuiltFor } from "./support/editor-built-for"
import { pageReads, publishing } from "./support/content"
import { atLiveSiteName } from "./support/live-site"
import {
  gatewaySettings,
  keepSignedIn,
  listedPublisher,
  startSiteRepository,
  startSignedInSite,
  type SignedInSite,
} from "./support/signed-in-site"

const draftFile = "pages/about.yaml"
const project = "cdm-site"
const cloudflareToken = "cloudflare-preview-token"
const account = "0123456789abcdef"
const settings = gatewaySettings
const publisher = listedPublisher

let github: GitHubStandIn | undefined
let cloudflare: CloudflarePagesStandIn | undefined
let signedIn: SignedInSite | undefined

test.describe.configure({ mode: "default", timeout: EDITOR_TEST_MS })
test.use({ ...atLiveSiteName, ignoreHTTPSErrors: true })
test.skip(settings === null, "publishing.yaml has no signIn: drafts are saved through GitHub's login instead")

test.beforeAll(async ({}, testInfo) => {
  if (!settings) return
  testInfo.setTimeout(EDITOR_TEST_MS)
  ;[github, cloudflare] = await Promise.all([
    startSiteRepository(settings, {
      // The workflow's own token posts commit statuses; the gateway's only reads them.
      appPermissions: { contents: "write", pull_requests: "write", metadata: "read", statuses: "write" },
    }),
    startCloudflarePagesStandIn({
      accountId: account,
      project,
      apiToken: cloudflareToken,
      productionBranch: settings.branch,
    }),
  ])
  signedIn = await startSignedInSite(github, { people: [publisher] })
})

test.afterAll(async () => {
  await signedIn?.stop()
  await Promise.all([github?.stop(), cloudflare?.stop()])
})

/** A token of the workflow's own, as GitHub gives a run its GITHUB_TOKEN: an installation token that may read pull requests and post statuses. */
async function workflowToken(stand: GitHubStandIn): Promise<string> {
  const answer = await fetch(`${stand.origin}/app/installations/${stand.app.installationId}/access_tokens`, {
    method: "POST",
    headers: { Authorization: `Bearer ${signAppJwt(stand.app)}`, "Content-Type": "application/json" },
    body: JSON.stringify({ permissions: { statuses: "write", pull_requests: "read" } }),
  })
  return ((await answer.json()) as { token: string }).token
}

/** preview.yml's environment for the draft's run, as the workflow's expressions give it. */
function draftRun(stand: GitHubStandIn, token: string, pullRequest: number, draftSha: string, checked: string) {
  if (!cloudflare || !settings) throw new Error("no Cloudflare stand-in")
  return {
    PULL_REQUEST: String(pullRequest),
    STATUS_SHA: draftSha,
    CHECKED: checked,
    CHECK_URL: `https://github.com/${settings.repository}/actions/runs/1`,
    GITHUB_TOKEN: token,
    GITHUB_API_URL: stand.origin,
    GITHUB_REPOSITORY: settings.repository,
    DEPLOY_PROJECT: project,
    CLOUDFLARE_ACCOUNT_ID: account,
    // Where wrangler finds Cloudflare's API here, and no telemetry from a test.
    CLOUDFLARE_API_BASE_URL: cloudflare.apiBaseUrl,
    WRANGLER_SEND_METRICS: "false",
  }
}

test("the real editor saves a draft through the gateway, and shows View Preview once preview.yml has published what its run built", async ({
  page,
  context,
}) => {
  if (!github || !signedIn || !cloudflare || !settings) throw new Error("no stand-in")
  const editorAddress = signedIn.address
  await editorBuiltFor(context, { ...publishing, reviewBeforePublishing: true })
  await keepSignedIn(context, signedIn, publisher)

  const { collection, slug } = cmsEntryOf(draftFile)
  const entryAddress = `${editorAddress}#/collections/${collection}/entries/${slug}`
  await page.goto(entryAddress)
  const title = page.getByLabel("Title", { exact: true }).first()
  await expect(title).toBeVisible({ timeout: EDITOR_ANSWERS_MS })
  await title.fill(`${await title.inputValue()}, drafted`)
  await page.getByRole("button", { name: /^save$/i }).click()
  const branch = `cms/${collection}/${slug}`
  await expect.poll(() => github?.branchHead(branch), { timeout: EDITOR_ANSWERS_MS }).not.toBeNull()
  const draftSha = String(await github.branchHead(branch))
  // Decap makes the draft's branch, then opens its pull request: a call later, on a busy machine a while later.
  const stand = github
  const openPulls = async () =>
    (await (
      await fetch(`${stand.origin}/repos/${settings.repository}/pulls?state=open`, {
        headers: { Authorization: `token ${await workflowToken(stand)}` },
      })
    ).json()) as { number: number }[]
  await expect.poll(async () => (await openPulls()).length, { timeout: EDITOR_ANSWERS_MS }).toBe(1)
  const [pull] = await openPulls()

  // The draft's run starts: the pending status on its head commit.
  const statusToken = await workflowToken(github)
  const pending = await runWorkflowStep(
    workflowStep("preview", "pending", "Say the draft is being checked"),
    draftRun(github, statusToken, pull.number, draftSha, ""),
  )
  expect(pending.status, pending.stderr).toBe(0)
  // Opened again, as an editor coming back to the draft finds it: a new page, whose first look finds
  // the pending status and ends Decap's polling (a goto to the address the page is at would not reload it).
  await page.reload()
  await expect(page.getByRole("button", { name: "Check for Preview" })).toBeVisible({ timeout: EDITOR_ANSWERS_MS })
  await expect(page.getByRole("link", { name: "View Preview" })).toHaveCount(0)

  // The run has passed: its build is published as the pull request's preview, and the status says where.
  const job = draftRun(github, statusToken, pull.number, draftSha, "success")
  const deploy = await runWorkflowStep(workflowStep("preview", "preview", "deploy"), {
    ...job,
    DEPLOY_TOKEN: cloudflareToken,
  })
  expect(deploy.status, deploy.stderr).toBe(0)
  const preview = deploy.outputs.address
  const posted = await runWorkflowStep(workflowStep("preview", "preview", "Say how it went"), {
    ...job,
    OUTCOME: "success",
    ADDRESS: preview,
  })
  expect(posted.status, posted.stderr).toBe(0)
  expect(cloudflare.deployments.map((deployment) => [deployment.branch, deployment.aliases])).toEqual([
    [`pr-${pull.number}`, [preview]],
  ])
  expect(cloudflare.deployments[0].files.has(`${previewPathOf(draftFile, pageReads)}index.html`)).toBe(true)
  await page.getByRole("button", { name: "Check for Preview" }).click()
  const view = page.getByRole("link", { name: "View Preview" })
  await expect(view).toBeVisible()
  await expect(view).toHaveAttribute("href", new URL(previewPathOf(draftFile, pageReads), preview).href)
  expect(github.unanswered).toEqual([])
  expect(cloudflare.unanswered).toEqual([])
})
