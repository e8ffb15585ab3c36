/**
 * Scheduling a draft in the real editor, end to end: the editor at /admin/ with drafts on (as the
 * build would make it with reviewBeforePublishing: true), signed in through the site's gateway,
 * served with the site's functions by Cloudflare's own runtime, saving to a GitHub stand-in over a
 * real git repository; the gateway with drafts on and an editor listed beside the publisher. What
 * the gateway allows and refuses, call by call, is tests/build/editor-gateway.test.ts's; the job
 * that publishes at the time, tests/repo/scheduled-publishing.test.ts's.
 */
import { expect, test, type Browser } from "@playwright/test"
import { DateTime } from "luxon"
import { cmsEntryOf } from "../src/cms/config/cms-config"
import { zoneNameInWords } from "../src/content/zone-name"
import { boardTimeInWords, instantOf, type BoardTime } from "../src/editor-gateway/board-clock"
import { SAVED_AFTER_SCHEDULING, SCHEDULING_FOR_PUBLISHERS, timeHasPassed } from "../src/editor-gateway/refusal"
import type { OpenIdPerson } from "../tests/support/stand-ins/openid-provider-stand-in"
import type { GitHubStandIn } from "../tests/support/stand-ins/github-stand-in"
import { editorBuiltFor } from "./support/editor-built-for"
import { publishing, site } from "./support/content"
import { atLiveSiteName } from "./support/live-site"
import {
  firstEvent,
  firstEventTitleInForm,
  gatewaySettings,
  keepSignedIn,
  listedPublisher,
  startSiteRepository,
  startSignedInSite,
  type SignedInSite,
} from "./support/signed-in-site"

const settings = gatewaySettings
const publisher = listedPublisher
/** Listed as an editor: saves drafts, publishes nothing. */
const editor: OpenIdPerson = { email: "ana@editors.invalid", name: "Ana Editor" }
const zone = site.timeZone

let github: GitHubStandIn | undefined
let signedIn: SignedInSite | undefined

test.describe.configure({ mode: "default" })
test.use({ ...atLiveSiteName, ignoreHTTPSErrors: true })
test.skip(settings === null, "publishing.yaml has no signIn: there is no gateway to schedule through")

test.beforeAll(async ({}, testInfo) => {
  if (!settings) return
  testInfo.setTimeout(90_000)
  github = await startSiteRepository(settings)
  signedIn = await startSignedInSite(github, {
    people: [publisher, editor],
    gateway: {
      ...settings,
      reviewBeforePublishing: true,
      signIn: { ...settings.signIn, editors: [...settings.signIn.editors, { address: editor.email, role: "editor" }] },
    },
  })
})

test.afterAll(async () => {
  await signedIn?.stop()
  await github?.stop()
})

/** The events' entry, open in the editor with drafts on, as `person`. */
async function eventsEntryAs(browser: Browser, person: OpenIdPerson) {
  if (!signedIn) throw new Error("no site")
  const context = await browser.newContext({ ignoreHTTPSErrors: true })
  await editorBuiltFor(context, { ...publishing, reviewBeforePublishing: true })
  await keepSignedIn(context, signedIn, person)
  const page = await context.newPage()
  const { collection, slug } = cmsEntryOf("events.yaml")
  await page.goto(`${signedIn.address}#/collections/${collection}/entries/${slug}`)
  return { page, panel: page.getByRole("region", { name: "Scheduled publishing" }) }
}

/** A day and time on the board's clock, `days` from today, and the words the gateway says it in. */
function onTheBoardsClock(days: number): BoardTime & { inWords: string } {
  const at = { date: String(DateTime.now().setZone(zone).plus({ days }).toISODate()), time: "09:00" }
  return { ...at, inWords: boardTimeInWords(instantOf(at, zone), zone) }
}

test("a publisher schedules a draft on the board's clock and the board shows it; an editor sees the time and cannot set it; unscheduling, and a save, end it", async ({
  browser,
}, testInfo) => {
  testInfo.setTimeout(150_000)
  if (!github || !signedIn || !settings) throw new Error("no stand-in")
  const { page, panel } = await eventsEntryAs(browser, publisher)
  const title = await firstEventTitleInForm(page)
  await expect(title).toBeVisible({ timeout: 30_000 })
  await title.fill(`${firstEvent.title}, moved online`)
  await page.getByRole("button", { name: /^save$/i }).click()
  await expect(panel.getByRole("status")).toHaveText("Not scheduled.", { timeout: 20_000 })

  // On the board's clock, named; a time gone by is refused in the gateway's words.
  const when = panel.getByRole("group", { name: `Publish on a day and time (${zoneNameInWords(zone)})` })
  const scheduleAt = async ({ date, time }: BoardTime) => {
    await when.getByLabel("Day").fill(date)
    await when.getByLabel("Time").fill(time)
    await panel.getByRole("button", { name: /^(Schedule|Change the time)$/ }).click()
  }
  const yesterday = onTheBoardsClock(-1)
  await scheduleAt(yesterday)
  await expect(panel.getByRole("alert")).toHaveText(timeHasPassed(yesterday.inWords))

  const tomorrow = onTheBoardsClock(1)
  await scheduleAt(tomorrow)
  const scheduled = `Scheduled by ${publisher.name} to publish on ${tomorrow.inWords}. A save to this draft unschedules it.`
  await expect(panel.getByRole("status")).toHaveText(scheduled)
  await expect(panel.getByRole("alert")).toBeEmpty()
  await expect(panel.getByRole("button", { name: "Change the time" })).toBeFocused()

  await page.goto(`${signedIn.address}#/workflow`)
  // The card's link names the draft and its time (a name is matched in part).
  await expect(page.getByRole("link", { name: `Publishes on ${tomorrow.inWords}` })).toBeVisible()

  // An editor who is not a publisher sees the time, and nothing to change it with.
  const asEditor = await eventsEntryAs(browser, editor)
  await expect(asEditor.panel.getByRole("status")).toHaveText(scheduled, { timeout: 30_000 })
  await expect(asEditor.panel.getByText(SCHEDULING_FOR_PUBLISHERS)).toBeVisible()
  await expect(asEditor.panel.getByRole("button")).toHaveCount(0)
  await asEditor.page.context().close()

  await page.goBack()
  await panel.getByRole("button", { name: "Unschedule" }).click()
  await expect(panel.getByRole("status")).toHaveText(`Unscheduled by ${publisher.name} (${publisher.email}).`)

  // Scheduled again, then saved: what is published must be what was scheduled, so it is not.
  await scheduleAt(tomorrow)
  await expect(panel.getByRole("status")).toHaveText(scheduled)
  await (await firstEventTitleInForm(page)).fill(`${firstEvent.title}, moved online again`)
  await page.getByRole("button", { name: /^save$/i }).click()
  await expect(panel.getByRole("status")).toHaveText(SAVED_AFTER_SCHEDULING, { timeout: 20_000 })
})
