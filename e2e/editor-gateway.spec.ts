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
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import { expect, test, type Page } from "@playwright/test"
import { notAnEditor, SIGN_IN_EXPIRED } from "../src/editor-gateway/refusal"
import { gatewaySettingsOf } from "../src/editor-gateway/settings"
import { startGitHubApiStandIn, type GitHubApiStandIn } from "../src/test-support/github-api-stand-in"
import { startOpenIdProvider, type OpenIdProviderStandIn } from "../src/test-support/openid-provider-stand-in"
import { freePort, functionsDir, startPagesDev, type PagesDev } from "../tests/build/pages-dev"
import { publishing } from "./support/content"
import { atLiveSiteName, liveSite } from "./support/live-site"

const root = path.join(__dirname, "..")
const settings = gatewaySettingsOf(publishing)

/** Someone the list admits as a publisher: a listed address, or an address at a listed domain. */
const publisherEntry = settings?.signIn.editors.find((entry) => entry.role === "publisher")
const publisher = {
  email: publisherEntry?.address ?? `publisher@${publisherEntry?.domain ?? "board.example"}`,
  name: "Wendy Publisher",
}
/** Someone the provider knows and the list does not. */
const outsider = { email: "someone@unlisted.invalid", name: "Some One" }
const clientSecret = "gateway-client-secret"

let github: GitHubApiStandIn | undefined
let provider: OpenIdProviderStandIn | undefined
let site: PagesDev | undefined
let editorAddress = ""

// One wrangler for the file, whose tests run in order in one worker.
test.describe.configure({ mode: "default" })
test.use({ ...atLiveSiteName, ignoreHTTPSErrors: true })
test.skip(settings === null, "publishing.yaml has no signIn: editors sign in with GitHub, and there is no gateway")

/** The repository's files as the editor reads them: content/ as it is, and a file of code beside it. */
function repositoryFiles(): Map<string, Buffer> {
  const files = new Map<string, Buffer>([["src/index.ts", Buffer.from("export {}\n")]])
  for (const entry of readdirSync(path.join(root, "content"), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")
    files.set(file, readFileSync(path.join(root, file)))
  }
  return files
}

/**
 * The organisation's provider and the site on Cloudflare's runtime, its gateway pointed at that
 * provider and at the GitHub stand-in. The provider must know the editor's address, port included,
 * before wrangler starts with its issuer.
 */
async function startSite(stand: GitHubApiStandIn, accessTokenTtlSeconds?: number) {
  if (!settings) throw new Error("no signIn")
  const port = await freePort()
  const address = `https://${liveSite.hostname}:${port}/admin/`
  const organisation = await startOpenIdProvider({
    people: [publisher, outsider],
    clients: [
      {
        clientId: settings.signIn.clientId,
        clientSecret,
        redirectUris: [address],
        accessTokens: "jwt",
        audience: settings.signIn.audience,
        ...(accessTokenTtlSeconds === undefined ? {} : { accessTokenTtlSeconds }),
      },
    ],
  })
  const served = await startPagesDev(path.join(root, "public"), {
    functionsDir,
    https: true,
    port,
    timeoutMs: 60_000,
    bindings: {
      GITHUB_APP_ID: String(stand.app.id),
      // One line, as a host's settings form takes it; the gateway reads "\n" as a line break.
      GITHUB_APP_PRIVATE_KEY: stand.app.privateKey.replace(/\n/g, "\\n"),
      SIGN_IN_CLIENT_SECRET: clientSecret,
      SIGN_IN_ISSUER: organisation.issuer,
      GITHUB_API_URL: stand.origin,
    },
  })
  return { address, provider: organisation, site: served }
}

test.beforeAll(async ({}, testInfo) => {
  if (!settings) return
  testInfo.setTimeout(90_000)
  github = await startGitHubApiStandIn({
    repository: settings.repository,
    branch: settings.branch,
    files: repositoryFiles(),
  })
  ;({ address: editorAddress, provider, site } = await startSite(github))
})

test.afterAll(async () => {
  await site?.stop()
  await Promise.all([provider?.stop(), github?.stop()])
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
  const short = await startSite(github, 10)
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
    await short.site.stop()
    await short.provider.stop()
  }
})
