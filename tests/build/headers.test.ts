/**
 * The policies the build wrote, checked against the pages they protect (parsed by jsdom, not by the
 * generator): each page's own policy in its <meta> element, and public/_headers as each host reads it.
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import { CALENDAR_CONTENT_TYPE, HEADERS_FILE_LIMITS } from "../../src/cdn/headers"
import { EVENTS_FEED_PATH, eventCalendarPath } from "../../src/content/events"
import { headersFor, parseHeadersFile } from "../../src/cdn/host-headers"
import { SITE_HOSTS } from "../../src/hosts"
import { publishing } from "../support/fixtures/content-fixtures"
import { metaPolicyOf, parsePolicy } from "../../src/publish/page-policy"
import { UNKNOWN_ADDRESS } from "../../src/publish/checked-pages"
import { builtPage, publicDir, sampledRoutes, sampledServedFiles, site } from "./built-site"

// Every page under its own policy, on both hosts: every-page.test.ts. Here, the file itself, and the
// policies' contents on a sample of pages.
const text = readFileSync(path.join(publicDir, "_headers"), "utf8")
const rules = parseHeadersFile(text)

const ownPolicyOf = (name: string) => metaPolicyOf(builtPage(name)) ?? new Map<string, readonly string[]>()

describe("public/_headers", () => {
  it("has the same three rules however many pages and events there are, within what Cloudflare Pages reads", () => {
    expect(rules.map((rule) => rule.path)).toEqual(["/*", "/admin/*", "/calendar/*"])
    for (const line of text.split("\n")) expect(line.length).toBeLessThanOrEqual(HEADERS_FILE_LIMITS.lineCharacters)
  })

  describe.each(SITE_HOSTS)("as %s reads it", (host) => {
    it("gives the content editor exactly the policy of the backend publishing.yaml names, and never the local file server", () => {
      const headers = headersFor(rules, "/admin/", host)
      const policy = parsePolicy(headers.get("content-security-policy") ?? "")
      // Through the site's own gateway (signIn), the editor talks to its own origin only.
      const throughGateway =
        publishing.backend === "git-gateway" || (publishing.backend === "github" && publishing.signIn)
      const backendOrigin = { github: "https://api.github.com", gitlab: "https://gitlab.com", "git-gateway": undefined }
      const expected =
        publishing.backend === "gitlab" && publishing.gitlabAddress
          ? new URL(publishing.gitlabAddress).origin
          : throughGateway
            ? undefined
            : backendOrigin[publishing.backend]
      expect(policy.get("connect-src")).toEqual(["'self'", "blob:", ...(expected ? [expected] : [])])
      expect(policy.get("frame-ancestors")).toEqual(["'none'"])
      expect(text).not.toMatch(/localhost|http:\/\//)
      // GitHub's login opens a window that must message the editor back; one value, never joined with the site's.
      // The organisation's sign-in is a redirect of the editor's own window.
      expect(headers.get("cross-origin-opener-policy")).toBe(
        publishing.backend === "github" && !throughGateway ? "same-origin-allow-popups" : "same-origin",
      )
    })

    it("keeps other sites' windows off every page, and makes caches revalidate pages and unhashed files alike", () => {
      for (const address of [
        ...sampledRoutes.map((route) => route.path),
        UNKNOWN_ADDRESS,
        "/favicon.svg",
        "/robots.txt",
      ]) {
        expect(headersFor(rules, address, host).get("cross-origin-opener-policy")).toBe("same-origin")
        expect(headersFor(rules, address, host).get("cache-control")).toBe("public, max-age=0, must-revalidate")
      }
    })

    it("sends the calendar files as text/calendar, one value, under the site-wide headers", () => {
      for (const address of [EVENTS_FEED_PATH, eventCalendarPath({ title: "Any event" })]) {
        const headers = headersFor(rules, address, host)
        expect(headers.get("content-type")).toBe(CALENDAR_CONTENT_TYPE)
        expect(headers.get("x-content-type-options")).toBe("nosniff")
      }
      // No page is: the rule is the calendar folder's alone.
      expect(headersFor(rules, "/community/", host).has("content-type")).toBe(false)
    })
  })

  it("sends the security headers scanners grade with every response", () => {
    const everywhere = headersFor(rules, "/any/address", "cloudflare-pages")
    expect(everywhere.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains")
    expect(everywhere.get("x-content-type-options")).toBe("nosniff")
    expect(everywhere.get("x-frame-options")).toBe("DENY")
    expect(everywhere.get("referrer-policy")).toBe("strict-origin-when-cross-origin")
    const permissions = (everywhere.get("permissions-policy") ?? "").split(", ")
    expect(permissions).toEqual(expect.arrayContaining(["camera=()", "microphone=()", "geolocation=()", "payment=()"]))
    for (const feature of permissions) expect(feature).toMatch(/^[a-z-]+=\(\)$/)
  })
})

describe("each page's own policy", () => {
  it("allows each page its own styles only: pages with other styles have other policies", () => {
    const styles = sampledRoutes.map((route) => builtPage(route.path).querySelector("style")?.textContent)
    const styleSources = sampledRoutes.map((route) => ownPolicyOf(route.path).get("style-src")?.join(" "))
    expect(new Set(styleSources).size).toBe(new Set(styles).size)
  })

  it("lets the contact form and the directory search submit to their services, and nowhere else", () => {
    for (const page of sampledServedFiles) {
      expect(ownPolicyOf(page.name).get("form-action")).toEqual([
        "'self'",
        new URL(publishing.contactForm.endpoint).origin,
        new URL(site.directorySearch.action).origin,
      ])
    }
  })

  it("has every directive a meta element can carry, the same on every page but for the page's own code", () => {
    const { "script-src": _scripts, "style-src": _styles, ...rest } = Object.fromEntries(ownPolicyOf("/about/"))
    expect(rest).toEqual({
      "default-src": ["'self'"],
      "img-src": ["'self'"],
      "font-src": ["'self'"],
      "connect-src": ["'self'"],
      "manifest-src": ["'self'"],
      "object-src": ["'none'"],
      "base-uri": ["'self'"],
      "form-action": expect.any(Array),
    })
    const { "script-src": _s, "style-src": _t, ...notFound } = Object.fromEntries(ownPolicyOf("404"))
    expect(notFound).toEqual(rest)
  })
})
