import {
  EDITOR_CONTENT_SECURITY_POLICY,
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  contentSecurityPolicy,
  metaContentSecurityPolicy,
  formatHeadersFile,
  headerRules,
  headersFor,
  isHashedAsset,
  limitProblems,
  originOf,
  parseHeadersFile,
  type BuiltSite,
} from "./headers"

const hashA = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"
const hashB = "'sha256-4KHH1aDNtKOdPWCUofUkCAwFwJNywcZT3XMEQ8AJv88='"

const site: BuiltSite = {
  pages: ["/", "/404.html", "/about"],
  hashedAssets: ["/app-0123456789abcdef0123.js", "/framework-abcdefabcdefabcdefab.js"],
  scriptHashes: [hashA, hashB],
}
const formOrigins = ["https://forms.example/f/abc", "https://directory.example/search"]

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((directive) => {
      const [name, ...values] = directive.trim().split(/\s+/)
      return [name, values]
    }),
  )
}

describe("metaContentSecurityPolicy", () => {
  it("is the header policy without the directives a meta element cannot carry", () => {
    const inputs = { scriptHashes: [hashA, hashB], formOrigins }
    const meta = directives(metaContentSecurityPolicy(inputs))
    const header = directives(contentSecurityPolicy(inputs))
    expect(meta.has("frame-ancestors")).toBe(false)
    header.delete("frame-ancestors")
    expect([...meta]).toEqual([...header])
  })
})

describe("contentSecurityPolicy", () => {
  const policy = directives(contentSecurityPolicy({ scriptHashes: [hashA, hashB], formOrigins }))

  it("runs only this site's scripts: its files and the hashed inline ones", () => {
    expect(policy.get("script-src")).toEqual(["'self'", hashA, hashB])
  })

  it("allows inline styles (Emotion) but nothing else inline or evaluated", () => {
    expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-inline'"])
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'")
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'")
  })

  it("lets forms submit to this site and the origins of the two form services only", () => {
    expect(policy.get("form-action")).toEqual(["'self'", "https://forms.example", "https://directory.example"])
  })

  it("locks down everything else", () => {
    expect(policy.get("default-src")).toEqual(["'self'"])
    expect(policy.get("object-src")).toEqual(["'none'"])
    expect(policy.get("base-uri")).toEqual(["'self'"])
    expect(policy.get("frame-ancestors")).toEqual(["'none'"])
    expect(policy.get("img-src")).toEqual(["'self'", "data:"])
    expect(policy.get("connect-src")).toEqual(["'self'"])
  })

  it("names each form origin once", () => {
    const twice = contentSecurityPolicy({
      scriptHashes: [],
      formOrigins: ["https://a.example/x", "https://a.example/y"],
    })
    expect(directives(twice).get("form-action")).toEqual(["'self'", "https://a.example"])
  })

  it("refuses something that is not a hash", () => {
    expect(() => contentSecurityPolicy({ scriptHashes: ["'unsafe-inline'"], formOrigins: [] })).toThrow(
      /not a CSP hash/,
    )
  })
})

describe("originOf", () => {
  it("keeps scheme, host and port, and only https", () => {
    expect(originOf("https://formspree.io/f/example")).toBe("https://formspree.io")
    expect(originOf("https://example.org:8443/a?b")).toBe("https://example.org:8443")
    expect(() => originOf("http://example.org/form")).toThrow(/not an https address/)
  })
})

describe("isHashedAsset", () => {
  it.each([
    "app-f83aa7f5d4ffcdf9f085.js",
    "component---src-pages-index-tsx-ac6549238419b52f0451.js",
    "styles-0123456789abcdef0123.css",
  ])("knows %s is named by its content", (name) => expect(isHashedAsset(name)).toBe(true))

  it.each(["chunk-map.json", "app-f83aa7f5d4ffcdf9f085.js.map", "partytown.js", "favicon.svg", "sw.js"])(
    "knows %s is not",
    (name) => expect(isHashedAsset(name)).toBe(false),
  )
})

describe("headerRules", () => {
  const rules = headerRules(site, formOrigins)

  it("sends the security headers with every response, and the site's policy with every page", () => {
    const headers = headersFor(rules, "/anything/at/all")
    expect(headersFor(rules, "/about").get("content-security-policy")).toContain("script-src 'self'")
    expect(headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains")
    expect(headers.get("x-content-type-options")).toBe("nosniff")
    expect(headers.get("x-frame-options")).toBe("DENY")
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin")
    expect(headers.get("permissions-policy")).toMatch(/^(?:[a-z-]+=\(\), )*[a-z-]+=\(\)$/)
    expect(headers.get("permissions-policy")).toContain("camera=()")
    expect(headers.get("cross-origin-opener-policy")).toBe("same-origin")
  })

  it.each([
    ["/", CACHE_REVALIDATE],
    ["/about", CACHE_REVALIDATE],
    ["/about/", CACHE_REVALIDATE],
    ["/404.html", CACHE_REVALIDATE],
    ["/page-data/about/page-data.json", CACHE_REVALIDATE],
    ["/page-data/app-data.json", CACHE_REVALIDATE],
    ["/app-0123456789abcdef0123.js", CACHE_IMMUTABLE],
    ["/static/0123/image.png", CACHE_IMMUTABLE],
    ["/favicon.svg", undefined],
    ["/about/more", undefined],
  ])("caches %s with %p, from exactly one rule", (path, cacheControl) => {
    expect(headersFor(rules, path).get("cache-control")).toBe(cacheControl)
  })

  it("fits what Cloudflare Pages reads", () => {
    expect(limitProblems(rules)).toEqual([])
  })
})

describe("limitProblems", () => {
  it("counts rules and measures lines", () => {
    const many = Array.from({ length: 101 }, (_, index) => ({ path: `/${index}`, headers: [] }))
    expect(limitProblems(many)).toEqual(["101 rules; Cloudflare Pages reads at most 100"])
    const long = [{ path: "/*", headers: [["X-Long", "x".repeat(2000)] as const] }]
    expect(limitProblems(long)[0]).toMatch(/X-Long is 2010 characters/)
  })
})

describe("the _headers file", () => {
  const rules = headerRules(site, formOrigins)
  const text = formatHeadersFile(rules, "Generated.\nDo not edit.")

  it("is a comment, then each path with its headers indented below it", () => {
    expect(text.startsWith("# Generated.\n# Do not edit.\n/*\n  Strict-Transport-Security: max-age=31536000")).toBe(
      true,
    )
    expect(text).toContain("\n/app-0123456789abcdef0123.js\n  Cache-Control: public, max-age=31536000, immutable\n")
    expect(text.endsWith("\n")).toBe(true)
  })

  it("reads back as the rules it was written from", () => {
    expect(parseHeadersFile(text)).toEqual(rules)
  })

  it("reads values containing colons, blank lines and comments", () => {
    expect(
      parseHeadersFile("# c\n\n/a\n  Link: <https://x.example/>; rel=preconnect\n\n/b/*\n  X-Test:  yes \n"),
    ).toEqual([
      { path: "/a", headers: [["Link", "<https://x.example/>; rel=preconnect"]] },
      { path: "/b/*", headers: [["X-Test", "yes"]] },
    ])
  })

  it("refuses a header with no path above it", () => {
    expect(() => parseHeadersFile("  X-Test: yes\n")).toThrow(/line 1/)
  })
})

describe("headersFor", () => {
  const rules = parseHeadersFile("/*\n  X-A: 1\n/docs/*\n  X-A: 2\n  X-B: b\n/users/:id\n  X-C: c\n")

  it("applies every matching rule, joining a repeated header as the hosts do", () => {
    expect(Object.fromEntries(headersFor(rules, "/docs/intro"))).toEqual({ "x-a": "1, 2", "x-b": "b" })
    expect(Object.fromEntries(headersFor(rules, "/docs"))).toEqual({ "x-a": "1" })
  })

  it("matches a :placeholder to one path segment", () => {
    expect(headersFor(rules, "/users/42").get("x-c")).toBe("c")
    expect(headersFor(rules, "/users/42/posts").get("x-c")).toBeUndefined()
  })
})

describe("the content editor's policy", () => {
  const rules = headerRules({ ...site, pages: [...site.pages, "/admin"] }, formOrigins)

  it.each(["/admin", "/admin/"])(
    "lets the editor at %s compile its schemas and reach its backends, and nothing else",
    (path) => {
      const policy = headersFor(rules, path).get("content-security-policy")
      expect(policy).toBe(EDITOR_CONTENT_SECURITY_POLICY)
      expect(policy).toContain("script-src 'self' 'unsafe-eval'")
      expect(policy).toContain("connect-src 'self' https://api.github.com http://localhost:8081")
      expect(policy).toContain("frame-ancestors 'none'")
    },
  )

  it("keeps eval and other hosts away from the public pages", () => {
    for (const page of site.pages) {
      const policy = headersFor(rules, page).get("content-security-policy") ?? ""
      expect(policy).not.toContain("unsafe-eval")
      expect(policy).toContain("connect-src 'self';")
    }
  })
})
