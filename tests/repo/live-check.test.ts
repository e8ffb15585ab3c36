/**
 * `npm run check:live` against a live site set up as the owner's setup leaves it, with real parts:
 * the gateway's own handler at the site's address (under its host, in-process), GitHub's REST API
 * over a real repository as the App and as the owner see it (tests/support/stand-ins/github-stand-in.ts),
 * a real OpenID provider (panva's oidc-provider), and the real wrangler the lock file pins, against
 * a stand-in of Cloudflare's API. On the good setup every line passes; then each setup broken one
 * way at a time, against the same stand-ins, fails the lines that promise it and no other, and no
 * line ever shows a secret.
 */
import path from "node:path"
import { INSTALLATION_PERMISSIONS } from "../../src/editor-gateway/github"
import { answerGatewayRequest, type GatewayRuntime } from "../../src/editor-gateway/gateway"
import { gatewaySettingsOf, type GatewaySettings } from "../../src/editor-gateway/settings"
import { cloudflarePages } from "../../src/hosts/cloudflare-pages"
import {
  PRODUCTION_ENVIRONMENT,
  SCHEDULED_JOB_SECRETS,
  SCHEDULED_JOB_SECRET_NAMES,
} from "../../src/owner/scheduled-job-secrets"
import type { Ruleset } from "../../src/owner/github-shapes"
import { liveBranchRuleset } from "../../src/owner/live-branch-ruleset"
import { checklistText, type CheckLine } from "../../src/owner/live-check/checklist"
import { runLiveCheck, type LiveCheckContext } from "../../src/owner/live-check/live-check"
import { reportOnIssue, WEEKLY_ISSUE_TITLE } from "../../src/owner/live-check/weekly-issue"
import { githubRest } from "../../src/owner/github-rest"
import { fullSuiteCheck } from "../../src/owner/required-check"
import type { CloudflarePagesStandIn } from "../support/stand-ins/cloudflare-pages-stand-in"
import { OWNER_TOKEN_PERMISSIONS } from "../support/stand-ins/github/administration"
import type { GitHubStandIn } from "../support/stand-ins/github-stand-in"
import { startOpenIdProvider, type OpenIdProviderStandIn } from "../support/stand-ins/openid-provider-stand-in"
import { OWNERS_WORLD, startOwnersWorld } from "../support/fixtures/owners-world"
import { githubSignInSettings } from "../support/fixtures/publishing-settings"

const root = path.join(__dirname, "..", "..")
const { repository, project, account, cloudflareToken } = OWNERS_WORLD
const clientSecret = "the-sign-in-client-secret"
const requiredCheck = fullSuiteCheck(root)

let github: GitHubStandIn
let provider: OpenIdProviderStandIn
let cloudflare: CloudflarePagesStandIn
let context: LiveCheckContext
let settings: GatewaySettings
let runtime: GatewayRuntime
let ownerToken: string

beforeAll(async () => {
  ;({ github, cloudflare } = await startOwnersWorld({ appPermissions: INSTALLATION_PERMISSIONS }))
  const base = gatewaySettingsOf({ ...githubSignInSettings, repository })
  if (base === null) throw new Error("the settings have no signIn")
  provider = await startOpenIdProvider({
    people: [],
    clients: [
      {
        clientId: base.signIn.clientId,
        clientSecret,
        redirectUris: [`${base.siteAddress}/admin/`],
        accessTokens: "jwt",
      },
    ],
  })
  // Drafts on: the scheduled job's secrets are checked too.
  settings = { ...base, reviewBeforePublishing: true, signIn: { ...base.signIn, issuer: provider.issuer } }
  ownerToken =
    github.owner.addPerson({ login: "board-admin", role: "admin", tokenPermissions: OWNER_TOKEN_PERMISSIONS }) ?? ""
  github.owner.addPerson({ login: "reader", role: "read", email: "reader@elsewhere.example" })
  github.owner.rulesets.push({
    ...liveBranchRuleset({ branch: "main", defaultBranch: "main", appId: github.app.id, requiredCheck }),
    id: 1,
    source: repository,
    source_type: "Repository",
  })
  for (const name of ["GITHUB_APP_ID", "GITHUB_APP_PRIVATE_KEY", "SIGN_IN_CLIENT_SECRET"]) {
    cloudflare.environments.production.set(name, { type: "secret_text", value: "kept by the host" })
  }
  for (const name of SCHEDULED_JOB_SECRET_NAMES) {
    github.owner.setEnvironmentSecret(PRODUCTION_ENVIRONMENT, name, "kept by GitHub")
  }
  runtime = {
    settings,
    env: {
      GITHUB_APP_ID: String(github.app.id),
      GITHUB_APP_PRIVATE_KEY: github.app.privateKey,
      SIGN_IN_CLIENT_SECRET: clientSecret,
      GITHUB_API_URL: github.origin,
    },
  }
  // The live site and the host's own address of the project both serve this deployment's gateway.
  const served = [new URL(settings.siteAddress).host, new URL(cloudflarePages.projectAddress(project)).host]
  context = {
    settings,
    host: cloudflarePages,
    project: { project, token: cloudflareToken, environment: { CLOUDFLARE_ACCOUNT_ID: account } },
    issuer: provider.issuer,
    githubApi: github.origin,
    githubToken: ownerToken,
    requiredCheck,
    fetch: (input, init) => {
      const request = new Request(input, init)
      return served.includes(new URL(request.url).host) ? answerGatewayRequest(request, runtime) : fetch(request)
    },
    runner: {
      projectDir: root,
      env: { CLOUDFLARE_API_BASE_URL: cloudflare.apiBaseUrl, WRANGLER_SEND_METRICS: "false" },
    },
  }
})

afterAll(async () => {
  await Promise.all([github?.stop(), provider?.stop(), cloudflare?.stop()])
})

const failing = (lines: readonly CheckLine[]) => lines.filter((line) => !line.passed).map((line) => line.says)

it("passes every line on the site as the setup leaves it, and changes nothing", async () => {
  const lines = await runLiveCheck(context)
  expect(failing(lines)).toEqual([])
  expect(checklistText(lines)).toContain(`All ${lines.length} checks pass`)
  expect(cloudflare.changes()).toBe(0)
  expect(github.requests.filter((request) => request.method !== "GET" && request.who !== "app")).toEqual([])
})

it("has the gateway tell its own setup to one of the repository's admins only, naming its secrets without their values", async () => {
  const ask = (token?: string) =>
    answerGatewayRequest(
      new Request(`${settings.siteAddress}/api/gateway/owner-status`, {
        headers: token === undefined ? {} : { Authorization: `Bearer ${token}` },
      }),
      runtime,
    )
  const writer = github.owner.addPerson({ login: "writer", role: "write", tokenPermissions: OWNER_TOKEN_PERMISSIONS })
  expect([(await ask()).status, (await ask(writer)).status, (await ask("ghp_not-a-token")).status]).toEqual([
    401, 403, 403,
  ])
  github.owner.setRole("writer", null)
  const answer = await ask(ownerToken)
  const text = await answer.text()
  expect(answer.status).toBe(200)
  expect(answer.headers.get("Cache-Control")).toBe("no-store")
  expect(JSON.parse(text)).toEqual({
    secrets: { GITHUB_APP_ID: true, GITHUB_APP_PRIVATE_KEY: true, SIGN_IN_CLIENT_SECRET: true },
    app: {
      id: github.app.id,
      slug: github.app.slug,
      installation: {
        id: github.app.installationId,
        repositorySelection: "selected",
        repositories: [repository],
        repositoryCount: 1,
        permissions: INSTALLATION_PERMISSIONS,
      },
    },
  })
  for (const secret of [github.app.privateKey.split("\n")[1], clientSecret]) expect(text).not.toContain(secret)
})

it("keeps one issue of its own open while a check fails, up to date, and closes it once all pass again", async () => {
  const someone =
    github.owner.addPerson({ login: "someone", role: "read", tokenPermissions: { issues: "write" } }) ?? ""
  // An issue of someone else's with the same title is not the check's.
  await githubRest(github.origin, someone).send("POST", `/repos/${repository}/issues`, { title: WEEKLY_ISSUE_TITLE })
  const workflow = githubRest(github.origin, github.owner.addWorkflowToken({ issues: "write" }))
  const runUrl = "https://github.com/example-org/cdm-site/actions/runs/7"
  const failing = { failed: true, report: "## The live site\n\n- [ ] **main cannot be deleted**\n", runUrl }
  const passing = { failed: false, report: "", runUrl }
  expect(await reportOnIssue(workflow, repository, failing)).toBe("Opened issue #2.")
  expect(await reportOnIssue(workflow, repository, { ...failing, report: "## A week later\n" })).toBe(
    "Brought issue #2 up to date.",
  )
  expect(await reportOnIssue(workflow, repository, passing)).toBe("Every check passes again: closed issue #2.")
  expect(await reportOnIssue(workflow, repository, passing)).toBe("Every check passes; no issue was open.")
  expect(github.owner.issues.map((issue) => [issue.number, issue.state, issue.comments])).toEqual([
    [1, "open", 0],
    [2, "closed", 1],
  ])
  expect(github.owner.issues[1].body).toContain("## A week later")
})

/** A setup broken one way, how to mend it, and the lines it breaks. */
interface Broken {
  readonly name: string
  break(): void
  mend(): void
  readonly fails: readonly RegExp[]
}

const issuerAsSet = () => context.issuer
let savedIssuer = ""
const removed: Ruleset[] = []

const broken: readonly Broken[] = [
  {
    name: "a missing ruleset",
    break: () => removed.push(...github.owner.rulesets.splice(0)),
    mend: () => github.owner.rulesets.push(...removed.splice(0)),
    fails: [/cannot be deleted/, /cannot be force-pushed/, /by pull request/, /Only the editor's App may bypass/],
  },
  {
    name: "a force-push bypass for admins",
    break: () =>
      github.owner.rulesets[0].bypass_actors?.push({
        actor_id: 5,
        actor_type: "RepositoryRole",
        bypass_mode: "always",
      }),
    mend: () => github.owner.rulesets[0].bypass_actors?.pop(),
    fails: [/Only the editor's App may bypass/],
  },
  {
    name: "an extra collaborator with Write",
    break: () => github.owner.addPerson({ login: "former-developer", role: "write" }),
    mend: () => github.owner.setRole("former-developer", null),
    fails: [/Nobody but the repository's admins/],
  },
  {
    name: "an editor left a collaborator, with Read",
    break: () => github.owner.addPerson({ login: "ana", role: "read", email: "ana@board.example" }),
    mend: () => github.owner.setRole("ana", null),
    fails: [/No editor is a collaborator/],
  },
  {
    name: "the App on all repositories",
    break: () => github.owner.install({ selection: "all", repositories: ["cdm-site", "finance"] }),
    mend: () => github.owner.install({ selection: "selected", repositories: ["cdm-site"] }),
    fails: [/installed on example-org\/cdm-site only/],
  },
  {
    name: "an extra permission",
    break: () => github.owner.setAppPermissions({ ...INSTALLATION_PERMISSIONS, issues: "write" }),
    mend: () => github.owner.setAppPermissions(INSTALLATION_PERMISSIONS),
    fails: [/exactly the permissions/],
  },
  {
    name: "the scheduled job's key missing",
    break: () => github.owner.deleteEnvironmentSecret(PRODUCTION_ENVIRONMENT, SCHEDULED_JOB_SECRETS.appPrivateKey),
    mend: () => github.owner.setEnvironmentSecret(PRODUCTION_ENVIRONMENT, SCHEDULED_JOB_SECRETS.appPrivateKey, "kept"),
    fails: [/The scheduled job can publish/],
  },
  {
    name: "an unreachable issuer",
    break: () => {
      savedIssuer = issuerAsSet()
      context = { ...context, issuer: "http://127.0.0.1:9" }
    },
    mend: () => (context = { ...context, issuer: savedIssuer }),
    fails: [/sign-in answers at/, /signing keys/, /sends editors back/],
  },
  {
    name: "a secret in the preview environment",
    break: () =>
      cloudflare.environments.preview.set("GITHUB_APP_PRIVATE_KEY", {
        type: "secret_text",
        value: github.app.privateKey,
      }),
    mend: () => cloudflare.environments.preview.delete("GITHUB_APP_PRIVATE_KEY"),
    fails: [/Previews hold none/],
  },
]

it.each(broken)("fails on $name, and there only, saying what fixes it", async (setup) => {
  setup.break()
  try {
    const lines = await runLiveCheck(context)
    const text = checklistText(lines)
    expect(failing(lines)).toEqual(setup.fails.map((pattern): unknown => expect.stringMatching(pattern)))
    for (const line of lines.filter((candidate) => !candidate.passed)) expect(line.fix).not.toBe("")
    for (const secret of [github.app.privateKey.split("\n")[1], clientSecret, ownerToken, cloudflareToken]) {
      expect(text).not.toContain(secret)
    }
  } finally {
    setup.mend()
  }
})
