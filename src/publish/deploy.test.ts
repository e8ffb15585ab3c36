import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import {
  addressOf,
  deployCommand,
  deployFolderProblems,
  NETLIFY_CLI_BIN,
  previewName,
  reportedAddress,
  type DeploySettings,
} from "./deploy"

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

describe("the folder a deploy publishes", () => {
  const folder = () => mkdtempSync(path.join(tmpdir(), "deploy-folder-"))

  it("may hold any file the build writes", () => {
    const dir = folder()
    mkdirSync(path.join(dir, "about"))
    writeFileSync(path.join(dir, "about", "index.html"), "<!doctype html>")
    writeFileSync(path.join(dir, "_headers"), "/*\n")
    expect(deployFolderProblems(dir, "cloudflare-pages")).toEqual([])
    rmSync(dir, { recursive: true })
  })

  it("is refused with a file the host would run as code, or a link to a file elsewhere on the runner", () => {
    const dir = folder()
    mkdirSync(path.join(dir, "_worker.js"))
    writeFileSync(path.join(dir, "_routes.json"), "{}")
    mkdirSync(path.join(dir, "assets"))
    symlinkSync("/etc/hostname", path.join(dir, "assets", "token.txt"))
    expect(deployFolderProblems(dir, "cloudflare-pages")).toEqual([
      "_worker.js: cloudflare-pages would run it as code; the build never writes it",
      "_routes.json: cloudflare-pages would run it as code; the build never writes it",
      "assets/token.txt: a link to another file",
    ])
    expect(deployFolderProblems(dir, "netlify")).toEqual(["assets/token.txt: a link to another file"])
    rmSync(dir, { recursive: true })
  })
})
