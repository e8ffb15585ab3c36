import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { addressOf, deployFolderProblems, previewName, reportedAddress, type DeploySettings } from "./deploy"

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

  it("takes a live deploy's address from the site, and a preview's from what the host's tool reports", () => {
    const wranglerOutput = JSON.stringify({ type: "pages-deploy-detailed", alias: "https://pr-12.cdm-site.pages.dev" })
    expect(reportedAddress(cloudflare, preview, { file: wranglerOutput, stdout: "" })).toBe(
      "https://pr-12.cdm-site.pages.dev",
    )
    expect(reportedAddress(cloudflare, live, { file: wranglerOutput, stdout: "" })).toBe("https://cdm.example/")
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
