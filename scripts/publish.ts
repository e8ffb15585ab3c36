/**
 * The pipeline's publishing steps (.github/workflows/site.yml), for the host publishing.yaml names:
 *
 *   tsx scripts/publish.ts address --live | --preview <pull request>
 *       prints the address the deploy will be served at (also as the step's output "address")
 *   tsx scripts/publish.ts deploy --live | --preview <pull request> [--folder <folder>]
 *       publishes public/ (or the folder) with the host's own tool, once it holds nothing the host
 *       would run as code, and prints where it went (also as the step's output "address", and a line
 *       of the run's summary)
 *   tsx scripts/publish.ts status pending|success|failure|error --live | --preview <pull request> [--url <address>]
 *       posts the commit status Decap shows a draft's preview from (src/publish/commit-status.ts)
 *
 * Settings come from the environment: DEPLOY_PROJECT (the Cloudflare Pages project or Netlify site
 * name), DEPLOY_TOKEN, CLOUDFLARE_ACCOUNT_ID (Cloudflare only); for a status, GITHUB_TOKEN,
 * GITHUB_REPOSITORY, GITHUB_API_URL and STATUS_SHA, the commit (a pull request's head).
 */
import { spawnSync } from "node:child_process"
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { readOptions, stopWithUsage } from "./options.mjs"
import { hostOf } from "../src/hosts"
import { writeGatewaySettings } from "../src/editor-gateway/write-settings"
import { readPublishingSettings } from "../src/settings/read-publishing"
import { postCommitStatus, statusOf, type CommitState } from "../src/publish/commit-status"
import {
  addressOf,
  deployFolderProblems,
  previewName,
  reportedAddress,
  type DeploySettings,
  type DeployTarget,
} from "../src/publish/deploy"

const root = path.join(__dirname, "..")

const USAGE = [
  "tsx scripts/publish.ts address (--live | --preview <pull request>)",
  "       tsx scripts/publish.ts deploy (--live | --preview <pull request>) [--folder <folder>]",
  "       tsx scripts/publish.ts status pending|success|failure|error (--live | --preview <pull request>) [--url <address>]",
].join("\n")

const ACTIONS = ["address", "deploy", "status"] as const
type Action = (typeof ACTIONS)[number]
const STATES: readonly CommitState[] = ["pending", "success", "failure", "error"]

/** What the command line asks for, or a stop with the usage: each option only with the action that takes it. */
function commandOf() {
  const { values, positionals } = readOptions(USAGE, {
    allowPositionals: true,
    options: {
      live: { type: "boolean" },
      preview: { type: "string" },
      folder: { type: "string" },
      url: { type: "string" },
    },
  })
  const [action, state, ...rest] = positionals
  if (!ACTIONS.includes(action as Action))
    stopWithUsage(USAGE, `"${action ?? ""}" is not an action: address, deploy or status`)
  if (action === "status" && !STATES.includes(state as CommitState))
    stopWithUsage(USAGE, `"${state ?? ""}" is not a status: ${STATES.join(", ")}`)
  const extra = action === "status" ? rest : [state, ...rest].filter((word) => word !== undefined)
  if (extra.length > 0) stopWithUsage(USAGE, `${extra.join(" ")}: not an option of ${action}`)
  if (values.folder !== undefined && action !== "deploy") stopWithUsage(USAGE, "--folder goes with deploy")
  if (values.url !== undefined && action !== "status") stopWithUsage(USAGE, "--url goes with status")
  if ((values.live ?? false) === (values.preview !== undefined))
    stopWithUsage(USAGE, "say --live or --preview <pull request number>, one of them")
  const pullRequest = Number(values.preview)
  if (values.preview !== undefined && !(Number.isInteger(pullRequest) && pullRequest > 0))
    stopWithUsage(USAGE, `--preview takes a pull request's number, not "${values.preview}"`)
  const target: DeployTarget = values.live ? { kind: "live" } : { kind: "preview", name: previewName(pullRequest) }
  return {
    action: action as Action,
    state: state as CommitState,
    target,
    folder: values.folder ?? "public",
    url: values.url || undefined,
  }
}

function required(name: string): string {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set (see docs/deploying/README.md)`)
  return value
}

function settingsOf(): DeploySettings {
  const publishing = readPublishingSettings(root)
  return {
    host: publishing.host,
    project: required("DEPLOY_PROJECT"),
    siteUrl: publishing.siteUrl,
    branch: publishing.branch,
  }
}

function deploy(settings: DeploySettings, target: DeployTarget, folder: string): string {
  // The editor gateway's settings for the functions the host's tool bundles now: this checkout's
  // publishing.yaml (main's, or the default branch's for a draft's preview), never the artifact's.
  writeGatewaySettings(root, readPublishingSettings(root))
  const refused = deployFolderProblems(path.resolve(root, folder), settings.host)
  if (refused.length > 0)
    throw new Error(
      [
        `Not published: ${folder}/ holds what no build of this site writes:`,
        ...refused.map((problem) => `  - ${problem}`),
      ].join("\n"),
    )
  const outputFolder = mkdtempSync(path.join(tmpdir(), "deploy-"))
  const outputFile = path.join(outputFolder, "output.jsonl")
  const host = hostOf(settings.host)
  const deployment = host.deployCommand(
    {
      project: settings.project,
      target,
      liveBranch: settings.branch,
      token: required("DEPLOY_TOKEN"),
      folder,
      outputFile,
    },
    process.env,
  )
  const tool = host.deployTool
  if (tool && !existsSync(path.join(root, tool.bin))) {
    const install = spawnSync("npm", tool.install, { cwd: root, stdio: "inherit" })
    if (install.status !== 0) throw new Error(`could not install ${host.title}'s tool (npm ${tool.install.join(" ")})`)
  }
  try {
    const run = spawnSync(deployment.command, deployment.args, {
      cwd: root,
      env: { ...process.env, ...deployment.env },
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    })
    process.stdout.write(run.stdout ?? "")
    if (run.status !== 0) {
      throw new Error(`the deploy failed (${deployment.command} ${deployment.args.slice(0, 4).join(" ")} …)`)
    }
    const reported = reportedAddress(settings, target, {
      file: existsSync(outputFile) ? readFileSync(outputFile, "utf8") : "",
      stdout: run.stdout ?? "",
    })
    return reported ?? addressOf(settings, target)
  } finally {
    // The tool's report, read: nothing of a deploy stays on the machine that ran it.
    rmSync(outputFolder, { recursive: true, force: true })
  }
}

async function main() {
  const { action, state, target, folder, url } = commandOf()
  if (action === "address") {
    const address = addressOf(settingsOf(), target)
    console.log(address)
    if (process.env.GITHUB_OUTPUT) await setOutput("address", address)
  } else if (action === "deploy") {
    const address = deploy(settingsOf(), target, folder)
    console.log(`Published ${target.kind === "live" ? "the live site" : "the preview"} at ${address}`)
    // The address comes from the host tool's output: written so that nothing in it can add an output.
    if (process.env.GITHUB_OUTPUT) await setOutput("address", address)
    if (process.env.GITHUB_STEP_SUMMARY) {
      appendFileSync(
        process.env.GITHUB_STEP_SUMMARY,
        `\n**Published:** ${target.kind === "live" ? "the live site" : "the draft's preview"} is at ${address}\n`,
      )
    }
  } else {
    const github = {
      apiUrl: process.env.GITHUB_API_URL ?? "https://api.github.com",
      repository: required("GITHUB_REPOSITORY"),
      token: required("GITHUB_TOKEN"),
    }
    await postCommitStatus(github, required("STATUS_SHA"), statusOf(state, target, url))
    console.log(`Commit status ${state} posted on ${required("STATUS_SHA").slice(0, 7)}${url ? ` (${url})` : ""}`)
  }
}

/**
 * A step output in GitHub's delimiter form, by @actions/core (GitHub's own toolkit): a value with a
 * line break, or one that tried to end the form early, cannot add outputs of its own. The toolkit is
 * an ES module, loaded where it is needed.
 */
async function setOutput(name: string, value: string): Promise<void> {
  const core = await import("@actions/core")
  core.setOutput(name, value)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
