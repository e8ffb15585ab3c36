import { headersFor, parseHeadersFile, pathMatches } from "./host-headers"

describe("parseHeadersFile", () => {
  it("reads each path with the headers indented below it, in order", () => {
    expect(parseHeadersFile("/*\n  X-A: 1\n  X-B: 2\n/about/\n\tX-C: 3\n")).toEqual([
      {
        path: "/*",
        detach: [],
        headers: [
          ["X-A", "1"],
          ["X-B", "2"],
        ],
      },
      { path: "/about/", detach: [], headers: [["X-C", "3"]] },
    ])
  })

  it("skips comments and blank lines, reads values containing colons and trims around them", () => {
    expect(
      parseHeadersFile(
        "# c\n\n/a\n  # indented comment\n  Link: <https://x.example/>; rel=preconnect\n\n/b/*\n  X-Test:  yes \r\n",
      ),
    ).toEqual([
      { path: "/a", detach: [], headers: [["Link", "<https://x.example/>; rel=preconnect"]] },
      { path: "/b/*", detach: [], headers: [["X-Test", "yes"]] },
    ])
  })

  it("keeps a path with no headers below it", () => {
    expect(parseHeadersFile("/empty\n/full\n  X: y\n")).toEqual([
      { path: "/empty", detach: [], headers: [] },
      { path: "/full", detach: [], headers: [["X", "y"]] },
    ])
  })

  it("reads Cloudflare's '! Name' lines as headers the rule takes off", () => {
    expect(parseHeadersFile("/admin/*\n  ! Content-Security-Policy\n  Content-Security-Policy: x\n")).toEqual([
      { path: "/admin/*", detach: ["Content-Security-Policy"], headers: [["Content-Security-Policy", "x"]] },
    ])
  })

  it("refuses a header with no path above it, naming the line", () => {
    expect(() => parseHeadersFile("# c\n  X-Test: yes\n")).toThrow(/line 2/)
  })

  it("refuses an indented line that is not Name: value", () => {
    expect(() => parseHeadersFile("/a\n  no colon here\n")).toThrow(/line 2: expected "Name: value"/)
  })
})

describe("pathMatches", () => {
  it("matches a plain path exactly, dots included", () => {
    expect(pathMatches("/about/", "/about/")).toBe(true)
    expect(pathMatches("/about/", "/about")).toBe(false)
    expect(pathMatches("/about/", "/about/more")).toBe(false)
    expect(pathMatches("/404.html", "/404.html")).toBe(true)
    expect(pathMatches("/404.html", "/404xhtml")).toBe(false)
  })

  it("lets * match any run of characters, slashes and nothing included", () => {
    expect(pathMatches("/*", "/")).toBe(true)
    expect(pathMatches("/*", "/any/address/at/all")).toBe(true)
    expect(pathMatches("/docs/*", "/docs/")).toBe(true)
    expect(pathMatches("/docs/*", "/docs/a/b.html")).toBe(true)
    expect(pathMatches("/docs/*", "/docs")).toBe(false)
    expect(pathMatches("/*.png", "/images/share.png")).toBe(true)
    expect(pathMatches("/*.png", "/images/share.jpg")).toBe(false)
  })

  it("lets :name match one path segment, no more", () => {
    expect(pathMatches("/users/:id", "/users/42")).toBe(true)
    expect(pathMatches("/users/:id", "/users/42/posts")).toBe(false)
    expect(pathMatches("/users/:id", "/users/")).toBe(false)
    expect(pathMatches("/:lang/about", "/en/about")).toBe(true)
  })

  it("takes other pattern characters literally", () => {
    expect(pathMatches("/a+b/(c)", "/a+b/(c)")).toBe(true)
    expect(pathMatches("/a+b/(c)", "/aab/c")).toBe(false)
  })
})

describe("headersFor", () => {
  const rules = parseHeadersFile("/*\n  X-A: 1\n/docs/*\n  X-A: 2\n  X-B: b\n/users/:id\n  X-C: c\n")

  it("on Cloudflare Pages, applies every matching rule, joining a header two rules name with ', ' in file order", () => {
    expect(Object.fromEntries(headersFor(rules, "/docs/intro", "cloudflare-pages"))).toEqual({
      "x-a": "1, 2",
      "x-b": "b",
    })
    expect(Object.fromEntries(headersFor(rules, "/docs", "cloudflare-pages"))).toEqual({ "x-a": "1" })
  })

  it("on Netlify, applies every matching rule, the later rule's value replacing the earlier one's", () => {
    expect(Object.fromEntries(headersFor(rules, "/docs/intro", "netlify"))).toEqual({ "x-a": "2", "x-b": "b" })
  })

  it("takes a detached header off before the rule adds its own on Cloudflare Pages; Netlify has no such line", () => {
    const detaching = parseHeadersFile("/*\n  X-A: 1\n  X-B: 1\n/x/*\n  ! X-A\n  ! X-B\n  X-A: 2\n")
    expect(Object.fromEntries(headersFor(detaching, "/x/", "cloudflare-pages"))).toEqual({ "x-a": "2" })
    expect(Object.fromEntries(headersFor(detaching, "/x/", "netlify"))).toEqual({ "x-a": "2", "x-b": "1" })
  })

  it("joins a header named twice in one rule on both hosts", () => {
    const twice = parseHeadersFile("/*\n  X-A: 1\n  X-A: 2\n")
    expect(headersFor(twice, "/", "cloudflare-pages").get("x-a")).toBe("1, 2")
    expect(headersFor(twice, "/", "netlify").get("x-a")).toBe("1, 2")
  })

  it("matches a :placeholder to one path segment", () => {
    expect(headersFor(rules, "/users/42", "cloudflare-pages").get("x-c")).toBe("c")
    expect(headersFor(rules, "/users/42/posts", "cloudflare-pages").get("x-c")).toBeUndefined()
  })

  it("names headers in lower case, treating names that differ only in case as one", () => {
    const mixed = parseHeadersFile("/*\n  Cache-Control: a\n/x\n  cache-control: b\n")
    expect([...headersFor(mixed, "/x", "cloudflare-pages")]).toEqual([["cache-control", "a, b"]])
  })

  it("sends nothing for a path no rule matches", () => {
    expect(headersFor(parseHeadersFile("/a\n  X: y\n"), "/b", "netlify").size).toBe(0)
  })
})
