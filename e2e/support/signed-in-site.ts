/**
 * The live site with its editor's gateway, for the browser tests of editors who sign in with the
 * organisation's accounts: public/ and the site's functions on Cloudflare's own runtime (wrangler
 * pages dev, https, at the live site's name), a real OpenID provider standing in for the
 * organisation's, and the gateway pointed at it and at a GitHub stand-in over a real git repository
 * (the outside addresses the gateway takes from the host's settings). Nothing is routed in the browser.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import type { BrowserContext, Page } from "@playwright/test"
import { parse } from "yaml"
import { gatewaySettingsOf, type GatewaySettings } from "../../src/editor-gateway/settings"
import {
  startGitHubStandIn,
  type GitHubStandIn,
  type GitHubStandInOptions,
} from "../../tests/support/stand-ins/github-stand-in"
import {
  startOpenIdProvider,
  type OpenIdPerson,
  type OpenIdProviderStandIn,
} from "../../tests/support/stand-ins/openid-provider-stand-in"
import { freePort, functionsDir, startPagesDev, type PagesDev } from "../../tests/build/pages-dev"
import { publishing } from "./content"
import { liveSite } from "./live-site"

const root = path.join(__dirname, "..", "..")

/** The gateway's settings, as the build wrote them from publishing.yaml; null when editors sign in with GitHub. */
export const gatewaySettings = gatewaySettingsOf(publishing)

/** Someone the list admits as a publisher: a listed address, or an address at a listed domain. */
const publisherEntry = gatewaySettings?.signIn.editors.find((entry) => entry.role === "publisher")
export const listedPublisher: OpenIdPerson = {
  email: publisherEntry?.address ?? `publisher@${publisherEntry?.domain ?? "board.example"}`,
  name: "Wendy Publisher",
}

/** The repository's files as the editor reads them: content/ as it is, and a file of code beside it. */
export function repositoryFiles(): Map<string, Buffer> {
  const files = new Map<string, Buffer>([["src/index.ts", Buffer.from("export {}\n")]])
  for (const entry of readdirSync(path.join(root, "content"), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")
    files.set(file, readFileSync(path.join(root, file)))
  }
  return files
}

/** The GitHub stand-in holding the site's repository where the gateway's settings name it: its content, on its live branch. */
export function startSiteRepository(
  settings: GatewaySettings,
  options: Partial<GitHubStandInOptions> = {},
): Promise<GitHubStandIn> {
  return startGitHubStandIn({
    repository: settings.repository,
    branch: settings.branch,
    files: repositoryFiles(),
    ...options,
  })
}

export interface SignedInSite {
  /** The editor's address, at the live site's name: https://<name>:<port>/admin/. */
  readonly address: string
  readonly provider: OpenIdProviderStandIn
  readonly site: PagesDev
  stop(): Promise<void>
}

const CLIENT_SECRET = "gateway-client-secret"

/**
 * A functions/ folder with the gateway's function as functions/api/gateway has it, but given
 * `settings` in place of the ones the build wrote: for what publishing.yaml does not turn on, like
 * drafts and a listed editor who is not a publisher. Removed by `remove()`.
 */
function gatewayFunctionsWith(settings: GatewaySettings): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), "gateway-functions-"))
  const gateway = path.join(dir, "api", "gateway")
  mkdirSync(gateway, { recursive: true })
  const handler = path.join(root, "src", "editor-gateway", "gateway")
  writeFileSync(
    path.join(gateway, "[[path]].ts"),
    [
      `import { answerGatewayRequest } from ${JSON.stringify(handler)}`,
      `const settings = ${JSON.stringify(settings)}`,
      "export const onRequest = ({ request, env }) => answerGatewayRequest(request, { settings, env })",
    ].join("\n"),
  )
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/**
 * Starts the provider (knowing these people, and the editor's address, port included, before
 * wrangler starts with its issuer) and the site, its gateway talking to `github`.
 */
export async function startSignedInSite(
  github: GitHubStandIn,
  {
    people,
    accessTokenTtlSeconds,
    functions = functionsDir,
    gateway,
  }: {
    people: readonly OpenIdPerson[]
    accessTokenTtlSeconds?: number
    /** The site's functions/ folder: this checkout's, unless a benchmark measures another's gateway. */
    functions?: string
    /** The gateway's settings, when not the build's: this checkout's gateway then runs with these. */
    gateway?: GatewaySettings
  },
): Promise<SignedInSite> {
  if (!gatewaySettings) throw new Error("publishing.yaml has no signIn")
  const swapped = gateway && gatewayFunctionsWith(gateway)
  const port = await freePort()
  const address = `https://${liveSite.hostname}:${port}/admin/`
  const provider = await startOpenIdProvider({
    people,
    clients: [
      {
        clientId: gatewaySettings.signIn.clientId,
        clientSecret: CLIENT_SECRET,
        redirectUris: [address],
        accessTokens: "jwt",
        audience: gatewaySettings.signIn.audience,
        ...(accessTokenTtlSeconds === undefined ? {} : { accessTokenTtlSeconds }),
      },
    ],
  })
  const site = await startPagesDev(path.join(root, "public"), {
    functionsDir: swapped?.dir ?? functions,
    https: true,
    port,
    bindings: {
      GITHUB_APP_ID: String(github.app.id),
      // One line, as a host's settings form takes it; the gateway reads "\n" as a line break.
      GITHUB_APP_PRIVATE_KEY: github.app.privateKey.replace(/\n/g, "\\n"),
      SIGN_IN_CLIENT_SECRET: CLIENT_SECRET,
      SIGN_IN_ISSUER: provider.issuer,
      GITHUB_API_URL: github.origin,
    },
  })
  return {
    address,
    provider,
    site,
    stop: async () => {
      await site.stop()
      await provider.stop()
      swapped?.remove()
    },
  }
}

/** Signs in as the organisation's sign-in page asks: Login in the editor, then the provider's own pages. */
export async function signIn(page: Page, email: string, address: string) {
  await page.goto(address)
  await page.getByRole("button", { name: /login/i }).click()
  await page.getByLabel("Email").fill(email)
  await page.getByLabel("Password").fill("any password")
  await page.getByRole("button", { name: "Sign in" }).click()
  await page.getByRole("button", { name: "Allow" }).click()
}

/**
 * Signs `person` in before the editor opens, as a sign-in that returned leaves them: Decap keeps the
 * user, with the provider's token, under this key.
 */
export async function keepSignedIn(context: BrowserContext, site: SignedInSite, person: OpenIdPerson) {
  if (!gatewaySettings) throw new Error("publishing.yaml has no signIn")
  const { access_token: token } = await site.provider.signIn({
    email: person.email,
    clientId: gatewaySettings.signIn.clientId,
    redirectUri: site.address,
  })
  await context.addInitScript(([key, user]) => localStorage.setItem(key, user), [
    "decap-cms-user",
    JSON.stringify({
      backendName: "git-gateway",
      name: person.name,
      login: person.email,
      email: person.email,
      token,
      user_metadata: { full_name: person.name },
    }),
  ] as const)
}

/** The first event of content/events.yaml, as written. */
export const [firstEvent] = parse(readFileSync(path.join(root, "content", "events.yaml"), "utf8")) as {
  title: string
}[]

/** The first event's title field, unfolded, in the events' form the editor shows. */
export async function firstEventTitleInForm(page: Page) {
  const item = page.locator('[class*="ListItem"]').filter({ hasText: firstEvent.title }).first()
  await item.locator("button").first().click()
  return page.getByLabel("Title", { exact: true }).first()
}

/** The first event's title field, in the events' form, opened from the editor's lists and unfolded. */
export async function firstEventTitle(page: Page) {
  await page.getByRole("link", { name: "Carousel, exam, FAQ and events", exact: true }).click()
  await page.getByText("College events", { exact: true }).click()
  return firstEventTitleInForm(page)
}
