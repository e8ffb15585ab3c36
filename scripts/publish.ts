/**
 * The pipeline's publishing steps (.github/workflows/site.yml), for the host publishing.yaml names:
 *
 *   tsx scripts/publish.ts address --live | --preview <pull request>
 *       prints the address the deploy will be served at
 *   tsx scripts/publish.ts deploy --live | --preview <pull request> [--folder <folder>]
 *       publishes public/ (or the folder) with the host's own tool, once it holds nothing the host
 *       would run as code, and prints where it went (also to $GITHUB_OUTPUT as address=…, and a line
 *       of the run's summary)
 *   tsx scripts/publish.ts status pending|success|failure|error --live | --preview <pull request> [--url <address>]
 *       posts the commit status Decap shows a draft's preview from (src/publish/commit-status.ts)
 *
 * Settings come from the environment: DEPLOY_PROJECT (the Cloudflare Pages project or Netlify site
 * name), DEPLOY_TOKEN, CLOUDFLARE_ACCOUNT_ID (Cloudflare only); for a status, GITHUB_TOKEN,
 * GITHUB_REPOSITORY, GITHUB_API_URL and STATUS_SHA, the commit (a pull request's head).
 */
import { spawnSync } from "node:child_process"
import { appendFileSync, existsSync, mkdtempSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { readSiteYaml } from "../src/cdn/site-yaml"
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
const [action, ...args] = process.argv.slice(2)

function required(name: string): string {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set (see docs/deploying/README.md)`)
  return value
}

function targetOf(): DeployTarget {
  if (args.includes("--live")) return { kind: "live" }
  const index = args.indexOf("--preview")
  if (index < 0) throw new Error("say --live or --preview <pull request number>")
  return { kind: "preview", name: previewName(Number(args[index + 1])) }
}

function settingsOf(): DeploySettings {
  const site = readSiteYaml(path.join(root, "content"))
  const publishing = readPublishingSettings(root)
  return {
    host: publishing.host,
    project: required("DEPLOY_PROJECT"),
    siteUrl: site.siteUrl,
    branch: publishing.branch,
  }
}

function deploy(settings: DeploySettings, target: DeployTarget): string {
  // The editor gateway's settings for the functions the host's tool bundles now: this checkout's
  // publishing.yaml (main's, or the default branch's for a draft's preview), never the artifact's.
  writeGatewaySettings(root, readPublishingSettings(root))
  const folder = args.includes("--folder") ? args[args.indexOf("--folder") + 1] : "public"
  const refused = deployFolderProblems(path.resolve(root, folder), settings.host)
  if (refused.length > 0)
    throw new Error(
      [
        `Not published: ${folder}/ holds what no build of this site writes:`,
        ...refused.map((problem) => `  - ${problem}`),
      ].join("\n"),
    )
  const outputFile = path.join(mkdtempSync(path.join(tmpdir(), "deploy-")), "output.jsonl")
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
}

async function main() {
  const target = targetOf()
  if (action === "address") {
    console.log(addressOf(settingsOf(), target))
  } else if (action === "deploy") {
    const address = deploy(settingsOf(), target)
    console.log(`Published ${target.kind === "live" ? "the live site" : "the preview"} at ${address}`)
    if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `address=${address}\n`)
    if (process.env.GITHUB_STEP_SUMMARY) {
      appendFileSync(
        process.env.GITHUB_STEP_SUMMARY,
        `\n**Published:** ${target.kind === "live" ? "the live site" : "the draft's preview"} is at ${address}\n`,
      )
    }
  } else if (action === "status") {
    const state = args[0] as CommitState
    if (!["pending", "success", "failure", "error"].includes(state)) throw new Error(`${state} is not a status`)
    const url = args.includes("--url") ? args[args.indexOf("--url") + 1] : undefined
    const github = {
      apiUrl: process.env.GITHUB_API_URL ?? "https://api.github.com",
      repository: required("GITHUB_REPOSITORY"),
      token: required("GITHUB_TOKEN"),
    }
    await postCommitStatus(github, required("STATUS_SHA"), statusOf(state, target, url || undefined))
    console.log(`Commit status ${state} posted on ${required("STATUS_SHA").slice(0, 7)}${url ? ` (${url})` : ""}`)
  } else {
    throw new Error(`unknown action "${action}": address, deploy or status`)
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
