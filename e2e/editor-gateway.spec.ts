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
import { expect, test } from "@playwright/test"
import { cmsEntryOf } from "../src/cms/config/cms-config"
import { notAnEditor } from "../src/editor-gateway/refusal"
import type { GitHubStandIn } from "../tests/support/stand-ins/github-stand-in"
import { EDITOR_ANSWERS_MS, EDITOR_TEST_MS } from "../tests/support/time-limits"
import { atLiveSiteName } from "./support/live-site"
import {
  firstEvent,
  firstEventTitle,
  firstEventTitleInForm,
  gatewaySettings,
  listedPublisher,
  startSiteRepository,
  signIn,
  startSignedInSite,
  type SignedInSite,
} from "./support/signed-in-site"

const settings = gatewaySettings
const publisher = listedPublisher
/** Someone the provider knows and the list does not. */
const outsider = { email: "someone@unlisted.invalid", name: "Some One" }

let github: GitHubStandIn | undefined
let signedIn: SignedInSite | undefined
let editorAddress = ""

// One wrangler for the file, whose tests run in order in one worker.
test.describe.configure({ mode: "default", timeout: EDITOR_TEST_MS })
test.use({ ...atLiveSiteName, ignoreHTTPSErrors: true })
test.skip(settings === null, "publishing.yaml has no signIn: editors sign in with GitHub, and there is no gateway")

test.beforeAll(async ({}, testInfo) => {
  if (!settings) return
  testInfo.setTimeout(EDITOR_TEST_MS)
  github = await startSiteRepository(settings)
  signedIn = await startSignedInSite(github, { people: [publisher, outsider] })
  editorAddress = signedIn.address
})

test.afterAll(async () => {
  await signedIn?.stop()
  await github?.stop()
})

test("a publisher signs in with the organisation's account, edits an event and publishes it as themselves", async ({
  page,
}, testInfo) => {
  if (!github || !settings) throw new Error("no stand-in")
  await signIn(page, publisher.email, editorAddress)
  await expect(page.getByRole("link", { name: "Pages", exact: true })).toBeVisible({ timeout: EDITOR_ANSWERS_MS })
  await expect(page.getByText(`Signed in as ${publisher.name} (${publisher.email})`)).toBeVisible()

  const title = await firstEventTitle(page)
  await title.fill(`${firstEvent.title}, moved online`)

  const before = await github.branchHead(settings.branch)
  await page.getByRole("button", { name: /^publish$/i }).click()
  const clicked = Date.now()
  await page.getByText(/^publish now$/i).click()
  await expect.poll(() => github?.branchHead(settings.branch), { timeout: EDITOR_ANSWERS_MS }).not.toBe(before)
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

test("a link to an entry, opened while signed out, is where the editor lands once signed in", async ({ page }) => {
  const { collection, slug } = cmsEntryOf("events.yaml")
  const entryAddress = `${editorAddress}#/collections/${collection}/entries/${slug}`
  await signIn(page, publisher.email, entryAddress)
  await expect(page).toHaveURL(entryAddress, { timeout: EDITOR_ANSWERS_MS })
  await expect(await firstEventTitleInForm(page)).toBeVisible()
})

test("a person the list does not name is told so in plain words, and gets nothing", async ({ page }) => {
  if (!settings) throw new Error("no settings")
  await signIn(page, outsider.email, editorAddress)
  await expect(page.getByText(notAnEditor(outsider.email, settings.signIn.contact))).toBeVisible({
    timeout: EDITOR_ANSWERS_MS,
  })
  await expect(page.getByRole("link", { name: "Pages", exact: true })).toHaveCount(0)
})
