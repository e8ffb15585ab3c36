/**
 * A stand-in for the page of GitHub's website that registers an App from a manifest ("Registering a
 * GitHub App from a manifest"), on a free local port, for the owner's setup (pointed at it with
 * GITHUB_URL): a form posting `manifest` (JSON) and `state` to /settings/apps/new, or to
 * /organizations/{org}/settings/apps/new, is what the owner's press of Create does: the App is made
 * at once (as the GitHub API stand-in's App, with the manifest's name and permissions once its code
 * is converted), and the browser is sent to the manifest's redirect_url with the code and the same
 * state. Anything else answers 404, and every form is recorded.
 */
import http from "node:http"
import type { AddressInfo } from "node:net"
import type { RepositoryOwnerSide } from "./github/administration"

export interface GitHubWebStandIn {
  /** http://127.0.0.1:port, for GITHUB_URL. */
  readonly origin: string
  /** Each manifest form posted, as its fields. */
  readonly forms: Readonly<Record<string, string>>[]
  stop(): Promise<void>
}

const MANIFEST_PAGE = /^\/(?:organizations\/[^/]+\/)?settings\/apps\/new$/

export async function startGitHubWebStandIn(
  github: Pick<RepositoryOwnerSide, "createAppFromManifest">,
): Promise<GitHubWebStandIn> {
  const forms: Record<string, string>[] = []
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://stand-in")
      if (request.method !== "POST" || !MANIFEST_PAGE.test(url.pathname)) {
        response.writeHead(404, { "Content-Type": "text/plain" }).end("Not Found")
        return
      }
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")))
      forms.push(form)
      let manifest: Record<string, unknown>
      try {
        manifest = JSON.parse(form.manifest ?? "") as Record<string, unknown>
      } catch {
        response.writeHead(422, { "Content-Type": "text/plain" }).end("The manifest is not valid JSON")
        return
      }
      if (typeof manifest.url !== "string" || typeof manifest.redirect_url !== "string") {
        response.writeHead(422, { "Content-Type": "text/plain" }).end("The manifest needs url and redirect_url")
        return
      }
      const back = new URL(manifest.redirect_url)
      back.searchParams.set("code", github.createAppFromManifest(manifest))
      if (form.state !== undefined) back.searchParams.set("state", form.state)
      response.writeHead(302, { Location: back.href }).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    forms,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
