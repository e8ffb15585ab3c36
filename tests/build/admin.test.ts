/** The content editor at /admin: built, kept out of search engines, and absent from public pages. */
import { existsSync, readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { JSDOM } from "jsdom"
import { ADMIN_SOURCE_MAPS } from "../../plugins/decap-admin/source-maps"
import { setAsideDirOf } from "../../src/build/unserved-files"
import { languageOf } from "../../src/content/locale"
import type { SiteYaml } from "../../src/content/site-yaml"
import { loadContent } from "../support/fixtures/content-fixtures"
import { builtPage, publicDir, sampledRoutes } from "./built-site"

const site = loadContent<SiteYaml>("site.yaml")

const root = path.join(__dirname, "..", "..")
const adminHtml = path.join(publicDir, "admin", "index.html")

describe("the content editor at /admin", () => {
  const admin = new JSDOM(readFileSync(adminHtml, "utf8")).window.document

  it("is one bundle, the CMS and its configuration module, loaded from the editor's folder", () => {
    const scripts = [...admin.querySelectorAll("script[src]")].map((script) => script.getAttribute("src"))
    expect(scripts).toEqual(["/admin/cms.js"])
    expect(existsSync(path.join(publicDir, "admin", "cms.js"))).toBe(true)
  })

  it("bundles React and the CMS as package-lock.json pins them, with no prebuilt copy beside it (React 19 has no UMD build)", () => {
    const installed = (name: string) =>
      (JSON.parse(readFileSync(path.join(root, "node_modules", name, "package.json"), "utf8")) as { version: string })
        .version
    const bundle = readFileSync(path.join(publicDir, "admin", "cms.js"), "utf8")
    // React DOM names its version in its code; Decap's core logs its own as the editor starts.
    expect(bundle).toContain(`"${installed("react-dom")}"`)
    expect(bundle).toContain(`decap-cms-core ${installed("decap-cms-core")}`)
    const files = readdirSync(path.join(publicDir, "admin"))
    expect(files.filter((name) => /^(react|react-dom|decap-cms-app)[.-]/.test(name))).toEqual([])
  })

  it("deploys no source map and names none, keeping them beside the build for reading a stack trace", () => {
    const deployed = readdirSync(path.join(publicDir, "admin"))
    const scripts = deployed.filter((name) => name.endsWith(".js"))
    expect(scripts.length).toBeGreaterThan(0)
    expect(deployed.filter((name) => name.endsWith(".map"))).toEqual([])
    for (const script of scripts) {
      const code = readFileSync(path.join(publicDir, "admin", script), "utf8")
      expect([script, /sourceMappingURL=/.test(code)]).toEqual([script, false])
      expect([script, existsSync(path.join(root, ADMIN_SOURCE_MAPS, `${script}.map`))]).toEqual([script, true])
    }
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
