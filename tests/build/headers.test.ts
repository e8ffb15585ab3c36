/** The _headers file the build wrote, checked against the pages it protects (parsed by jsdom, not by the generator). */
import { createHash } from "node:crypto"
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { JSDOM } from "jsdom"
import { headersFor, parseHeadersFile } from "../../src/cdn/headers"
import { bundlesStartedBy } from "../../src/performance/hydrate-after-paint"
import { publicDir, readContent, routes } from "./built-site"

const text = readFileSync(path.join(publicDir, "_headers"), "utf8")
const rules = parseHeadersFile(text)
const everywhere = headersFor(rules, "/any/address")
const policy = new Map(
  (headersFor(rules, "/about").get("content-security-policy") ?? "").split(";").map((directive) => {
    const [name, ...values] = directive.trim().split(/\s+/)
    return [name, values] as const
  }),
)

const htmlFiles = readdirSync(publicDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
  .map((entry) => path.join(entry.parentPath, entry.name))

/** The hash of every script the browser would run from the built HTML, found by a real HTML parser. */
function executableInlineScriptHashes(): Set<string> {
  const hashes = new Set<string>()
  for (const file of htmlFiles) {
    const { document } = new JSDOM(readFileSync(file, "utf8")).window
    for (const script of document.querySelectorAll("script:not([src])")) {
      const type = (script.getAttribute("type") ?? "").trim().toLowerCase()
      if (type !== "" && type !== "module" && type !== "text/javascript") {
        expect(type).toBe("application/ld+json") // data, which CSP does not govern
        continue
      }
      hashes.add(
        `'sha256-${createHash("sha256")
          .update(script.textContent ?? "")
          .digest("base64")}'`,
      )
    }
  }
  return hashes
}

describe("public/_headers", () => {
  it("is there, and small", () => {
    // Each page carries its own policy (see src/cdn/headers.ts), about 1 KB a page address.
    expect(Buffer.byteLength(text)).toBeLessThan(32_000)
    expect(rules.length).toBeLessThanOrEqual(100)
  })

  it("allows exactly the inline scripts the pages contain, and no inline or evaluated script otherwise", () => {
    const scriptSrc = policy.get("script-src") ?? []
    expect(scriptSrc[0]).toBe("'self'")
    expect(new Set(scriptSrc.slice(1))).toEqual(executableInlineScriptHashes())
    expect(scriptSrc).not.toContain("'unsafe-inline'")
    expect(scriptSrc).not.toContain("'unsafe-eval'")
  })

  it("lets the contact form and the directory search submit to their services, and nowhere else", () => {
    const { contactForm, directorySearch } = readContent<{
      contactForm: { endpoint: string }
      directorySearch: { action: string }
    }>("site.yaml")
    expect(policy.get("form-action")).toEqual([
      "'self'",
      new URL(contactForm.endpoint).origin,
      new URL(directorySearch.action).origin,
    ])
  })

  it("has every directive of the policy", () => {
    expect(Object.fromEntries(policy)).toEqual({
      "default-src": ["'self'"],
      "script-src": expect.any(Array),
      "style-src": ["'self'", "'unsafe-inline'"],
      "img-src": ["'self'", "data:"],
      "font-src": ["'self'"],
      "connect-src": ["'self'"],
      "manifest-src": ["'self'"],
      "object-src": ["'none'"],
      "base-uri": ["'self'"],
      "form-action": expect.any(Array),
      "frame-ancestors": ["'none'"],
    })
  })

  it("sends the security headers scanners grade with every response", () => {
    expect(everywhere.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains")
    expect(everywhere.get("x-content-type-options")).toBe("nosniff")
    expect(everywhere.get("x-frame-options")).toBe("DENY")
    expect(everywhere.get("referrer-policy")).toBe("strict-origin-when-cross-origin")
    expect(everywhere.get("cross-origin-opener-policy")).toBe("same-origin")
    const permissions = (everywhere.get("permissions-policy") ?? "").split(", ")
    expect(permissions).toEqual(expect.arrayContaining(["camera=()", "microphone=()", "geolocation=()", "payment=()"]))
    for (const feature of permissions) expect(feature).toMatch(/^[a-z-]+=\(\)$/)
  })

  it.each([...routes.map((route) => route.path), "/404.html"])(
    "makes caches revalidate the page %s, and its page data",
    (route) => {
      expect(headersFor(rules, route).get("cache-control")).toBe("public, max-age=0, must-revalidate")
      const data = route === "/" ? "/page-data/index/page-data.json" : `/page-data${route}/page-data.json`
      expect(headersFor(rules, data).get("cache-control")).toBe("public, max-age=0, must-revalidate")
    },
  )

  it("caches for a year every script the pages load, and every chunk they can load later", () => {
    const immutable = (file: string) =>
      expect([file, headersFor(rules, file).get("cache-control")]).toEqual([
        file,
        "public, max-age=31536000, immutable",
      ])
    // The content editor's page loads the CMS's own, unhashed files, which revalidate instead.
    const loaded = htmlFiles
      .filter((file) => !file.includes(`${path.sep}admin${path.sep}`))
      .flatMap((file) => {
        const html = readFileSync(file, "utf8")
        const tags = [...new JSDOM(html).window.document.querySelectorAll("script[src]")]
        // Gatsby's bundles are added by the script that starts them after the first paint.
        return [...tags.map((script) => script.getAttribute("src") ?? ""), ...bundlesStartedBy(html)]
      })
    expect(loaded.length).toBeGreaterThan(5)
    loaded.forEach(immutable)
    const chunkMap = JSON.parse(readFileSync(path.join(publicDir, "chunk-map.json"), "utf8")) as Record<
      string,
      string[]
    >
    Object.values(chunkMap).flat().forEach(immutable)
    // The webpack runtime maps each lazily loaded chunk to the content hash in its file name.
    const runtime = loaded.find((src) => src.startsWith("/webpack-runtime-"))!
    const hashes = readFileSync(path.join(publicDir, runtime), "utf8").match(/"[0-9a-f]{20}"/g) ?? []
    const files = readdirSync(publicDir)
    for (const hash of hashes) {
      files.filter((name) => name.endsWith(`-${hash.slice(1, -1)}.js`)).forEach((name) => immutable(`/${name}`))
    }
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
