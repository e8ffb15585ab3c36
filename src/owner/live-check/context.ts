/**
 * What the live check works with: the owner's settings as the deploy gave them to the gateway, the
 * host and its project, the provider's issuer, a GitHub token of one of the repository's admins (for
 * what only an admin may read, and the gateway's owner-only status), and the means to reach them
 * (fetch; the host's tool), which the tests point at their stand-ins.
 */
import { EDITOR_GATEWAY_PATH } from "../../content/routes"
import type { Fetch } from "../../editor-gateway/identity"
import { OWNER_STATUS_ROUTE, type OwnerStatus } from "../../editor-gateway/owner-status"
import type { GatewaySettings } from "../../editor-gateway/settings"
import type { Host, ProjectAccess } from "../../hosts/host"
import type { ToolRunner } from "../host-tool"

export interface LiveCheckContext {
  readonly settings: GatewaySettings
  readonly host: Host
  /** The host's project and how to reach it; undefined when nobody said which project it is. */
  readonly project: ProjectAccess | undefined
  /** The provider's issuer: publishing.yaml's, unless a test points elsewhere. */
  readonly issuer: string
  readonly githubApi: string
  /** A GitHub token of one of the repository's admins (LIVE_CHECK_TOKEN); undefined when none was given. */
  readonly githubToken: string | undefined
  /** The full suite's check, which the live branch requires (required-check.ts). */
  readonly requiredCheck: string
  readonly fetch: Fetch
  readonly runner: ToolRunner
}

/** How long anything the check asks gets to answer. */
export const CHECK_TIMEOUT_MS = 15_000

/** A fetch that gives up after CHECK_TIMEOUT_MS and says so, never hanging the check. */
export async function reachOrSay(
  context: LiveCheckContext,
  url: string,
  init: RequestInit = {},
): Promise<Response | string> {
  try {
    return await context.fetch(url, { ...init, signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) })
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : ""
    return `${new URL(url).origin} could not be reached${cause}`
  }
}

/** Where the gateway answers on the live site (its address, then the route). */
export const gatewayAddress = (context: LiveCheckContext, route: string) =>
  `${context.settings.siteAddress}${EDITOR_GATEWAY_PATH.replace(/\/$/, "")}${route}`

/** The gateway's owner status, or why it could not be had. */
export async function ownerStatusOf(context: LiveCheckContext): Promise<OwnerStatus | { readonly problem: string }> {
  if (context.githubToken === undefined) {
    return { problem: "the check was given no GitHub token of one of the repository's admins (LIVE_CHECK_TOKEN)" }
  }
  const answer = await reachOrSay(context, gatewayAddress(context, OWNER_STATUS_ROUTE), {
    headers: { Authorization: `Bearer ${context.githubToken}` },
  })
  if (typeof answer === "string") return { problem: answer }
  if (answer.status === 404)
    return { problem: "the live site's gateway has no owner status: deploy this version of the site" }
  if (answer.status === 401 || answer.status === 403) {
    return { problem: "the gateway did not take LIVE_CHECK_TOKEN as a token of one of the repository's admins" }
  }
  if (!answer.ok) return { problem: `the gateway answered ${answer.status}` }
  return (await answer.json()) as OwnerStatus
}
