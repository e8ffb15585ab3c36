/** The content editor at /admin: built, kept out of search engines, and absent from public pages. */
import { existsSync, readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { JSDOM } from "jsdom"
import { setAsideDirOf } from "../../src/build/unserved-files"
import { languageOf } from "../../src/content/locale"
import type { SiteYaml } from "../../src/content/site-yaml"
import { loadContent } from "../../src/test-support/content-fixtures"
import { builtPage, publicDir, sampledRoutes } from "./built-site"

const site = loadContent<SiteYaml>("site.yaml")

const adminHtml = path.join(publicDir, "admin", "index.html")

describe("the content editor at /admin", () => {
  const admin = new JSDOM(readFileSync(adminHtml, "utf8")).window.document

  it("is built with the CMS and its configuration module", () => {
    const scripts = [...admin.querySelectorAll("script[src]")].map((script) => script.getAttribute("src"))
    expect(scripts).toEqual([
      "/admin/react.production.min.js",
      "/admin/react-dom.production.min.js",
      "/admin/decap-cms-app.js",
      "/admin/cms.js",
    ])
    for (const script of scripts) expect(existsSync(path.join(publicDir, script ?? ""))).toBe(true)
  })

  it("ships the CMS as its package built it, with its licence, instead of minifying it again", () => {
    const packaged = path.join(__dirname, "..", "..", "node_modules", "decap-cms-app", "dist", "decap-cms-app.js")
    const built = path.join(publicDir, "admin", "decap-cms-app.js")
    expect(readFileSync(built).equals(readFileSync(packaged))).toBe(true)
    expect(existsSync(`${built}.LICENSE.txt`)).toBe(true)
  })

  it("is in the site's language, as every page is (site.yaml's locale)", () => {
    expect(admin.documentElement.getAttribute("lang")).toBe(languageOf(site.locale))
  })

  it("asks search engines not to index it", () => {
    expect(admin.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex, nofollow")
  })

  it("adds no JavaScript to the public pages", () => {
    // Decap's own code and the editor's registrations; the content's descriptions of its forms (a
    // field's decapField) are not the editor, and go wherever the page registry goes.
    const cmsCode = /decap-cms|netlify-identity|registerCustomFormat|registerPreviewTemplate/
    // A sample: every page passes the static-page gate, which refuses any script file.
    for (const route of [...sampledRoutes.map((item) => item.path), "404"]) {
      const scripts = [...builtPage(route).querySelectorAll("script[src]")].map((script) => script.getAttribute("src"))
      expect({ route, scripts: scripts.filter((src) => /admin|decap|cms/.test(src ?? "")) }).toEqual({
        route,
        scripts: [],
      })
    }
    // Gatsby's own bundles are not deployed (src/build/unserved-files.ts), and hold none of the editor either.
    const gatsbyBundles = setAsideDirOf(path.join(publicDir, ".."))
    const bundles = readdirSync(gatsbyBundles).filter((name) => name.endsWith(".js"))
    expect(bundles.length).toBeGreaterThan(0)
    for (const bundle of bundles) {
      const mentions = cmsCode.test(readFileSync(path.join(gatsbyBundles, bundle), "utf8"))
      expect({ bundle, mentions }).toEqual({ bundle, mentions: false })
    }
  })
})
