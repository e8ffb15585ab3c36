/**
 * The content editor as an editor uses it: the built /admin against the real local file server
 * (decap-server) working on a scratch copy of content/, so the repository's files are never touched.
 * The tests share that copy and run in order, in one tab: the editor is a 4.4 MB application that
 * takes seconds to start, so it starts once and each test moves within it by its address, as an
 * editor going from file to file does. Leaving an entry with unsaved changes is confirmed.
 */
import { spawn, type ChildProcess } from "node:child_process"
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import path from "node:path"
import { expect, test as base, type BrowserContext, type FrameLocator, type Page } from "@playwright/test"
import { parse, stringify } from "yaml"
import sharp from "sharp"
import { eventWhen } from "../src/components/events/event-when"
import { axeWords } from "../src/cms/checking/axe-words"
import { contentFindings } from "../src/cms/checking/findings"
import { checkContent, checkContentAndPictures, formatProblem } from "../src/content/check"
import { eventPagePath } from "../src/content/events"
import { contentFileFor, requiredContentFiles } from "../src/content/content-files"
import { fieldAt } from "../src/content/fields"
import { labelOf } from "../src/content/fields/decap"
import { describeLinks, linksTo, type LinkingSource } from "../src/content/inbound-links"
import { LINK_RULE } from "../src/content/links"
import { pageNameOf } from "../src/content/page-registry"
import {
  collectPlaceholderValues,
  placeholderSource,
  placeholdersIn,
  resolvePlaceholders,
} from "../src/content/placeholders"
import { sitePagesIn } from "../src/content/site-pages"
import { loadContent, ownerSettings, withContent } from "../tests/support/fixtures/content-fixtures"
import { browserPages } from "./support/content"
import { FILE_SERVER_PORT, fileServerProcess } from "../scripts/local-editor"
import { LOCAL_FILE_SERVER } from "../src/cms/local-file-server"
import { EDITOR_ANSWERS_MS, EDITOR_TEST_MS, PROCESS_START_MS } from "../tests/support/time-limits"

const root = path.join(__dirname, "..")

/** Every test's `page` is the editor's one tab (beforeAll), already started and logged in. */
const test = base.extend({
  page: async ({}, use) => {
    await use(editor)
  },
})

test.describe.configure({ mode: "serial", timeout: EDITOR_TEST_MS })

/** The editor is a 4.4 MB application: under a busy test run it can take longer than a page to answer. */
const expectInEditor = expect.configure({ timeout: EDITOR_ANSWERS_MS })

let scratch = ""
let fileServer: ChildProcess | undefined
let context: BrowserContext | undefined
/** The editor's one tab, logged in to the local file server (beforeAll). */
let editor: Page
/** Each write or deletion the editor's tab asked of the file server, by its action's name (beforeAll listens). */
const writesAsked: string[] = []
/** The writes the editor asks for from now on. */
function writesFromNow(): () => string[] {
  const start = writesAsked.length
  return () => writesAsked.slice(start)
}

const scratchFile = (file: string) => path.join(scratch, "content", file)
const original = (file: string) => readFileSync(path.join(root, "content", file), "utf8")
const saved = (file: string) => readFileSync(scratchFile(file), "utf8")

/**
 * The repository's content as the editor shows it, in its files' words ({placeholders} as written):
 * what the tests find entries by and expect saved lines from, so an editor's change to it changes
 * them too.
 */
const written = <T>(file: string): T => parse(original(file)) as T
/** The first line of a file that starts with `start` (after its indentation). */
const lineOf = (file: string, start: string) => {
  const line = original(file)
    .split("\n")
    .find((candidate) => candidate.trimStart().startsWith(start))
  if (line === undefined) throw new Error(`content/${file} has no line starting "${start}"`)
  return line
}
/** A sentence with its {placeholders} resolved from these site.yaml and constants.yaml values, as the site shows it. */
const resolved = (sentence: string, constants: Record<string, unknown> = written("constants.yaml")) =>
  resolvePlaceholders(sentence, collectPlaceholderValues(written("site.yaml"), constants))
/** The pages editors added (content/pages/, not the built-in ones), each with its heading's title as written. */
const generalPages = sitePagesIn(path.join(root, "content"))
  .filter((sitePage) => sitePage.kind === "general")
  .map((sitePage) => ({
    ...sitePage,
    name: pageNameOf(sitePage.file) ?? "",
    title: written<{ hero: { title: string } }>(sitePage.file).hero.title,
  }))
/**
 * The general pages the listing test looks for in the Pages collection: those the browser suite
 * visits (e2e/support/content.ts), a bounded sample, not every page editors added.
 */
const listedGeneralPages = generalPages.filter((generalPage) =>
  browserPages.some((browserPage) => browserPage.file === generalPage.file),
)
/** A general page as the Pages collection lists it: "Privacy notice (/privacy/)" (src/cms/config/cms-config.ts's summary). */
const listedAs = (generalPage: { title: string; path: string }) => `${generalPage.title} (${generalPage.path})`
/** The About page's heading picture, as written, if it has one. */
const aboutPicture = written<{ hero: { image?: { file: string; alt?: string } } }>("pages/about.yaml").hero.image

/** The lines that differ between two versions of a file, as "- old" and "+ new". */
function changedLines(before: string, after: string): string[] {
  const a = before.split("\n")
  const b = after.split("\n")
  if (a.length !== b.length) return [`line count ${a.length} -> ${b.length}`]
  return a.flatMap((line, index) => (line === b[index] ? [] : [`- ${line}`, `+ ${b[index]}`]))
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once("error", () => resolve(false))
      .once("listening", () => probe.close(() => resolve(true)))
      .listen(port, "127.0.0.1")
  })
}

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(EDITOR_TEST_MS)
  // A file server already on the port would be editing some other folder, maybe the real content/.
  expect(
    await portIsFree(FILE_SERVER_PORT),
    `port ${FILE_SERVER_PORT} must be free for the test's own file server`,
  ).toBe(true)
  scratch = mkdtempSync(path.join(tmpdir(), "editor-test-"))
  cpSync(path.join(root, "content"), path.join(scratch, "content"), { recursive: true })
  // A page nothing links to, as an editor might have added by hand before starting the editor: a
  // copy of a page of content/pages/ under another heading (the deletion test removes it).
  const [someGeneralPage] = generalPages
  if (someGeneralPage) {
    const copy = parse(original(someGeneralPage.file)) as { hero: Record<string, unknown> }
    writeFileSync(
      scratchFile("pages/editor-test-page-2.yaml"),
      stringify({ ...copy, hero: { ...copy.hero, title: "Editor Test Page 2" } }),
    )
  }
  const server = fileServerProcess(root, { repository: scratch })
  fileServer = spawn(server.command, server.args, { env: { ...process.env, ...server.env }, stdio: "ignore" })
  await expect
    .poll(() => portIsFree(FILE_SERVER_PORT), {
      message: `the file server listening on port ${FILE_SERVER_PORT}`,
      timeout: PROCESS_START_MS,
    })
    .toBe(false)
  const { baseURL, viewport } = testInfo.project.use
  context = await browser.newContext({ baseURL, viewport })
  editor = await context.newPage()
  // "Leave this page? Changes you made will not be saved", after a refused save; and "Delete?".
  editor.on("dialog", (dialog) => void dialog.accept())
  editor.on("request", (request) => {
    if (!request.url().startsWith(LOCAL_FILE_SERVER)) return
    const { action } = (request.postDataJSON() ?? {}) as { action?: string }
    if (action && /^(persist|delete)/.test(action)) writesAsked.push(action)
  })
  await editor.goto("/admin/")
  await editor.getByRole("button", { name: /login/i }).click()
  await expectInEditor(editor.getByRole("link", { name: "Pages", exact: true })).toBeVisible()
})

test.afterAll(async () => {
  await context?.close()
  fileServer?.kill()
  if (scratch) rmSync(scratch, { recursive: true, force: true })
})

/** Goes to a place in the editor by its address (the part after #), without starting it again. */
async function moveTo(page: Page, route: string) {
  await page.goto(`/admin/#${route}`)
}

/** Opens a collection from the editor's list of them, as an editor does. */
async function openCollection(page: Page, collection: string) {
  await moveTo(page, "/")
  await page.getByRole("link", { name: collection, exact: true }).click()
}

async function openFile(page: Page, collection: string, file: string) {
  await openCollection(page, collection)
  await page.getByText(file, { exact: true }).click()
}

/** Opens a folded list entry with its top bar's first button (Decap labels the entry "ListItem" in its class). */
async function unfold(page: Page, summary: string) {
  const item = page.locator('[class*="ListItem"]').filter({ hasText: summary }).first()
  await item.locator("button").first().click()
}

const preview = (page: Page): FrameLocator => page.frameLocator("#preview-pane")

async function publish(page: Page) {
  await page.getByRole("button", { name: /^publish$/i }).click()
  await page.getByText(/^publish now$/i).click()
}

/**
 * Waits until the file server has rewritten the file. It truncates the file and then writes it, so
 * a read in between finds it empty: wait for it changed and whole (ending in its last line break).
 */
async function waitForChange(file: string, before: string) {
  await expect
    .poll(
      () => {
        const now = saved(file)
        return now !== before && now.endsWith("\n")
      },
      { timeout: EDITOR_ANSWERS_MS },
    )
    .toBe(true)
}

test("a slide title typed in the form shows in the preview, styled as on the page, and saves as one changed line", async ({
  page,
}) => {
  await openFile(page, "Carousel, exam, FAQ and events", "Home carousel slides")
  await expectInEditor(preview(page).getByText("On the Home page (/)")).toBeAttached()

  const [firstSlide] = written<{ title: string }[]>("slides.yaml")
  await unfold(page, firstSlide.title)
  const title = page.getByLabel("Title", { exact: true }).first()
  const started = Date.now()
  await title.fill("Telehealth Done Right")
  // The slide by itself, as the carousel draws it (the Home page below shows it too).
  const slideBySlide = preview(page).getByRole("region", { name: "Preview: Home page's carousel, one slide at a time" })
  const shown = slideBySlide.getByText("Telehealth Done Right", { exact: true })
  await expectInEditor(shown).toBeVisible()
  test.info().annotations.push({ type: "keystroke to preview", description: `${Date.now() - started} ms` })

  // Drawn by the site's own components with the site's theme: the slide title as the page styles it,
  // by a rule its Emotion cache wrote into the frame (class preview-*: one React context for Emotion;
  // a second copy would style it from the editor's own head, leaving the frame's defaults).
  const style = await shown.evaluate((element) => {
    const computed = getComputedStyle(element)
    return {
      tag: element.tagName,
      weight: computed.fontWeight,
      size: parseFloat(computed.fontSize),
      className: element.getAttribute("class") ?? "",
    }
  })
  expect(style.tag).toMatch(/^H[23]$/)
  expect(style.className).toMatch(/(^|\s)preview-/)
  expect(Number(style.weight)).toBeGreaterThanOrEqual(700)
  expect(style.size).toBeGreaterThan(20)

  const before = saved("slides.yaml")
  await publish(page)
  await waitForChange("slides.yaml", before)
  expect(changedLines(original("slides.yaml"), saved("slides.yaml"))).toEqual([
    `- ${lineOf("slides.yaml", "- title:")}`,
    "+ - title: Telehealth Done Right",
  ])
})

test("a fee with cents is kept as typed, shown with its cents in the preview, and saved as one line", async ({
  page,
}) => {
  await openFile(page, "Site-wide", "Fees and numbers")
  const constants = written<Record<string, unknown>>("constants.yaml")
  // A price with one figure of cents, which the site writes with two; another if the fee is that already.
  const typed = constants.membershipFee === 17.5 ? 18.5 : 17.5
  const fee = page.getByLabel("Membership fee", { exact: true })
  await fee.fill(String(typed))
  await expectInEditor(fee).toHaveValue(String(typed))
  // The Community page's price, as the site formats the new fee into it ("$17.50/year").
  const { membershipPrice } = written<{ membershipPrice: string }>("pages/community.yaml")
  const price = resolved(membershipPrice, { ...constants, membershipFee: typed })
  await expectInEditor(preview(page).getByText(price)).toBeVisible()

  const before = saved("constants.yaml")
  await publish(page)
  await waitForChange("constants.yaml", before)
  expect(changedLines(original("constants.yaml"), saved("constants.yaml"))).toEqual([
    `- ${lineOf("constants.yaml", "membershipFee:")}`,
    `+ membershipFee: ${typed}`,
  ])
  // Every comment of the file is still there.
  const comments = (text: string) => text.split("\n").filter((line) => line.trimStart().startsWith("#"))
  expect(comments(saved("constants.yaml"))).toEqual(comments(original("constants.yaml")))
})

test("a date set on an event with the date picker shows its page in the preview, and saves in the event's place, every comment kept", async ({
  page,
}) => {
  await openFile(page, "Carousel, exam, FAQ and events", "College events")
  // The first event as written, whatever the file says of it: it gets a first day in place of its "when".
  const [event] = written<{ title: string; when?: string }[]>("events.yaml")
  await unfold(page, event.title)
  const day = "2027-05-14"
  // Optional fields: Decap labels them "First day (optional)".
  await page
    .getByLabel(/^First day/)
    .first()
    .fill(day)
  if (event.when !== undefined)
    await page
      .getByLabel(/^When, without a date/)
      .first()
      .fill("")
  // Dated, it has a page of its own, which the preview draws with the date as visitors will read it.
  const site = written<{ timeZone: string; locale: string }>("site.yaml")
  const when = eventWhen({ ...event, start: day }, site.timeZone, site.locale).text
  const eventPages = preview(page).getByRole("region", { name: "Preview: Event pages" })
  await expectInEditor(eventPages.getByRole("heading", { level: 1, name: event.title })).toBeVisible()
  await expectInEditor(eventPages.getByText(when)).toBeVisible()

  const before = saved("events.yaml")
  await publish(page)
  await waitForChange("events.yaml", before)
  const dateLine = `  start: ${day}`
  expect(changedLines(original("events.yaml"), saved("events.yaml"))).toEqual(
    event.when === undefined
      ? [expect.stringMatching(/^line count/)]
      : [`- ${lineOf("events.yaml", "when:")}`, `+ ${dateLine}`],
  )
  expect(saved("events.yaml").split("\n")).toContain(dateLine)
  const comments = (text: string) => text.split("\n").filter((line) => line.trimStart().startsWith("#"))
  expect(comments(saved("events.yaml"))).toEqual(comments(original("events.yaml")))
  // The content check takes the file as the editor wrote it, and the site then has the event's page.
  const savedEvents = saved("events.yaml")
  const { problems, paths } = withContent({ "events.yaml": () => savedEvents }, (dir) => ({
    problems: checkContent(dir, { owner: ownerSettings, staticDir: path.join(root, "static") }).problems.map(
      formatProblem,
    ),
    paths: sitePagesIn(dir).map((sitePage) => sitePage.path),
  }))
  expect(problems).toEqual([])
  expect(paths).toContain(eventPagePath(event))
})

test("an invalid edit is refused with a visible message, and nothing is written", async ({ page }) => {
  await openFile(page, "Site-wide", "Fees and numbers")
  const before = saved("constants.yaml")
  const writes = writesFromNow()
  // The fee as people write it in a sentence, with its dollar sign.
  await page
    .getByLabel("Exam fee", { exact: true })
    .fill(`$${String(written<{ examFee: number }>("constants.yaml").examFee)}`)
  await publish(page)
  await expectInEditor(page.getByText(/Exam fee should be a number: digits only/i)).toBeVisible()
  // Decap checks the fields before it asks the file server to write: refused, it asked nothing.
  expect(writes()).toEqual([])
  expect(saved("constants.yaml")).toBe(before)
})

test("a file the editor cannot read says which file, which line and what is wrong, instead of an empty form", async ({
  page,
}) => {
  const broken = saved("faq.yaml").replace("\n  answer:", "\n\tanswer:")
  writeFileSync(scratchFile("faq.yaml"), broken)
  await openFile(page, "Carousel, exam, FAQ and events", "Frequently asked questions")
  const alert = page.getByRole("alert").filter({ hasText: "cannot be opened in the editor" })
  await expectInEditor(alert).toContainText("content/faq.yaml cannot be opened in the editor.")
  const tabLine = broken.split("\n").findIndex((line) => line.startsWith("\t")) + 1
  await expectInEditor(alert).toContainText(`Line ${tabLine}: The file is not valid YAML`)
  await expectInEditor(alert).toContainText("spaces, not tabs")
  // The empty list that would pass for the file's content is not shown.
  await expectInEditor(page.getByText(/0 frequently asked questions/i)).toBeHidden()
  await expectInEditor(page.getByRole("button", { name: /add question/i })).toBeHidden()
  // Saving over it is refused by the status field and by the format (cms-format.test.ts).
  expect(saved("faq.yaml")).toBe(broken)
})

test("the editor at /admin starts under its own policy, outside search engines, and without the local file server says how to start it instead of offering the live site's login", async ({
  context,
}) => {
  // A tab of its own: the editor starting while the file server does not answer.
  const page = await context.newPage()
  const policyReports: string[] = []
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) policyReports.push(message.text())
  })
  await page.route(`${new URL(LOCAL_FILE_SERVER).origin}/**`, (route) => route.abort("connectionrefused"))
  const response = await page.goto("/admin")
  expect(response?.status()).toBe(200)
  // Decap evaluates code: its policy allows that, and no public page's does (every-page.spec.ts).
  expect(response?.headers()["content-security-policy"]).toContain("'unsafe-eval'")
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/)
  const notice = page.getByRole("alert")
  await expectInEditor(notice).toContainText("The local file server is not running")
  await expectInEditor(notice).toContainText("npm run editor")
  await expectInEditor(page.getByRole("button", { name: /login/i })).toHaveCount(0)
  // Once the server answers, the editor opens by itself.
  await page.unroute(`${new URL(LOCAL_FILE_SERVER).origin}/**`)
  await expectInEditor(page.getByRole("button", { name: /login/i })).toBeVisible()
  await expectInEditor(notice).toHaveCount(0)
  await expect(page.getByText(/Error loading the CMS configuration/)).toHaveCount(0)
  // Its own policy lets it run: nothing blocked.
  expect(policyReports).toEqual([])
})

test("an invalid address in a folded entry is refused with its message in view, its entry opened", async ({ page }) => {
  await openFile(page, "Site-wide", "Site settings: names, contact details, links, header and footer")
  const before = saved("site.yaml")
  const writes = writesFromNow()
  // The first of site.yaml's links, by its name.
  const [firstLink] = Object.keys(written<{ links: Record<string, string> }>("site.yaml").links)
  await unfold(page, firstLink)
  const address = page.getByLabel("Web address", { exact: true }).first()
  await address.fill("portal.example.org/apply")
  await unfold(page, firstLink) // folded again, as an editor leaves it
  await expectInEditor(address).toBeHidden()
  await publish(page)
  const message = page.getByText(/should start with https:\/\//i).first()
  await expectInEditor(message).toBeVisible()
  await expectInEditor(message).toBeInViewport()
  expect(writes()).toEqual([])
  expect(saved("site.yaml")).toBe(before)
})

test("a link that could run script is refused beside its field, however it is cased or spaced, and nothing is written", async ({
  page,
}) => {
  await openFile(page, "Site-wide", "Site settings: names, contact details, links, header and footer")
  const before = saved("site.yaml")
  const writes = writesFromNow()
  // The header is a folded group: its toggle sits beside its name in the group's top bar.
  await page
    .locator("div")
    .filter({ has: page.getByTestId("expand-button") })
    .filter({ hasText: /^Header$/ })
    .first()
    .getByTestId("expand-button")
    .click()
  // What the Apply button in every page's top bar links to, as an attacker would spell javascript:.
  await page.getByLabel("Apply button's link", { exact: true }).fill(" JaVaScRiPt:alert(document.domain)")
  await publish(page)
  // The field's pattern is the content check's own rule (src/content/links.ts), in its words.
  const message = page.getByText(LINK_RULE).first()
  await expectInEditor(message).toBeVisible()
  await expectInEditor(message).toBeInViewport()
  expect(writes()).toEqual([])
  expect(saved("site.yaml")).toBe(before)
})

test.describe("the Pages collection", () => {
  /** Starts a page with Decap's "＋ page" (named "Create entry of type page") and fills in what every page needs, with one section of one block. */
  async function newPage(page: Page, heading: string) {
    await openCollection(page, "Pages")
    await page.getByRole("link", { name: "Create entry of type page" }).click()
    await page.getByLabel("Small line above the heading").first().fill("Examination")
    await page.getByLabel("Title", { exact: true }).first().fill(heading)
    await page.getByLabel("Introduction").first().fill("What to expect on exam day.")
    await page.getByLabel("Title", { exact: true }).nth(1).fill("Exam Policies")
    await page.getByLabel("Description").fill("The rules of the {credentialAbbreviation} examination.")
    await page.getByRole("button", { name: "Add section" }).click()
    await page.getByLabel("Section link name").fill("on-the-day")
    await page.getByLabel("Heading", { exact: true }).fill("On the day")
    await page.getByRole("button", { name: "Add block" }).click()
    await page.getByRole("menuitem", { name: "Note" }).click()
    await page.getByLabel("Note", { exact: true }).fill("Bring a photo ID.")
  }

  test("lists the pages editors added, not the built-in ones, which cannot be deleted", async ({ page }) => {
    await openCollection(page, "Pages")
    for (const generalPage of listedGeneralPages) {
      await expectInEditor(page.getByText(listedAs(generalPage), { exact: true })).toBeVisible()
    }
    const about = written<{ hero: { title: string } }>("pages/about.yaml")
    await expectInEditor(page.getByText(about.hero.title)).toHaveCount(0)
    await page.getByRole("link", { name: "Built-in pages", exact: true }).click()
    await page.getByText("About page", { exact: true }).click()
    await expectInEditor(page.getByLabel("Small line above the heading").first()).toBeVisible()
    await expectInEditor(page.getByRole("button", { name: /delete/i })).toHaveCount(0)
  })

  test("a page made with New page takes its address from its heading, shows in the preview at that address, and saves as one file the content check accepts", async ({
    page,
  }) => {
    await newPage(page, "Editor Test Page")
    await expectInEditor(page.getByLabel(/Page address/)).toHaveValue("editor-test-page")
    const drawn = preview(page).getByRole("region", { name: 'Preview: page "Editor Test Page"' })
    await expectInEditor(drawn.getByText('On the page "Editor Test Page" (/editor-test-page/)')).toBeVisible()
    await expectInEditor(drawn.getByText("Bring a photo ID.")).toBeVisible()
    await expectInEditor(
      drawn.getByText(resolved("The rules of the {credentialAbbreviation} examination.")),
    ).toBeVisible()

    await publish(page)
    await expect
      .poll(() => existsSync(scratchFile("pages/editor-test-page.yaml")), { timeout: EDITOR_ANSWERS_MS })
      .toBe(true)
    expect(parse(saved("pages/editor-test-page.yaml"))).toEqual({
      seo: { title: "Exam Policies", description: "The rules of the {credentialAbbreviation} examination." },
      hero: { eyebrow: "Examination", title: "Editor Test Page", lead: "What to expect on exam day." },
      sections: [{ id: "on-the-day", heading: "On the day", blocks: [{ type: "note", note: "Bring a photo ID." }] }],
    })
    // The page is a page of the site: beside the repository's content (the scratch copy has the
    // other tests' edits), the content check takes it, and the build would publish it here.
    const written = saved("pages/editor-test-page.yaml")
    const { problems, paths } = withContent({ "pages/editor-test-page.yaml": () => written }, (dir) => ({
      problems: checkContent(dir, { owner: ownerSettings, staticDir: path.join(root, "static") }).problems.map(
        formatProblem,
      ),
      paths: sitePagesIn(dir).map((sitePage) => sitePage.path),
    }))
    expect(problems).toEqual([])
    expect(paths).toContain("/editor-test-page/")
    // Once saved, the address is shown, not edited: links may already use it.
    await expectInEditor(page.getByText("/editor-test-page/", { exact: true })).toBeVisible()
  })

  test("an address that is reserved, a built-in page's or a saved page's is refused beside the field, and nothing is written", async ({
    page,
  }) => {
    const writes = writesFromNow()
    await newPage(page, "Contact")
    await expectInEditor(page.getByLabel(/Page address/)).toHaveValue("contact")
    await publish(page)
    await expectInEditor(
      page.getByText('"contact" is the address of a built-in page. Choose another name.'),
    ).toBeVisible()
    // A page content/pages/ already has (the privacy notice, as shipped).
    for (const published of generalPages.slice(0, 1)) {
      await page.getByLabel(/Page address/).fill(published.name)
      await publish(page)
      await expectInEditor(
        page.getByText(`A page is already published at ${published.path}.`, { exact: false }),
      ).toBeVisible()
    }
    await page.getByLabel(/Page address/).fill("admin")
    await publish(page)
    await expectInEditor(
      page.getByText(/\/admin\/ is reserved for something else the site publishes there/),
    ).toBeVisible()
    expect(writes()).toEqual([])
    expect(existsSync(scratchFile("pages/admin.yaml"))).toBe(false)
    expect(saved("pages/contact.yaml")).toBe(original("pages/contact.yaml"))
  })

  test("a page other files link to is not deleted, the links named; a page nothing links to is", async ({ page }) => {
    // Every file the editor reads for links, as the scratch copy has them now (content-loader.ts; one
    // that is not valid YAML, as an earlier test left faq.yaml, links nowhere): a page linked only from
    // the required files, which the editor names by their files.
    const readable = (file: string): unknown => {
      try {
        return parse(saved(file))
      } catch {
        return null
      }
    }
    const required: LinkingSource[] = requiredContentFiles.map((spec) => ({
      name: `content/${spec.file}`,
      spec,
      data: readable(spec.file),
    }))
    const pages: LinkingSource[] = generalPages.map((generalPage) => ({
      name: generalPage.title,
      data: readable(generalPage.file),
    }))
    const linked = generalPages
      .map((generalPage) => ({ ...generalPage, links: linksTo(generalPage.path, required) }))
      .find((generalPage) => generalPage.links.length > 0 && linksTo(generalPage.path, pages).length === 0)
    test.skip(!linked, "no page of content/pages/ is linked from another file")
    if (!linked) return
    await openFile(page, "Pages", listedAs(linked))
    await expectInEditor(preview(page).getByText(`Linked from ${describeLinks(linked.links)}.`)).toBeVisible()
    await page.getByRole("button", { name: "Delete entry" }).click()
    await expectInEditor(
      page.getByText(`${linked.path} was not deleted: it is linked from ${describeLinks(linked.links)}.`),
    ).toBeVisible()
    expect(saved(linked.file)).toBe(original(linked.file))

    // The page added by hand (beforeAll), which nothing links to.
    await moveTo(page, "/collections/pages")
    await page.getByText("Editor Test Page 2 (/editor-test-page-2/)", { exact: true }).click()
    await expectInEditor(preview(page).getByRole("heading", { level: 1, name: "Editor Test Page 2" })).toBeVisible()
    await page.getByRole("button", { name: "Delete entry" }).click()
    await expect
      .poll(() => existsSync(scratchFile("pages/editor-test-page-2.yaml")), { timeout: EDITOR_ANSWERS_MS })
      .toBe(false)
  })
})

test.describe("a click in the preview finds its field", () => {
  /** The focused element of the editor's own page (the form), not of its preview frame. */
  const focusedInForm = (page: Page) => page.locator("input:focus, textarea:focus")
  /** What the form calls the field at a place in a file (its label, from the content's fields). */
  const labelAt = (file: string, at: readonly string[]) => {
    const field = fieldAt(contentFileFor(file)?.field ?? fail(file), at, written(file))
    return labelOf(String(at.at(-1)), field ?? fail(`${file}: ${at.join(".")}`))
  }
  const fail = (what: string): never => {
    throw new Error(`test setup: no field ${what}`)
  }

  test("editing the exam domains, a click on the second domain's title focuses its field in its folded entry, and Enter on the first's does the same", async ({
    page,
  }) => {
    await openFile(page, "Carousel, exam, FAQ and events", "Exam content domains")
    const [first, second] = written<{ title: string }[]>("domains.yaml")
    const titles = page.getByLabel("Title", { exact: true })
    // Every entry starts folded: the field is out of sight until found.
    await expectInEditor(titles.nth(1)).toBeHidden()

    await preview(page).getByText(second.title, { exact: true }).first().click()
    await expectInEditor(titles.nth(1)).toBeFocused()
    await expectInEditor(titles.nth(1)).toBeInViewport()
    await expectInEditor(focusedInForm(page)).toHaveValue(second.title)

    // The keyboard reaches the same targets: a sentence takes the focus, and Enter finds its field.
    const firstDrawn = preview(page).getByText(first.title, { exact: true }).first()
    await firstDrawn.focus()
    await page.keyboard.press("Enter")
    await expectInEditor(titles.nth(0)).toBeFocused()
    await expectInEditor(focusedInForm(page)).toHaveValue(first.title)
  })

  test("editing any page, a click on the footer's copyright opens Site settings at that field, saying where the values it names are written", async ({
    page,
  }) => {
    await openFile(page, "Built-in pages", "About page")
    const { footer } = written<{ footer: { copyright: string } }>("site.yaml")
    // The page's footer, which inside the preview's region of the page is no landmark of its own.
    await preview(page).locator("footer").getByText(resolved(footer.copyright), { exact: true }).click()

    await expect(page).toHaveURL(/#\/collections\/site\/entries\/site$/)
    const copyright = page.getByLabel(labelAt("site.yaml", ["footer", "copyright"]), { exact: true })
    await expectInEditor(copyright).toBeFocused()
    await expectInEditor(copyright).toHaveValue(footer.copyright)

    // A value the sentence names ({copyrightYear}) is written in its own field: the preview says so, and leads there.
    const [named] = placeholdersIn(footer.copyright)
    test.skip(named === undefined, "the copyright names no value")
    const note = preview(page)
      .getByRole("status")
      .filter({ hasText: `This sentence shows {${named}}` })
    await note.getByRole("link", { name: `change {${named}} there` }).click()
    const source = placeholderSource(named, written("site.yaml"), written("constants.yaml"))
    test.skip(source === undefined, `{${named}} is the build's, written in no file`)
    if (!source) return
    await expectInEditor(page.getByLabel(labelAt(source.file, source.at), { exact: true })).toBeFocused()
  })
})

test("the check beside the preview finds a drawn page's faint words with axe and a title in capitals with the content's rules, each leading to its field; the warning can be acknowledged for its words", async ({
  page,
}) => {
  await openFile(page, "Carousel, exam, FAQ and events", "Exam content domains")
  const [first, second] = written<{ title: string }[]>("domains.yaml")
  const check = preview(page).getByRole("region", { name: "Accessibility check" })
  await expectInEditor(check.getByText(/^Nothing to fix found\.|things? to look at\./)).toBeVisible()
  // A page drawn with a deliberate fault no field makes: the second domain's title all but white.
  const faint = preview(page).getByText(second.title, { exact: true }).first()
  await faint.evaluate((element) => element.setAttribute("style", "color: #f4f4f4 !important"))

  await unfold(page, first.title)
  const titles = page.getByLabel("Title", { exact: true })
  const shouted = "READ THE DOMAINS BEFORE APPLYING"
  await titles.nth(0).fill(shouted)

  const [inCapitals] = contentFindings("domains.yaml", [{ ...first, title: shouted }])
  const capitals = check.getByRole("listitem").filter({ hasText: inCapitals.problem })
  const contrast = check
    .getByRole("listitem")
    .filter({ hasText: axeWords("color-contrast", "").problem })
    .filter({ hasText: `“${second.title}”` })
  await expectInEditor(contrast.first()).toBeVisible()
  await expectInEditor(capitals).toHaveCount(1)

  await contrast.first().getByRole("button", { name: "Go to its field" }).click()
  await expectInEditor(titles.nth(1)).toBeFocused()
  await capitals.getByRole("button", { name: "Go to its field" }).click()
  await expectInEditor(titles.nth(0)).toBeFocused()

  await capitals.getByRole("button", { name: "Acknowledge this warning" }).click()
  await expectInEditor(capitals).toHaveCount(0)
  await expectInEditor(check.locator("[aria-live=polite]")).toContainText("1 warning acknowledged.")
  // For these words only: the same title, changed, is looked at again.
  await titles.nth(0).fill(`${shouted} NOW`)
  await expectInEditor(capitals).toHaveCount(1)
})

test.describe("pictures", () => {
  test.skip(!aboutPicture, "the About page's heading has no picture to change")
  test("a picture uploaded in the editor goes into content/images/, shows in the preview, and the file names it in one changed line", async ({
    page,
  }) => {
    const upload = path.join(scratch, "new-about.jpg")
    await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#f0b64a" } })
      .jpeg()
      .toFile(upload)
    await openFile(page, "Built-in pages", "About page")
    await page.getByRole("button", { name: "Choose different image" }).click()
    await page.locator('input[type="file"]').setInputFiles(upload)
    await expectInEditor(page.getByText("new-about.jpg", { exact: true })).toBeVisible()
    await page.getByRole("button", { name: "Choose selected" }).click()
    const { hero } = loadContent<{ hero: { image: { alt: string } } }>("pages/about.yaml")
    const drawn = preview(page).getByRole("img", { name: hero.image.alt, exact: true })
    await expectInEditor(drawn).toHaveAttribute("src", /^blob:/)

    const before = saved("pages/about.yaml")
    await publish(page)
    await waitForChange("pages/about.yaml", before)
    const fileLine = lineOf("pages/about.yaml", `file: ${aboutPicture?.file ?? ""}`)
    expect(changedLines(before, saved("pages/about.yaml"))).toEqual([
      `- ${fileLine}`,
      `+ ${fileLine.replace(aboutPicture?.file ?? "", "images/new-about.jpg")}`,
    ])
    // The file server writes the picture beside the YAML, not always before it.
    await expect.poll(() => existsSync(scratchFile("images/new-about.jpg"))).toBe(true)
    // The content check takes the new picture as it would before a build.
    const written = saved("pages/about.yaml")
    const problems = await withContent(
      {
        "pages/about.yaml": () => written,
        "images/new-about.jpg": () => readFileSync(scratchFile("images/new-about.jpg")),
      },
      (dir) => checkContentAndPictures(dir, { owner: ownerSettings }),
    )
    expect(problems.problems.map(formatProblem)).toEqual([])
  })

  test("a GIF chosen for a picture is refused beside the field, naming the formats that work, and nothing is written", async ({
    page,
  }) => {
    const upload = path.join(scratch, "loop.gif")
    await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#0b6e6e" } })
      .gif()
      .toFile(upload)
    await openFile(page, "Built-in pages", "About page")
    const before = saved("pages/about.yaml")
    await page.getByRole("button", { name: "Choose different image" }).click()
    await page.locator('input[type="file"]').setInputFiles(upload)
    await expectInEditor(page.getByText("loop.gif", { exact: true })).toBeVisible()
    await page.getByRole("button", { name: "Choose selected" }).click()
    await publish(page)
    await expectInEditor(
      page.getByText("Should be a JPEG, PNG, WebP or AVIF file: SVG drawings and GIF animations do not work here"),
    ).toBeVisible()
    expect(saved("pages/about.yaml")).toBe(before)
  })

  test("a picture with neither alt text nor the decorative mark is refused beside it, and nothing is written", async ({
    page,
  }) => {
    await openFile(page, "Built-in pages", "About page")
    const before = saved("pages/about.yaml")
    // The heading's picture comes first; the cards' portraits below it are left empty, and asked nothing.
    await page
      .getByLabel(/^Alt text: what the picture shows/)
      .first()
      .fill("")
    await publish(page)
    await expectInEditor(page.getByText(/^Alt text is missing: describe what the picture shows/)).toHaveCount(1)
    // Decap refuses before it sends anything to the file server.
    expect(saved("pages/about.yaml")).toBe(before)
  })
})
