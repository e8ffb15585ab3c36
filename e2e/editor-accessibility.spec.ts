/**
 * The editor's own screens, for everyone (ATAG 2.0 Part A; docs/editor-accessibility.md): the real
 * editor at /admin/, at the live site's address, signed in through the site's gateway (a real OpenID
 * provider, GitHub's API over a real git repository), with drafts reviewed before publishing so the
 * workflow board is there too. One tab walks the screens in order, as an editor does, with the
 * keyboard alone: axe-core's WCAG 2.2 AA rules find nothing on each screen, at desktop width and at
 * 320 CSS px; each stop on the way shows its focus and none leaves it on the page's body; what an
 * editor is told ("Entry saved", a refused save) reaches a live region.
 */
import path from "node:path"
import { expect, test as base, type BrowserContext, type Locator, type Page } from "@playwright/test"
import { parse } from "yaml"
import { readFileSync, statSync } from "node:fs"
import { NOTICES_NAME } from "../src/cms/editor-screens"
import { cmsEntryOf } from "../src/cms/config/cms-config"
import { requiredContentFiles } from "../src/content/content-files"
import { WIDTHS } from "../src/publish/browser-checks"
import { sitePagesIn } from "../src/content/site-pages"
import type { GitHubStandIn } from "../tests/support/stand-ins/github-stand-in"
import { EDITOR_ANSWERS_MS, EDITOR_TEST_MS } from "../tests/support/time-limits"
import { expectNoAxeViolations } from "./support/axe"
import { editorBuiltFor } from "./support/editor-built-for"
import { publishing } from "./support/content"
import { atLiveSiteName } from "./support/live-site"
import {
  gatewaySettings,
  listedPublisher,
  startSiteRepository,
  startSignedInSite,
  type SignedInSite,
} from "./support/signed-in-site"

const root = path.join(__dirname, "..")
const settings = gatewaySettings
const publisher = listedPublisher

/** The narrowest screen WCAG's reflow asks for (1.4.10): 320 CSS px. */
const NARROWEST = { width: 320, height: 640 }
/** More Tab presses than any screen has stops before the one a step goes to. */
const MAX_STOPS = 80

let github: GitHubStandIn | undefined
let signedIn: SignedInSite | undefined
let context: BrowserContext | undefined
/** The editor's one tab (beforeAll), walked through every screen by the tests in turn. */
let editor: Page

const test = base.extend({
  page: async ({}, use) => {
    await use(editor)
  },
})

test.describe.configure({ mode: "serial", timeout: EDITOR_TEST_MS })
test.use({ ...atLiveSiteName, ignoreHTTPSErrors: true })
test.skip(settings === null, "publishing.yaml has no signIn: editors sign in with GitHub, and there is no gateway")

const expectInEditor = expect.configure({ timeout: EDITOR_ANSWERS_MS })

/** A page editors added (content/pages/), found in the editor by its heading's title as written. */
/** A picture of the site's own, uploaded under a name the media library does not have yet. */
const uploaded = path.join(root, "static", "share-image.png")

/** The largest content file, whose entry is the editor's heaviest screen. */
const largestFile = [
  ...requiredContentFiles.map(({ file }) => file),
  ...sitePagesIn(path.join(root, "content")).map((sitePage) => sitePage.file),
]
  .map((file) => ({ file, size: statSync(path.join(root, "content", file)).size }))
  .sort((a, b) => b.size - a.size)[0].file

const [generalPage] = sitePagesIn(path.join(root, "content"))
  .filter((sitePage) => sitePage.kind === "general")
  .map((sitePage) => ({
    ...sitePage,
    title: (parse(readFileSync(path.join(root, "content", sitePage.file), "utf8")) as { hero: { title: string } }).hero
      .title,
  }))

test.beforeAll(async ({ browser }, testInfo) => {
  if (!settings) return
  testInfo.setTimeout(EDITOR_TEST_MS)
  github = await startSiteRepository(settings)
  signedIn = await startSignedInSite(github, { people: [publisher] })
  context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: WIDTHS.desktop.viewport })
  await editorBuiltFor(context, { ...publishing, reviewBeforePublishing: true })
  editor = await context.newPage()
})

test.afterAll(async () => {
  await context?.close()
  await signedIn?.stop()
  await github?.stop()
})

/** The screen as it is now, at desktop width and at 320 px: axe's WCAG 2.2 AA rules find nothing. */
async function expectScreenAccessible(page: Page, screen: string) {
  for (const viewport of [WIDTHS.desktop.viewport, NARROWEST]) {
    await test.step(`axe on ${screen} at ${viewport.width} px`, async () => {
      await page.setViewportSize(viewport)
      await expectNoAxeViolations(page)
    })
  }
  await page.setViewportSize(WIDTHS.desktop.viewport)
}

/** What has the keyboard's focus, in the preview's frame when it is there, and whether it is shown. */
function focusNow(page: Page) {
  return page.evaluate(() => {
    let focused = document.activeElement
    while (focused instanceof HTMLIFrameElement && focused.contentDocument?.activeElement)
      focused = focused.contentDocument.activeElement
    if (!focused) return { lost: true, shown: false, what: "nothing" }
    // The preview's frame itself is a stop, showing its focus on the frame.
    if (focused === focused.ownerDocument.body && focused.ownerDocument !== document) focused = document.activeElement
    if (!focused || focused === document.body) return { lost: true, shown: false, what: "the body" }
    // A file input hidden in its button shows its focus on the button around it.
    const shownOn = focused.matches("input[type=file]") ? (focused.closest("label") ?? focused) : focused
    const style = getComputedStyle(shownOn)
    const outlined = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0
    return {
      lost: false,
      shown: outlined || style.boxShadow !== "none",
      what: shownOn.outerHTML.slice(0, 160),
    }
  })
}

/** The keyboard's focus is on something, and shown there (an outline or a ring), once the screen has settled. */
async function expectFocusShown(page: Page) {
  await expect.poll(() => focusNow(page)).toMatchObject({ lost: false, shown: true })
}

/**
 * Presses Tab (Shift+Tab when `backwards`) until `target` has the focus, each stop on the way
 * showing it. Past the page's last stop the browser's own controls have the focus (the page's body,
 * to the page), once, before its first.
 */
async function tabTo(page: Page, target: Locator, backwards = false) {
  await target.waitFor()
  let wrapped = false
  for (let stop = 0; stop < MAX_STOPS; stop += 1) {
    if (await target.evaluate((element) => element === element.ownerDocument.activeElement)) return
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab")
    const focus = await focusNow(page)
    if (focus.lost && !wrapped) wrapped = true
    else expect(focus, `each stop shows the focus: ${focus.what}`).toMatchObject({ lost: false, shown: true })
  }
  throw new Error(`${String(target)} not reached in ${MAX_STOPS} presses of Tab`)
}

/**
 * Opens a screen of a collection (an entry, a new one) by its address, through the collection's list:
 * Decap keeps an entry's editor, with another's form, when the address goes straight to another.
 */
async function openThroughList(page: Page, collection: string, screen: string) {
  if (!signedIn) throw new Error("no site")
  await page.goto(`${signedIn.address}#/collections/${collection}`)
  await expect(page.locator("#preview-pane")).toHaveCount(0)
  await page.goto(`${signedIn.address}#/collections/${collection}/${screen}`)
}

/** Decap's notices, as a live region (src/cms/editor-screens.ts). */
const notices = (page: Page) => page.getByRole("status", { name: NOTICES_NAME })

/** In the menu a button opened, goes down to the item named `name` and chooses it. */
async function chooseFromMenu(page: Page, name: string) {
  const item = page.getByRole("menuitem", { name, exact: true })
  await item.waitFor()
  for (let stop = 0; stop < MAX_STOPS; stop += 1) {
    if (await item.evaluate((element) => element === element.ownerDocument.activeElement)) break
    await page.keyboard.press("ArrowDown")
    await expectFocusShown(page)
  }
  await page.keyboard.press("Enter")
}

/** Goes to `target` with Tab and presses Enter (or `key`) on it. */
async function activate(page: Page, target: Locator, key = "Enter", backwards = false) {
  await tabTo(page, target, backwards)
  await page.keyboard.press(key)
}

test("the sign-in screens pass axe, and an editor signs in with the keyboard alone", async ({ page }) => {
  if (!signedIn) throw new Error("no site")
  await page.goto(signedIn.address)
  const login = page.getByRole("button", { name: /login/i })
  await expectInEditor(login).toBeVisible()
  await expectScreenAccessible(page, "the sign-in")

  // The site's own page for a sign-in that cannot start, as the editor's page would reach it.
  await page.evaluate(() => location.assign("/api/gateway/authorize"))
  await expect(page.getByRole("heading", { name: "Sign-in could not start" })).toBeVisible()
  await expectScreenAccessible(page, "a sign-in that cannot start")

  await page.goto(signedIn.address)
  await activate(page, login)
  // The organisation's provider's own pages (a stand-in here): only that they can be used by keyboard.
  await tabTo(page, page.getByLabel("Email"))
  await page.keyboard.type(publisher.email)
  await tabTo(page, page.getByLabel("Password"))
  await page.keyboard.type("any password")
  await page.keyboard.press("Enter")
  await activate(page, page.getByRole("button", { name: "Allow" }))
  await expectInEditor(page.getByRole("link", { name: "Pages", exact: true })).toBeVisible()
})

test("an editor finds an entry by its text, changes it, previews it, saves and publishes it with the keyboard alone, and hears each outcome", async ({
  page,
}) => {
  if (!signedIn) throw new Error("no site")
  await expectInEditor(page.getByRole("main").getByRole("listitem").first()).toBeVisible()
  await expectScreenAccessible(page, "the collections")
  // Decap searches the collection open (or, chosen with the arrow keys in its suggestions, all of them).
  await activate(page, page.getByRole("link", { name: "Pages", exact: true }))
  await tabTo(page, page.getByPlaceholder("Search all"), true)
  await page.keyboard.type(generalPage.title)
  await page.keyboard.press("Enter")
  await activate(page, page.getByRole("link").filter({ hasText: generalPage.title }).first())

  const title = page.getByLabel("Title", { exact: true }).first()
  await activate(page, title, "End")
  await page.keyboard.type(", reviewed")
  const preview = page.frameLocator("#preview-pane")
  await expectInEditor(preview.getByRole("heading", { level: 1, name: `${generalPage.title}, reviewed` })).toBeVisible()
  await expectScreenAccessible(page, "an entry with its preview")

  // Decap's preview switch comes before the form.
  const previewSwitch = page.getByRole("button", { name: "Toggle preview" })
  await tabTo(page, previewSwitch, true)
  await expect(previewSwitch).toHaveAttribute("aria-pressed", "true")
  await page.keyboard.press("Enter")
  await expect(page.locator("#preview-pane")).toHaveCount(0)
  await expect(previewSwitch).toHaveAttribute("aria-pressed", "false")
  await page.keyboard.press("Enter")
  await expectInEditor(page.locator("#preview-pane")).toBeVisible()
  await expect(previewSwitch).toHaveAttribute("aria-pressed", "true")
  await expectFocusShown(page)

  await activate(page, page.getByRole("button", { name: /^save$/i }), "Enter", true)
  await expectInEditor(notices(page)).toContainText("Entry saved")
  await expectFocusShown(page)

  // The draft on the workflow board, and back to it from there.
  await activate(page, page.getByRole("link", { name: /Writing in/ }), "Enter", true)
  await activate(page, page.getByRole("link", { name: "Workflow" }))
  const card = page.getByRole("link").filter({ hasText: generalPage.title })
  await expectInEditor(card).toBeVisible()
  await expectScreenAccessible(page, "the workflow board")
  await activate(page, card)

  await activate(page, page.getByRole("button", { name: /status/i }))
  await chooseFromMenu(page, "Ready")
  await expectInEditor(notices(page)).toContainText("Entry status updated")
  // Decap asks "Are you sure you want to publish this entry?" in the browser's own dialog.
  const asked = new Promise<string>((resolve) =>
    page.once("dialog", (dialog) => {
      resolve(dialog.message())
      void dialog.accept()
    }),
  )
  await activate(page, page.getByRole("button", { name: /^publish$/i }))
  // The draft's page, its schedule at the top of the form (a publisher's, drafts on), checked with the menu.
  await expect(page.getByRole("region", { name: "Scheduled publishing" })).toBeVisible()
  await expectScreenAccessible(page, "the publish menu")
  await chooseFromMenu(page, "Publish now")
  expect(await asked).toMatch(/publish/i)
  await expectInEditor(notices(page)).toContainText("Entry published")
  await expectFocusShown(page)

  // The heaviest screen: the largest file's entry, its preview drawn.
  const { collection, slug } = cmsEntryOf(largestFile)
  await openThroughList(page, collection, `entries/${slug}`)
  await expectInEditor(page.frameLocator("#preview-pane").getByRole("heading", { level: 1 }).first()).toBeVisible()
  await expectScreenAccessible(page, "the largest entry with its preview")
})

test("a new entry's refused save is announced, and leaving it unsaved asks first, keeping the focus", async ({
  page,
}) => {
  if (!signedIn) throw new Error("no site")
  await openThroughList(page, "pages", "new")
  const title = page.getByLabel("Title", { exact: true }).first()
  await expectInEditor(title).toBeVisible()
  await expectScreenAccessible(page, "a new entry")
  // Save is there once something is typed; the rest of the page's required fields are still empty.
  await tabTo(page, title)
  await page.keyboard.type("A page left unsaved")
  await activate(page, page.getByRole("button", { name: /^save$/i }), "Enter", true)
  await expectInEditor(notices(page).getByRole("alert")).toContainText("missed a required field")
  await expectFocusShown(page)
  // Each field refused says so to a screen reader on the field itself, in its message's words.
  const introduction = page.getByRole("textbox", { name: "Introduction", exact: true }).first()
  await expect(introduction).toHaveAttribute("aria-invalid", "true")
  await expect(introduction).toHaveAccessibleDescription(/Introduction is required/)

  const asked = new Promise<string>((resolve) =>
    page.once("dialog", (dialog) => {
      resolve(dialog.message())
      void dialog.dismiss()
    }),
  )
  await activate(page, page.getByRole("link", { name: /Writing in/ }), "Enter", true)
  expect(await asked).toMatch(/leave this page/i)
  await expectFocusShown(page)
})

test("an editor uploads a picture for the new entry and gives its alternative text with the keyboard alone", async ({
  page,
}) => {
  await activate(page, page.getByRole("button", { name: "Choose an image" }).first())
  await expectInEditor(page.getByRole("dialog")).toBeVisible()
  await expectScreenAccessible(page, "the media library")

  const chooser = page.waitForEvent("filechooser")
  await activate(page, page.getByRole("dialog").locator("input[type=file]"), "Space")
  await (await chooser).setFiles(uploaded)
  await expectInEditor(page.getByRole("dialog").getByText(path.basename(uploaded))).toBeVisible()
  await expectScreenAccessible(page, "the media library after an upload")
  await activate(page, page.getByRole("button", { name: "Choose selected" }))
  await expect(page.getByRole("dialog")).toHaveCount(0)
  await expectFocusShown(page)

  const alt = page.getByLabel(/^Alt text/).first()
  await tabTo(page, alt)
  await page.keyboard.press("ControlOrMeta+A")
  await page.keyboard.type("A new picture, described")
  await expect(alt).toHaveValue("A new picture, described")

  // A picture already in the library is chosen by keyboard too: its card is a toggle button.
  const chooseAnother = page.getByRole("button", { name: "Choose different image" }).first()
  const fieldPicture = chooseAnother.locator("xpath=ancestor::*[.//img][1]//img").first()
  const uploadedShown = await fieldPicture.getAttribute("src")
  await activate(page, chooseAnother, "Enter", true)
  const library = page.getByRole("dialog")
  const existing = library
    .getByRole("button", { pressed: false })
    .filter({ has: page.locator("img") })
    .filter({ hasNotText: path.basename(uploaded) })
  const name = (await existing.first().innerText()).trim()
  const card = library.getByRole("button", { name, exact: true })
  await activate(page, card, "Space")
  await expect(card).toHaveAttribute("aria-pressed", "true")
  await activate(page, library.getByRole("button", { name: "Choose selected" }), "Enter", true)
  await expect(page.getByRole("dialog")).toHaveCount(0)
  // The field now shows the picture chosen in place of the one uploaded.
  await expect(fieldPicture).not.toHaveAttribute("src", uploadedShown ?? "")
  await expectFocusShown(page)
})
