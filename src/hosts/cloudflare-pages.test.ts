import { cloudflarePages } from "./cloudflare-pages"

const request = {
  project: "cdm-site",
  liveBranch: "main",
  token: "secret",
  folder: "public",
  outputFile: "/tmp/out",
} as const

describe("Cloudflare Pages", () => {
  it("runs the wrangler the lock file pins, on the live site's branch or the preview's, with the token only in the environment", () => {
    const command = cloudflarePages.deployCommand(
      { ...request, target: { kind: "live" } },
      { CLOUDFLARE_ACCOUNT_ID: "acc" },
    )
    expect([command.command, ...command.args].join(" ")).toBe(
      "npx --no-install wrangler pages deploy public --project-name cdm-site --branch main",
    )
    expect(command.env).toEqual({
      CLOUDFLARE_API_TOKEN: "secret",
      CLOUDFLARE_ACCOUNT_ID: "acc",
      WRANGLER_OUTPUT_FILE_PATH: "/tmp/out",
    })
    const preview = cloudflarePages.deployCommand(
      { ...request, target: { kind: "preview", name: "pr-12" } },
      { CLOUDFLARE_ACCOUNT_ID: "acc" },
    )
    expect(preview.args.slice(-2)).toEqual(["--branch", "pr-12"])
    expect(() => cloudflarePages.deployCommand({ ...request, target: { kind: "live" } }, {})).toThrow(
      "CLOUDFLARE_ACCOUNT_ID",
    )
  })

  it("serves a preview at its branch's alias, and says where from wrangler's output file", () => {
    expect(cloudflarePages.previewAddress("cdm-site", "pr-12")).toBe("https://pr-12.cdm-site.pages.dev/")
    const output = [
      JSON.stringify({ type: "wrangler-session", version: 1 }),
      JSON.stringify({ type: "pages-deploy", url: "https://abc123.cdm-site.pages.dev" }),
      JSON.stringify({
        type: "pages-deploy-detailed",
        url: "https://abc123.cdm-site.pages.dev",
        alias: "https://pr-12.cdm-site.pages.dev",
      }),
      "",
    ].join("\n")
    expect(cloudflarePages.reportedPreviewAddress({ file: output, stdout: "" })).toBe(
      "https://pr-12.cdm-site.pages.dev",
    )
    expect(cloudflarePages.reportedPreviewAddress({ file: "", stdout: "" })).toBeUndefined()
  })

  it("logs editors in through the site's own login, on the origin the editor is open at", () => {
    expect(cloudflarePages.githubLogin("https://www.example.org")).toEqual({
      base_url: "https://www.example.org",
      auth_endpoint: "api/auth",
    })
  })
})

describe("Cloudflare Pages' secrets, with wrangler", () => {
  const access = { project: "cdm-site", token: "secret", environment: { CLOUDFLARE_ACCOUNT_ID: "acc" } }

  it("sets a secret for production only, its value read from wrangler's stdin, the token in its environment", () => {
    const command = cloudflarePages.secrets.put(access, "GITHUB_APP_ID", false)
    expect([command.command, ...command.args].join(" ")).toBe(
      "npx --no-install wrangler pages secret put GITHUB_APP_ID --project-name cdm-site --env production",
    )
    expect(command.env).toEqual({ CLOUDFLARE_API_TOKEN: "secret", CLOUDFLARE_ACCOUNT_ID: "acc" })
    // On the owner's computer, wrangler's own login.
    expect(cloudflarePages.secrets.put({ ...access, token: undefined }, "X", false).env).toEqual({
      CLOUDFLARE_ACCOUNT_ID: "acc",
    })
  })

  it("lists an environment's secrets by name, as wrangler prints them", () => {
    const [list] = cloudflarePages.secrets.list(access, "preview")
    expect(list.args.slice(-4)).toEqual(["--project-name", "cdm-site", "--env", "preview"])
    const printed = [
      "",
      " ⛅️ wrangler 4.164.0",
      '\u001b[2mThe "preview" environment of your Pages project "cdm-site" has access to the following secrets:',
      "  - GITHUB_APP_ID: Value Encrypted",
      "  - GITHUB_APP_PRIVATE_KEY: \u001b[3mValue Encrypted\u001b[0m",
    ].join("\n")
    expect(cloudflarePages.secrets.namesIn(printed)).toEqual(["GITHUB_APP_ID", "GITHUB_APP_PRIVATE_KEY"])
    expect(cloudflarePages.projectAddress("cdm-site")).toBe("https://cdm-site.pages.dev")
  })
})
