/**
 * Editors signing in with their organisation's account, end to end: the real editor at /admin/, as
 * built from publishing.yaml's signIn, at the live site's address, served with the site's functions
 * by Cloudflare's own runtime (wrangler pages dev, https); a real OpenID provider (panva's
 * oidc-provider) standing in for the organisation's; GitHub's REST API over a real git repository
 * standing in for GitHub, which the gateway calls as the site's GitHub App. Nothing is routed in the
 * browser: every request goes where it would on the live site.
 *
 * What the gateway allows and refuses, call by call, is tests/build/editor-gateway.test.ts's.
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import { expect, test, type Page } from "@playwright/test"
import { notAnEditor, SIGN_IN_EXPIRED } from "../src/editor-gateway/refusal"
import { startGitHubApiStandIn, type GitHubApiStandIn } from "../src/test-support/github-api-stand-in"
import { atLiveSiteName } from "./support/live-site"
import {
  gatewaySettings,
  listedPublisher,
  repositoryFiles,
  startSignedInSite,
  type SignedInSite,
} from "./support/signed-in-site"

const root = path.join(__dirname, "..")
const settings = gatewaySettings
const publisher = listedPublisher
/** Someone the provider knows and the list does not. */
const outsider = { email: "someone@unlisted.invalid", name: "Some One" }

let github: GitHubApiStandIn | undefined
let signedIn: SignedInSite | undefined
let editorAddress = ""

// One wrangler for the file, whose tests run in order in one worker.
test.describe.configure({ mode: "default" })
test.use({ ...atLiveSiteName, ignoreHTTPSErrors: true })
test.skip(settings === null, "publishing.yaml has no signIn: editors sign in with GitHub, and there is no gateway")

test.beforeAll(async ({}, testInfo) => {
  if (!settings) return
  testInfo.setTimeout(90_000)
  github = await startGitHubApiStandIn({
    repository: settings.repository,
    branch: settings.branch,
    files: repositoryFiles(),
  })
  signedIn = await startSignedInSite(github, { people: [publisher, outsider] })
  editorAddress = signedIn.address
})

test.afterAll(async () => {
  await signedIn?.stop()
  await github?.stop()
})

/** Signs in as the organisation's sign-in page asks: Login in the editor, then the provider's own pages. */
async function signIn(page: Page, email: string, address = editorAddress) {
  await page.goto(address)
  await page.getByRole("button", { name: /login/i }).click()
  await page.getByLabel("Email").fill(email)
  await page.getByLabel("Password").fill("any password")
  await page.getByRole("button", { name: "Sign in" }).click()
  await page.getByRole("button", { name: "Allow" }).click()
}

const [firstEvent] = parse(readFileSync(path.join(root, "content", "events.yaml"), "utf8")) as { title: string }[]

/** The first event's title field, in the events' form, unfolded. */
async function firstEventTitle(page: Page) {
  await page.getByRole("link", { name: "Carousel, exam, FAQ and events", exact: true }).click()
  await page.getByText("College events", { exact: true }).click()
  const item = page.locator('[class*="ListItem"]').filter({ hasText: firstEvent.title }).first()
  await item.locator("button").first().click()
  return page.getByLabel("Title", { exact: true }).first()
}

test("a publisher signs in with the organisation's account, edits an event and publishes it as themselves", async ({
  page,
}, testInfo) => {
  testInfo.setTimeout(90_000)
  if (!github || !settings) throw new Error("no stand-in")
  await signIn(page, publisher.email)
  await expect(page.getByRole("link", { name: "Pages", exact: true })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText(`Signed in as ${publisher.name} (${publisher.email})`)).toBeVisible()

  const title = await firstEventTitle(page)
  await title.fill(`${firstEvent.title}, moved online`)

  const before = await github.branchHead(settings.branch)
  await page.getByRole("button", { name: /^publish$/i }).click()
  const clicked = Date.now()
  await page.getByText(/^publish now$/i).click()
  await expect.poll(() => github?.branchHead(settings.branch), { timeout: 20_000 }).not.toBe(before)
  testInfo.annotations.push({ type: "publish to commit", description: `${Date.now() - clicked} ms` })
  const head = String(await github.branchHead(settings.branch))
  const commit = await github.git.readCommit(head)
  expect([commit.author.name, commit.author.email]).toEqual([publisher.name, publisher.email])
  expect(commit.committer.name).toBe(github.app.botLogin)
  expect(String(await github.readFile(head, "content/events.yaml"))).toContain(`${firstEvent.title}, moved online`)
  // The editor's browser never held a GitHub token, and talked to GitHub not once.
  expect(github.requests.every((request) => request.who !== "anonymous")).toBe(true)

  // Signing out ends the session in this tab: the editor asks to log in again.
  await page.getByRole("button", { name: /account/i }).click()
  await page.getByRole("menuitem", { name: /log out/i }).click()
  await expect(page.getByRole("button", { name: /login/i })).toBeVisible()
})

test("a person the list does not name is told so in plain words, and gets nothing", async ({ page }) => {
  if (!settings) throw new Error("no settings")
  await signIn(page, outsider.email)
  await expect(page.getByText(notAnEditor(outsider.email, settings.signIn.contact))).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole("link", { name: "Pages", exact: true })).toHaveCount(0)
})

test("a sign-in that expired is said plainly when saving, and what was typed comes back after signing in again", async ({
  page,
}, testInfo) => {
  testInfo.setTimeout(120_000)
  if (!github || !settings) throw new Error("no stand-in")
  // A provider whose sign-ins last ten seconds, on a site of their own.
  const short = await startSignedInSite(github, { people: [publisher], accessTokenTtlSeconds: 10 })
  try {
    await signIn(page, publisher.email, short.address)
    const typed = `${firstEvent.title}, typed before the sign-in expired`
    await (await firstEventTitle(page)).fill(typed)
    // Past the token's expiry (as Decap keeps it) and the clocks' tolerance (identity.ts: 5 s).
    const token = await page.evaluate(
      () => (JSON.parse(localStorage.getItem("decap-cms-user") ?? "{}") as { token?: string }).token,
    )
    const { exp } = JSON.parse(Buffer.from(String(token).split(".")[1], "base64url").toString()) as { exp: number }
    await page.waitForTimeout(Math.max(0, (exp + 7) * 1000 - Date.now()))
    const before = await github.branchHead(settings.branch)
    await page.getByRole("button", { name: /^publish$/i }).click()
    await page.getByText(/^publish now$/i).click()
    await expect(page.getByText(SIGN_IN_EXPIRED)).toBeVisible({ timeout: 15_000 })
    expect(await github.branchHead(settings.branch)).toBe(before)

    // Back to the editor, signed in again (the organisation's session lets them straight through):
    // Decap asks whether to bring back its local backup of the entry, and the typed title is there.
    page.on("dialog", (dialog) => void dialog.accept())
    await page.reload()
    await page.getByRole("button", { name: /login/i }).click()
    await expect(await firstEventTitle(page)).toHaveValue(typed, { timeout: 20_000 })
  } finally {
    await short.stop()
  }
})
