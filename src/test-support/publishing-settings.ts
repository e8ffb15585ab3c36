/**
 * One publishing.yaml per backend, for the tests of what reads them (the settings' schema, Decap's
 * backend, /admin/'s policy): GitHub through the site's own login on Cloudflare Pages, GitHub through
 * the organisation's sign-in and the site's gateway, a GitLab project in a subgroup on Netlify, and
 * Git Gateway.
 */
import type { OwnerSettings } from "../content/owner-settings"
import type { PublishingSettings } from "../settings/publishing"

/** What every backend's settings have besides: the site's address and the contact form's service. */
const site: OwnerSettings = {
  siteUrl: "https://www.board.example",
  contactForm: {
    serviceName: "Formspree",
    endpoint: "https://formspree.io/f/board",
    honeypotName: "_gotcha",
    redirectField: "_next",
  },
}

export const githubSettings: Extract<PublishingSettings, { backend: "github" }> = {
  backend: "github",
  repository: "example-org/site",
  branch: "main",
  host: "cloudflare-pages",
  reviewBeforePublishing: false,
  ...site,
}

export const githubSignInSettings: Extract<PublishingSettings, { backend: "github" }> = {
  ...githubSettings,
  reviewBeforePublishing: true,
  signIn: {
    issuer: "https://login.example.org/tenant/v2.0",
    clientId: "client-1",
    contact: "web@board.example",
    editors: [
      { address: "web@board.example", role: "publisher" },
      { domain: "board.example", role: "editor" },
    ],
  },
}

export const gitlabSettings: Extract<PublishingSettings, { backend: "gitlab" }> = {
  backend: "gitlab",
  repository: "example-org/web/site",
  branch: "live",
  host: "netlify",
  gitlabAppId: "abc123",
  reviewBeforePublishing: false,
  ...site,
}

export const gitGatewaySettings: Extract<PublishingSettings, { backend: "git-gateway" }> = {
  backend: "git-gateway",
  host: "netlify",
  branch: "main",
  reviewBeforePublishing: false,
  ...site,
}
