import { headersFor, parseHeadersFile, pathMatches } from "./host-headers"

describe("parseHeadersFile", () => {
  it("reads each path with the headers indented below it, in order", () => {
    expect(parseHeadersFile("/*\n  X-A: 1\n  X-B: 2\n/about/\n\tX-C: 3\n")).toEqual([
      {
        path: "/*",
        headers: [
          ["X-A", "1"],
          ["X-B", "2"],
        ],
      },
      { path: "/about/", headers: [["X-C", "3"]] },
    ])
  })

  it("skips comments and blank lines, reads values containing colons and trims around them", () => {
    expect(
      parseHeadersFile(
        "# c\n\n/a\n  # indented comment\n  Link: <https://x.example/>; rel=preconnect\n\n/b/*\n  X-Test:  yes \r\n",
      ),
    ).toEqual([
      { path: "/a", headers: [["Link", "<https://x.example/>; rel=preconnect"]] },
      { path: "/b/*", headers: [["X-Test", "yes"]] },
    ])
  })

  it("keeps a path with no headers below it", () => {
    expect(parseHeadersFile("/empty\n/full\n  X: y\n")).toEqual([
      { path: "/empty", headers: [] },
      { path: "/full", headers: [["X", "y"]] },
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

  it("applies every matching rule, joining a repeated header with ', ' in file order, as the hosts do", () => {
    expect(Object.fromEntries(headersFor(rules, "/docs/intro"))).toEqual({ "x-a": "1, 2", "x-b": "b" })
    expect(Object.fromEntries(headersFor(rules, "/docs"))).toEqual({ "x-a": "1" })
  })

  it("matches a :placeholder to one path segment", () => {
    expect(headersFor(rules, "/users/42").get("x-c")).toBe("c")
    expect(headersFor(rules, "/users/42/posts").get("x-c")).toBeUndefined()
  })

  it("names headers in lower case, joining names that differ only in case", () => {
    const mixed = parseHeadersFile("/*\n  Cache-Control: a\n/x\n  cache-control: b\n")
    expect([...headersFor(mixed, "/x")]).toEqual([["cache-control", "a, b"]])
  })

  it("sends nothing for a path no rule matches", () => {
    expect(headersFor(parseHeadersFile("/a\n  X: y\n"), "/b").size).toBe(0)
  })
})
