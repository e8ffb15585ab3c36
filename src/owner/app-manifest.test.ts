import { INSTALLATION_PERMISSIONS } from "../editor-gateway/github"
import { appManifest, appName, permissionDifferences } from "./app-manifest"

describe("the site's GitHub App", () => {
  it("is asked for with exactly the gateway's permissions, no webhook, and for its owner's account only", () => {
    const manifest = appManifest({
      repository: "example-org/cdm-site",
      siteUrl: "https://www.board.example",
      redirectUrl: "http://127.0.0.1:4321/created",
    })
    expect(manifest.default_permissions).toEqual(INSTALLATION_PERMISSIONS)
    expect(manifest.hook_attributes.active).toBe(false)
    expect(manifest.default_events).toEqual([])
    expect(manifest.public).toBe(false)
    expect(manifest.redirect_url).toBe("http://127.0.0.1:4321/created")
  })

  it("is named after the repository, within GitHub's 34 characters", () => {
    expect(appName("example-org/cdm-site")).toBe("cdm-site editor")
    expect(appName(`org/${"x".repeat(40)}`)).toHaveLength(34)
  })

  it("tells each permission too many and each one missing, by name and level", () => {
    expect(permissionDifferences(INSTALLATION_PERMISSIONS)).toEqual({ extra: [], missing: [] })
    expect(permissionDifferences({ ...INSTALLATION_PERMISSIONS, issues: "write", statuses: "write" })).toEqual({
      extra: ["statuses: write", "issues: write"],
      missing: ["statuses: read"],
    })
  })
})
