/**
 * One publishing.yaml per backend, for the tests of what reads them (the settings' schema, Decap's
 * backend, /admin/'s policy): GitHub through the site's own login on Cloudflare Pages, a GitLab
 * project in a subgroup on Netlify, and Git Gateway.
 */
import type { PublishingSettings } from "../settings/publishing"

export const githubSettings: Extract<PublishingSettings, { backend: "github" }> = {
  backend: "github",
  repository: "example-org/site",
  branch: "main",
  host: "cloudflare-pages",
  reviewBeforePublishing: false,
}

export const gitlabSettings: Extract<PublishingSettings, { backend: "gitlab" }> = {
  backend: "gitlab",
  repository: "example-org/web/site",
  branch: "live",
  host: "netlify",
  gitlabAppId: "abc123",
  reviewBeforePublishing: false,
}

export const gitGatewaySettings: Extract<PublishingSettings, { backend: "git-gateway" }> = {
  backend: "git-gateway",
  host: "netlify",
  branch: "main",
  reviewBeforePublishing: false,
}
