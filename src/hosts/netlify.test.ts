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

describe("Netlify's secrets, with its CLI", () => {
  const access = { project: "cdm-site", token: "secret", environment: {} }

  it("sets a secret for production's functions through a preload that reads its value from stdin, never from the command line", () => {
    const command = netlify.secrets.put(access, "GITHUB_APP_PRIVATE_KEY", false)
    expect(command.command).toBe("node")
    expect(command.args.slice(0, 3)).toEqual([
      "--import",
      "./src/hosts/argument-from-stdin.mjs",
      netlify.deployTool?.bin,
    ])
    const marker = command.env.ARGUMENT_FROM_STDIN
    expect(command.args.slice(3)).toEqual([
      ...["env:set", "GITHUB_APP_PRIVATE_KEY", marker, "--secret", "--context", "production"],
      ...["--site", "cdm-site", "--scope", "functions"],
    ])
    expect(command.env.NETLIFY_AUTH_TOKEN).toBe("secret")
    // One already there keeps its scopes: Netlify refuses a context and scopes together on it.
    expect(netlify.secrets.put(access, "GITHUB_APP_ID", true).args.slice(-1)).toEqual(["--force"])
  })

  it("reads production's variables, and both contexts a preview can run in, by name only", () => {
    const contexts = (environment: "production" | "preview") =>
      netlify.secrets.list(access, environment).map((command) => command.args[command.args.indexOf("--context") + 1])
    expect(contexts("production")).toEqual(["production"])
    expect(contexts("preview")).toEqual(["deploy-preview", "branch-deploy"])
    expect(netlify.secrets.namesIn('Fetching…\n{ "GITHUB_APP_ID": "12", "SIGN_IN_CLIENT_SECRET": "" }')).toEqual([
      "GITHUB_APP_ID",
      "SIGN_IN_CLIENT_SECRET",
    ])
    expect(netlify.projectAddress("cdm-site")).toBe("https://cdm-site.netlify.app")
  })
})
