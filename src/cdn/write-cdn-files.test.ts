import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { contentDir } from "../test-support/content-fixtures"
import { notFoundLogScript } from "../widgets/not-found-log"
import { speculationRules } from "../widgets/speculation-rules"
import { editorContentSecurityPolicy, metaContentSecurityPolicy, originOf } from "./headers"
import { headersFor, parseHeadersFile } from "./host-headers"
import { cspHash } from "./inline-code"
import { readSiteYaml } from "./site-yaml"
import { NOT_FOUND_PAGE, pageAddressOf, pageFilesIn, readBuiltSite, writeCdnFiles } from "./write-cdn-files"

const widgetModule = 'document.querySelector("[data-carousel]")'
const jsonLd = '{"@context":"https://schema.org","@graph":[{"@type":"Organization","name":"Board"}]}'
const css = {
  home: ".css-home{display:grid;}",
  about: ".css-about{color:#13213a;}",
  notFound: ".css-not-found{padding-block:8rem;}",
}
const fragmentScript = 'window.___webpackCompilationHash="57c28f9dfbcc00586292";'

/** A page as the build writes it: one <style> in the head, JSON-LD, the speculation rules, then its own scripts. */
function page(style: string, extraHead = ""): string {
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
    `<meta name="description" content="A page."/><style>${style}</style>` +
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>' +
    `<script type="application/ld+json">${jsonLd}</script>` +
    `<script type="speculationrules">${speculationRules}</script>${extraHead}</head>` +
    '<body><div id="___gatsby"><div id="gatsby-focus-wrapper"><main class="css-main">Text</main></div></div></body></html>'
  )
}

/** A tiny public/ folder shaped like the build's output. */
function builtSite(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "public-"))
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  write("index.html", page(css.home, `<script type="module">${widgetModule}</script>`))
  write("about/index.html", page(css.about))
  write("404.html", page(css.notFound, `<script>${notFoundLogScript}</script>`))
  write(
    "admin/index.html",
    '<!doctype html><html><head><meta charset="utf-8"/><title>Content Manager</title>' +
      '<script defer="defer" src="/admin/decap-cms-app.js"></script></head><body></body></html>',
  )
  // Gatsby's own fragment, stitched into pages by Gatsby: not a page, and its code is no page's.
  write(
    "_gatsby/slices/_gatsby-scripts-1.html",
    `<script>${fragmentScript}</script><script src="/app-0123456789abcdef0123.js" async></script><style>.slice{}</style>`,
  )
  write("favicon.svg", "<svg/>")
  // Gatsby leaves folders named like pages under page-data/: not pages either.
  mkdirSync(path.join(dir, "page-data", "404.html"), { recursive: true })
  return dir
}

/** The form services the content names, which every page's form-action allows. */
const siteYaml = readSiteYaml(contentDir)
const formOrigins = [siteYaml.contactForm.endpoint, siteYaml.directorySearch.action]

const speculationHash = cspHash(speculationRules)
const logHash = cspHash(notFoundLogScript)

describe("pageAddressOf", () => {
  it.each([
    ["index.html", "/"],
    [path.join("about", "index.html"), "/about/"],
    [path.join("a", "b", "index.html"), "/a/b/"],
    ["404.html", "/404.html"],
    [path.join("admin", "index.html"), "/admin/"],
  ])("serves %s at %s", (file, address) => expect(pageAddressOf(file)).toBe(address))
})

describe("pageFilesIn", () => {
  it("lists every built page, sorted, but no Gatsby fragment, folder or other file", () => {
    const dir = builtSite()
    expect(pageFilesIn(dir).map((file) => path.relative(dir, file))).toEqual(
      ["404.html", path.join("about", "index.html"), path.join("admin", "index.html"), "index.html"].sort(),
    )
  })
})

describe("readBuiltSite", () => {
  it("finds each page, by address, with the hashes of its own inline scripts and styles only", () => {
    expect(readBuiltSite(builtSite())).toEqual({
      pages: [
        {
          address: "/",
          scriptHashes: [cspHash(widgetModule), speculationHash].sort(),
          styleHashes: [cspHash(css.home)],
          connectTo: [],
        },
        {
          address: NOT_FOUND_PAGE,
          scriptHashes: [speculationHash, logHash].sort(),
          styleHashes: [cspHash(css.notFound)],
          connectTo: [],
        },
        { address: "/about/", scriptHashes: [speculationHash], styleHashes: [cspHash(css.about)], connectTo: [] },
        { address: "/admin/", scriptHashes: [], styleHashes: [], connectTo: [] },
      ],
    })
  })

  it("takes nothing from Gatsby's fragments, which are not served as pages", () => {
    const hashes = readBuiltSite(builtSite()).pages.flatMap((built) => [...built.scriptHashes, ...built.styleHashes])
    expect(hashes).not.toContain(cspHash(fragmentScript))
    expect(hashes).not.toContain(cspHash(".slice{}"))
  })

  it("does not hash JSON-LD or the widget module loaded from a file", () => {
    const home = readBuiltSite(builtSite()).pages.find((built) => built.address === "/")
    expect(home?.scriptHashes).not.toContain(cspHash(jsonLd))
    expect(home?.scriptHashes).not.toContain(cspHash(""))
  })
})

describe("writeCdnFiles", () => {
  it("writes _headers and robots.txt into the built site", () => {
    const dir = builtSite()
    const report = writeCdnFiles({ publicDir: dir, contentDir })
    const rules = parseHeadersFile(readFileSync(path.join(dir, "_headers"), "utf8"))
    expect(rules).toEqual(report.rules)
    expect(readFileSync(path.join(dir, "robots.txt"), "utf8")).toMatch(/^Sitemap: https:\/\/.+\/sitemap-index\.xml$/m)
    expect(report.headersBytes).toBe(readFileSync(path.join(dir, "_headers")).length)
  })

  it("gives each page a policy that allows its own inline scripts and styles and not another page's", () => {
    const dir = builtSite()
    const { rules } = writeCdnFiles({ publicDir: dir, contentDir })
    const about = headersFor(rules, "/about/").get("content-security-policy") ?? ""
    expect(about).toContain(`script-src ${speculationHash};`)
    expect(about).toContain(`style-src ${cspHash(css.about)};`)
    expect(about).not.toContain(logHash)
    expect(about).not.toContain(cspHash(css.home))
    expect(headersFor(rules, "/about/").get("content-security-policy")).toBe(about)
    const home = headersFor(rules, "/").get("content-security-policy") ?? ""
    expect(home).toContain(`style-src ${cspHash(css.home)};`)
    expect(home).toContain(`script-src ${[cspHash(widgetModule), speculationHash].sort().join(" ")};`)
    expect(home).not.toContain(cspHash(css.notFound))
    for (const address of ["/", "/about/", "/404.html"]) {
      expect(headersFor(rules, address).get("content-security-policy")).not.toContain("unsafe-inline")
    }
  })

  it("gives the content editor its own policy, for the backend site.yaml names", () => {
    const { rules } = writeCdnFiles({ publicDir: builtSite(), contentDir })
    const { editor } = readSiteYaml(contentDir)
    expect(headersFor(rules, "/admin/").get("content-security-policy")).toBe(editorContentSecurityPolicy(editor))
  })

  it("lets pages' forms submit to the form services named in site.yaml", () => {
    const { rules } = writeCdnFiles({ publicDir: builtSite(), contentDir })
    const origins = [...new Set(formOrigins.map(originOf))].join(" ")
    expect(headersFor(rules, "/about/").get("content-security-policy")).toContain(`; form-action 'self' ${origins};`)
  })

  it("gives 404.html, served for unknown addresses under /* alone, a meta policy from its own hashes", () => {
    const dir = builtSite()
    const { rules } = writeCdnFiles({ publicDir: dir, contentDir })
    const html = readFileSync(path.join(dir, "404.html"), "utf8")
    const metas = new DOMParser()
      .parseFromString(html, "text/html")
      .querySelectorAll('meta[http-equiv="Content-Security-Policy"]')
    expect(metas).toHaveLength(1)
    const content = metas[0].getAttribute("content") ?? ""
    const headerPolicy = headersFor(rules, NOT_FOUND_PAGE).get("content-security-policy") ?? ""
    expect(content).toBe(headerPolicy.replace("; frame-ancestors 'none'", ""))
    expect(content).toContain(`script-src ${[speculationHash, logHash].sort().join(" ")};`)
    expect(content).toContain(`style-src ${cspHash(css.notFound)};`)
  })

  it("does not let 404.html's policy allow the other pages' styles (no union of every page)", () => {
    const dir = builtSite()
    writeCdnFiles({ publicDir: dir, contentDir })
    const html = readFileSync(path.join(dir, "404.html"), "utf8")
    const content =
      new DOMParser()
        .parseFromString(html, "text/html")
        .querySelector('meta[http-equiv="Content-Security-Policy"]')
        ?.getAttribute("content") ?? ""
    expect(content).toBe(
      metaContentSecurityPolicy({
        scriptHashes: [speculationHash, logHash].sort(),
        styleHashes: [cspHash(css.notFound)],
        formOrigins,
      }),
    )
    expect(content).not.toContain(cspHash(css.home))
    expect(content).not.toContain(cspHash(css.about))
  })

  it("gives the same result when run again over its own output", () => {
    const dir = builtSite()
    const first = writeCdnFiles({ publicDir: dir, contentDir })
    const notFoundOnce = readFileSync(path.join(dir, "404.html"), "utf8")
    const second = writeCdnFiles({ publicDir: dir, contentDir })
    expect(second).toEqual(first)
    expect(readFileSync(path.join(dir, "404.html"), "utf8")).toBe(notFoundOnce)
  })

  it("writes no meta policy into the other pages, which get theirs as a header", () => {
    const dir = builtSite()
    writeCdnFiles({ publicDir: dir, contentDir })
    expect(readFileSync(path.join(dir, "about", "index.html"), "utf8")).toBe(page(css.about))
  })

  it("refuses to write a _headers file the CDN would not read in full", () => {
    const dir = builtSite()
    for (let index = 0; index < 100; index++) {
      mkdirSync(path.join(dir, `page-${index}`))
      writeFileSync(path.join(dir, `page-${index}`, "index.html"), page(`.p${index}{}`))
    }
    expect(() => writeCdnFiles({ publicDir: dir, contentDir })).toThrow(/would not be read in full: \d+ rules/)
    expect(existsSync(path.join(dir, "_headers"))).toBe(false)
  })
})
