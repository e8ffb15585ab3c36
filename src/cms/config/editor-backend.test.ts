import {
  githubSettings as github,
  githubSignInSettings as signIn,
  gitGatewaySettings as gitGateway,
  gitlabSettings as gitlab,
} from "../../../tests/support/fixtures/publishing-settings"
import {
  decapBackend,
  decapPublishMode,
  decapSignIn,
  draftScheduling,
  editorConnectOrigins,
  editorOpensLoginWindow,
  editorPageSettingsOf,
} from "./editor-backend"
import { SITE_LOGIN_ENDPOINT } from "../../hosts/cloudflare-pages"

const origin = "https://preview.example.pages.dev"

describe("Decap's backend, from publishing.yaml", () => {
  it("logs in to GitHub through the site's own login on Cloudflare Pages, where the editor is open", () => {
    expect(decapBackend(github, origin)).toEqual({
      name: "github",
      repo: "example-org/site",
      branch: "main",
      base_url: origin,
      auth_endpoint: SITE_LOGIN_ENDPOINT,
    })
    expect(SITE_LOGIN_ENDPOINT).toBe("api/auth")
  })

  it("signs editors in with the organisation's accounts through the site's gateway, on the editor's own origin only", () => {
    const page = editorPageSettingsOf(signIn)
    expect(decapBackend(page, origin)).toEqual({
      name: "git-gateway",
      branch: "main",
      auth_type: "pkce",
      gateway_url: `${origin}/api/gateway`,
      status_endpoint: `${origin}/api/gateway/status`,
    })
    expect(decapSignIn(page, origin)).toEqual({
      base_url: origin,
      auth_endpoint: "api/gateway/authorize",
      auth_token_endpoint: "api/gateway/token",
      app_id: "client-1",
      scope: "openid email profile",
      email_claim: "email",
      full_name_claim: "name",
    })
    expect(editorConnectOrigins(page)).toEqual([])
    expect(editorOpensLoginWindow(page)).toBe(false)
    // The page is never told who may edit, nor whom to ask: only the gateway reads the list.
    expect(JSON.stringify(page)).not.toMatch(/board\.example/)
    expect(decapSignIn(github, origin)).toBeUndefined()
  })

  it("leaves GitHub's login to Netlify on Netlify (Decap's default base_url, no Identity)", () => {
    expect(decapBackend({ ...github, host: "netlify" }, origin)).toEqual({
      name: "github",
      repo: "example-org/site",
      branch: "main",
    })
  })

  it("logs in to GitLab with PKCE, on gitlab.com or on a GitLab of the site's own", () => {
    expect(decapBackend(gitlab, origin)).toEqual({
      name: "gitlab",
      repo: "example-org/web/site",
      branch: "live",
      auth_type: "pkce",
      app_id: "abc123",
      base_url: "https://gitlab.com",
      api_root: "https://gitlab.com/api/v4",
    })
    const own = decapBackend({ ...gitlab, gitlabAddress: "https://git.example.org/" }, origin)
    expect(own).toMatchObject({ base_url: "https://git.example.org", api_root: "https://git.example.org/api/v4" })
  })

  it("keeps Git Gateway for sites that still have Netlify Identity", () => {
    expect(decapBackend(gitGateway, origin)).toEqual({ name: "git-gateway", branch: "main" })
  })

  it("saves drafts as pull requests for review only when the settings ask for it", () => {
    expect(decapPublishMode(github)).toEqual({})
    expect(decapPublishMode({ ...github, reviewBeforePublishing: true })).toEqual({
      publish_mode: "editorial_workflow",
    })
  })

  it("lets publishers schedule drafts through the gateway, only where editors sign in through it and drafts are on", () => {
    expect(draftScheduling(editorPageSettingsOf(signIn), origin)).toEqual({
      gateway: `${origin}/api/gateway`,
      repository: "example-org/site",
    })
    const draftsOff = { ...signIn, reviewBeforePublishing: false }
    const others = [draftsOff, { ...github, reviewBeforePublishing: true }, gitlab, gitGateway]
    expect(others.map((settings) => draftScheduling(editorPageSettingsOf(settings), origin))).toEqual([
      null,
      null,
      null,
      null,
    ])
  })

  it("names the origins each backend's editor fetches from, and which ones log in through a window", () => {
    expect(editorConnectOrigins(github)).toEqual(["https://api.github.com"])
    expect(editorConnectOrigins(gitlab)).toEqual(["https://gitlab.com"])
    expect(editorConnectOrigins(gitGateway)).toEqual([])
    expect([github, gitlab, gitGateway].map(editorOpensLoginWindow)).toEqual([true, false, false])
  })
})
