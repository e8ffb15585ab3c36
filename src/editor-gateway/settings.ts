/**
 * What the gateway knows, from two places:
 *
 * - the owner's settings (publishing.yaml's siteUrl, repository, branch, reviewBeforePublishing and
 *   signIn, with its list of editors), which the build writes to GATEWAY_SETTINGS_FILE for the host's
 *   bundler to put into the function it deploys: a person taken off the list loses access with the
 *   next deploy, and no request or variable can add one;
 * - the host's variables and secrets (GatewayEnvironment): the GitHub App's id and private key,
 *   the sign-in's client secret when the provider wants one, and the two outside addresses, which
 *   tests point at stand-ins.
 */
import type { PublishingSettings } from "../settings/publishing"
import { pkcs8Pem } from "./private-key"

export type GithubPublishing = Extract<PublishingSettings, { backend: "github" }>
export type SignInSettings = NonNullable<GithubPublishing["signIn"]>

/** The editors the owner lists: one person's address, or everyone at a domain, each with a role. */
export type EditorEntry = SignInSettings["editors"][number]

export interface GatewaySettings {
  /**
   * The live site's address (publishing.yaml's siteUrl): the one the gateway answers at. A host keeps
   * serving every earlier deployment at an address of its own (Cloudflare's
   * https://<hash>.<project>.pages.dev, Netlify's https://<id>--<site>.netlify.app), each with its
   * gateway as it was built, its list of editors included: only the live address serves the newest.
   */
  readonly siteAddress: string
  /** owner/name on GitHub. */
  readonly repository: string
  /** The branch the live site is built from. */
  readonly branch: string
  /** Whether saves are drafts (pull requests) that a publisher publishes. */
  readonly reviewBeforePublishing: boolean
  readonly signIn: {
    readonly issuer: string
    readonly clientId: string
    /** What the editor asks the sign-in for. */
    readonly scope: string
    /** The `aud` the provider's JWT access tokens must carry. */
    readonly audience: string
    /** The claim that holds the person's address. */
    readonly emailClaim: string
    readonly contact?: string
    readonly editors: readonly EditorEntry[]
  }
}

/** Where the build writes the gateway's settings, relative to the project's folder (git-ignored). */
export const GATEWAY_SETTINGS_FILE = ".editor-gateway/settings.json"

/** Asked for when publishing.yaml says no scope: who the person is, and their address. */
export const DEFAULT_SCOPE = "openid email profile"
export const DEFAULT_EMAIL_CLAIM = "email"

/** The gateway's settings from the owner's, or null when editors sign in another way (no gateway). */
export function gatewaySettingsOf(settings: PublishingSettings): GatewaySettings | null {
  if (settings.backend !== "github" || settings.signIn === undefined) return null
  const { signIn } = settings
  return {
    siteAddress: new URL(settings.siteUrl).origin,
    repository: settings.repository,
    branch: settings.branch,
    reviewBeforePublishing: settings.reviewBeforePublishing,
    signIn: {
      issuer: signIn.issuer,
      clientId: signIn.clientId,
      scope: signIn.scope ?? DEFAULT_SCOPE,
      audience: signIn.audience ?? signIn.clientId,
      emailClaim: signIn.emailClaim ?? DEFAULT_EMAIL_CLAIM,
      ...(signIn.contact === undefined ? {} : { contact: signIn.contact }),
      editors: signIn.editors,
    },
  }
}

/** The host's variables and secrets the gateway reads (Cloudflare's context.env, Netlify's environment). */
export interface GatewayEnvironment {
  /** The GitHub App's id (its settings page: "App ID"). */
  readonly GITHUB_APP_ID?: string
  /** The App's private key, as GitHub gave it (PEM; "\n" written for each line break is read as one). */
  readonly GITHUB_APP_PRIVATE_KEY?: string
  /** The sign-in's client secret, for providers that want one at the token exchange (Google, Entra ID's web platform). */
  readonly SIGN_IN_CLIENT_SECRET?: string
  /** Outside addresses, for tests: the provider's issuer instead of publishing.yaml's, and GitHub's API. */
  readonly SIGN_IN_ISSUER?: string
  readonly GITHUB_API_URL?: string
}

/**
 * The host's secrets the gateway reads, by name: only the live site's environment (Production) may
 * hold them. The owner's setup puts them there and the live check looks for them, never at their values.
 */
export const GATEWAY_SECRETS = [
  "GITHUB_APP_ID",
  "GITHUB_APP_PRIVATE_KEY",
  "SIGN_IN_CLIENT_SECRET",
] as const satisfies readonly (keyof GatewayEnvironment)[]

export type GatewaySecret = (typeof GATEWAY_SECRETS)[number]

export const GITHUB_API = "https://api.github.com"

/** What the gateway runs with: the settings, and what the host's environment gives. */
export interface GatewayConfig {
  readonly settings: GatewaySettings
  readonly issuer: string
  readonly githubApi: string
  readonly app: { readonly id: string; readonly privateKey: string }
  readonly clientSecret?: string
}

/** GitHub's API, or the one the host's environment points at (the tests' stand-in), without a / at its end. */
export function githubApiOf(env: GatewayEnvironment): string {
  return (env.GITHUB_API_URL || GITHUB_API).replace(/\/+$/, "")
}

/** The configuration, or the names of the variables still missing. */
export function gatewayConfigOf(
  settings: GatewaySettings,
  env: GatewayEnvironment,
): { readonly config: GatewayConfig } | { readonly missing: readonly string[] } {
  const { GITHUB_APP_ID: appId, GITHUB_APP_PRIVATE_KEY: privateKey } = env
  const missing = [...(appId ? [] : ["GITHUB_APP_ID"]), ...(privateKey ? [] : ["GITHUB_APP_PRIVATE_KEY"])]
  if (!appId || !privateKey) return { missing }
  return {
    config: {
      settings,
      issuer: env.SIGN_IN_ISSUER || settings.signIn.issuer,
      githubApi: githubApiOf(env),
      app: { id: appId, privateKey: pkcs8Pem(privateKey.replace(/\\n/g, "\n")) },
      ...(env.SIGN_IN_CLIENT_SECRET ? { clientSecret: env.SIGN_IN_CLIENT_SECRET } : {}),
    },
  }
}
