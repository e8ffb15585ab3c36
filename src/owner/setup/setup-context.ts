/**
 * What every step of the owner's setup works with: the project's folder and its settings, the host,
 * GitHub's API and website (the tests point them at stand-ins), the prompts, the state kept between
 * runs, and what earlier steps of this run learned (the owner's GitHub token, the host's project,
 * the App's key right after GitHub made it: held in memory for this run only, never kept).
 */
import type { Fetch } from "../../editor-gateway/identity"
import type { GithubPublishing } from "../../editor-gateway/settings"
import type { Host, ProjectAccess } from "../../hosts/host"
import type { GitHubRest } from "../github-rest"
import type { ToolRunner } from "../host-tool"
import { SETUP_STEPS, type SetupStep } from "../setup-steps"
import type { SetupState } from "../setup-state"
import type { Prompts } from "./prompts"

export interface SetupContext {
  /** Where publishing.yaml, the pipeline's workflow and the setup's state are. */
  readonly projectDir: string
  readonly prompts: Prompts
  readonly host: Host
  /** GitHub's REST API: https://api.github.com. */
  readonly githubApi: string
  /** GitHub's website, where the owner creates and installs the App: https://github.com. */
  readonly githubWeb: string
  readonly fetch: Fetch
  readonly runner: ToolRunner
  /** The environment the setup was started in (DEPLOY_PROJECT, CLOUDFLARE_ACCOUNT_ID, as the pipeline names them). */
  readonly environment: Readonly<Record<string, string | undefined>>
  /** Shows the owner an address to open in their browser (the tests' browser opens it). */
  readonly open: (address: string) => void | Promise<void>
}

/** What this run has learned so far. */
export interface SetupSession {
  settings: GithubPublishing
  state: SetupState
  github?: {
    readonly rest: GitHubRest
    readonly login: string
    readonly ownerType: "User" | "Organization"
    readonly defaultBranch: string
  }
  access?: ProjectAccess
  /** The gateway's secrets Production holds, by name. */
  production: Set<string>
  /** The App's key, right after GitHub made it: for this run only. */
  appKey?: { readonly id: number; readonly pem: string }
}

/** A step's heading, numbered as the setup shows it. */
export function heading(context: SetupContext, step: SetupStep): void {
  const number = Object.keys(SETUP_STEPS).indexOf(step) + 1
  context.prompts.say(`\n${number}. ${SETUP_STEPS[step].title}`)
}

/** What a step says when it finds its work already done: it changes nothing. */
export const alreadyDone = (context: SetupContext, what: string) => context.prompts.say(`  ✓ Already done: ${what}`)
export const done = (context: SetupContext, what: string) => context.prompts.say(`  ✓ ${what}`)

export class SetupStopped extends Error {
  override name = "SetupStopped"
}
