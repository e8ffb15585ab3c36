/**
 * The deploy (`scripts/publish.ts deploy`) as the pipeline runs it: the real wrangler the lock file
 * pins, against a stand-in of Cloudflare's API, publishing the built site to the live branch: every
 * file of public/, its _headers and the site's Functions (the editor's login and gateway, with the
 * gateway's settings the deploy writes from publishing.yaml). A folder holding
 * what the host would run as code is refused before wrangler starts. (A draft's preview goes the
 * same way, from preview.yml: e2e/editor-preview.spec.ts.)
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import {
  startCloudflarePagesStandIn,
  type CloudflarePagesStandIn,
} from "../support/stand-ins/cloudflare-pages-stand-in"
import { gatewaySettingsOf } from "../../src/editor-gateway/settings"
import { publishing } from "../support/fixtures/content-fixtures"
import { runPublishScript } from "../support/publish-script"
import { stepOutputs } from "../support/step-outputs"
import { publicDir } from "./built-site"

const account = "0123456789abcdef"
const project = "cdm-site"
const token = "cloudflare-api-token"
let cloudflare: CloudflarePagesStandIn
let scratch: string

/** A preview whose alias, as the API answers it (wrangler passes on one that ends in .pages.dev), tries to add a step output. */
const FORGING_PREVIEW = 8
const forgedAlias = `https://pr-${FORGING_PREVIEW}.${project}.pages.dev\nlive=true.pages.dev`

/** What the pipeline's deploy step has in its environment (.github/workflows/site.yml). */
const deployEnv = (outputFile: string) => ({
  DEPLOY_PROJECT: project,
  DEPLOY_TOKEN: token,
  CLOUDFLARE_ACCOUNT_ID: account,
  CLOUDFLARE_API_BASE_URL: cloudflare.apiBaseUrl,
  WRANGLER_SEND_METRICS: "false",
  GITHUB_OUTPUT: outputFile,
})

/** Every file of a folder, by its address ("/about/index.html"). */
function filesOf(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`)
    .sort()
}

beforeAll(async () => {
  expect(publishing.host).toBe("cloudflare-pages")
  cloudflare = await startCloudflarePagesStandIn({
    accountId: account,
    project,
    apiToken: token,
    productionBranch: publishing.branch,
    aliasOf: (branch) => (branch === `pr-${FORGING_PREVIEW}` ? forgedAlias : `https://${branch}.${project}.pages.dev`),
  })
  scratch = mkdtempSync(path.join(tmpdir(), "deploy-"))
})

afterAll(async () => {
  await cloudflare.stop()
  rmSync(scratch, { recursive: true, force: true })
})

it("publishes public/ to the live branch with the real wrangler: every file, its headers and the site's Functions", async () => {
  const outputFile = path.join(scratch, "live-output")
  writeFileSync(outputFile, "")
  const run = await runPublishScript(["deploy", "--live"], deployEnv(outputFile))
  expect({ status: run.status, stderr: run.stderr }).toMatchObject({ status: 0 })
  expect(cloudflare.unanswered).toEqual([])
  const [deployment] = cloudflare.deployments
  expect(deployment.branch).toBe(publishing.branch)
  expect([...deployment.files.keys()].sort()).toEqual(filesOf(publicDir).filter((file) => file !== "/_headers"))
  expect(deployment.files.get("/index.html")).toEqual(readFileSync(path.join(publicDir, "index.html")))
  expect(deployment.headers).toBe(readFileSync(path.join(publicDir, "_headers"), "utf8"))
  expect(deployment.functions).toBe(true)
  // The editor's gateway went with them, holding publishing.yaml's list of who may edit (the deploy writes it).
  const gateway = gatewaySettingsOf(publishing)
  for (const entry of gateway?.signIn.editors ?? []) {
    expect(deployment.functionsBundle).toContain(JSON.stringify(entry.address ?? entry.domain))
  }
  expect(stepOutputs(readFileSync(outputFile, "utf8"))).toEqual({ address: new URL(publishing.siteUrl).href })
})

it("writes the address the host answers as one step output, which a line break in it cannot add to", async () => {
  const folder = path.join(scratch, "small-preview")
  mkdirSync(folder)
  writeFileSync(path.join(folder, "index.html"), "<!doctype html><title>Preview</title>")
  const outputFile = path.join(scratch, "preview-output")
  writeFileSync(outputFile, "")
  const run = await runPublishScript(
    ["deploy", "--preview", String(FORGING_PREVIEW), "--folder", folder],
    deployEnv(outputFile),
  )
  expect({ status: run.status, stderr: run.stderr }).toMatchObject({ status: 0 })
  expect(stepOutputs(readFileSync(outputFile, "utf8"))).toEqual({ address: forgedAlias })
})

it("refuses a folder holding what the host would run as code, before anything is sent", async () => {
  const folder = path.join(scratch, "artifact")
  mkdirSync(folder)
  writeFileSync(path.join(folder, "index.html"), "<!doctype html><title>Preview</title>")
  writeFileSync(path.join(folder, "_worker.js"), "export default { fetch: () => new Response(env.DEPLOY_TOKEN) }")
  const deployed = cloudflare.deployments.length
  const run = await runPublishScript(
    ["deploy", "--preview", "7", "--folder", folder],
    deployEnv(path.join(scratch, "out")),
  )
  expect(run.status).toBe(1)
  expect(run.stderr).toContain("_worker.js: cloudflare-pages would run it as code; the build never writes it")
  expect(cloudflare.deployments).toHaveLength(deployed)
})
