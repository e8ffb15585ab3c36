/**
 * The process that serves the site as Netlify does, for netlify-dev.ts: @netlify/dev, Netlify's own
 * emulation of its platform (the request chain of `netlify dev` and Netlify's Vite plugin), over
 * HTTP. Each request goes through Netlify's order: a function whose `config.path` matches, then
 * redirects, then the published files with `_headers`. Functions run as Netlify builds and runs
 * them: bundled by zip-it-and-ship-it, each call in a worker thread, with this process's
 * environment as the site's variables.
 *
 * netlify-dev.ts starts it with Node.js alone (its own type stripping, no loader) and AWS Lambda's
 * Node.js flags, which the functions' worker threads inherit: hence an ES module (.mts), since
 * under those flags require() cannot load one.
 *
 * It reads the site's `netlify.toml` (the published folder, the functions) from the folder it is
 * started in, as `netlify dev` does. It answers with its origin once it listens, over IPC, and
 * ends when its parent goes away (the IPC channel closes).
 */
import http from "node:http"
import type { AddressInfo } from "node:net"
import path from "node:path"
import { Readable } from "node:stream"
import type { ReadableStream as NodeReadableStream } from "node:stream/web"
import { NetlifyDev } from "@netlify/dev"
import type { StartMessage } from "../support/process-group.ts"

/** What the process is ready with: the address it serves at. */
export type NetlifyDevReady = { readonly origin: string }
type NetlifyDevMessage = StartMessage<NetlifyDevReady>

/** The repository: the functions' bundler traces their imports from here, as Netlify's build does. */
const projectRoot = path.join(import.meta.dirname, "..", "..")

async function serve(): Promise<string> {
  const netlify = new NetlifyDev({
    projectRoot,
    // The repository's .gitignore is its own.
    skipGitignore: true,
    // What the site uses on Netlify (functions, published files, _headers, redirects, the site's
    // variables) and nothing more: no database, Blobs, images, edge functions or AI Gateway, and no
    // geolocation, which asks a Netlify service where the machine is.
    aiGateway: { enabled: false },
    blobs: { enabled: false },
    database: { enabled: false },
    edgeFunctions: { enabled: false },
    geolocation: { enabled: false },
    images: { enabled: false },
    serverAddress: null,
  })
  await netlify.start()
  const server = http.createServer((request, response) => {
    netlify.handleAndIntrospectNodeRequest(request).then(
      (handled) => {
        // Nothing on Netlify's chain answers this address: no function, redirect or file.
        if (!handled) {
          response.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Nothing at this address")
          return
        }
        const { headers, status, body } = handled.response
        response.writeHead(status, [...headers].flat())
        if (body) Readable.fromWeb(body as NodeReadableStream<Uint8Array>).pipe(response)
        else response.end()
      },
      (error: unknown) => {
        if (!response.headersSent) response.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" })
        response.end(error instanceof Error ? (error.stack ?? error.message) : String(error))
      },
    )
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

function reply(message: NetlifyDevMessage): void {
  process.send?.(message)
}

if (process.send) {
  serve().then(
    (origin) => reply({ origin }),
    (error: unknown) => {
      reply({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) })
      process.exitCode = 1
      process.disconnect()
    },
  )
  process.once("disconnect", () => process.exit())
}
