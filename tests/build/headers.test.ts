/** The _headers file the build wrote, checked against the pages it protects (parsed by jsdom, not by the generator). */
import { readFileSync } from "node:fs"
import path from "node:path"
import { headersFor, parseHeadersFile } from "../../src/cdn/host-headers"
import type { SiteYaml } from "../../src/content/site-yaml"
import { metaPolicyOf, parsePolicy, policyProblems, type Policy } from "../../src/publish/page-policy"
import { loadContent } from "../../src/test-support/content-fixtures"
import { builtPage, publicDir, routes, servedFiles } from "./built-site"

const text = readFileSync(path.join(publicDir, "_headers"), "utf8")
const rules = parseHeadersFile(text)
const everywhere = headersFor(rules, "/any/address")

/** A page's policy: from _headers, or for the not-found page from its own meta element. */
function policyOf(name: string): Policy {
  if (name === "404") return metaPolicyOf(builtPage("404")) ?? new Map()
  return parsePolicy(headersFor(rules, name).get("content-security-policy") ?? "")
}

describe("public/_headers", () => {
  it("is there, and within what Cloudflare Pages reads", () => {
    expect(Buffer.byteLength(text)).toBeLessThan(32_000)
    expect(rules.length).toBeLessThanOrEqual(100)
  })

  it.each(servedFiles.map((page) => page.name))(
    "gives %s a policy that allows exactly its own inline scripts and styles, nothing unsafe",
    (name) => {
      // 404.html is answered at any address the site does not have, under the /* rule alone.
      expect(policyProblems(builtPage(name), name === "404" ? everywhere : headersFor(rules, name))).toEqual([])
    },
  )

  it("gives the inner pages each their own style hash: one page's styles are not allowed on another", () => {
    const styleSources = routes.map((route) => policyOf(route.path).get("style-src")?.join(" "))
    expect(new Set(styleSources).size).toBe(routes.length)
  })

  it("lets the contact form and the directory search submit to their services, and nowhere else", () => {
    const { contactForm, directorySearch } = loadContent<SiteYaml>("site.yaml")
    for (const page of servedFiles) {
      expect(policyOf(page.name).get("form-action")).toEqual([
        "'self'",
        new URL(contactForm.endpoint).origin,
        new URL(directorySearch.action).origin,
      ])
    }
  })

  it("has every directive of the policy, and the meta policy of 404.html all but frame-ancestors", () => {
    expect(Object.fromEntries(policyOf("/about/"))).toEqual({
      "default-src": ["'self'"],
      "script-src": expect.any(Array),
      "style-src": expect.any(Array),
      "img-src": ["'self'"],
      "font-src": ["'self'"],
      "connect-src": ["'self'"],
      "manifest-src": ["'self'"],
      "object-src": ["'none'"],
      "base-uri": ["'self'"],
      "form-action": expect.any(Array),
      "frame-ancestors": ["'none'"],
    })
    const { "frame-ancestors": _framing, ...pagePolicy } = Object.fromEntries(policyOf("/about/"))
    const { "script-src": _scripts, "style-src": _styles, ...fromMeta } = Object.fromEntries(policyOf("404"))
    const { "script-src": _s, "style-src": _t, ...fromHeader } = pagePolicy
    expect(fromMeta).toEqual(fromHeader)
  })

  it("sends the security headers scanners grade with every response", () => {
    expect(everywhere.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains")
    expect(everywhere.get("x-content-type-options")).toBe("nosniff")
    expect(everywhere.get("x-frame-options")).toBe("DENY")
    expect(everywhere.get("referrer-policy")).toBe("strict-origin-when-cross-origin")
    const permissions = (everywhere.get("permissions-policy") ?? "").split(", ")
    expect(permissions).toEqual(expect.arrayContaining(["camera=()", "microphone=()", "geolocation=()", "payment=()"]))
    for (const feature of permissions) expect(feature).toMatch(/^[a-z-]+=\(\)$/)
  })

  it.each([...routes.map((route) => route.path), "/404.html"])(
    "keeps other sites' windows from holding on to the page %s",
    (route) => {
      expect(headersFor(rules, route).get("cross-origin-opener-policy")).toBe("same-origin")
    },
  )

  it("gives the content editor the policy of the backend site.yaml names, and never the local file server", () => {
    const { editor } = loadContent<SiteYaml>("site.yaml")
    const policy = parsePolicy(headersFor(rules, "/admin/").get("content-security-policy") ?? "")
    const backendOrigin = { github: "https://api.github.com", gitlab: "https://gitlab.com", "git-gateway": undefined }
    const expected =
      editor.backend === "gitlab" && editor.gitlabAddress
        ? new URL(editor.gitlabAddress).origin
        : backendOrigin[editor.backend]
    expect(policy.get("connect-src")).toEqual(["'self'", "blob:", ...(expected ? [expected] : [])])
    expect(text).not.toMatch(/localhost|http:\/\//)
    // GitHub's login opens a window that must message the editor back.
    expect(headersFor(rules, "/admin/").get("cross-origin-opener-policy")).toBe(
      editor.backend === "github" ? "same-origin-allow-popups" : "same-origin",
    )
  })

  it.each([...routes.map((route) => route.path), "/404.html"])("makes caches revalidate the page %s", (route) => {
    expect(headersFor(rules, route).get("cache-control")).toBe("public, max-age=0, must-revalidate")
  })

  it("leaves files whose names do not change to the host's default caching", () => {
    for (const file of [
      "/favicon.svg",
      "/share-image.png",
      "/manifest.webmanifest",
      "/robots.txt",
      "/sitemap-index.xml",
    ]) {
      expect(headersFor(rules, file).get("cache-control")).toBeUndefined()
    }
  })
})
