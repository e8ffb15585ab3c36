/**
 * A sign-in that expires while an editor types, end to end, on the live site with its gateway
 * (e2e/support/signed-in-site.ts: Cloudflare's runtime, a real OpenID provider, GitHub's API over a
 * real git repository), its provider's sign-ins lasting half a minute: the save is refused in plain
 * words with nothing written, and after signing in again Decap's local backup brings the typed
 * text back (with the fix for decap-cms#5470, plugins/decap-admin/keep-restored-backup.js).
 */
import { expect, test, type Page } from "@playwright/test"
import { cmsEntryOf } from "../src/cms/config/cms-config"
import { EDITOR_GATEWAY_PATH } from "../src/content/routes"
import { SIGN_IN_EXPIRED } from "../src/editor-gateway/refusal"
import { EDITOR_ANSWERS_MS, EDITOR_TEST_MS } from "../tests/support/time-limits"
import { atLiveSiteName } from "./support/live-site"
import {
  firstEvent,
  firstEventTitleInForm,
  gatewaySettings as settings,
  listedPublisher as publisher,
  startSiteRepository,
  signIn,
  startSignedInSite,
} from "./support/signed-in-site"

/**
 * How long a sign-in lasts here: the editor must open the entry before it ends (its token is
 * checked on each call), which takes a few seconds, and up to EDITOR_ANSWERS_MS on a busy machine.
 */
const SIGN_IN_LASTS_S = EDITOR_ANSWERS_MS / 1000

test.use({ ...atLiveSiteName, ignoreHTTPSErrors: true })
test.skip(settings === null, "publishing.yaml has no signIn: editors sign in with GitHub, and there is no gateway")

/** Decap's local backups (localForage's IndexedDB store): what it keeps of each entry not yet saved. */
function localBackups(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const opened = indexedDB.open("localforage")
        opened.onerror = () => reject(opened.error ?? new Error("IndexedDB"))
        opened.onsuccess = () => {
          const store = opened.result
          if (!store.objectStoreNames.contains("keyvaluepairs")) return resolve("")
          const read = store.transaction("keyvaluepairs").objectStore("keyvaluepairs").getAll()
          read.onerror = () => reject(read.error ?? new Error("IndexedDB"))
          read.onsuccess = () => resolve(JSON.stringify(read.result))
        }
      }),
  )
}

/** The status the gateway answers the signed-in editor's token with now. */
function gatewayAnswer(page: Page): Promise<number> {
  return page.evaluate(async (settingsPath) => {
    const user = JSON.parse(localStorage.getItem("decap-cms-user") ?? "{}") as { token?: string }
    const answer = await fetch(settingsPath, { headers: { Authorization: `Bearer ${user.token ?? ""}` } })
    return answer.status
  }, `${EDITOR_GATEWAY_PATH}settings`)
}

test("a sign-in that expired is said plainly when saving, and what was typed comes back after signing in again", async ({
  page,
}, testInfo) => {
  // An editor test's limit, and the sign-in's life besides: the test waits it out by design.
  testInfo.setTimeout(EDITOR_TEST_MS + SIGN_IN_LASTS_S * 1000)
  if (!settings) throw new Error("no signIn")
  const github = await startSiteRepository(settings)
  const short = await startSignedInSite(github, { people: [publisher], accessTokenTtlSeconds: SIGN_IN_LASTS_S })
  try {
    const { collection, slug } = cmsEntryOf("events.yaml")
    await signIn(page, publisher.email, `${short.address}#/collections/${collection}/entries/${slug}`)
    const typed = `${firstEvent.title}, typed before the sign-in expired`
    await (await firstEventTitleInForm(page)).fill(typed)
    // Decap keeps what was typed in the browser two seconds after the editor last changed (later
    // again if it changes meanwhile): what brings it back after signing in again.
    await expect.poll(() => localBackups(page), { timeout: EDITOR_ANSWERS_MS }).toContain(typed)
    // The sign-in expires: the gateway refuses its token from then on.
    await expect.poll(() => gatewayAnswer(page), { timeout: 2 * EDITOR_ANSWERS_MS }).toBe(401)
    const before = await github.branchHead(settings.branch)
    await page.getByRole("button", { name: /^publish$/i }).click()
    await page.getByText(/^publish now$/i).click()
    await expect(page.getByText(SIGN_IN_EXPIRED)).toBeVisible({ timeout: EDITOR_ANSWERS_MS })
    expect(await github.branchHead(settings.branch)).toBe(before)

    // Back to the editor, signed in again (the organisation's session lets them straight through),
    // at the entry they were in: Decap asks whether to bring back its local backup of it, and the
    // typed title is there.
    page.on("dialog", (dialog) => void dialog.accept())
    await page.reload()
    await page.getByRole("button", { name: /login/i }).click()
    await expect(await firstEventTitleInForm(page)).toHaveValue(typed, { timeout: EDITOR_ANSWERS_MS })
  } finally {
    await short.stop()
    await github.stop()
  }
})
