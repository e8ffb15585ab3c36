/**
 * A draft's preview in the real editor: Decap at /admin/ on the live site's address, with drafts
 * reviewed before publishing (site.yaml, editor.reviewBeforePublishing), reads a repository with
 * one draft (its pull request) and the commit status the pipeline posted on the draft's head with
 * scripts/publish.ts. "View Preview" opens the draft's page on its preview; before the pipeline has
 * said success, Decap offers only "Check for Preview".
 */
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { expect, test, type Page } from "@playwright/test"
import { cmsEntryOf, previewPathOf } from "../src/cms/config/cms-config"
import { startGitHubStandIn, type GitHubStandIn } from "../src/test-support/github-stand-in"
import { runPublishScript } from "../src/test-support/publish-script"
import { routeGitHubRepository } from "./support/github-repository"
import { site } from "./support/content"
import { atLiveSiteName, liveSite } from "./support/live-site"

const root = path.join(__dirname, "..")
const draftFile = "pages/about.yaml"
const preview = "https://pr-7.cdm-site.pages.dev/"
const token = "ghs_pipelineToken"

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

/** scripts/publish.ts posting the status, as the workflow's last step does. */
async function postStatus(github: GitHubStandIn, state: string, sha: string, url: string) {
  const run = await runPublishScript(["status", state, "--preview", "7", "--url", url], {
    GITHUB_API_URL: github.origin,
    GITHUB_REPOSITORY: "repository" in site.editor ? site.editor.repository : "",
    GITHUB_TOKEN: token,
    STATUS_SHA: sha,
  })
  expect(run.status, run.stderr).toBe(0)
}

let github: GitHubStandIn | undefined

// The editor is opened at the live site's name, which this browser resolves to the local server.
test.use(atLiveSiteName)

test.beforeAll(async () => {
  github = await startGitHubStandIn({ clientId: "id", clientSecret: "secret", token })
})

test.afterAll(async () => {
  await github?.stop()
})

/** The editor, opened at the live site's address on the draft's entry, logged in to GitHub. */
async function openDraft(page: Page, baseURL: string) {
  const { collection, slug } = cmsEntryOf(draftFile)
  const port = new URL(baseURL).port
  await page.goto(`http://${liveSite.hostname}:${port}/admin/#/collections/${collection}/entries/${slug}`)
}

test("the real editor shows View Preview for a draft once the pipeline's status is success, opening its page", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  testInfo.setTimeout(90_000)
  if (!github || !baseURL) throw new Error("no stand-in or no base URL")
  expect(site.editor.backend, "the editor's backend is GitHub").toBe("github")
  const { collection, slug } = cmsEntryOf(draftFile)
  const files = contentFiles()
  const draftText = Buffer.from(
    String(files.get(`content/${draftFile}`)).replace(/^( {2}title: ).*$/m, "$1About the board, drafted"),
  )
  const { draftSha, unanswered } = await routeGitHubRepository(context, {
    repository: "repository" in site.editor ? site.editor.repository : "",
    branch: site.editor.branch,
    files,
    draft: {
      branch: `cms/${collection}/${slug}`,
      pullRequest: 7,
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

  await postStatus(github, "pending", draftSha, preview)
  await openDraft(page, baseURL)
  expect(switched, "the setting was found once in the editor's bundle").toBe(1)
  await expect(page.getByRole("button", { name: "Check for Preview" })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole("link", { name: "View Preview" })).toHaveCount(0)

  await postStatus(github, "success", draftSha, preview)
  await page.getByRole("button", { name: "Check for Preview" }).click()
  const view = page.getByRole("link", { name: "View Preview" })
  await expect(view).toBeVisible()
  await expect(view).toHaveAttribute("href", new URL(previewPathOf(draftFile), preview).href)
  expect(unanswered).toEqual([])
})
