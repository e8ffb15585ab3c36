#!/usr/bin/env node
/**
 * Serves the production build in public/ the way a static CDN does: /about/ answers with
 * about/index.html (and /about redirects there), unknown paths get 404.html with status 404, responses are compressed, and
 * every response carries the headers public/_headers gives its path (as Netlify and Cloudflare
 * Pages apply them), so pages run locally under the same Content-Security-Policy as deployed.
 * Usage: node scripts/serve.mjs [--port 9000] (or PORT=9000).
 */
import { existsSync, readFileSync } from "node:fs"
import http from "node:http"
import path from "node:path"
import { fileURLToPath } from "node:url"
import compression from "compression"
import handler from "serve-handler"

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "public")

/**
 * The rules of a _headers file: a path on its own line ("*" matches anything, ":name" one
 * segment), then its headers indented below it, "Name: value". Lines starting with # are comments.
 * (src/cdn/headers.ts writes the file; this is the host's side, kept independent on purpose.)
 */
export function parseHeaders(text) {
  const rules = []
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === "" || line.trim().startsWith("#")) continue
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .split("*")
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z]\w*/g, "[^/]+"))
        .join(".*")
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] })
    } else if (rules.length > 0 && line.includes(":")) {
      const colon = line.indexOf(":")
      rules.at(-1).headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()])
    }
  }
  return rules
}

/** Every matching rule applies; a header named by several is sent once, values joined by ", ". */
export function headersFor(rules, pathname) {
  const headers = new Map()
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase()
      headers.set(key, headers.has(key) ? `${headers.get(key)}, ${value}` : value)
    }
  }
  return headers
}

function readRules(root) {
  const file = path.join(root, "_headers")
  return existsSync(file) ? parseHeaders(readFileSync(file, "utf8")) : []
}

/**
 * Starts the server for the build in `root` (public/ unless the benchmark passes another);
 * resolves with it once it listens. Used by the browser tests too.
 */
export function startServer(port = 9000, host = "127.0.0.1", root = publicDir) {
  const compress = compression()
  // Read once per server, like a deploy: rebuild and restart to pick up a new _headers.
  const rules = readRules(root)
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? "/", "http://localhost").pathname
    for (const [name, value] of headersFor(rules, pathname)) response.setHeader(name, value)
    // The CDN reads _headers but never serves it: answer as for any address the site does not have.
    if (pathname === "/_headers") request.url = "/_headers/not-found"
    compress(request, response, () =>
      handler(request, response, {
        public: root,
        // As Netlify and Cloudflare Pages serve a build with folder/index.html pages: /about/
        // answers directly, /about redirects to it (the site links to /about/ everywhere).
        cleanUrls: true,
        trailingSlash: true,
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
