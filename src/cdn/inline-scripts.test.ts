import { createHash } from "node:crypto"
import { cspHash, inlineScriptHashes, inlineScriptsIn, isExecutable } from "./inline-scripts"

const html = `<!DOCTYPE html><html><head>
<script type="module">const a = 1;</script>
<script type="application/ld+json" data-gatsby-head="true">{"@context":"https://schema.org"}</script>
<script src="/app-0123456789abcdef0123.js" async></script>
</head><body>
<script
  id="gatsby-chunk-mapping"
>
  window.___chunkMapping="{}";
</script><script>window.pagePath="/";</script>
<SCRIPT TYPE="text/javascript">x()</SCRIPT>
<script data-src="not-a-src">y()</script>
</body></html>`

describe("inlineScriptsIn", () => {
  it("finds each inline script with its exact text and type, and skips scripts loaded from a file", () => {
    expect(inlineScriptsIn(html)).toEqual([
      { type: "module", text: "const a = 1;" },
      { type: "application/ld+json", text: '{"@context":"https://schema.org"}' },
      { type: null, text: '\n  window.___chunkMapping="{}";\n' },
      { type: null, text: 'window.pagePath="/";' },
      { type: "text/javascript", text: "x()" },
      { type: null, text: "y()" },
    ])
  })
})

describe("isExecutable", () => {
  it.each([null, "", "module", "text/javascript", " Text/JavaScript ", "application/ecmascript"])(
    "runs a script of type %p",
    (type) => expect(isExecutable({ type, text: "" })).toBe(true),
  )

  it.each(["application/ld+json", "application/json", "text/template", "importmap"])(
    "treats type %p as data, not code",
    (type) => expect(isExecutable({ type, text: "" })).toBe(false),
  )
})

describe("cspHash", () => {
  it("is the base64 SHA-256 of the UTF-8 text, quoted as CSP writes it", () => {
    const expected = createHash("sha256").update("alert('é')", "utf8").digest("base64")
    expect(cspHash("alert('é')")).toBe(`'sha256-${expected}'`)
    // The example of the CSP specification.
    expect(cspHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='")
  })
})

describe("inlineScriptHashes", () => {
  it("hashes every executable inline script across documents once, sorted, and no data blocks", () => {
    const other = `<script>window.pagePath="/about";</script><script type="module">const a = 1;</script>`
    const hashes = inlineScriptHashes([html, other])
    expect(hashes).toEqual(
      [
        "const a = 1;",
        '\n  window.___chunkMapping="{}";\n',
        'window.pagePath="/";',
        "x()",
        "y()",
        'window.pagePath="/about";',
      ]
        .map(cspHash)
        .sort(),
    )
    expect(hashes).not.toContain(cspHash('{"@context":"https://schema.org"}'))
  })
})
