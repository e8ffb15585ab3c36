/**
 * A sign-in that expires while an editor types, end to end, on the live site with its gateway
 * (e2e/support/signed-in-site.ts: Cloudflare's runtime, a real OpenID provider, GitHub's API over a
 * real git repository), its provider's sign-ins lasting six seconds: the save is refused in plain
 * words with nothing written, and after signing in again Decap's local backup brings the typed
 * text back (with the fix for decap-cms#5470, plugins/decap-admin/keep-restored-backup.js).
 */
import { expect, test } from "@playwright/test"
import { SIGN_IN_EXPIRED } from "../src/editor-gateway/refusal"
import { startGitHubStandIn } from "../tests/support/stand-ins/github-stand-in"
import { atLiveSiteName } from "./support/live-site"
import {
  firstEvent,
  firstEventTitle,
  firstEventTitleInForm,
  gatewaySettings as settings,
  listedPublisher as publisher,
  repositoryFiles,
  signIn,
  startSignedInSite,
} from "./support/signed-in-site"

test.use({ ...atLiveSiteName, ignoreHTTPSErrors: true })
test.skip(settings === null, "publishing.yaml has no signIn: editors sign in with GitHub, and there is no gateway")

test("a sign-in that expired is said plainly when saving, and what was typed comes back after signing in again", async ({
  page,
}, testInfo) => {
  testInfo.setTimeout(120_000)
  if (!settings) throw new Error("no signIn")
  const github = await startGitHubStandIn({
    repository: settings.repository,
    branch: settings.branch,
    files: repositoryFiles(),
  })
  const short = await startSignedInSite(github, { people: [publisher], accessTokenTtlSeconds: 6 })
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

    // Back to the editor, signed in again (the organisation's session lets them straight through),
    // at the entry they were in: Decap asks whether to bring back its local backup of it, and the
    // typed title is there.
    page.on("dialog", (dialog) => void dialog.accept())
    await page.reload()
    await page.getByRole("button", { name: /login/i }).click()
    await expect(await firstEventTitleInForm(page)).toHaveValue(typed, { timeout: 20_000 })
  } finally {
    await short.stop()
    await github.stop()
  }
})
