/**
 * Another editor's build served as /admin/ on a free port, for the editor benchmark's COMPARE
 * (stock Decap, Sveltia CMS): a folder whose index.html loads the editor and whose config.yml is
 * the configuration it reads. Plain files, no policy: only its first screen is measured.
 */
import { createReadStream, existsSync, statSync } from "node:fs"
import { createServer } from "node:http"
import path from "node:path"

const TYPES = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".css": "text/css",
  ".yml": "text/yaml",
  ".json": "application/json",
  ".wasm": "application/wasm",
  ".svg": "image/svg+xml",
}

/** @param {string} folder @returns {Promise<{ base: string, close: () => void }>} */
export function serveFolderAsEditor(folder) {
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? "/", "http://127.0.0.1")
    const inFolder = pathname.startsWith("/admin/") ? pathname.slice("/admin/".length) || "index.html" : undefined
    const file = inFolder === undefined ? undefined : path.join(folder, path.normalize(inFolder))
    if (!file || !file.startsWith(folder) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { "content-type": TYPES[path.extname(file)] ?? "application/octet-stream" })
    createReadStream(file).pipe(response)
  })
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      const port = typeof address === "object" && address ? address.port : 0
      resolve({ base: `http://127.0.0.1:${port}`, close: () => server.close() })
    }),
  )
}
