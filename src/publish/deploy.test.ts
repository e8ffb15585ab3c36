import { addressOf, deployCommand, NETLIFY_CLI_BIN, previewName, reportedAddress, type DeploySettings } from "./deploy"

const cloudflare: DeploySettings = {
  host: "cloudflare-pages",
  project: "cdm-site",
  siteUrl: "https://cdm.example",
  branch: "main",
}
const netlify: DeploySettings = { ...cloudflare, host: "netlify" }
const preview = { kind: "preview", name: previewName(12) } as const
const live = { kind: "live" } as const

describe("a deploy", () => {
  it("names a draft's preview after its pull request, and refuses anything else", () => {
    expect(previewName(12)).toBe("pr-12")
    expect(() => previewName(Number("feature/x"))).toThrow("is not a pull request number")
  })

  it("is served at the live site's address, or at the preview's alias on each host", () => {
    expect(addressOf(cloudflare, live)).toBe("https://cdm.example/")
    expect(addressOf(cloudflare, preview)).toBe("https://pr-12.cdm-site.pages.dev/")
    expect(addressOf(netlify, preview)).toBe("https://pr-12--cdm-site.netlify.app/")
  })

  it("runs the wrangler the lock file pins, on the live site's branch or the preview's, with the token only in the environment", () => {
    const command = deployCommand(cloudflare, live, { token: "secret", cloudflareAccountId: "acc" }, "/tmp/out")
    expect([command.command, ...command.args].join(" ")).toBe(
      "npx --no-install wrangler pages deploy public --project-name cdm-site --branch main",
    )
    expect(command.env).toEqual({
      CLOUDFLARE_API_TOKEN: "secret",
      CLOUDFLARE_ACCOUNT_ID: "acc",
      WRANGLER_OUTPUT_FILE_PATH: "/tmp/out",
    })
    expect(
      deployCommand(cloudflare, preview, { token: "secret", cloudflareAccountId: "acc" }, "/tmp/out").args,
    ).toContain("pr-12")
    expect(() => deployCommand(cloudflare, live, { token: "secret" }, "/tmp/out")).toThrow("CLOUDFLARE_ACCOUNT_ID")
  })

  it("runs the Netlify CLI deploy-tools/package-lock.json pins, --prod for the live site and an alias for a preview", () => {
    const toLive = deployCommand(netlify, live, { token: "secret" }, "/tmp/out")
    expect(toLive.command).toBe(NETLIFY_CLI_BIN)
    expect(toLive.args).toEqual(["deploy", "--dir", "public", "--site", "cdm-site", "--json", "--prod"])
    expect(deployCommand(netlify, preview, { token: "secret" }, "/tmp/out").args.slice(-2)).toEqual([
      "--alias",
      "pr-12",
    ])
    expect(toLive.env).toEqual({ NETLIFY_AUTH_TOKEN: "secret" })
    expect(toLive.args).not.toContain("secret")
  })

  it("takes the preview's address from what each host's tool reports", () => {
    const wranglerOutput = [
      JSON.stringify({ type: "wrangler-session", version: 1 }),
      JSON.stringify({ type: "pages-deploy", url: "https://abc123.cdm-site.pages.dev" }),
      JSON.stringify({
        type: "pages-deploy-detailed",
        url: "https://abc123.cdm-site.pages.dev",
        alias: "https://pr-12.cdm-site.pages.dev",
      }),
      "",
    ].join("\n")
    expect(reportedAddress(cloudflare, preview, { file: wranglerOutput, stdout: "" })).toBe(
      "https://pr-12.cdm-site.pages.dev",
    )
    expect(reportedAddress(cloudflare, preview, { file: "", stdout: "" })).toBeUndefined()
    const netlifyJson = `Deploying…\n{ "site_id": "1", "deploy_url": "https://pr-12--cdm-site.netlify.app", "logs": "…" }`
    expect(reportedAddress(netlify, preview, { file: "", stdout: netlifyJson })).toBe(
      "https://pr-12--cdm-site.netlify.app",
    )
    expect(reportedAddress(netlify, live, { file: "", stdout: netlifyJson })).toBe("https://cdm.example/")
  })
})
