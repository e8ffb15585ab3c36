/**
 * `npm start`'s server (scripts/serve.ts) answers addresses as Netlify and Cloudflare Pages do: a
 * page at its address, /about redirected to /about/ because that page exists, and an address the
 * site does not have answered with the not-found page and status 404 at once, never redirected first.
 */
import { readFileSync } from "node:fs"
import type { Server } from "node:http"
import type { AddressInfo } from "node:net"
import path from "node:path"
import { startServer } from "../../scripts/serve"
import { NOT_FOUND_FILE } from "../../src/build/built-pages"
import { publicDir, routes } from "./built-site"

let server: Server
let origin: string

beforeAll(async () => {
  server = await startServer(0, "127.0.0.1", publicDir)
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => {
  server.closeAllConnections()
  server.close()
})

/** One answer, as a crawler that follows no redirect sees it. */
const fetched = (address: string) => fetch(`${origin}${address}`, { redirect: "manual" })

const page = routes.find((route) => route.path !== "/")?.path ?? "/"

it(`answers a page at its address, and redirects ${page.slice(0, -1)} to it`, async () => {
  expect((await fetched(page)).status).toBe(200)
  const redirect = await fetched(`${page.slice(0, -1)}?from=link`)
  expect({ status: redirect.status, location: redirect.headers.get("location") }).toEqual({
    status: 301,
    location: `${page}?from=link`,
  })
})

it("answers an address the site does not have with the not-found page and 404 at once, with or without its slash", async () => {
  for (const address of ["/no-such-page", "/no-such-page/", "/no-such-page/here"]) {
    const answer = await fetched(address)
    expect({ address, status: answer.status, location: answer.headers.get("location") }).toEqual({
      address,
      status: 404,
      location: null,
    })
    expect(await answer.text()).toBe(readFileSync(path.join(publicDir, NOT_FOUND_FILE), "utf8"))
  }
})
