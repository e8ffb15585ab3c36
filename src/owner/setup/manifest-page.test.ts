/**
 * @jest-environment node
 */
import http from "node:http"
import { appManifest } from "../app-manifest"
import { openManifestPage, type ManifestPage } from "./manifest-page"

let page: ManifestPage

beforeEach(async () => {
  page = await openManifestPage({
    formAction: "https://github.com/organizations/example-org/settings/apps/new",
    manifestFor: (redirectUrl) =>
      appManifest({ repository: "example-org/cdm-site", siteUrl: "https://www.board.example", redirectUrl }),
  })
})

afterEach(() => page.close())

/** A GET of the page, with the Host header a browser would send, or another. */
function get(path: string, host = new URL(page.address).host): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(new URL(path, page.address), { headers: { Host: host } }, (response) => {
      let body = ""
      response.on("data", (chunk: Buffer) => (body += chunk.toString()))
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }))
    })
    request.on("error", reject)
  })
}

const attribute = (body: string, name: string) =>
  new RegExp(`name="${name}" value="([^"]*)"`)
    .exec(body)?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&") ?? ""

describe("the page that has GitHub create the App", () => {
  it("listens on 127.0.0.1 only, and posts the manifest, with GitHub sending the owner back to it", async () => {
    expect(new URL(page.address).hostname).toBe("127.0.0.1")
    const { status, body } = await get("/")
    expect(status).toBe(200)
    expect(body).toContain('action="https://github.com/organizations/example-org/settings/apps/new"')
    const manifest = JSON.parse(attribute(body, "manifest")) as { redirect_url: string }
    expect(manifest.redirect_url).toBe(`${page.address}created`)
  })

  it("takes GitHub's code only with the state it gave, and answers no other host's name", async () => {
    const state = attribute((await get("/")).body, "state")
    expect((await get("/created?code=forged&state=guessed")).status).toBe(400)
    expect((await get(`/created?code=abc&state=${state}`, "attacker.example:80")).status).toBe(404)
    expect((await get(`/created?code=abc&state=${state}`)).status).toBe(200)
    await expect(page.code).resolves.toBe("abc")
  })
})
