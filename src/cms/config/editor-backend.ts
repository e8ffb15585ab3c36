/**
 * The content editor's backend on the live site, from publishing.yaml, the owner's settings (their
 * schema and what each backend needs: src/settings/publishing.ts): what Decap is told (src/cms/cms.ts)
 * and what /admin/'s policy must allow for it (src/cdn/headers.ts). One place, so changing the
 * setting changes both with the next build and nothing else can disagree.
 *
 * - github with signIn: editors sign in with the organisation's accounts, through the site's own
 *   gateway (src/editor-gateway), which Decap's git-gateway backend speaks to with PKCE: the
 *   editor page talks to its own origin only, and no window opens (the sign-in is a redirect).
 * - github without: Decap's GitHub backend, logging in as the host says (src/hosts: on Cloudflare
 *   Pages the site's own GitHub login, functions/api/auth, same origin; on Netlify Netlify's GitHub
 *   login, Decap's default base_url, api.netlify.com). Both open a login window.
 * - gitlab: Decap's GitLab backend with PKCE, which needs no server: the page goes to GitLab and back.
 * - git-gateway: Netlify's Git Gateway with Netlify Identity, for sites that still have Identity;
 *   everything is answered by the site's own origin (/.netlify/identity, /.netlify/git).
 */
import type { OwnerSettings } from "../../content/owner-settings"
import { EDITOR_GATEWAY_PATH } from "../../content/routes"
import { DEFAULT_EMAIL_CLAIM, DEFAULT_SCOPE } from "../../editor-gateway/settings"
import { hostOf } from "../../hosts"
import type { PublishingSettings } from "../../settings/publishing"
import type { CmsAuth, CmsBackend } from "./cms-config"

/**
 * publishing.yaml's settings of the backend: without who may edit, which no page is told, nor the
 * site's address and the contact form's service, which the editor's preview is told apart
 * (OwnerSettings, src/content/owner-settings.ts).
 */
type BackendPart<Settings> = Settings extends { readonly signIn?: infer SignIn }
  ? Omit<Settings, "signIn" | keyof OwnerSettings> & {
      readonly signIn?: Omit<NonNullable<SignIn>, "editors" | "contact">
    }
  : Omit<Settings, keyof OwnerSettings>

/**
 * What the editor's page is told of publishing.yaml's backend (the build writes it into /admin/'s
 * script): all of it but the list of editors and whom to ask, which only the gateway reads.
 * Everything here reads this, so the page can never come to depend on the list.
 */
export type EditorPageSettings = BackendPart<PublishingSettings>

export function editorPageSettingsOf(settings: PublishingSettings): EditorPageSettings {
  const { siteUrl: _siteUrl, contactForm: _contactForm, ...backend } = settings
  if (backend.backend !== "github" || !backend.signIn) return backend
  const { editors: _editors, contact: _contact, ...signIn } = backend.signIn
  return { ...backend, signIn }
}

const GITHUB_API = "https://api.github.com"
const GITLAB_COM = "https://gitlab.com"

/** The GitLab the editor talks to: the site's own, or gitlab.com. */
function gitlabOrigin(settings: Extract<EditorPageSettings, { backend: "gitlab" }>): string {
  return new URL(settings.gitlabAddress ?? GITLAB_COM).origin
}

/** The gateway's address on the editor's origin, without a / at the end. */
function gatewayAt(siteOrigin: string): string {
  return new URL(EDITOR_GATEWAY_PATH, siteOrigin).href.replace(/\/$/, "")
}

/**
 * Decap's `backend` for the settings. `siteOrigin` is the address the editor is open at: the
 * site's own GitHub login answers there, and Decap accepts the login window's message only from it.
 */
export function decapBackend(settings: EditorPageSettings, siteOrigin: string): CmsBackend {
  const { branch } = settings
  switch (settings.backend) {
    case "github":
      if (settings.signIn) {
        const gateway = gatewayAt(siteOrigin)
        // Decap's own check of the gateway, which would otherwise ask Netlify's status page.
        return {
          name: "git-gateway",
          branch,
          auth_type: "pkce",
          gateway_url: gateway,
          status_endpoint: `${gateway}/status`,
        }
      }
      return {
        name: "github",
        repo: settings.repository,
        branch,
        ...hostOf(settings.host).githubLogin(siteOrigin),
      }
    case "gitlab": {
      const gitlab = gitlabOrigin(settings)
      return {
        name: "gitlab",
        repo: settings.repository,
        branch,
        auth_type: "pkce",
        app_id: settings.gitlabAppId,
        base_url: gitlab,
        api_root: `${gitlab}/api/v4`,
      }
    }
    case "git-gateway":
      return { name: "git-gateway", branch }
  }
}

/**
 * How Decap's PKCE sign-in reaches the organisation's provider, when editors sign in with it: through
 * the gateway's two endpoints on this origin (src/editor-gateway/sign-in.ts), with the client id
 * and scope publishing.yaml gives, reading the person's address and name from the claims the
 * gateway reads them from. Undefined for every other backend.
 */
export function decapSignIn(settings: EditorPageSettings, siteOrigin: string): CmsAuth | undefined {
  if (settings.backend !== "github" || !settings.signIn) return undefined
  const { signIn } = settings
  const endpoint = EDITOR_GATEWAY_PATH.slice(1)
  return {
    base_url: siteOrigin,
    auth_endpoint: `${endpoint}authorize`,
    auth_token_endpoint: `${endpoint}token`,
    app_id: signIn.clientId,
    scope: signIn.scope ?? DEFAULT_SCOPE,
    email_claim: signIn.emailClaim ?? DEFAULT_EMAIL_CLAIM,
    full_name_claim: "name",
  }
}

/** Decap's publish mode: drafts as pull requests (merge requests), reviewed, then published. */
export function decapPublishMode(settings: EditorPageSettings): { publish_mode?: "editorial_workflow" } {
  return settings.reviewBeforePublishing ? { publish_mode: "editorial_workflow" } : {}
}

/**
 * Where a publisher schedules a draft (docs/editing/scheduled-publishing.md): the gateway, which
 * only editors who sign in through it have, and only with drafts on; null for every other setting.
 */
export function draftScheduling(
  settings: EditorPageSettings,
  siteOrigin: string,
): { gateway: string; repository: string } | null {
  if (settings.backend !== "github" || !settings.signIn || !settings.reviewBeforePublishing) return null
  return { gateway: gatewayAt(siteOrigin), repository: settings.repository }
}

/** The other origins the editor page fetches from for this backend (its connect-src, beside 'self'). */
export function editorConnectOrigins(settings: EditorPageSettings): string[] {
  switch (settings.backend) {
    case "github":
      // Through the gateway, the editor calls its own origin only.
      return settings.signIn ? [] : [GITHUB_API]
    case "gitlab":
      return [gitlabOrigin(settings)]
    case "git-gateway":
      return []
  }
}

/**
 * Whether logging in opens a window that must message the editor page back (GitHub, through either
 * login). Such a page cannot be Cross-Origin-Opener-Policy: same-origin, which cuts a window it
 * opens off from it as soon as that window visits another site (github.com). The organisation's
 * sign-in is a redirect of the editor's own window: no window.
 */
export function editorOpensLoginWindow(settings: EditorPageSettings): boolean {
  return settings.backend === "github" && !settings.signIn
}
