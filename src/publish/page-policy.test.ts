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

const security: [string, string][] = [
  ["strict-transport-security", "max-age=31536000"],
  ["x-content-type-options", "nosniff"],
  ["x-frame-options", "DENY"],
  ["referrer-policy", "strict-origin-when-cross-origin"],
  ["permissions-policy", "camera=()"],
]
const ownRule = (policy: string): Map<string, string> =>
  new Map([
    ...security,
    ["content-security-policy", policy],
    ["cross-origin-opener-policy", "same-origin"],
    ["cache-control", "public, max-age=0, must-revalidate"],
  ])

describe("a page's policy and headers", () => {
  it("passes a policy that allows exactly the page's inline script and style, not its data block", () => {
    expect(
      policyProblems(page(), ownRule(`default-src 'self'; script-src ${hash(script)}; style-src ${hash(style)}`)),
    ).toEqual([])
  })

  it("names a script or style the policy does not allow, or one it allows that the page does not have", () => {
    const problems = policyProblems(page(), ownRule(`script-src ${hash("other()")}; style-src 'none'`))
    expect(problems).toEqual([
      `its policy allows scripts ${hash("other()")}, but the page runs ${hash(script)}`,
      `its policy allows styles 'none', but the page has ${hash(style)}`,
    ])
  })

  it("refuses 'unsafe-inline' and 'unsafe-eval' anywhere", () => {
    const problems = policyProblems(
      page(),
      ownRule(
        `default-src 'unsafe-eval'; script-src ${hash(script)}; style-src ${hash(style)}; img-src 'unsafe-inline'`,
      ),
    )
    expect(problems).toEqual([
      "its policy's default-src allows 'unsafe-eval'",
      "its policy's img-src allows 'unsafe-inline'",
    ])
  })

  it("names each missing security header, and a page served without any policy", () => {
    expect(policyProblems(page(), new Map(security.slice(1)))).toEqual([
      "it is served without the strict-transport-security header",
      "it is served without a Content-Security-Policy",
    ])
  })

  it("holds the not-found page, served at any address with only the site-wide headers, to its meta policy", () => {
    const meta = (policy: string) => `<meta http-equiv="Content-Security-Policy" content="${policy}">`
    const good = page(meta(`script-src ${hash(script)}; style-src ${hash(style)}`))
    expect(policyProblems(good, new Map(security))).toEqual([])
    expect(policyProblems(page(meta(`script-src 'none'; style-src ${hash(style)}`)), new Map(security))).toEqual([
      `its meta policy allows scripts 'none', but the page runs ${hash(script)}`,
    ])
  })
})
