/**
 * The page on the owner's own computer that has GitHub create the site's App from its manifest
 * ("Registering a GitHub App from a manifest"): a form that posts the manifest and a state to
 * GitHub's page, where the owner presses Create; GitHub then sends the browser back here with a
 * code, which the setup converts into the App's id and key. It listens on 127.0.0.1 only, answers
 * only requests addressed to it by that name (a page of another site cannot reach it through a name
 * of its own), and takes a code only with the state it gave: a code nobody asked for is refused.
 */
import { randomBytes } from "node:crypto"
import http from "node:http"
import type { AddressInfo } from "node:net"
import type { AppManifest } from "../app-manifest"

export interface ManifestPage {
  /** Where the owner opens it: http://127.0.0.1:<port>/ */
  readonly address: string
  /** GitHub's code, once the owner has created the App and GitHub sent them back. */
  readonly code: Promise<string>
  close(): Promise<void>
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<h1>${escapeHtml(title)}</h1>
${body}
</html>
`
}

function send(response: http.ServerResponse, status: number, html: string, formAction?: string): void {
  response
    .writeHead(status, {
      "Content-Type": "text/html; charset=utf-8",
      // Nothing but the form to GitHub: no script, no style, no other page.
      "Content-Security-Policy": `default-src 'none'; form-action ${formAction ? new URL(formAction).origin : "'none'"}`,
      "Referrer-Policy": "no-referrer",
      "Cache-Control": "no-store",
    })
    .end(html)
}

/**
 * Serves the page until closed. `formAction` is GitHub's page for a new App of the repository's
 * owner; `manifestFor` makes the manifest once the page knows its own address, where GitHub sends
 * the owner back.
 */
export async function openManifestPage(options: {
  readonly formAction: string
  readonly manifestFor: (redirectUrl: string) => AppManifest
}): Promise<ManifestPage> {
  const state = randomBytes(24).toString("base64url")
  let received: (code: string) => void = () => undefined
  const code = new Promise<string>((resolve) => (received = resolve))
  const server = http.createServer()
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`
  const address = `http://${host}/`
  const manifest = JSON.stringify(options.manifestFor(`${address}created`))
  server.on("request", (request: http.IncomingMessage, response: http.ServerResponse) => {
    const url = new URL(request.url ?? "/", address)
    if (request.headers.host !== host || request.method !== "GET") {
      send(response, 404, page("Not here", "<p>This page answers the owner's setup on this computer only.</p>"))
    } else if (url.pathname === "/") {
      send(
        response,
        200,
        page(
          "Create the site's GitHub App",
          `<p>GitHub will show the App's name and its permissions (contents, pull requests: write; commit statuses: read), with no webhook, for this account only. You may change its name there.</p>
<form method="post" action="${escapeHtml(options.formAction)}">
<input type="hidden" name="manifest" value="${escapeHtml(manifest)}">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<button type="submit">Create it on GitHub</button>
</form>`,
        ),
        options.formAction,
      )
    } else if (url.pathname === "/created" && url.searchParams.get("state") === state && url.searchParams.get("code")) {
      received(url.searchParams.get("code") ?? "")
      send(response, 200, page("The App is created", "<p>Go back to the terminal: the setup goes on there.</p>"))
    } else if (url.pathname === "/created") {
      send(
        response,
        400,
        page("Not this setup's App", "<p>This address was not opened by the setup running now. Nothing was taken.</p>"),
      )
    } else {
      send(response, 404, page("Not here", "<p>Open the setup's page at its address.</p>"))
    }
  })
  return {
    address,
    code,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
