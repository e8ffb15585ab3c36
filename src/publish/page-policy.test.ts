/** @jest-environment node */
import { createHash } from "node:crypto"
import { JSDOM } from "jsdom"
import { policyProblems } from "./page-policy"

const hash = (code: string) => `'sha256-${createHash("sha256").update(code).digest("base64")}'`
const style = "p{color:navy}"
const script = "console.log(1)"
const page = (head = "") =>
  new JSDOM(
    `<!doctype html><html><head>${head}<style>${style}</style><script type="application/ld+json">{}</script></head><body><script>${script}</script></body></html>`,
  ).window.document

const meta = (policy: string) => `<meta http-equiv="Content-Security-Policy" content="${policy}">`
const ownPolicy = meta(`default-src 'self'; script-src ${hash(script)}; style-src ${hash(style)}`)

/** What every response carries (src/cdn/headers.ts): the security headers and the site-wide header policy. */
const siteHeaders: [string, string][] = [
  ["strict-transport-security", "max-age=31536000"],
  ["x-content-type-options", "nosniff"],
  ["x-frame-options", "DENY"],
  ["referrer-policy", "strict-origin-when-cross-origin"],
  ["permissions-policy", "camera=()"],
  ["content-security-policy", "frame-ancestors 'none'; object-src 'none'; base-uri 'self'"],
  ["cross-origin-opener-policy", "same-origin"],
  ["cache-control", "public, max-age=0, must-revalidate"],
]
const served = (headerPolicy?: string) =>
  new Map(
    siteHeaders.flatMap(([name, value]) =>
      name !== "content-security-policy"
        ? [[name, value] as const]
        : headerPolicy === undefined
          ? []
          : [[name, headerPolicy] as const],
    ),
  )
const everywhere = new Map(siteHeaders)

describe("a page's policy and headers", () => {
  it("passes a page whose own policy allows exactly its inline script and style, not its data block", () => {
    expect(policyProblems(page(ownPolicy), everywhere)).toEqual([])
  })

  it("names a script or style the page's policy does not allow, or one it allows that the page does not have", () => {
    const problems = policyProblems(page(meta(`script-src ${hash("other()")}; style-src 'none'`)), everywhere)
    expect(problems).toEqual([
      `its meta policy allows scripts ${hash("other()")}, but the page runs ${hash(script)}`,
      `its meta policy allows styles 'none', but the page has ${hash(style)}`,
    ])
  })

  it("refuses 'unsafe-inline', 'unsafe-eval' and 'unsafe-hashes' in either policy", () => {
    const unsafe = meta(
      `default-src 'unsafe-eval'; script-src ${hash(script)}; style-src ${hash(style)}; img-src 'unsafe-inline'`,
    )
    expect(policyProblems(page(unsafe), served("frame-ancestors 'none'; style-src 'unsafe-hashes'"))).toEqual([
      "its header policy's style-src allows 'unsafe-hashes'",
      "its meta policy's default-src allows 'unsafe-eval'",
      "its meta policy's img-src allows 'unsafe-inline'",
    ])
  })

  it("refuses a page with no policy of its own, or with one after a style it then does not govern", () => {
    expect(policyProblems(page(), everywhere)).toEqual([
      'it has no policy of its own (a <meta http-equiv="Content-Security-Policy"> element)',
    ])
    const late = new JSDOM(
      `<!doctype html><html><head><style>${style}</style>${ownPolicy}</head><body><script>${script}</script></body></html>`,
    ).window.document
    expect(policyProblems(late, everywhere)).toEqual([
      "its meta policy comes after a script or style, which it then does not govern",
    ])
  })

  it("names each missing header, and a header policy that would let another site frame the page", () => {
    expect(policyProblems(page(ownPolicy), new Map(siteHeaders.slice(1)))).toEqual([
      "it is served without the strict-transport-security header",
    ])
    expect(policyProblems(page(ownPolicy), served())).toEqual([
      "it is served without a Content-Security-Policy header (framing would be allowed)",
    ])
    expect(policyProblems(page(ownPolicy), served("object-src 'none'"))).toEqual([
      "its header policy lets other sites frame it (frame-ancestors missing)",
    ])
  })
})
