/**
 * The content editor's backend on the live site, from publishing.yaml, the owner's settings (their
 * schema and what each backend needs: src/settings/publishing.ts): what Decap is told (src/cms/cms.ts)
 * and what /admin/'s policy must allow for it (src/cdn/headers.ts). One place, so changing the
 * setting changes both with the next build and nothing else can disagree.
 *
 * - github: Decap's GitHub backend, logging in as the host says (src/hosts: on Cloudflare Pages the
 *   site's own GitHub login, functions/api/auth, same origin; on Netlify Netlify's GitHub login,
 *   Decap's default base_url, api.netlify.com). Both open a login window.
 * - gitlab: Decap's GitLab backend with PKCE, which needs no server: the page goes to GitLab and back.
 * - git-gateway: Netlify's Git Gateway with Netlify Identity, for sites that still have Identity;
 *   everything is answered by the site's own origin (/.netlify/identity, /.netlify/git).
 */
import { hostOf } from "../../hosts"
import type { PublishingSettings } from "../../settings/publishing"
import type { CmsBackend } from "./cms-config"

const GITHUB_API = "https://api.github.com"
const GITLAB_COM = "https://gitlab.com"

/** The GitLab the editor talks to: the site's own, or gitlab.com. */
function gitlabOrigin(settings: Extract<PublishingSettings, { backend: "gitlab" }>): string {
  return new URL(settings.gitlabAddress ?? GITLAB_COM).origin
}

/**
 * Decap's `backend` for the settings. `siteOrigin` is the address the editor is open at: the
 * site's own GitHub login answers there, and Decap accepts the login window's message only from it.
 */
export function decapBackend(settings: PublishingSettings, siteOrigin: string): CmsBackend {
  const { branch } = settings
  switch (settings.backend) {
    case "github":
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

/** Decap's publish mode: drafts as pull requests (merge requests), reviewed, then published. */
export function decapPublishMode(settings: PublishingSettings): { publish_mode?: "editorial_workflow" } {
  return settings.reviewBeforePublishing ? { publish_mode: "editorial_workflow" } : {}
}

/** The other origins the editor page fetches from for this backend (its connect-src, beside 'self'). */
export function editorConnectOrigins(settings: PublishingSettings): string[] {
  switch (settings.backend) {
    case "github":
      return [GITHUB_API]
    case "gitlab":
      return [gitlabOrigin(settings)]
    case "git-gateway":
      return []
  }
}

/**
 * Whether logging in opens a window that must message the editor page back (GitHub, through either
 * login). Such a page cannot be Cross-Origin-Opener-Policy: same-origin, which cuts a window it
 * opens off from it as soon as that window visits another site (github.com).
 */
export function editorOpensLoginWindow(settings: PublishingSettings): boolean {
  return settings.backend === "github"
}
