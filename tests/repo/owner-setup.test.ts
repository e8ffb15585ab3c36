/**
 * `npm run setup:sign-in` on a scratch copy of the project, with real parts: GitHub's REST API over
 * a real repository (the App made from the setup's manifest, rulesets, collaborators) and GitHub's
 * manifest page as stand-ins, the setup's own page on 127.0.0.1 walked as a browser walks it, and
 * the real wrangler the lock file pins against a stand-in of Cloudflare's API. The owner's answers
 * are scripted; the owner's clicks on GitHub (installing the App) are the test's. The first run sets
 * everything up; the second, answering Enter to everything, changes nothing.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { parse, parseDocument } from "yaml"
import { INSTALLATION_PERMISSIONS } from "../../src/editor-gateway/github"
import { PRODUCTION_ENVIRONMENT, SCHEDULED_JOB_SECRET_NAMES } from "../../src/owner/scheduled-job-secrets"
import { cloudflarePages } from "../../src/hosts/cloudflare-pages"
import { rulesetFindings } from "../../src/owner/live-branch-ruleset"
import { fullSuiteCheck, SITE_WORKFLOW } from "../../src/owner/required-check"
import { scriptedPrompts, type ScriptedAnswer } from "../../src/owner/setup/prompts"
import { runSetup } from "../../src/owner/setup/run-setup"
import type { SetupContext } from "../../src/owner/setup/setup-context"
import { OWNERS_WORLD, startOwnersWorld } from "../support/fixtures/owners-world"
import type { CloudflarePagesStandIn } from "../support/stand-ins/cloudflare-pages-stand-in"
import { OWNER_TOKEN_PERMISSIONS } from "../support/stand-ins/github/administration"
import type { GitHubStandIn } from "../support/stand-ins/github-stand-in"
import { startGitHubWebStandIn, type GitHubWebStandIn } from "../support/stand-ins/github-web-stand-in"

const root = path.join(__dirname, "..", "..")
const { repository, project, account, cloudflareToken } = OWNERS_WORLD
const tenant = "00000000-0000-0000-0000-0000000000aa"
const clientId = "11111111-2222-3333-4444-555555555555"
const clientSecret = "the-entra-client-secret"

let github: GitHubStandIn
let web: GitHubWebStandIn
let cloudflare: CloudflarePagesStandIn
let scratch: string
let ownerToken: string

beforeAll(async () => {
  ;({ github, cloudflare } = await startOwnersWorld({ installed: false }))
  web = await startGitHubWebStandIn(github.owner)
  ownerToken =
    github.owner.addPerson({ login: "board-admin", role: "admin", tokenPermissions: OWNER_TOKEN_PERMISSIONS }) ?? ""
  // An editor who could push to the repository before the organisation's sign-in, and a developer.
  github.owner.addPerson({ login: "ana", role: "write", email: "ana@board.example" })
  github.owner.addPerson({ login: "dev", role: "write" })
  // The project as the owner has it before the setup: publishing.yaml without signIn.
  scratch = mkdtempSync(path.join(tmpdir(), "owner-setup-"))
  const publishing = parseDocument(readFileSync(path.join(root, "publishing.yaml"), "utf8"))
  publishing.delete("signIn")
  publishing.set("repository", repository)
  // Drafts on: the scheduled job needs the App's key in GitHub's production environment too.
  publishing.set("reviewBeforePublishing", true)
  writeFileSync(path.join(scratch, "publishing.yaml"), publishing.toString())
  mkdirSync(path.join(scratch, path.dirname(SITE_WORKFLOW)), { recursive: true })
  writeFileSync(path.join(scratch, SITE_WORKFLOW), readFileSync(path.join(root, SITE_WORKFLOW)))
})

afterAll(async () => {
  await Promise.all([github?.stop(), web?.stop(), cloudflare?.stop()])
  rmSync(scratch, { recursive: true, force: true })
})

const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")

/** What the owner does with an address the setup shows: its page's form sent to GitHub, or the App installed. */
async function browse(address: string): Promise<void> {
  if (address.startsWith(web.origin)) {
    github.owner.install({ selection: "selected", repositories: ["cdm-site"] })
    return
  }
  const page = await (await fetch(address)).text()
  const action = unescape(/<form method="post" action="([^"]+)"/.exec(page)?.[1] ?? "")
  const fields = [...page.matchAll(/name="(\w+)" value="([^"]*)"/g)].map(([, name, value]) => [name, unescape(value)])
  const created = await fetch(action, { method: "POST", body: new URLSearchParams(fields), redirect: "manual" })
  await fetch(created.headers.get("Location") ?? "")
}

async function setUp(answers: readonly ScriptedAnswer[]): Promise<string[]> {
  const prompts = scriptedPrompts(answers)
  const context: SetupContext = {
    projectDir: scratch,
    prompts,
    host: cloudflarePages,
    githubApi: github.origin,
    githubWeb: web.origin,
    fetch,
    runner: {
      projectDir: root,
      env: {
        CLOUDFLARE_API_TOKEN: cloudflareToken,
        CLOUDFLARE_API_BASE_URL: cloudflare.apiBaseUrl,
        WRANGLER_SEND_METRICS: "false",
      },
    },
    environment: {},
    open: browse,
  }
  await runSetup(context)
  prompts.close()
  return prompts.transcript
}

/** What a run could change: the project's files, the host's variables, GitHub's settings. */
function everythingChangeable() {
  return {
    files: Object.fromEntries(
      readdirSync(scratch, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => [entry.name, readFileSync(path.join(entry.parentPath, entry.name), "utf8")]),
    ),
    hostChanges: cloudflare.changes(),
    githubWrites: github.requests.filter((request) => request.method !== "GET" && request.who !== "app").length,
    appsCreated: web.forms.length,
    rulesets: JSON.stringify(github.owner.rulesets),
    roles: github.owner.people.map((person) => `${person.account.login}:${person.role}`),
  }
}

let afterFirstRun: ReturnType<typeof everythingChangeable>

/** The App's id and key as the scheduled job would read them from GitHub's production environment. */
const scheduledJobSecrets = () =>
  SCHEDULED_JOB_SECRET_NAMES.map((name) => github.owner.environmentSecret(PRODUCTION_ENVIRONMENT, name))

it("sets everything up in one run, the secrets going to the host alone, never shown nor written in the project", async () => {
  const transcript = await setUp([
    ownerToken,
    project,
    account,
    // The App's installation: the test's browser has installed it when the setup asks.
    "",
    // The sign-in: Microsoft Entra ID, registered as the setup says.
    "1",
    "",
    tenant,
    clientId,
    "ana@board.example",
    "",
    clientSecret,
    // The ruleset, as shown; then Ana, an editor, taken off the repository.
    "",
    "",
  ])
  const [manifest] = web.forms.map((form) => JSON.parse(form.manifest) as Record<string, unknown>)
  expect(manifest).toMatchObject({
    default_permissions: INSTALLATION_PERMISSIONS,
    hook_attributes: { active: false },
    public: false,
  })
  expect(github.app.permissions).toEqual(INSTALLATION_PERMISSIONS)
  expect(Object.fromEntries(cloudflare.environments.production)).toEqual({
    GITHUB_APP_ID: { type: "secret_text", value: String(github.app.id) },
    GITHUB_APP_PRIVATE_KEY: { type: "secret_text", value: github.app.privateKey.trim() },
    SIGN_IN_CLIENT_SECRET: { type: "secret_text", value: clientSecret },
  })
  expect(cloudflare.environments.preview.size).toBe(0)
  expect(scheduledJobSecrets()).toEqual([String(github.app.id), github.app.privateKey])
  expect(github.owner.installedRepositories).toEqual(["cdm-site"])
  expect((parse(readFileSync(path.join(scratch, "publishing.yaml"), "utf8")) as { signIn: unknown }).signIn).toEqual({
    issuer: `https://login.microsoftonline.com/${tenant}/v2.0`,
    clientId,
    scope: `openid email profile api://${clientId}/content`,
    emailClaim: "preferred_username",
    contact: "ana@board.example",
    editors: [{ address: "ana@board.example", role: "publisher" }],
  })
  const live = { branch: "main", defaultBranch: "main", appId: github.app.id, requiredCheck: fullSuiteCheck(root) }
  expect(rulesetFindings(github.owner.rulesets, live).filter((finding) => !finding.kept)).toEqual([])
  expect(github.owner.people.map((person) => [person.account.login, person.role])).toEqual([
    ["board-admin", "admin"],
    ["ana", null],
    ["dev", "write"],
  ])
  const shown = transcript.join("\n")
  const written = Object.values(everythingChangeable().files).join("\n")
  for (const secret of [github.app.privateKey.split("\n")[1], clientSecret, ownerToken]) {
    expect(shown).not.toContain(secret)
    expect(written).not.toContain(secret)
  }
  afterFirstRun = everythingChangeable()
})

it("changes nothing when run again, each step saying it is done", async () => {
  const transcript = await setUp([ownerToken, "", "", "", "", ""])
  expect(everythingChangeable()).toEqual(afterFirstRun)
  expect(transcript.filter((line) => line.includes("✓ Already done")).length).toBeGreaterThanOrEqual(5)
})

it("gives the scheduled job a key the owner generated, once GitHub says it is the App's, when the environment lost its own", async () => {
  for (const name of SCHEDULED_JOB_SECRET_NAMES) github.owner.deleteEnvironmentSecret(PRODUCTION_ENVIRONMENT, name)
  const downloaded = path.join(scratch, "generated.private-key.pem")
  writeFileSync(downloaded, github.app.privateKey)
  await setUp([ownerToken, "", "", downloaded, "", "", ""])
  expect(scheduledJobSecrets()).toEqual([String(github.app.id), github.app.privateKey])
})
