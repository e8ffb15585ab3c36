import { SITE_HOSTS } from "../hosts"
import type { PublishingSettings } from "../settings/publishing"
import {
  githubSettings as githubEditor,
  gitGatewaySettings as gitGateway,
  gitlabSettings as gitlab,
} from "../../tests/support/fixtures/publishing-settings"
import {
  CACHE_REVALIDATE,
  SITE_HEADER_POLICY,
  editorContentSecurityPolicy,
  onEditorsOwnComputer,
  formatHeadersFile,
  headerRules,
  isEditorPath,
  limitProblems,
  originOf,
  pageContentSecurityPolicy,
} from "./headers"
import { headersFor, parseHeadersFile } from "./host-headers"
import { cspHash } from "./inline-code"

const hashA = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"
const hashB = "'sha256-4KHH1aDNtKOdPWCUofUkCAwFwJNywcZT3XMEQ8AJv88='"
const styleA = cspHash("body{margin:0}")
const formOrigins = ["https://forms.example/f/abc", "https://directory.example/search"]

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((directive) => {
      const [name, ...values] = directive.trim().split(/\s+/)
      return [name, values]
    }),
  )
}

describe("pageContentSecurityPolicy", () => {
  const policy = directives(
    pageContentSecurityPolicy({ scriptHashes: [hashA, hashB], styleHashes: [styleA], formOrigins }),
  )

  it("runs only the inline scripts it names by hash: no script file, not even the site's own", () => {
    expect(policy.get("script-src")).toEqual([hashA, hashB])
  })

  it("runs no script at all where there is none to allow", () => {
    const none = directives(pageContentSecurityPolicy({ scriptHashes: [], styleHashes: [styleA], formOrigins }))
    expect(none.get("script-src")).toEqual(["'none'"])
  })

  it("allows exactly the styles it names by hash: no style attribute, no other inline style, no stylesheet file", () => {
    expect(policy.get("style-src")).toEqual([styleA])
  })

  it("allows no style at all when the page has none", () => {
    const none = directives(pageContentSecurityPolicy({ scriptHashes: [], styleHashes: [], formOrigins }))
    expect(none.get("style-src")).toEqual(["'none'"])
  })

  it("allows nothing inline or evaluated without a hash", () => {
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'")
    expect([...policy.values()].flat()).not.toContain("'unsafe-inline'")
  })

  it("lets forms submit to this site and the origins of the two form services only", () => {
    expect(policy.get("form-action")).toEqual(["'self'", "https://forms.example", "https://directory.example"])
  })

  it("locks down everything else", () => {
    expect(policy.get("default-src")).toEqual(["'self'"])
    expect(policy.get("object-src")).toEqual(["'none'"])
    expect(policy.get("base-uri")).toEqual(["'self'"])
    expect(policy.get("img-src")).toEqual(["'self'"])
    expect(policy.get("connect-src")).toEqual(["'self'"])
  })

  it("has only directives a <meta> element can carry (framing is the header's: SITE_HEADER_POLICY)", () => {
    for (const headerOnly of ["frame-ancestors", "report-uri", "sandbox"]) expect(policy.has(headerOnly)).toBe(false)
  })

  it("lets a page's script send only to the origin its own form posts to (the contact form's service)", () => {
    const contact = directives(
      pageContentSecurityPolicy({
        scriptHashes: [],
        styleHashes: [],
        formOrigins: ["https://forms.example/f/abc"],
        connectTo: ["https://forms.example/f/abc", "https://forms.example/f/abc"],
      }),
    )
    expect(contact.get("connect-src")).toEqual(["'self'", "https://forms.example"])
  })

  it("names each form origin once", () => {
    const twice = pageContentSecurityPolicy({
      scriptHashes: [],
      styleHashes: [],
      formOrigins: ["https://a.example/x", "https://a.example/y"],
    })
    expect(directives(twice).get("form-action")).toEqual(["'self'", "https://a.example"])
  })

  it.each([
    ["script", { scriptHashes: ["'unsafe-inline'"], styleHashes: [] }],
    ["style", { scriptHashes: [], styleHashes: ["'unsafe-inline'"] }],
  ])("refuses a %s source that is not a hash, so 'unsafe-inline' cannot creep in", (_kind, hashes) => {
    expect(() => pageContentSecurityPolicy({ ...hashes, formOrigins: [] })).toThrow(/not a CSP hash/)
  })
})

describe("SITE_HEADER_POLICY", () => {
  it("refuses framing, plugins and a foreign base, and leaves scripts and styles to each page's own policy", () => {
    expect(Object.fromEntries(directives(SITE_HEADER_POLICY))).toEqual({
      "frame-ancestors": ["'none'"],
      "object-src": ["'none'"],
      "base-uri": ["'self'"],
    })
  })
})

describe("originOf", () => {
  it("keeps scheme, host and port, and only https", () => {
    expect(originOf("https://formspree.io/f/example")).toBe("https://formspree.io")
    expect(originOf("https://example.org:8443/a?b")).toBe("https://example.org:8443")
    expect(() => originOf("http://example.org/form")).toThrow(/not an https address/)
  })
})

describe("isEditorPath", () => {
  it.each(["/admin", "/admin/", "/admin/index.html"])("knows %s is the content editor", (path) =>
    expect(isEditorPath(path)).toBe(true),
  )

  it.each(["/", "/about", "/administration", "/admin/config.yml", "/about/admin"])("knows %s is not", (path) =>
    expect(isEditorPath(path)).toBe(false),
  )
})

describe("headerRules", () => {
  const rules = headerRules(githubEditor)
  const pageAddresses = ["/", "/about/", "/404.html", "/contact/sent/", "/any/unknown/address"]

  it("is three rules, whatever the number of pages and events: every response, the editor's folder and the calendar files'", () => {
    expect(rules.map((rule) => rule.path)).toEqual(["/*", "/admin/*", "/calendar/*"])
    expect(limitProblems(rules)).toEqual([])
  })

  describe.each(SITE_HOSTS)("as %s reads it", (host) => {
    it.each(pageAddresses)(
      "sends %s the security headers, the site's header policy, its opener policy and revalidation",
      (path) => {
        const headers = headersFor(rules, path, host)
        expect(Object.fromEntries(headers)).toEqual({
          "strict-transport-security": "max-age=31536000; includeSubDomains",
          "x-content-type-options": "nosniff",
          "x-frame-options": "DENY",
          "referrer-policy": "strict-origin-when-cross-origin",
          "permissions-policy": expect.stringMatching(/^(?:[a-z-]+=\(\), )*[a-z-]+=\(\)$/),
          "content-security-policy": SITE_HEADER_POLICY,
          "cross-origin-opener-policy": "same-origin",
          "cache-control": CACHE_REVALIDATE,
        })
        expect(headers.get("permissions-policy")).toContain("camera=()")
      },
    )

    it.each(["/admin/", "/admin/index.html"])(
      "gives the editor at %s exactly its own policy and opener policy",
      (path) => {
        const headers = headersFor(rules, path, host)
        // One value each: a value joined to the site's would be two policies, or an opener policy no browser reads.
        expect(headers.get("content-security-policy")).toBe(editorContentSecurityPolicy(githubEditor))
        expect(headers.get("cross-origin-opener-policy")).toBe("same-origin-allow-popups")
        expect(headers.get("x-frame-options")).toBe("DENY")
        expect(headers.get("cache-control")).toBe(CACHE_REVALIDATE)
      },
    )
  })
})

describe("limitProblems", () => {
  it("counts rules and measures lines", () => {
    const many = Array.from({ length: 101 }, (_, index) => ({ path: `/${index}`, detach: [], headers: [] }))
    expect(limitProblems(many)).toEqual(["101 rules; Cloudflare Pages reads at most 100"])
    const long = [{ path: "/*", detach: [], headers: [["X-Long", "x".repeat(2000)] as const] }]
    expect(limitProblems(long)[0]).toMatch(/X-Long is 2010 characters/)
  })
})

describe("the _headers file", () => {
  const rules = headerRules(githubEditor)
  const text = formatHeadersFile(rules, "Generated.\nDo not edit.")

  it("is a comment, then each path with the headers it detaches and sets indented below it", () => {
    expect(text.startsWith("# Generated.\n# Do not edit.\n/*\n  Strict-Transport-Security: max-age=31536000")).toBe(
      true,
    )
    expect(text).toContain("\n/admin/*\n  ! Content-Security-Policy\n  ! Cross-Origin-Opener-Policy\n")
    expect(text.endsWith("\n")).toBe(true)
  })

  it("reads back as the rules it was written from", () => {
    expect(parseHeadersFile(text)).toEqual(rules)
  })
})

describe("the content editor's policy", () => {
  const ownGitlab: PublishingSettings = { ...gitlab, gitlabAddress: "https://git.example.org/some/path" }
  const netlifyGithub: PublishingSettings = { ...githubEditor, host: "netlify" }
  const editorHeaders = (settings: PublishingSettings) => headersFor(headerRules(settings), "/admin/", settings.host)

  it("lets the editor compile its schemas and reach its backend, and never be framed", () => {
    const policy = editorContentSecurityPolicy(githubEditor)
    expect(policy).toContain("script-src 'self' 'unsafe-eval'")
    expect(policy).toContain("frame-ancestors 'none'")
  })

  it.each([
    ["GitHub, with the site's own login", githubEditor, "connect-src 'self' blob: https://api.github.com;"],
    ["GitHub, with Netlify's login", netlifyGithub, "connect-src 'self' blob: https://api.github.com;"],
    ["gitlab.com", gitlab, "connect-src 'self' blob: https://gitlab.com;"],
    ["a GitLab of the site's own", ownGitlab, "connect-src 'self' blob: https://git.example.org;"],
    ["Git Gateway, answered by the site itself", gitGateway, "connect-src 'self' blob:;"],
  ])("lets the editor with %s reach exactly that backend", (_name, settings, connect) => {
    expect(editorHeaders(settings).get("content-security-policy")).toContain(connect)
  })

  it.each([githubEditor, netlifyGithub, gitlab, gitGateway])(
    "never lets the deployed editor reach a plain-http address on the visitor's machine (%o)",
    (settings) => {
      expect(editorHeaders(settings).get("content-security-policy")).not.toMatch(/http:|localhost|127\.0\.0\.1/)
    },
  )

  it("lets the editor reach the local file server on an editor's own computer, and nothing else besides", () => {
    const deployed = editorContentSecurityPolicy(githubEditor)
    const local = onEditorsOwnComputer(deployed)
    expect(local).toContain("connect-src 'self' blob: https://api.github.com http://127.0.0.1:8081;")
    expect(local.replace(" http://127.0.0.1:8081", "")).toBe(deployed)
  })

  it.each([
    ["GitHub (a login window that messages back)", githubEditor, "same-origin-allow-popups"],
    ["GitHub through Netlify", netlifyGithub, "same-origin-allow-popups"],
    ["GitLab (the page goes there and back)", gitlab, "same-origin"],
    ["Git Gateway (a form on the page)", gitGateway, "same-origin"],
  ])("keeps the login window of %s attached to the editor only when it needs to be", (_name, settings, opener) => {
    expect(editorHeaders(settings).get("cross-origin-opener-policy")).toBe(opener)
  })
})
