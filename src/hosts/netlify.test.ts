import { netlify } from "./netlify"

const request = {
  project: "cdm-site",
  liveBranch: "main",
  token: "secret",
  folder: "public",
  outputFile: "/tmp/out",
} as const

describe("Netlify", () => {
  it("runs the Netlify CLI deploy-tools/package-lock.json pins, --prod for the live site and an alias for a preview", () => {
    const toLive = netlify.deployCommand({ ...request, target: { kind: "live" } }, {})
    expect(toLive.command).toBe(netlify.deployTool?.bin)
    expect(toLive.args).toEqual([
      ...["deploy", "--dir", "public", "--functions", netlify.functionsFolder],
      ...["--site", "cdm-site", "--json", "--prod"],
    ])
    expect(
      netlify.deployCommand({ ...request, target: { kind: "preview", name: "pr-12" } }, {}).args.slice(-2),
    ).toEqual(["--alias", "pr-12"])
    expect(toLive.env).toEqual({ NETLIFY_AUTH_TOKEN: "secret" })
    expect(toLive.args).not.toContain("secret")
    // Installed from its own lock file, install scripts off.
    expect(netlify.deployTool?.install).toEqual([
      "ci",
      "--prefix",
      "deploy-tools",
      "--ignore-scripts",
      "--no-audit",
      "--no-fund",
    ])
  })

  it("serves a preview at its alias, and says where in the JSON the CLI prints", () => {
    expect(netlify.previewAddress("cdm-site", "pr-12")).toBe("https://pr-12--cdm-site.netlify.app/")
    const printed = `Deploying…\n{ "site_id": "1", "deploy_url": "https://pr-12--cdm-site.netlify.app", "logs": "…" }`
    expect(netlify.reportedPreviewAddress({ file: "", stdout: printed })).toBe("https://pr-12--cdm-site.netlify.app")
  })

  it("logs editors in through Netlify's own GitHub login, Decap's default", () => {
    expect(netlify.githubLogin("https://www.example.org")).toEqual({})
  })
})
