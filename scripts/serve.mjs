#!/usr/bin/env node
/**
 * Serves the production build in public/ the way a static CDN does: /about answers with
 * about/index.html, unknown paths get 404.html with status 404, responses are compressed.
 * Usage: node scripts/serve.mjs [--port 9000] (or PORT=9000).
 */
import http from "node:http"
import path from "node:path"
import { fileURLToPath } from "node:url"
import compression from "compression"
import handler from "serve-handler"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "public")

/** Starts the server; resolves with it once it listens. Used by the browser tests too. */
export function startServer(port = 9000, host = "127.0.0.1") {
  const compress = compression()
  const server = http.createServer((request, response) => {
    compress(request, response, () =>
      handler(request, response, {
        public: root,
        cleanUrls: true,
        trailingSlash: false,
        directoryListing: false,
      }),
    )
  })
  return new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, host, () => resolve(server))
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const flag = process.argv.indexOf("--port")
  const port = Number(flag > -1 ? process.argv[flag + 1] : (process.env.PORT ?? 9000))
  const server = await startServer(port)
  const address = server.address()
  console.log(`The site is being served at http://localhost:${address.port} (press Ctrl+C to stop)`)
}
