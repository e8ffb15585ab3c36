/**
 * Serves the production build in public/ the way a static CDN does: /about/ answers with
 * about/index.html (and /about redirects there, since that page exists), unknown paths get 404.html
 * with status 404 at once, never a redirect first (src/cdn/served-file.ts),
 * responses are compressed, and every response carries the headers public/_headers gives its path
 * (as the host publishing.yaml names reads it: src/cdn/host-headers.ts, which the tests expect too),
 * so pages run locally under the same Content-Security-Policy as deployed. One difference: this is
 * an editor's own computer, so the content editor may also reach the local file server
 * (decap-server), which the deployed policy never allows (onEditorsOwnComputer).
 * Usage: npx tsx scripts/serve.ts [--port 9000] (or PORT=9000); `npm run serve`.
 * From an .mjs script: `const { startServer } = await tsImport("./serve.ts", import.meta.url)`
 * (tsImport from "tsx/esm/api").
 */
import { existsSync, readFileSync } from "node:fs"
import http from "node:http"
import type { AddressInfo } from "node:net"
import path from "node:path"
import compression from "compression"
import handler from "serve-handler"
import { isEditorPath, onEditorsOwnComputer } from "../src/cdn/headers"
import { headersFor, parseHeadersFile, type HostRule } from "../src/cdn/host-headers"
import { folderRedirectOf } from "../src/cdn/served-file"
import { readPublishingSettings } from "../src/settings/read-publishing"

const publicDir = path.resolve(__dirname, "..", "public")

function readRules(root: string): HostRule[] {
  const file = path.join(root, "_headers")
  return existsSync(file) ? parseHeadersFile(readFileSync(file, "utf8")) : []
}

/**
 * Starts the server for the build in `root` (public/ unless the benchmark passes another);
 * resolves with it once it listens.
 */
export function startServer(port = 9000, host = "127.0.0.1", root = publicDir): Promise<http.Server> {
  const compress = compression()
  // Read once per server, like a deploy: rebuild and restart to pick up a new _headers.
  const rules = readRules(root)
  const siteHost = readPublishingSettings(path.join(__dirname, "..")).host
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost")
    const pathname = url.pathname
    for (const [name, value] of headersFor(rules, pathname, siteHost)) {
      const local = isEditorPath(pathname) && name.toLowerCase() === "content-security-policy"
      response.setHeader(name, local ? onEditorsOwnComputer(value) : value)
    }
    // The CDN reads _headers but never serves it: answer as for any address the site does not have.
    if (pathname === "/_headers") request.url = "/_headers/not-found"
    const folder = folderRedirectOf(root, pathname)
    if (folder) {
      response.writeHead(301, { Location: `${folder}${url.search}` }).end()
      return
    }
    // compression's types take Express's request and response; it needs only Node's.
    compress(request as Parameters<typeof compress>[0], response as Parameters<typeof compress>[1], () => {
      void handler(request, response, {
        public: root,
        // As Netlify and Cloudflare Pages serve a build with folder/index.html pages: /about/
        // answers directly (the site links to /about/ everywhere). The redirect of /about is
        // folderRedirectOf's above: serve-handler's trailingSlash would redirect any address,
        // /nope to /nope/ before its 404, which no host does.
        cleanUrls: true,
        directoryListing: false,
      })
    })
  })
  return new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, host, () => resolve(server))
  })
}

/** `npm run serve`: the port from --port or PORT (9000 by default), read strictly (scripts/options.mjs). */
async function main() {
  // An ES module, loaded only when this runs as a script: the tests import startServer from here.
  const { readOptions, stopWithUsage } = await import("./options.mjs")
  const usage = "npx tsx scripts/serve.ts [--port <number>] (or PORT=<number>)"
  const { values } = readOptions(usage, { options: { port: { type: "string" } } })
  const port = Number(values.port ?? process.env.PORT ?? 9000)
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    stopWithUsage(usage, `${values.port ?? process.env.PORT} is not a port`)
  const server = await startServer(port)
  const { port: listening } = server.address() as AddressInfo
  console.log(`The site is being served at http://localhost:${listening} (press Ctrl+C to stop)`)
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
}
