import type { EditorSettings } from "../content/editor-backend"
import {
  CACHE_REVALIDATE,
  contentSecurityPolicy,
  editorContentSecurityPolicy,
  metaContentSecurityPolicy,
  onEditorsOwnComputer,
  formatHeadersFile,
  headerRules,
  isEditorPath,
  limitProblems,
  originOf,
  type BuiltPage,
  type BuiltSite,
} from "./headers"
import { headersFor, parseHeadersFile } from "./host-headers"
import { cspHash } from "./inline-code"

const hashA = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"
const hashB = "'sha256-4KHH1aDNtKOdPWCUofUkCAwFwJNywcZT3XMEQ8AJv88='"
const styleA = cspHash("body{margin:0}")

/** The hashes each built page needs: speculation rules everywhere, the log on 404.html, its own CSS. */
const rulesHash = cspHash('{"prerender":[]}')
const home: BuiltPage = { address: "/", scriptHashes: [rulesHash], styleHashes: [cspHash(".home{}")] }
const about: BuiltPage = { address: "/about/", scriptHashes: [rulesHash], styleHashes: [cspHash(".about{}")] }
const notFound: BuiltPage = {
  address: "/404.html",
  scriptHashes: [rulesHash, cspHash('console.error("404")')].sort(),
  styleHashes: [cspHash(".not-found{}")],
}
/** A page with no <style> element and no inline script. */
const bare: BuiltPage = { address: "/bare/", scriptHashes: [], styleHashes: [] }
const sitePages = [home, notFound, about, bare]
const site: BuiltSite = { pages: sitePages }
const formOrigins = ["https://forms.example/f/abc", "https://directory.example/search"]
/** site.yaml's editor settings as shipped: GitHub, logging in through the site's own login on Cloudflare Pages. */
const githubEditor: EditorSettings = {
  backend: "github",
  repository: "example-org/site",
  branch: "main",
  host: "cloudflare-pages",
  reviewBeforePublishing: false,
}

/** The address a host serves each site page at (/about redirects to /about/). */
const addressesOf = (page: BuiltPage) => [page.address]

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
    const inputs = { scriptHashes: [hashA, hashB], styleHashes: [styleA], formOrigins }
    const meta = directives(metaContentSecurityPolicy(inputs))
    const header = directives(contentSecurityPolicy(inputs))
    expect(meta.has("frame-ancestors")).toBe(false)
    header.delete("frame-ancestors")
    expect([...meta]).toEqual([...header])
  })
})

describe("contentSecurityPolicy", () => {
  const policy = directives(contentSecurityPolicy({ scriptHashes: [hashA, hashB], styleHashes: [styleA], formOrigins }))

  it("runs only the inline scripts it names by hash: no script file, not even the site's own", () => {
    expect(policy.get("script-src")).toEqual([hashA, hashB])
  })

  it("runs no script at all where there is none to allow", () => {
    const none = directives(contentSecurityPolicy({ scriptHashes: [], styleHashes: [styleA], formOrigins }))
    expect(none.get("script-src")).toEqual(["'none'"])
  })

  it("allows exactly the styles it names by hash: no style attribute, no other inline style, no stylesheet file", () => {
    expect(policy.get("style-src")).toEqual([styleA])
  })

  it("allows no style at all when the page has none", () => {
    const none = directives(contentSecurityPolicy({ scriptHashes: [], styleHashes: [], formOrigins }))
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
    expect(policy.get("frame-ancestors")).toEqual(["'none'"])
    expect(policy.get("img-src")).toEqual(["'self'"])
    expect(policy.get("connect-src")).toEqual(["'self'"])
  })

  it("lets a page's script send only to the origin its own form posts to (the contact form's service)", () => {
    const contact = directives(
      contentSecurityPolicy({
        scriptHashes: [],
        styleHashes: [],
        formOrigins: ["https://forms.example/f/abc"],
        connectTo: ["https://forms.example/f/abc", "https://forms.example/f/abc"],
      }),
    )
    expect(contact.get("connect-src")).toEqual(["'self'", "https://forms.example"])
  })

  it("names each form origin once", () => {
    const twice = contentSecurityPolicy({
      scriptHashes: [],
      styleHashes: [],
      formOrigins: ["https://a.example/x", "https://a.example/y"],
    })
    expect(directives(twice).get("form-action")).toEqual(["'self'", "https://a.example"])
  })

  it("refuses a script source that is not a hash", () => {
    expect(() =>
      contentSecurityPolicy({ scriptHashes: ["'unsafe-inline'"], styleHashes: [], formOrigins: [] }),
    ).toThrow(/not a CSP hash/)
  })

  it("refuses a style source that is not a hash, so 'unsafe-inline' cannot creep into style-src", () => {
    expect(() =>
      contentSecurityPolicy({ scriptHashes: [], styleHashes: ["'unsafe-inline'"], formOrigins: [] }),
    ).toThrow(/not a CSP hash/)
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
  const rules = headerRules(site, formOrigins, githubEditor)
  const policyAt = (path: string) => directives(headersFor(rules, path).get("content-security-policy") ?? "")
  /** The paths of the rules that send this header for a request path. */
  const rulesSetting = (header: string, path: string) =>
    rules
      .filter((rule) => rule.headers.some(([name]) => name === header) && headersFor([rule], path).size > 0)
      .map((rule) => rule.path)

  it("sends the security headers with every response", () => {
    const headers = headersFor(rules, "/anything/at/all")
    expect(headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains")
    expect(headers.get("x-content-type-options")).toBe("nosniff")
    expect(headers.get("x-frame-options")).toBe("DENY")
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin")
    expect(headers.get("permissions-policy")).toMatch(/^(?:[a-z-]+=\(\), )*[a-z-]+=\(\)$/)
    expect(headers.get("permissions-policy")).toContain("camera=()")
  })

  it.each(sitePages.flatMap(addressesOf))(
    "keeps other sites' windows from holding on to %s, from its own rule alone",
    (path) => {
      // A second rule's value would be joined to the first into a header no browser reads.
      expect(rulesSetting("Cross-Origin-Opener-Policy", path)).toHaveLength(1)
      expect(headersFor(rules, path).get("cross-origin-opener-policy")).toBe("same-origin")
    },
  )

  it.each(sitePages.flatMap(addressesOf))("gives %s one Content-Security-Policy, from its own rule alone", (path) => {
    // Hosts join the values of every matching rule with ", ", which would make two policies one.
    expect(rulesSetting("Content-Security-Policy", path)).toHaveLength(1)
    expect(headersFor(rules, path).get("content-security-policy")).toMatch(
      /^default-src 'self'; script-src ('sha256-|'none')/,
    )
  })

  it.each(sitePages.flatMap((page) => addressesOf(page).map((path) => [path, page] as const)))(
    "lets %s run exactly its own inline scripts and styles",
    (path, page) => {
      const policy = policyAt(path)
      expect(policy.get("script-src")).toEqual(page.scriptHashes.length > 0 ? page.scriptHashes : ["'none'"])
      expect(policy.get("style-src")).toEqual(page.styleHashes.length > 0 ? page.styleHashes : ["'none'"])
    },
  )

  it("does not let one page run another page's inline script or style", () => {
    expect(policyAt("/about/").get("style-src")).not.toContain(home.styleHashes[0])
    expect(policyAt("/").get("style-src")).not.toContain(about.styleHashes[0])
    expect(policyAt("/about/").get("script-src")).not.toContain(
      notFound.scriptHashes.find((hash) => hash !== rulesHash),
    )
    expect(policyAt("/").get("style-src")).not.toContain(notFound.styleHashes[0])
  })

  it("never allows 'unsafe-inline' styles on a page of the site", () => {
    for (const path of sitePages.flatMap(addressesOf)) {
      expect(policyAt(path).get("style-src")).not.toContain("'unsafe-inline'")
      expect(policyAt(path).get("style-src")).not.toContain("'self'")
    }
  })

  it("allows no style at all on a page that has no <style> element", () => {
    expect(policyAt("/bare/").get("style-src")).toEqual(["'none'"])
    expect(policyAt("/bare/").get("style-src")).toEqual(["'none'"])
    expect(policyAt("/bare/").get("script-src")).toEqual(["'none'"])
  })

  it.each([
    ["/", CACHE_REVALIDATE],
    ["/about/", CACHE_REVALIDATE],
    ["/about/", CACHE_REVALIDATE],
    ["/404.html", CACHE_REVALIDATE],
    ["/bare/", CACHE_REVALIDATE],
    // Widget modules are inline: no script file is served.
    ["/widgets/carousel-0123456789abcdef0123.js", undefined],
    ["/favicon.svg", undefined],
    ["/about/more", undefined],
    // Gatsby's runtime, its page data and its processed images are no longer part of the site.
    ["/app-0123456789abcdef0123.js", undefined],
    ["/page-data/app-data.json", undefined],
    ["/static/0123/image.png", undefined],
  ])("caches %s with %p, from exactly one rule", (path, cacheControl) => {
    expect(headersFor(rules, path).get("cache-control")).toBe(cacheControl)
  })

  it("sets each path's Cache-Control from one rule only, so hosts never join two values", () => {
    for (const rule of rules.filter((candidate) => candidate.headers.some(([name]) => name === "Cache-Control"))) {
      const sample = rule.path.replace("*", "carousel-0123456789abcdef0123.js")
      expect(rulesSetting("Cache-Control", sample)).toEqual([rule.path])
    }
  })

  it("lists the pages in address order, whatever order they were read in", () => {
    const shuffled = headerRules({ pages: [bare, about, notFound, home] }, formOrigins, githubEditor)
    expect(shuffled).toEqual(rules)
    expect(rules.map((rule) => rule.path)).toEqual(["/*", "/", "/404.html", "/about/", "/bare/"])
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
  const rules = headerRules(site, formOrigins, githubEditor)
  const text = formatHeadersFile(rules, "Generated.\nDo not edit.")

  it("is a comment, then each path with its headers indented below it", () => {
    expect(text.startsWith("# Generated.\n# Do not edit.\n/*\n  Strict-Transport-Security: max-age=31536000")).toBe(
      true,
    )
    expect(text).toContain(`\n/about/\n  Content-Security-Policy: default-src 'self'; script-src ${rulesHash};`)
    expect(text.endsWith("\n")).toBe(true)
  })

  it("reads back as the rules it was written from", () => {
    expect(parseHeadersFile(text)).toEqual(rules)
  })
})

describe("the content editor's policy", () => {
  // Even were the editor's page to hold inline code, its policy stays the editor's own.
  const editor: BuiltPage = { address: "/admin/", scriptHashes: [hashA], styleHashes: [styleA] }
  const rulesFor = (settings: EditorSettings) => headerRules({ pages: [...sitePages, editor] }, formOrigins, settings)
  const rules = rulesFor(githubEditor)
  const gitlab: EditorSettings = { ...githubEditor, backend: "gitlab", host: undefined, gitlabAppId: "app" }
  const ownGitlab: EditorSettings = { ...gitlab, gitlabAddress: "https://git.example.org/some/path" }
  const gitGateway: EditorSettings = { backend: "git-gateway", branch: "main", reviewBeforePublishing: false }
  const netlifyGithub: EditorSettings = { ...githubEditor, host: "netlify" }

  it.each(["/admin/"])("lets the editor at %s compile its schemas and reach its backend, and nothing else", (path) => {
    const policy = headersFor(rules, path).get("content-security-policy")
    expect(policy).toBe(editorContentSecurityPolicy(githubEditor))
    expect(policy).toContain("script-src 'self' 'unsafe-eval'")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(headersFor(rules, path).get("cache-control")).toBe(CACHE_REVALIDATE)
  })

  it.each([
    ["GitHub, with the site's own login", githubEditor, "connect-src 'self' blob: https://api.github.com;"],
    ["GitHub, with Netlify's login", netlifyGithub, "connect-src 'self' blob: https://api.github.com;"],
    ["gitlab.com", gitlab, "connect-src 'self' blob: https://gitlab.com;"],
    ["a GitLab of the site's own", ownGitlab, "connect-src 'self' blob: https://git.example.org;"],
    ["Git Gateway, answered by the site itself", gitGateway, "connect-src 'self' blob:;"],
  ])("lets the editor with %s reach exactly that backend", (_name, settings, connect) => {
    const policy = headersFor(rulesFor(settings), "/admin/").get("content-security-policy") ?? ""
    expect(policy).toContain(connect)
  })

  it.each([githubEditor, netlifyGithub, gitlab, gitGateway])(
    "never lets the deployed editor reach a plain-http address on the visitor's machine (%o)",
    (settings) => {
      const policy = headersFor(rulesFor(settings), "/admin/").get("content-security-policy") ?? ""
      expect(policy).not.toMatch(/http:|localhost/)
    },
  )

  it("lets the editor reach the local file server on an editor's own computer, and nothing else besides", () => {
    const deployed = editorContentSecurityPolicy(githubEditor)
    const local = onEditorsOwnComputer(deployed)
    expect(local).toContain("connect-src 'self' blob: https://api.github.com http://localhost:8081;")
    expect(local.replace(" http://localhost:8081", "")).toBe(deployed)
  })

  it.each([
    ["GitHub (a login window that messages back)", githubEditor, "same-origin-allow-popups"],
    ["GitHub through Netlify", netlifyGithub, "same-origin-allow-popups"],
    ["GitLab (the page goes there and back)", gitlab, "same-origin"],
    ["Git Gateway (a form on the page)", gitGateway, "same-origin"],
  ])("keeps the login window of %s attached to the editor only when it needs to be", (_name, settings, opener) => {
    expect(headersFor(rulesFor(settings), "/admin/").get("cross-origin-opener-policy")).toBe(opener)
    expect(headersFor(rulesFor(settings), "/about/").get("cross-origin-opener-policy")).toBe("same-origin")
  })

  it("keeps eval, inline styles and other hosts away from the public pages", () => {
    for (const path of sitePages.flatMap(addressesOf)) {
      const policy = headersFor(rules, path).get("content-security-policy") ?? ""
      expect(policy).not.toContain("unsafe-eval")
      expect(policy).not.toContain("unsafe-inline")
      expect(policy).toContain("connect-src 'self';")
    }
  })
})
