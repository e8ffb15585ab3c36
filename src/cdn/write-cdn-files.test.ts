import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { contentDir, publishing } from "../../tests/support/fixtures/content-fixtures"
import { notFoundLogScript } from "../widgets/not-found-log"
import { speculationRules } from "../components/seo/speculation-rules"
import { editorContentSecurityPolicy, originOf, pageContentSecurityPolicy } from "./headers"
import { headersFor, parseHeadersFile } from "./host-headers"
import { cspHash } from "./inline-code"
import { readSiteYaml } from "./site-yaml"
import { pageAddressOf, pageFilesIn, writeCdnFiles } from "./write-cdn-files"
import { scratchFolder } from "../../tests/support/scratch-folder"

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
  const dir = scratchFolder("public")
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

/** The form services the owner's settings and the content name, which every page's form-action allows. */
const formOrigins = [publishing.contactForm.endpoint, readSiteYaml(contentDir).directorySearch.action]

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

/** The policy in a built page's own <meta> element, or null when it has none. */
function metaPolicyIn(dir: string, file: string): string | null {
  const metas = new DOMParser()
    .parseFromString(readFileSync(path.join(dir, file), "utf8"), "text/html")
    .querySelectorAll('meta[http-equiv="Content-Security-Policy"]')
  expect(metas.length).toBeLessThanOrEqual(1)
  return metas[0]?.getAttribute("content") ?? null
}

describe("writeCdnFiles", () => {
  it("writes _headers and robots.txt into the built site", () => {
    const dir = builtSite()
    const report = writeCdnFiles({ publicDir: dir, contentDir, settings: publishing })
    const rules = parseHeadersFile(readFileSync(path.join(dir, "_headers"), "utf8"))
    expect(rules).toEqual(report.rules)
    expect(readFileSync(path.join(dir, "robots.txt"), "utf8")).toMatch(/^Sitemap: https:\/\/.+\/sitemap-index\.xml$/m)
    expect(report.headersBytes).toBe(readFileSync(path.join(dir, "_headers")).length)
  })

  it("gives each page a policy of its own, allowing its inline scripts and styles and not another page's", () => {
    const dir = builtSite()
    writeCdnFiles({ publicDir: dir, contentDir, settings: publishing })
    expect(metaPolicyIn(dir, "about/index.html")).toBe(
      pageContentSecurityPolicy({ scriptHashes: [speculationHash], styleHashes: [cspHash(css.about)], formOrigins }),
    )
    expect(metaPolicyIn(dir, "index.html")).toBe(
      pageContentSecurityPolicy({
        scriptHashes: [cspHash(widgetModule), speculationHash].sort(),
        styleHashes: [cspHash(css.home)],
        formOrigins,
      }),
    )
    const notFound = metaPolicyIn(dir, "404.html")
    expect(notFound).toBe(
      pageContentSecurityPolicy({
        scriptHashes: [speculationHash, logHash].sort(),
        styleHashes: [cspHash(css.notFound)],
        formOrigins,
      }),
    )
    expect(notFound).not.toContain(cspHash(css.home))
    expect(notFound).not.toContain(cspHash(css.about))
  })

  it("hashes neither JSON-LD nor anything of Gatsby's fragments, which are not served as pages", () => {
    const dir = builtSite()
    writeCdnFiles({ publicDir: dir, contentDir, settings: publishing })
    for (const file of ["index.html", "about/index.html", "404.html"]) {
      const policy = metaPolicyIn(dir, file) ?? ""
      for (const foreign of [jsonLd, fragmentScript, ".slice{}"]) expect(policy).not.toContain(cspHash(foreign))
    }
    expect(readFileSync(path.join(dir, "_gatsby/slices/_gatsby-scripts-1.html"), "utf8")).not.toContain("http-equiv")
  })

  it("lets pages' forms submit to the form services named in site.yaml", () => {
    const dir = builtSite()
    writeCdnFiles({ publicDir: dir, contentDir, settings: publishing })
    const origins = [...new Set(formOrigins.map(originOf))].join(" ")
    expect(metaPolicyIn(dir, "about/index.html")).toMatch(new RegExp(`; form-action 'self' ${origins}$`))
  })

  it("leaves the content editor's page alone: its policy is its rule's in _headers, for the backend publishing.yaml names", () => {
    const dir = builtSite()
    const { rules } = writeCdnFiles({ publicDir: dir, contentDir, settings: publishing })
    expect(metaPolicyIn(dir, "admin/index.html")).toBeNull()
    expect(headersFor(rules, "/admin/", publishing.host).get("content-security-policy")).toBe(
      editorContentSecurityPolicy(publishing),
    )
  })

  it("gives the same result when run again over its own output", () => {
    const dir = builtSite()
    const first = writeCdnFiles({ publicDir: dir, contentDir, settings: publishing })
    const once = ["index.html", "about/index.html", "404.html"].map((file) =>
      readFileSync(path.join(dir, file), "utf8"),
    )
    const second = writeCdnFiles({ publicDir: dir, contentDir, settings: publishing })
    expect(second).toEqual(first)
    expect(
      ["index.html", "about/index.html", "404.html"].map((file) => readFileSync(path.join(dir, file), "utf8")),
    ).toEqual(once)
  })

  it("writes the same _headers for 200 more pages: no rule per page", () => {
    const dir = builtSite()
    const few = writeCdnFiles({ publicDir: dir, contentDir, settings: publishing })
    for (let index = 0; index < 200; index++) {
      mkdirSync(path.join(dir, `page-${index}`))
      writeFileSync(path.join(dir, `page-${index}`, "index.html"), page(`.p${index}{}`))
    }
    const many = writeCdnFiles({ publicDir: dir, contentDir, settings: publishing })
    expect(many.rules).toEqual(few.rules)
    expect(many.pages).toBe(few.pages + 200)
    expect(metaPolicyIn(dir, "page-199/index.html")).toContain(`style-src ${cspHash(".p199{}")};`)
  })
})
