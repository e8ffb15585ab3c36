/**
 * `npm run check:publish`: what the pipeline runs before it publishes a content change
 * (src/publish/publish-check.ts): the content check, the incremental build with its gates
 * (scripts/build.ts), then every check content can break on each page that changed, served as the
 * host serves it (scripts/serve.ts). Prints each page it checked with the checks it ran and a last
 * line of summary; exits 1 on any problem. On GitHub Actions it also marks each problem on its file
 * and line and writes the run's summary in the editor's words ($GITHUB_STEP_SUMMARY).
 *
 * Usage: npm run check:publish [-- --all] [-- --address https://… --preview]
 *   --all        check every page, whatever changed
 *   --address    where the pages will be served, for the links in the run's summary (default:
 *                publishing.yaml's siteUrl)
 *   --preview    they will be a draft's preview, not the live site (at --address, if known)
 */
import { spawnSync } from "node:child_process"
import type { AddressInfo } from "node:net"
import path from "node:path"
import { runPublishCheck } from "../src/publish/publish-check"
import { readPublishingSettings } from "../src/settings/read-publishing"
import type { Publication } from "../src/publish/report"
import { readOptions } from "./options.mjs"
import { startServer } from "./serve"

const root = path.join(__dirname, "..")
const contentDir = path.join(root, "content")
const settings = readPublishingSettings(root)
const { values: options } = readOptions("npm run check:publish [-- --all] [-- --address <https://…> --preview]", {
  options: { all: { type: "boolean" }, address: { type: "string" }, preview: { type: "boolean" } },
})

/** Where the pages will be served: the live site unless --preview; a preview's address only when given. */
function publication(): Publication | undefined {
  const { address } = options
  if (options.preview) return address ? { address, kind: "preview" } : undefined
  return { address: address ?? settings.siteUrl, kind: "live" }
}

runPublishCheck({
  contentDir,
  owner: settings,
  staticDir: path.join(root, "static"),
  publicDir: path.join(root, "public"),
  // Beside Gatsby's cache, which CI restores with it (.github/workflows/site.yml).
  recordFile: path.join(root, ".publish-check", "checked-pages.json"),
  build: () =>
    spawnSync(process.execPath, ["--import", "tsx", path.join(__dirname, "build.ts")], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
    }).status === 0,
  serve: async (publicDir) => {
    const server = await startServer(0, "127.0.0.1", publicDir)
    return {
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
      stop: () => {
        server.closeAllConnections()
        server.close()
      },
    }
  },
  publication: publication(),
  all: options.all ?? false,
  host: settings.host,
  github: { annotate: process.env.GITHUB_ACTIONS === "true", summaryFile: process.env.GITHUB_STEP_SUMMARY },
  log: (text) => console.log(text),
  error: (text) => console.error(text),
}).then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    console.error(error)
    process.exitCode = 1
  },
)
