/**
 * `npm run setup:sign-in`: the owner's setup of editors' sign-in with the organisation's accounts,
 * run on the owner's computer from the project's folder (src/owner/setup/run-setup.ts). GITHUB_URL
 * and GITHUB_API_URL point it at another GitHub (GitHub Enterprise); the host's tool is the one the
 * lock files pin, signed in with its own login.
 */
import path from "node:path"
import { GITHUB_API } from "../src/editor-gateway/settings"
import { hostOf } from "../src/hosts"
import { readPublishingSettings } from "../src/settings/read-publishing"
import { GitHubCallError } from "../src/owner/github-rest"
import { HostToolError } from "../src/owner/host-tool"
import { terminalPrompts } from "../src/owner/setup/prompts"
import { runSetup } from "../src/owner/setup/run-setup"
import { SetupStopped } from "../src/owner/setup/setup-context"

const root = path.join(__dirname, "..")
const prompts = terminalPrompts()

runSetup({
  projectDir: root,
  prompts,
  host: hostOf(readPublishingSettings(root).host),
  githubApi: (process.env.GITHUB_API_URL ?? GITHUB_API).replace(/\/+$/, ""),
  githubWeb: (process.env.GITHUB_URL ?? "https://github.com").replace(/\/+$/, ""),
  fetch,
  runner: { projectDir: root },
  environment: process.env,
  open: () => undefined,
})
  .catch((error: unknown) => {
    if (!(error instanceof SetupStopped || error instanceof GitHubCallError || error instanceof HostToolError))
      throw error
    console.error(
      `\nThe setup stopped: ${error.message}\nNothing after that was changed; run it again once that is fixed.`,
    )
    process.exitCode = 1
  })
  .finally(() => prompts.close())
